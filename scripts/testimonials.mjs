// `npm run testimonials -- <command>`: the moderation CLI from the server build, building the
// server first when there is no build yet (`npm start` and `npm run build` make one too).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = `${root}apps/api/dist/testimonials.js`;

if (!existsSync(entry)) {
  console.error('No server build found: building it first…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@promptsmith/api'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const child = spawn(process.execPath, [entry, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
