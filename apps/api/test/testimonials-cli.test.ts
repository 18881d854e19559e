import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { testimonials } from '../src/db/schema';
import { databaseKinds, TEST_DATABASE_URL } from './support/databases';

// Each test starts up to three Node processes that compile TypeScript and open a database.
vi.setConfig({ testTimeout: 90_000 });

const root = fileURLToPath(new URL('../../../', import.meta.url));
const entry = fileURLToPath(new URL('../src/cli/testimonials/main.ts', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The moderation CLI from source in a real child process, configured only by its environment. */
function cli(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: root,
      // Only what the test sets: no DATABASE_URL or DATA_DIR leaks in from the shell.
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Where the CLI should look, as environment variables, and a handle to seed that database. */
interface Target {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

async function target(kind: 'pglite' | 'postgres'): Promise<Target> {
  if (kind === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'promptsmith-cli-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir }),
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `promptsmith_cli_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir: 'unused', poolSize: 2 }),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe.each(databaseKinds())('npm run testimonials on %s', (kind) => {
  let where: Target;
  let id: string;

  beforeAll(async () => {
    where = await target(kind);
    const handle = await where.open();
    const [row] = await handle.db
      .insert(testimonials)
      .values({ author: 'Cli Author', email: 'cli@example.com', content: 'From the CLI test', rating: 4 })
      .returning({ id: testimonials.id });
    id = row?.id ?? '';
    await handle.close();
  });
  afterAll(async () => {
    await where.dispose();
  });

  it('lists pending testimonials, approves one, and lists it as approved', async () => {
    const pending = await cli(['list', '--status', 'pending'], where.env);
    expect(pending.stderr).toBe('');
    expect(pending.code).toBe(0);
    expect(pending.stdout).toContain(`${id}  pending   4/5`);
    expect(pending.stdout).toContain('From the CLI test');

    const approved = await cli(['approve', id], where.env);
    expect(approved.code).toBe(0);
    expect(approved.stdout).toMatch(/^Approved: .* by Cli Author \(was pending\)/);

    const json = await cli(['list', '--status=approved', '--json'], where.env);
    expect(JSON.parse(json.stdout)).toEqual([expect.objectContaining({ id, status: 'approved' })]);
  });

  it('rejects and reports unknown ids with exit code 1', async () => {
    const rejected = await cli(['reject', id], where.env);
    expect(rejected.code).toBe(0);
    expect(rejected.stdout).toMatch(/^Rejected: .* \(was approved\)/);
    const unknown = await cli(['approve', '00000000-0000-4000-8000-000000000000'], where.env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No testimonial with id');
  });
});

// Usage is checked before any database is opened, and the single-process lock is PGlite's own:
// these run once, on PGlite.
describe('npm run testimonials on a PGlite directory', () => {
  let where: Target;

  beforeAll(async () => {
    where = await target('pglite');
  });
  afterAll(async () => {
    await where.dispose();
  });

  it('answers wrong usage with exit code 2 and prints help', async () => {
    const usage = await cli(['publish', 'some-id'], where.env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('unknown command "publish"');
    const help = await cli(['--help'], where.env);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('npm run testimonials -- approve <id>');
  });

  it('refuses a PGlite directory another process has open, and explains why', async () => {
    const server = await where.open();
    try {
      const run = await cli(['list'], where.env);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('is open in another process (is the server running?)');
      expect(run.stderr).toContain('PGlite allows one process at a time');
    } finally {
      await server.close();
    }
    expect((await cli(['list'], where.env)).code).toBe(0);
  });
});
