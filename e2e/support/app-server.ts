import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../../', import.meta.url));

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

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('could not pick a port');
  return address.port;
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy at ${url}: ${stderr()}`);
}

export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  const database = `promptsmith_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${database}`);
  const databaseUrl = new URL(E2E_POSTGRES_URL);
  databaseUrl.pathname = `/${database}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'promptsmith-e2e-pg-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000',
    RATE_LIMIT_USER_PER_MINUTE: '1000',
    ...extraEnv,
  };
  // Only PATH from the outside: nothing of the developer's own configuration leaks in.
  const processEnv = { PATH: process.env.PATH ?? '', ...env };
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: processEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));

  async function close(): Promise<void> {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await adminQuery(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await waitForHealth(`${baseURL}/api/health`, child, () => stderr);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    baseURL,
    env,
    dataDir,
    run(script, args) {
      return new Promise((resolve, reject) => {
        const cli = spawn(process.execPath, [script, ...args], {
          cwd: root,
          env: processEnv,
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
    close,
  };
}
