// `npm run test:resilience`: builds the server, then runs the slow suites (PostgreSQL restarts
// under load, two instances on one Redis, slow clients) with vitest.resilience.config.ts, and
// prints a closing "Tests: N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = `${root}.tmp/resilience-report.json`;
mkdirSync(`${root}.tmp`, { recursive: true });
rmSync(report, { force: true });

const started = Date.now();
const build = spawnSync('npm', ['run', 'build', '-w', '@promptsmith/api'], { cwd: root, stdio: 'inherit' });
let passed = 0;
let failed = 0;
let ok = build.status === 0;
if (ok) {
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '-c',
      'vitest.resilience.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...process.argv.slice(2),
    ],
    { cwd: root, stdio: 'inherit' },
  );
  ok = run.status === 0;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
  }
} else {
  console.log('build failed: npm run build -w @promptsmith/api');
}
if (!ok && failed === 0) failed = 1;
console.log(`\n━━━ resilience summary (${Math.round((Date.now() - started) / 1000)}s) ━━━`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
