/**
 * `node scripts/engine-ab.mjs <base-tree> <new-tree> [rounds]`: CPU per call of the built-in
 * engine in two checkouts, side by side. Each tree (a worktree or copy with its own
 * node_modules) is bundled with esbuild and loaded in its own worker thread; the main thread
 * calls them alternately, one optimize() at a time, so both see the same load.
 *
 * Why workers: two copies of the engine in one isolate are not comparable. Whichever copy runs
 * second measured 2.3x slower than the first, identical bundles included (2026-11-25), so an A/B
 * in one isolate reports the load order, not the change.
 *
 * Printed per round: the 2 KB bench prompt's CPU median for each tree, and the median of the
 * paired per-call ratios over the corpus (69 prompts x 6 assistants, twice). CPU comes from
 * process.cpuUsage(), which also counts the other isolate's background threads: medians, not sums.
 */
import { build } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

const [baseTree, newTree, roundsArg] = process.argv.slice(2);
if (!baseTree || !newTree) {
  console.error('usage: node scripts/engine-ab.mjs <base-tree> <new-tree> [rounds]');
  process.exit(2);
}
const rounds = Number(roundsArg ?? 3);
const out = mkdtempSync(join(tmpdir(), 'engine-ab-'));

async function bundle(tree, name) {
  const outfile = join(out, `${name}.mjs`);
  await build({
    stdin: {
      contents: `export { optimize } from '@promptsmith/optimizer';
export { CORPUS } from '@promptsmith/optimizer/corpus';
export { ASSISTANT_KEYS } from '@promptsmith/contract';`,
      resolveDir: resolve(tree),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { optimize, CORPUS, ASSISTANT_KEYS } = await import(workerData);
  let rough = '';
  for (const e of CORPUS) {
    if (rough.length > 2048) break;
    if (!e.tags?.includes('structured')) rough += e.prompt + '\\n';
  }
  rough = rough.slice(0, 2048);
  const cpu = () => { const u = process.cpuUsage(); return u.user + u.system; };
  const timed = (prompt, key) => { const t = cpu(); optimize(prompt, key); return cpu() - t; };
  parentPort.on('message', ({ cmd, i }) => {
    if (cmd === 'warm') {
      for (let r = 0; r < 2; r++) for (const e of CORPUS) for (const k of ASSISTANT_KEYS) optimize(e.prompt, k);
      for (let n = 0; n < 60; n++) optimize(rough, ASSISTANT_KEYS[n % 6]);
      parentPort.postMessage(0);
    } else if (cmd === '2kb') parentPort.postMessage(timed(rough, ASSISTANT_KEYS[i % 6]));
    else {
      const e = CORPUS[i % CORPUS.length];
      parentPort.postMessage(timed(e.prompt, ASSISTANT_KEYS[Math.floor(i / CORPUS.length) % 6]));
    }
  });
  parentPort.postMessage('ready');
})();`;

const start = (file) =>
  new Promise((done) => {
    const w = new Worker(WORKER, { eval: true, workerData: file });
    w.once('message', () => done(w));
  });
const call = (w, msg) =>
  new Promise((done) => {
    w.once('message', done);
    w.postMessage(msg);
  });
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const workers = [await start(await bundle(baseTree, 'base')), await start(await bundle(newTree, 'new'))];
for (const w of workers) await call(w, { cmd: 'warm' });
for (let r = 0; r < rounds; r++) {
  const twoKb = [[], []];
  for (let i = 0; i < 300; i++)
    for (const j of i % 2 ? [0, 1] : [1, 0]) twoKb[j].push(await call(workers[j], { cmd: '2kb', i }));
  const corpus = [[], []];
  for (let i = 0; i < 69 * 6 * 2; i++)
    for (const j of i % 2 ? [0, 1] : [1, 0]) corpus[j].push(await call(workers[j], { cmd: 'corpus', i }));
  const [a, b] = twoKb.map((s) => median(s) / 1000);
  const ratio = median(corpus[0].map((x, i) => corpus[1][i] / Math.max(1, x)));
  console.log(
    `round ${r}: load ${loadavg()[0].toFixed(1)} | 2 KB CPU median base ${a.toFixed(3)} new ${b.toFixed(3)} ms ` +
      `(${((b / a - 1) * 100).toFixed(1)}%) | corpus per-call new/base median ${ratio.toFixed(3)}`,
  );
}
for (const w of workers) await w.terminate();
