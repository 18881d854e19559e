/**
 * startup: from `npm start` on a built tree to the first 200 from /api/health. Median of 5 on an
 * existing data directory, and the first run on an empty one (PGlite's initdb and migrations).
 * `node apps/api/dist/server.js` is timed too, to show what npm and the build check add.
 */
import {
  API_SERVER,
  captureStdout,
  ensureBuilt,
  removeDir,
  startProcess,
  stopProcess,
  tempDir,
  waitFor200,
} from '../support/processes';
import { freePort } from '@promptsmith/testkit';
import { median, ms } from '../support/stats';
import { note, type Row } from '../support/table';

const SUITE = 'startup';
const WARM_RUNS = 5;
const FIRST_RUNS = 1;
const DIRECT_RUNS = 3;

interface Timing {
  ms: number;
  /** npm start found sources newer than the build (someone edited the tree) and rebuilt first. */
  rebuilt: boolean;
}

async function timeToHealthy(command: string, args: string[], dataDir: string): Promise<Timing> {
  const port = await freePort();
  const started = performance.now();
  const child = startProcess(command, args, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const stdout = captureStdout(child);
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health`, 90_000, 10);
    return { ms: performance.now() - started, rebuilt: /rebuilding|No build found/.test(stdout()) };
  } finally {
    await stopProcess(child);
  }
}

export async function startupSuite(): Promise<Row[]> {
  ensureBuilt();
  const npmStart = (dir: string) => timeToHealthy('npm', ['start', '--silent'], dir);
  const direct = (dir: string) => timeToHealthy(process.execPath, [API_SERVER], dir);

  const firstRuns: Timing[] = [];
  const dirs: string[] = [];
  try {
    for (let i = 0; i < FIRST_RUNS; i++) {
      const dir = tempDir('startup');
      dirs.push(dir);
      firstRuns.push(await npmStart(dir));
    }
    const existing = dirs[0] as string;
    const warm: Timing[] = [];
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await npmStart(existing));
    const node: Timing[] = [];
    for (let i = 0; i < DIRECT_RUNS; i++) node.push(await direct(existing));

    const list = (timings: Timing[]) =>
      timings.map((t) => `${ms(t.ms, 0)}${t.rebuilt ? ' (rebuilt)' : ''}`).join(', ');
    const rebuilds = warm.filter((t) => t.rebuilt).length;
    const warmMedian = median(warm.map((t) => t.ms));
    note(SUITE, `npm start, existing data dir: ${list(warm)}`);
    note(SUITE, `node dist/server.js, existing data dir: ${list(node)}`);
    note(SUITE, `npm start, empty data dir: ${list(firstRuns)}`);
    return [
      {
        suite: SUITE,
        metric: `npm start -> first 200, existing data dir (median of ${WARM_RUNS})`,
        value: `${ms(warmMedian, 0)}${rebuilds ? ` (${rebuilds} runs rebuilt: sources changed)` : ''}`,
        target: '<= 2 s',
        met: warmMedian <= 2000,
      },
      {
        suite: SUITE,
        metric: `node dist/server.js -> first 200 (median of ${DIRECT_RUNS})`,
        value: ms(median(node.map((t) => t.ms)), 0),
      },
      {
        suite: SUITE,
        metric: 'npm start -> first 200, empty data dir',
        value: list(firstRuns),
      },
    ];
  } finally {
    for (const dir of dirs) removeDir(dir);
  }
}
