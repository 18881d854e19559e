import { MESSAGES } from '@promptsmith/contract';
import { eq } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema';
import { createMemoryCounterStore } from '../../src/lib/counter-store';
import { PERMISSIONS_POLICY } from '../../src/plugins/security-headers';
import {
  call,
  GOOD_PASSWORD,
  login,
  newUser,
  nextIp,
  PUBLIC_ORIGIN,
  sessionCookie,
  signup,
  uniqueEmail,
} from '../support/auth-helpers';
import { createTestClock } from '../support/clock';
import { databaseKinds } from '../support/databases';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Review findings 6, 7, 8, 9 and 11 (issue 13), replayed against a real app on a real database.
 */
const DAY = 24 * 60 * 60 * 1000;
const BROWSER = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' };

describe.each(databaseKinds())('hosts, tokens, sessions and input on %s', (kind) => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: {
        allowedHosts: ['localhost', '127.0.0.1', '::1', 'promptsmith.lan'],
        sessions: { idleTimeoutMs: 14 * DAY },
      },
      deps: { now: clock.now, counters: createMemoryCounterStore(() => clock.now().getTime()) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('finding 6: Host header and DNS rebinding', () => {
    it('answers another host name with 421 JSON before any route runs', async () => {
      for (const url of ['/api/auth/session', '/api/testimonials', '/', '/login']) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: { host: 'rebind.attacker.example:3000' },
        });
        expect(res.statusCode, url).toBe(421);
        expect(res.json()).toEqual({ message: expect.any(String), code: 'MISDIRECTED_REQUEST' });
      }
    });

    it('a rebound page cannot change an account, even with an Origin matching the Host it sent', async () => {
      const user = await newUser(t.app);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers: {
          host: 'rebind.attacker.example:3000',
          origin: 'http://rebind.attacker.example:3000',
          cookie: `ps_session=${user.cookie}`,
        },
        payload: { name: 'Rebound' },
      });
      expect(res.statusCode).toBe(421);
      const me = await call(t.app, { url: '/api/auth/me', token: user.token });
      expect(me.json<{ user: { name: string } }>().user.name).toBe('Ada Lovelace');
    });

    it('compares Origin with PUBLIC_URL and ALLOWED_HOSTS only', async () => {
      const user = await newUser(t.app);
      const change = (origin: string, host = 'localhost:3000') =>
        t.app.inject({
          method: 'PUT',
          url: '/api/auth/profile',
          headers: { host, origin, cookie: `ps_session=${user.cookie}` },
          payload: { name: 'Changed' },
        });
      expect((await change('http://rebind.attacker.example:3000')).statusCode).toBe(403);
      expect((await change('https://localhost:3000')).statusCode).toBe(403);
      expect((await change(PUBLIC_ORIGIN)).statusCode).toBe(200);
      expect((await change('http://promptsmith.lan:8080', 'promptsmith.lan:8080')).statusCode).toBe(200);
    });

    it('lets load balancers probe /api/health by address', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: '10.1.2.3:3000' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('finding 7: the session token stays out of a browser’s reach', () => {
    it('a browser’s sign-in reply has no token; its HttpOnly cookie is the session', async () => {
      const { email } = await signup(t.app);
      const res = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: email, password: GOOD_PASSWORD },
        headers: { ...BROWSER, origin: PUBLIC_ORIGIN },
        ip: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<Record<string, unknown>>();
      expect(body).not.toHaveProperty('token');
      expect(body).toMatchObject({ message: MESSAGES.loginSuccess, user: { email } });
      const cookie = sessionCookie(res);
      expect(cookie?.httpOnly).toBe(true);
      expect((await call(t.app, { url: '/api/auth/me', cookie: cookie?.value ?? '' })).statusCode).toBe(200);
    });

    it('a browser without Sec-Fetch-* (plain http) is known by its Origin: no token either', async () => {
      const { email } = await signup(t.app);
      const res = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: email, password: GOOD_PASSWORD },
        headers: { origin: PUBLIC_ORIGIN },
        ip: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('token');
    });

    it('API clients get the token: without Sec-Fetch-Site and Origin, or by asking with "client": "api"', async () => {
      const { email } = await signup(t.app);
      // Node's fetch sends Sec-Fetch-Mode: cors, and is still an API client.
      const plain = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: email, password: GOOD_PASSWORD },
        headers: { 'sec-fetch-mode': 'cors' },
        ip: nextIp(),
      });
      expect(plain.json<{ token: string }>().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const asked = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: email, password: GOOD_PASSWORD, client: 'api' },
        headers: BROWSER,
        ip: nextIp(),
      });
      const token = asked.json<{ token: string }>().token;
      expect((await call(t.app, { url: '/api/auth/me', token })).statusCode).toBe(200);
    });
  });

  describe('finding 9: sessions', () => {
    it('a sign-in ends the session the caller already carried (cookie or bearer)', async () => {
      const first = await newUser(t.app);
      const second = await newUser(t.app);
      const byCookie = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: second.email, password: GOOD_PASSWORD },
        cookie: first.cookie,
        ip: nextIp(),
      });
      expect(byCookie.statusCode).toBe(200);
      expect((await call(t.app, { url: '/api/auth/me', token: first.token })).statusCode).toBe(401);

      const carried = await login(t.app, second.email, GOOD_PASSWORD);
      const byBearer = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: second.email, password: GOOD_PASSWORD },
        token: carried.token,
        ip: nextIp(),
      });
      expect(byBearer.statusCode).toBe(200);
      expect((await call(t.app, { url: '/api/auth/me', token: carried.token })).statusCode).toBe(401);
      // The new session works; sessions not presented are left alone.
      expect(
        (await call(t.app, { url: '/api/auth/me', token: byBearer.json<{ token: string }>().token }))
          .statusCode,
      ).toBe(200);
      expect((await call(t.app, { url: '/api/auth/me', token: second.token })).statusCode).toBe(200);
    });

    it('a session left unused for SESSION_IDLE_DAYS ends, well before its 30-day lifetime', async () => {
      const user = await newUser(t.app);
      clock.advance(13 * DAY);
      expect((await call(t.app, { url: '/api/auth/me', token: user.token })).statusCode).toBe(200);
      // Used on day 13: idle from then.
      clock.advance(14 * DAY + 60_000);
      expect((await call(t.app, { url: '/api/auth/me', token: user.token })).statusCode).toBe(401);
    });
  });

  describe('finding 11: input and headers', () => {
    it('refuses a mobile number of trunk zeros instead of storing the bare country code', async () => {
      for (const mobileNumber of ['000000', '0000 0000 00', '012345']) {
        const { res } = await signup(t.app, { mobileNumber, countryCode: '+44' });
        expect(res.statusCode, mobileNumber).toBe(400);
        expect(res.json()).toEqual({ message: MESSAGES.invalidMobile, code: 'VALIDATION_FAILED' });
      }
      // So nobody is blocked by someone else's zeros, and a real number still works.
      expect((await signup(t.app, { mobileNumber: '07700 900123', countryCode: '+44' })).res.statusCode).toBe(
        201,
      );
      const zeros = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: '000000', password: GOOD_PASSWORD, countryCode: '+44' },
        ip: nextIp(),
      });
      expect(zeros.statusCode).toBe(401);
    });

    it('strips bidi controls from names at sign-up and on profile changes', async () => {
      const email = uniqueEmail('bidi');
      expect((await signup(t.app, { email, name: 'Ada \u202Eecalevol\u202C' })).res.statusCode).toBe(201);
      const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.name).toBe('Ada ecalevol');
      const user = await login(t.app, email, GOOD_PASSWORD);
      const renamed = await call(t.app, {
        method: 'PUT',
        url: '/api/auth/profile',
        body: { name: '\u2067Grace\u2069 \u202AHopper' },
        token: user.token,
      });
      expect(renamed.json<{ user: { name: string } }>().user.name).toBe('Grace Hopper');
      const onlyControls = await call(t.app, {
        method: 'PUT',
        url: '/api/auth/profile',
        body: { name: '\u202E\u2066' },
        token: user.token,
      });
      expect(onlyControls.json()).toEqual({ message: MESSAGES.nameRequired, code: 'VALIDATION_FAILED' });
    });

    it('sends Permissions-Policy on pages and API answers', async () => {
      for (const url of ['/api/health', '/api/auth/session', '/login']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
        expect(PERMISSIONS_POLICY).toContain('camera=()');
      }
    });

    it('answers oversized headers with 431 in the {message, code} shape', async () => {
      const base = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(base.port), '127.0.0.1', () => {
          socket.write(
            `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(40_000)}\r\n\r\n`,
          );
        });
        let data = '';
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', (error) => (data ? resolve(data) : reject(error)));
      });
      expect(reply).toMatch(/^HTTP\/1\.1 431 /);
      const body = reply.slice(reply.indexOf('\r\n\r\n') + 4);
      expect(JSON.parse(body)).toEqual({
        message: 'The request headers are too large',
        code: 'HEADERS_TOO_LARGE',
      });
    });
  });
});

describe('finding 8: codes never reach the log', () => {
  let t: TestApp;
  let dataDir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'promptsmith-log-'));
    // The dev outbox (no SMTP_URL), with every log line at the chattiest level.
    t = await createTestApp('pglite', {
      config: { dataDir, smtpUrl: undefined, logLevel: 'trace' },
      deps: { mailer: undefined, logStream: { write: (line: string) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('logs where a dev-outbox mail went, never its subject, body or code', async () => {
    const user = await newUser(t.app);
    await call(t.app, { url: '/api/auth/verify-email', body: { email: user.email }, ip: nextIp() });
    await t.app.mail.flush();
    const mails = await t.app.database.db.select().from(mailOutbox);
    const codes = mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? '').filter(Boolean);
    expect(codes).toHaveLength(2);
    const log = lines.join('');
    expect(log).toContain('dev outbox: mail written to a file');
    for (const code of codes) expect(log).not.toContain(code);
    for (const mail of mails) {
      expect(log).not.toContain(mail.subject);
      expect(log).not.toContain(mail.text.split('\n\n')[1] ?? mail.text);
    }
  });
});
