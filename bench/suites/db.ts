/**
 * db: sign-ups per second (argon2 hashing included) and session look-ups per second, on PGlite
 * and on PostgreSQL side by side. The real app runs in-process and is driven with inject(), so
 * the figures are the database path without sockets; a look-up without a token (no query) is
 * the reference each look-up rate is read against.
 */
import { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { testConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { removeDir, tempDir } from '../support/processes';
import { perSecond, ratio } from '../support/stats';
import { note, type Row } from '../support/table';

const SUITE = 'db';
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = 3;
/** argon2 runs on libuv's thread pool (4 threads); more in flight would only queue. */
const SIGNUP_CONCURRENCY = 4;
const LOOKUP_CONCURRENCY = 8;
/** Bounds each loop even if the clock misbehaves. */
const MAX_OPERATIONS = 200_000;

/** Runs `operation` from `concurrency` workers for `seconds`; returns completed operations per second. */
async function rate(concurrency: number, operation: (n: number) => Promise<void>): Promise<number> {
  let done = 0;
  let issued = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && issued < MAX_OPERATIONS) {
        await operation(issued++);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

interface Figures {
  signups: number;
  lookups: number;
  anonymous: number;
}

async function measure(app: FastifyInstance, label: string): Promise<Figures> {
  const password = 'Bench-password-7391';
  const run = `${Date.now().toString(36)}${label}`;
  const signup = (n: number) =>
    app
      .inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { name: 'Bench', email: `bench.${run}.${n}@example.test`, password },
      })
      .then((res) => {
        if (res.statusCode !== 201) throw new Error(`signup answered ${res.statusCode}: ${res.body}`);
      });
  // Warm-up, and the account the look-ups use.
  await signup(-1);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrMobile: `bench.${run}.-1@example.test`, password },
  });
  const { token } = login.json<{ token: string }>();
  const me = (headers: Record<string, string>, expected: number) => () =>
    app.inject({ method: 'GET', url: '/api/auth/me', headers }).then((res) => {
      if (res.statusCode !== expected) throw new Error(`/api/auth/me answered ${res.statusCode}`);
    });
  const lookup = me({ authorization: `Bearer ${token}` }, 200);
  const anonymous = me({}, 401);
  for (let i = 0; i < 50; i++) await Promise.all([lookup(), anonymous()]);

  const figures = {
    signups: await rate(SIGNUP_CONCURRENCY, signup),
    anonymous: await rate(LOOKUP_CONCURRENCY, anonymous),
    lookups: await rate(LOOKUP_CONCURRENCY, lookup),
  };
  note(
    SUITE,
    `${label}: sign-ups ${perSecond(figures.signups)}, session look-ups ${perSecond(figures.lookups)} (no-token reference ${perSecond(figures.anonymous)})`,
  );
  return figures;
}

async function withApp<T>(
  databaseUrl: string | undefined,
  run: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const dataDir = tempDir('db');
  const database = await openDatabase({ databaseUrl, dataDir });
  const base = testConfig();
  const app = await buildApp(
    {
      ...base,
      dataDir,
      databaseUrl,
      webDistDir: '/nonexistent',
      rateLimit: { anonymousPerMinute: 100_000_000, userPerMinute: 100_000_000 },
    },
    { database },
  );
  try {
    return await run(app);
  } finally {
    await app.close();
    await database.close();
    removeDir(dataDir);
  }
}

export async function dbSuite(): Promise<Row[]> {
  const pglite = await withApp(undefined, (app) => measure(app, 'PGlite'));

  // A fresh PostgreSQL database for this run, dropped afterwards.
  const name = `promptsmith_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  let postgres: Figures | undefined;
  let postgresError: string | undefined;
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(POSTGRES_ADMIN_URL);
      url.pathname = `/${name}`;
      postgres = await withApp(url.toString(), (app) => measure(app, 'PostgreSQL'));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  } catch (error) {
    postgresError = error instanceof Error ? error.message : String(error);
    note(SUITE, `PostgreSQL skipped: ${postgresError}`);
  } finally {
    await admin.end().catch(() => undefined);
  }

  const pair = (pick: (f: Figures) => number) =>
    `${perSecond(pick(pglite))} / ${postgres ? perSecond(pick(postgres)) : `n/a (${postgresError})`}`;
  return [
    { suite: SUITE, metric: 'sign-ups/s with argon2, PGlite / PostgreSQL', value: pair((f) => f.signups) },
    { suite: SUITE, metric: 'session look-ups/s, PGlite / PostgreSQL', value: pair((f) => f.lookups) },
    {
      suite: SUITE,
      metric: 'look-ups as share of no-token /me, PGlite / PostgreSQL',
      value: `${ratio(pglite.lookups / pglite.anonymous)} / ${postgres ? ratio(postgres.lookups / postgres.anonymous) : 'n/a'}`,
    },
  ];
}
