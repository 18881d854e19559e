// `npm test`: lint, typecheck, unit + web + integration (Vitest), then Chromium e2e
// (Playwright), then the benchmarks in smoke mode (they still run end to end; figures are not
// checked: no wall-clock assertion). Prints each stage and a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tmp = `${root}.tmp`;
mkdirSync(tmp, { recursive: true });
const vitestReport = `${tmp}/vitest-report.json`;
const playwrightReport = `${tmp}/playwright-report.json`;
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

const stages = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  [
    'unit, web components and integration (PGlite + PostgreSQL)',
    ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['end-to-end in Chromium', ['npm', 'run', 'test:e2e']],
  // Uses the build the e2e stage just made.
  ['benchmarks, smoke mode (they run; figures not checked)', ['npx', 'tsx', 'bench/run.ts', '--smoke']],
];

const results = [];
for (const [name, [command, ...args]] of stages) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  results.push({ name, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (run.status !== 0) break;
}

let passed = 0;
let failed = 0;
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}

console.log('\n━━━ summary ━━━');
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name} (${r.seconds}s)`);
for (const [name] of stages.slice(results.length))
  console.log(`- ${name} (not run: an earlier stage failed)`);
const allOk = results.length === stages.length && results.every((r) => r.ok);
if (!allOk && failed === 0) failed = 1; // a failed lint/typecheck stage counts as a failure
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(allOk ? 0 : 1);
