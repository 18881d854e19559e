import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@promptsmith/testkit';

/**
 * A PostgreSQL cluster of our own (initdb into a temp dir, its own port and socket dir), so a
 * test may stop, crash and restart it without touching the machine's shared server on 5432,
 * which other suites use at the same time. `restart('fast')` is what
 * `pg_ctlcluster <v> main restart -m fast` does to the packaged cluster: pg_ctl restart.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  /** pg_ctl restart -m <mode>: stop (terminating every connection) and start again at once. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Resolves when the server accepts connections (pg_ctl -w). */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

const PG_BIN = process.env.PG_BIN ?? findPgBin();

function findPgBin(): string {
  for (const version of ['17', '16', '15', '14', '13']) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (set PG_BIN)');
}

const run = promisify(execFile);

/**
 * initdb and pg_ctl refuse to run as root: run them as the postgres system user. Async, so the
 * load running in this same process goes on while the server stops and starts.
 */
async function asPostgres(command: string, args: string[]): Promise<void> {
  const argv = [join(PG_BIN, command), ...args];
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', ...argv], { timeout: 60_000 });
  else await run(argv[0] as string, argv.slice(1), { timeout: 60_000 });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'promptsmith-pg-'));
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  // Loopback TCP only, and a private socket directory (not /var/run/postgresql).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=50`;
  const pgctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-l', log, ...args]);
  await pgctl('-o', options, '-w', '-t', '30', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: (mode) => pgctl('-o', options, '-m', mode, '-w', '-t', '30', 'restart'),
    stop: (mode) => pgctl('-m', mode, '-w', '-t', '30', 'stop'),
    start: () => pgctl('-o', options, '-w', '-t', '30', 'start'),
    async destroy() {
      try {
        await pgctl('-m', 'immediate', '-w', 'stop');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
