// Start-up A/B: CPU time (user + sys of the server process) and wall time from spawning
// `node apps/api/dist/server.js` to its first 200 from /api/health, on an existing data directory,
// for two or more built trees in alternation. CPU time is the figure that survives a loaded host.
// Usage: node scripts/startup-ab.mjs <tree-a> <tree-b> [...more trees] <rounds>
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const trees = process.argv.slice(2, -1);
const rounds = Number(process.argv.at(-1));
if (trees.length < 2 || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: node scripts/startup-ab.mjs <tree-a> <tree-b> [...] <rounds>');
  process.exit(2);
}
const dataDirs = new Map(trees.map((t) => [t, mkdtempSync(join(tmpdir(), 'startup-ab-'))]));

/** utime + stime of a process in ms (clock ticks of 10 ms on Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function startOnce(tree, port) {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDirs.get(tree),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const result = { cpu: cpuMs(child.pid), wall: performance.now() - started };
  child.kill('SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  return result;
}

const results = new Map(trees.map((t) => [t, []]));
// The first start of each tree creates its database; it is not counted.
for (const tree of trees) await startOnce(tree, 4700);
for (let i = 0; i < rounds; i++)
  for (const tree of trees) results.get(tree).push(await startOnce(tree, 4701 + i));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [tree, runs] of results) {
  const cpu = runs.map((r) => r.cpu);
  const wall = runs.map((r) => Math.round(r.wall));
  console.log(
    `${tree}: CPU ms ${cpu.join(' ')} (median ${median(cpu)}); wall ms ${wall.join(' ')} (median ${median(wall)})`,
  );
}
for (const dir of dataDirs.values()) rmSync(dir, { recursive: true, force: true });
