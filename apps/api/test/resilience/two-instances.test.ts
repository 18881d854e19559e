import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../support/databases';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { type AppProcess, startAppProcess } from './support/app-process';
import { request } from './support/http-client';

const PASSWORD = 'correct horse battery staple';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Two production server processes on different ports, one PostgreSQL database (fresh, on the
 * shared server) and one Redis (a key prefix of this run's own, so parallel runs never collide).
 */
describe('two instances behind one database and one Redis', () => {
  const run = randomBytes(4).toString('hex');
  const dbName = `promptsmith_two_${run}`;
  const prefix = `promptsmith-test-${run}:`;
  let dbUrl: string;
  let smtp: SmtpSink;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    smtp = await startSmtpSink();
    const env = {
      DATABASE_URL: dbUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      SMTP_URL: smtp.url,
      RATE_LIMIT_USER_PER_MINUTE: '6',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000',
    };
    // Started together: migrations run once under the advisory lock.
    [a, b] = await Promise.all([startAppProcess(env), startAppProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  async function newAccount(on: AppProcess): Promise<string> {
    const email = `two.${run}.${randomBytes(3).toString('hex')}@example.com`;
    const res = await request(on.url, 'POST', '/api/auth/signup', {
      body: { name: 'Twin', email, password: PASSWORD },
    });
    expect(res.status).toBe(201);
    return email;
  }

  const login = (on: AppProcess, email: string, password = PASSWORD) =>
    request(on.url, 'POST', '/api/auth/login', { body: { emailOrMobile: email, password } });

  it('a session created on one instance works on the other; logout on one ends it on both at once', async () => {
    const email = await newAccount(a);
    const signedIn = await login(a, email);
    const token = signedIn.body.token as string;
    expect((await request(b.url, 'GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await request(b.url, 'POST', '/api/auth/logout', { token, body: {} })).status).toBe(200);
    // No cache anywhere: the very next request on A is refused.
    const after = await request(a.url, 'GET', '/api/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
  });

  it('counts failed sign-ins across both instances (10 per account, then 429 on either)', async () => {
    const email = await newAccount(b);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await login(i % 2 ? a : b, email, 'wrong password!')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await login(a, email, 'wrong password!');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    // Even the right password waits now, on the other instance too.
    expect((await login(b, email)).status).toBe(429);
  });

  it('counts the per-user API rate limit across both instances (6 per minute)', async () => {
    const email = await newAccount(a);
    const token = (await login(b, email)).body.token as string;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await request(i % 2 ? a.url : b.url, 'POST', '/api/transform', {
        token,
        body: { prompt: 'draft a release note', model: 'gpt' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('delivers the mail outbox exactly once with both workers racing for it', async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const count = 200;
    try {
      // Enqueued as the app does (a row per message), all due at once: both workers claim.
      await client.query(
        `insert into mail_outbox ("to", subject, text, html)
         select 'race-' || g || '@example.com', 'race ' || g, 'message ' || g, '<p>message ' || g || '</p>'
         from generate_series(1, $1) g`,
        [count],
      );
      const deadline = Date.now() + 60_000;
      const race = () => smtp.received.filter((m) => m.subject?.startsWith('race '));
      while (race().length < count && Date.now() < deadline) await sleep(250);
      await sleep(2_000); // a duplicate would arrive late
      const subjects = race().map((m) => m.subject);
      console.log(
        `[two-instances] outbox: ${count} queued, ${subjects.length} delivered, ${new Set(subjects).size} distinct`,
      );
      expect(subjects.length).toBe(count);
      expect(new Set(subjects).size).toBe(count);
      const sent = await client.query<{ n: string }>(
        "select count(*) n from mail_outbox where status = 'sent' and subject like 'race %'",
      );
      expect(Number(sent.rows[0]?.n)).toBe(count);
    } finally {
      await client.end();
    }
  }, 90_000);

  it('both instances kept running', () => {
    expect(a.alive() && b.alive()).toBe(true);
  });
});
