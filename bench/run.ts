/**
 * `npm run bench [-- name ...]`: runs the named suites (all by default) one after another and
 * prints one table. Benchmarks only print figures: a missed target never fails the run.
 */
import { dbSuite } from './suites/db';
import { engineSuite } from './suites/engine';
import { httpSuite } from './suites/http';
import { llmSuite } from './suites/llm';
import { startupSuite } from './suites/startup';
import { webSuite } from './suites/web';
import { cpus, loadavg } from 'node:os';
import { SMOKE } from './support/mode';
import { formatDetails, formatTable, type Row, type Suite } from './support/table';

const SUITES: Record<string, Suite> = {
  engine: engineSuite,
  http: httpSuite,
  llm: llmSuite,
  db: dbSuite,
  startup: startupSuite,
  web: webSuite,
};

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const smoke = SMOKE;
const requested = args.filter((arg) => arg !== '--smoke');
const unknown = requested.filter((name) => !(name in SUITES));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(SUITES).join(', ')}`);
  process.exit(2);
}
/** Smoke (npm test): the suites that exercise the server end to end, with tiny durations. */
const SMOKE_SUITES = ['engine', 'http', 'llm'];
const names = requested.length > 0 ? requested : smoke ? SMOKE_SUITES : Object.keys(SUITES);
let failures = 0;

const started = performance.now();
const rows: Row[] = [];
console.log(
  `Promptsmith benchmarks: ${names.join(', ')} on ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
for (const name of names) {
  const suite = SUITES[name] as Suite;
  const suiteStarted = performance.now();
  try {
    rows.push(...(await suite()));
  } catch (error) {
    // One broken suite must not hide the others' figures.
    console.error(
      `[${name}] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    failures += 1;
    rows.push({
      suite: name,
      metric: 'run',
      value: `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    });
  }
  console.log(`[${name}] done in ${((performance.now() - suiteStarted) / 1000).toFixed(0)} s`);
}

console.log(`\n${formatTable(rows)}\n`);
const details = formatDetails(rows);
if (details) console.log(`${details}\n`);
console.log(
  `Total ${((performance.now() - started) / 1000).toFixed(0)} s; load average now ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
// Stray handles (a keep-alive socket, a child's pipe) must not keep the process alive. A missed
// target never fails the run; a suite that could not run does.
process.exit(failures > 0 ? 1 : 0);
