import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PROJECT_ROOT, startProductionServer } from './production-server';

/** Same default as the integration tests: the PostgreSQL that CI provides. */
export const E2E_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A production server of its own on a fresh PostgreSQL database. The suite's shared server
 * runs on PGlite, which one process at a time can open; tests in which a second process (the
 * moderation CLI) works on the same database while the server runs use one of these.
 */
export interface AppServer {
  baseURL: string;
  /** The environment the server runs with; give it to CLI processes so they share the database. */
  env: Record<string, string>;
  dataDir: string;
  /** Runs a built script (e.g. apps/api/dist/testimonials.js) against the same configuration. */
  run(script: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }>;
  close(): Promise<void>;
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: E2E_POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: E2E_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const database = `promptsmith_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${database}`);
  const databaseUrl = new URL(E2E_POSTGRES_URL);
  databaseUrl.pathname = `/${database}`;
  const server = await startProductionServer({
    env: { DATABASE_URL: databaseUrl.toString(), ...extraEnv },
    dataDirPrefix: 'promptsmith-e2e-pg-',
    onClose: () => adminQuery(`drop database if exists ${database} with (force)`),
  });
  return {
    baseURL: server.baseURL,
    env: server.env,
    dataDir: server.dataDir,
    run(script, args) {
      return new Promise((resolve, reject) => {
        const cli = spawn(process.execPath, [script, ...args], {
          cwd: PROJECT_ROOT,
          env: server.processEnv,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        cli.stdout.on('data', (d: Buffer) => (out += d.toString()));
        cli.stderr.on('data', (d: Buffer) => (err += d.toString()));
        cli.on('error', reject);
        cli.on('close', (code) => resolve({ code, stdout: out, stderr: err }));
      });
    },
    close: server.close,
  };
}
