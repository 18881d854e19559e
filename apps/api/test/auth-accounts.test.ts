import { MESSAGES } from '@promptsmith/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
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
} from './support/auth-helpers';
import { createTestClock } from './support/clock';
import { databaseKinds } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(databaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: clock.now } });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('signup', () => {
    it('creates the account without signing in, storing a normalized email and an argon2id hash', async () => {
      const email = uniqueEmail('Mixed.Case');
      const { res } = await signup(t.app, { email: `  ${email.toUpperCase()} ` });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: MESSAGES.signupSuccess });
      expect(sessionCookie(res)).toBeUndefined();
      const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.name).toBe('Ada Lovelace');
    });

    it('rejects a duplicate email in any letter case', async () => {
      const { email } = await signup(t.app);
      const again = await signup(t.app, { email: email.toUpperCase() });
      expect(again.res.statusCode).toBe(409);
      expect(again.res.json()).toEqual({
        message: 'An account with this email already exists',
        code: 'CONFLICT',
      });
    });

    it('stores the mobile number canonically and rejects the same number typed differently', async () => {
      const first = await signup(t.app, { mobileNumber: '07911 123-456', countryCode: '+44' });
      expect(first.res.statusCode).toBe(201);
      const [row] = await t.app.database.db.select().from(users).where(eq(users.email, first.email));
      expect(row).toMatchObject({
        mobileE164: '+447911123456',
        countryCode: '+44',
        mobileNumber: '07911123456',
      });
      const second = await signup(t.app, { mobileNumber: '7911123456', countryCode: '+44' });
      expect(second.res.statusCode).toBe(409);
      expect(second.res.json()).toEqual({
        message: 'An account with this mobile number already exists',
        code: 'CONFLICT',
      });
      // The same digits under another country code are another number.
      expect((await signup(t.app, { mobileNumber: '7911123456', countryCode: '+1' })).res.statusCode).toBe(
        201,
      );
    });

    it('lets exactly one of two concurrent signups with the same email through', async () => {
      const email = uniqueEmail('race');
      const results = await Promise.all([signup(t.app, { email }), signup(t.app, { email })]);
      expect(results.map((r) => r.res.statusCode).sort()).toEqual([201, 409]);
    });

    it.each([
      [{ password: 'short1' }, MESSAGES.passwordTooShort],
      [{ password: 'x'.repeat(129) }, MESSAGES.passwordTooLong],
      [{ password: 'password1' }, MESSAGES.passwordTooCommon],
      [{ password: 'Qwertyuiop' }, MESSAGES.passwordTooCommon],
      [{ email: 'not-an-email' }, MESSAGES.invalidEmail],
      [{ name: '   ' }, MESSAGES.nameRequired],
      [{ mobileNumber: '12345', countryCode: '+1' }, MESSAGES.invalidMobile],
      [{ mobileNumber: '1234567890123456', countryCode: '+1' }, MESSAGES.invalidMobile],
      [{ mobileNumber: '5551234567' }, 'Please select a country code for your mobile number'],
      [{ mobileNumber: '5551234567', countryCode: '+999' }, 'Invalid request'],
    ])('rejects %j with a readable message', async (overrides, message) => {
      const { res } = await signup(t.app, overrides);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: expect.any(String), code: 'VALIDATION_FAILED' });
      if (message !== 'Invalid request') expect(res.json<{ message: string }>().message).toBe(message);
    });

    it('accepts 8 characters of any script, counted as characters', async () => {
      expect((await signup(t.app, { password: 'пароль日本語é' })).res.statusCode).toBe(201);
      expect((await signup(t.app, { password: 'ab😀😀😀😀😀😀' })).res.statusCode).toBe(201);
      // Seven characters, though twelve UTF-16 code units.
      expect((await signup(t.app, { password: 'ab😀😀😀😀😀' })).res.statusCode).toBe(400);
    });
  });

  describe('login', () => {
    it('signs in by email: token in JSON, HttpOnly SameSite=Lax persistent cookie by default', async () => {
      const { email } = await signup(t.app);
      const res = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: email, password: GOOD_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ token: string; user: Record<string, unknown>; message: string }>();
      expect(body.message).toBe(MESSAGES.loginSuccess);
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user).toMatchObject({
        email,
        name: 'Ada Lovelace',
        hasPassword: true,
        createdAt: expect.any(String),
      });
      expect(body.user).not.toHaveProperty('passwordHash');
      const cookie = sessionCookie(res);
      expect(cookie).toMatchObject({
        value: body.token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 30 * 86_400,
      });
      expect(res.headers['cache-control']).toBe('no-store');
      // Only the SHA-256 of the token is stored.
      const rows = await t.app.database.db.select().from(sessions);
      expect(rows.some((r) => r.tokenHash === body.token)).toBe(false);
    });

    it('uses a browser-session cookie when remember me is off', async () => {
      const { email } = await signup(t.app);
      const { res } = await login(t.app, email, GOOD_PASSWORD, { rememberMe: false });
      const cookie = sessionCookie(res);
      expect(cookie?.maxAge).toBeUndefined();
      expect(cookie?.expires).toBeUndefined();
    });

    it('signs in by mobile number with its country code, or as a full +number', async () => {
      const { email } = await signup(t.app, { mobileNumber: '(415) 555-0101', countryCode: '+1' });
      const byMobile = await login(t.app, '415 555 0101', GOOD_PASSWORD, { countryCode: '+1' });
      expect(byMobile.res.json<{ user: { email: string } }>().user.email).toBe(email);
      const full = await login(t.app, '+14155550101', GOOD_PASSWORD);
      expect(full.res.json<{ user: { email: string } }>().user.email).toBe(email);
      const wrongCountry = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: '4155550101', password: GOOD_PASSWORD, countryCode: '+44' },
      });
      expect(wrongCountry.statusCode).toBe(401);
    });

    it('gives one generic answer for an unknown account and a wrong password', async () => {
      const { email } = await signup(t.app);
      const wrong = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: email, password: 'nope nope nope' },
      });
      const unknown = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: uniqueEmail('ghost'), password: 'nope nope nope' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    });

    it('throttles after 10 failures per account and IP with 429 and Retry-After', async () => {
      const { email } = await signup(t.app);
      const ip = nextIp();
      for (let i = 0; i < 10; i++) {
        const res = await call(t.app, {
          url: '/api/auth/login',
          body: { emailOrMobile: email, password: `wrong ${i}xx` },
          ip,
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: email, password: GOOD_PASSWORD },
        ip,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: expect.stringContaining('Too many failed sign-in attempts'),
        code: 'RATE_LIMITED',
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The same account from another address is not locked out (no lockout DoS).
      const elsewhere = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: email, password: GOOD_PASSWORD },
        ip: nextIp(),
      });
      expect(elsewhere.statusCode).toBe(200);
    });

    it('throttles an address after 50 failures across accounts', async () => {
      const ip = nextIp();
      for (let i = 0; i < 50; i++) {
        const res = await call(t.app, {
          url: '/api/auth/login',
          body: { emailOrMobile: `spray${i}@example.com`, password: 'guess guess' },
          ip,
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: 'another@example.com', password: 'guess guess' },
        ip,
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });
  });

  describe('sessions', () => {
    it('GET /api/auth/me answers the user by cookie or bearer token, 401 without', async () => {
      const user = await newUser(t.app);
      const byCookie = await call(t.app, { url: '/api/auth/me', cookie: user.cookie });
      expect(byCookie.statusCode).toBe(200);
      expect(byCookie.json<{ user: { email: string } }>().user.email).toBe(user.email);
      const byBearer = await call(t.app, { url: '/api/auth/me', token: user.token });
      expect(byBearer.statusCode).toBe(200);
      const anonymous = await call(t.app, { url: '/api/auth/me' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: expect.any(String), code: 'UNAUTHORIZED' });
      expect((await call(t.app, { url: '/api/auth/me', token: 'made-up-token' })).statusCode).toBe(401);
    });

    it('ends a browser session after 24 hours and a remembered one after 30 days of use', async () => {
      const { email } = await signup(t.app);
      const short = await login(t.app, email, GOOD_PASSWORD, { rememberMe: false });
      const long = await login(t.app, email, GOOD_PASSWORD, { rememberMe: true });
      clock.advance(DAY - 60_000);
      expect((await call(t.app, { url: '/api/auth/me', token: short.token })).statusCode).toBe(200);
      clock.advance(2 * 60_000);
      expect((await call(t.app, { url: '/api/auth/me', token: short.token })).statusCode).toBe(401);
      // Used every ten days (under the 14-day idle limit), it lasts until day 30, not longer.
      for (const days of [9, 10, 9]) {
        clock.advance(days * DAY);
        expect((await call(t.app, { url: '/api/auth/me', token: long.token })).statusCode).toBe(200);
      }
      clock.advance(DAY + 60_000);
      expect((await call(t.app, { url: '/api/auth/me', token: long.token })).statusCode).toBe(401);
    });

    it('logout ends this session at once and leaves the other devices signed in', async () => {
      const user = await newUser(t.app);
      const other = await login(t.app, user.email, user.password);
      const res = await call(t.app, { url: '/api/auth/logout', method: 'POST', cookie: user.cookie });
      expect(res.statusCode).toBe(200);
      expect(sessionCookie(res)?.value).toBe('');
      expect((await call(t.app, { url: '/api/auth/me', cookie: user.cookie })).statusCode).toBe(401);
      expect((await call(t.app, { url: '/api/auth/me', token: other.token })).statusCode).toBe(200);
      // Logging out without a session is harmless.
      expect((await call(t.app, { url: '/api/auth/logout', method: 'POST' })).statusCode).toBe(200);
    });

    it('sign out from all devices ends every session of the user only', async () => {
      const user = await newUser(t.app);
      const second = await login(t.app, user.email, user.password);
      const bystander = await newUser(t.app);
      const res = await call(t.app, { url: '/api/auth/logout-all', method: 'POST', cookie: user.cookie });
      expect(res.statusCode).toBe(200);
      expect(sessionCookie(res)?.value).toBe('');
      expect((await call(t.app, { url: '/api/auth/me', cookie: user.cookie })).statusCode).toBe(401);
      expect((await call(t.app, { url: '/api/auth/me', token: second.token })).statusCode).toBe(401);
      expect((await call(t.app, { url: '/api/auth/me', token: bystander.token })).statusCode).toBe(200);
      expect((await call(t.app, { url: '/api/auth/logout-all', method: 'POST' })).statusCode).toBe(401);
    });
  });

  describe('profile and password', () => {
    it('changes the name only, and answers the updated user', async () => {
      const user = await newUser(t.app);
      const res = await call(t.app, {
        method: 'PUT',
        url: '/api/auth/profile',
        body: { name: '  Grace Hopper ' },
        cookie: user.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        message: MESSAGES.profileUpdated,
        user: { name: 'Grace Hopper', email: user.email },
      });
      const me = await call(t.app, { url: '/api/auth/me', token: user.token });
      expect(me.json<{ user: { name: string } }>().user.name).toBe('Grace Hopper');
      const withEmail = await call(t.app, {
        method: 'PUT',
        url: '/api/auth/profile',
        body: { name: 'X', email: 'new@example.com' },
        token: user.token,
      });
      expect(withEmail.statusCode).toBe(400);
      expect(
        (await call(t.app, { method: 'PUT', url: '/api/auth/profile', body: { name: 'X' } })).statusCode,
      ).toBe(401);
    });

    it('changes the password, ends the other sessions, keeps this one and mails a notice', async () => {
      const user = await newUser(t.app);
      const other = await login(t.app, user.email, user.password);
      const res = await call(t.app, {
        url: '/api/auth/change-password',
        body: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
        cookie: user.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.passwordChanged });
      expect((await call(t.app, { url: '/api/auth/me', cookie: user.cookie })).statusCode).toBe(200);
      expect((await call(t.app, { url: '/api/auth/me', token: other.token })).statusCode).toBe(401);
      const old = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: user.email, password: user.password },
      });
      expect(old.statusCode).toBe(401);
      await login(t.app, user.email, 'a brand new passphrase');
      await t.app.mail.flush();
      expect(t.mailbox.sent.filter((m) => m.to === user.email).map((m) => m.subject)).toContain(
        'Your Promptsmith password was changed',
      );
    });

    it.each([
      [
        { currentPassword: 'not my password', newPassword: 'another fine passphrase' },
        'Current password is incorrect',
        'INVALID_CREDENTIALS',
      ],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: 'short' },
        MESSAGES.passwordTooShort,
        'VALIDATION_FAILED',
      ],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: 'iloveyou1' },
        MESSAGES.passwordTooCommon,
        'VALIDATION_FAILED',
      ],
      [
        { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD },
        'The new password must be different from the current one',
        'VALIDATION_FAILED',
      ],
      [
        { currentPassword: '', newPassword: 'another fine passphrase' },
        MESSAGES.currentPasswordRequired,
        'VALIDATION_FAILED',
      ],
    ])('refuses a password change %j without touching the session', async (body, message, code) => {
      const user = await newUser(t.app);
      const res = await call(t.app, { url: '/api/auth/change-password', body, cookie: user.cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code });
      expect((await call(t.app, { url: '/api/auth/me', cookie: user.cookie })).statusCode).toBe(200);
    });
  });

  describe('CSRF', () => {
    it('rejects cookie-authenticated state changes from another site', async () => {
      const user = await newUser(t.app);
      const evilOrigin = await call(t.app, {
        method: 'PUT',
        url: '/api/auth/profile',
        body: { name: 'Pwned' },
        cookie: user.cookie,
        headers: { origin: 'https://evil.example' },
      });
      expect(evilOrigin.statusCode).toBe(403);
      expect(evilOrigin.json()).toEqual({ message: 'Cross-site request rejected', code: 'CSRF_REJECTED' });
      const crossSite = await call(t.app, {
        url: '/api/auth/logout-all',
        method: 'POST',
        cookie: user.cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      const formPost = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout-all',
        headers: { cookie: `ps_session=${user.cookie}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(formPost.statusCode).toBe(415);
      expect((await call(t.app, { url: '/api/auth/me', cookie: user.cookie })).json()).toMatchObject({
        user: { name: 'Ada Lovelace' },
      });
    });

    it('accepts them from our own origin, and bearer requests from anywhere', async () => {
      const user = await newUser(t.app);
      const sameOrigin = await call(t.app, {
        method: 'PUT',
        url: '/api/auth/profile',
        body: { name: 'Same Origin' },
        cookie: user.cookie,
        headers: { origin: PUBLIC_ORIGIN, 'sec-fetch-site': 'same-origin' },
      });
      expect(sameOrigin.statusCode).toBe(200);
      const bearer = await call(t.app, {
        method: 'PUT',
        url: '/api/auth/profile',
        body: { name: 'Api Client' },
        token: user.token,
        headers: { origin: 'https://tool.example' },
      });
      expect(bearer.statusCode).toBe(200);
    });
  });

  describe('configuration and Google without a client id', () => {
    it('tells the web app that Google is not configured', async () => {
      const config = await call(t.app, { url: '/api/auth/config' });
      expect(config.json()).toEqual({ googleClientId: null });
      const res = await call(t.app, {
        url: '/api/auth/social-login',
        body: { provider: 'google', credential: 'x.y.z' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.googleNotConfigured, code: 'GOOGLE_NOT_CONFIGURED' });
    });
  });

  describe('bad input on every endpoint', () => {
    const endpoints: {
      method: 'POST' | 'PUT';
      url: string;
      valid: Record<string, unknown>;
      wrongType: Record<string, unknown>;
    }[] = [
      {
        method: 'POST',
        url: '/api/auth/signup',
        valid: { name: 'A', email: 'a@example.com', password: GOOD_PASSWORD },
        wrongType: { name: 1, email: true, password: [] },
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        valid: { emailOrMobile: 'a@example.com', password: 'x' },
        wrongType: { emailOrMobile: 5, password: null },
      },
      {
        method: 'POST',
        url: '/api/auth/social-login',
        valid: { provider: 'google', credential: 'a.b.c' },
        wrongType: { provider: 'github', credential: 7 },
      },
      { method: 'PUT', url: '/api/auth/profile', valid: { name: 'A' }, wrongType: { name: { first: 'A' } } },
      {
        method: 'POST',
        url: '/api/auth/change-password',
        valid: { currentPassword: 'x', newPassword: GOOD_PASSWORD },
        wrongType: { currentPassword: 1, newPassword: 2 },
      },
      {
        method: 'POST',
        url: '/api/auth/verify-email',
        valid: { email: 'a@example.com' },
        wrongType: { email: 42 },
      },
      {
        method: 'POST',
        url: '/api/auth/verify-otp',
        valid: { email: 'a@example.com', otp: '123456' },
        wrongType: { email: 'a@example.com', otp: 123456 },
      },
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        valid: { email: 'a@example.com', otp: '123456', newPassword: GOOD_PASSWORD },
        wrongType: { email: [], otp: {}, newPassword: false },
      },
    ];
    let token = '';
    beforeAll(async () => {
      token = (await newUser(t.app)).token;
    });

    it.each(endpoints)(
      '$method $url answers 4xx {message, code} for every malformed body',
      async ({ method, url, valid, wrongType }) => {
        const send = (payload: string | object, contentType = 'application/json') =>
          t.app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
            payload,
            remoteAddress: nextIp(),
          });
        const cases: [string | object, number, string?][] = [
          [{}, 400],
          [wrongType, 400],
          [{ ...valid, isAdmin: true }, 400],
          ['{"name": ', 400],
          ['[]', 400],
          ['null', 400],
          [JSON.stringify({ ...valid, padding: 'x'.repeat(1_100_000) }), 413],
          [JSON.stringify(valid), 415, 'text/plain'],
        ];
        for (const [payload, status, contentType] of cases) {
          const res = await send(payload, contentType);
          expect(res.statusCode, `${JSON.stringify(payload).slice(0, 60)} -> ${res.body}`).toBe(status);
          expect(res.headers['content-type']).toMatch(/application\/json/);
          expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
        }
      },
    );

    it('returns the contract field messages, not schema internals', async () => {
      const res = await call(t.app, { url: '/api/auth/verify-email', body: { email: 'nope' } });
      expect(res.json()).toEqual({ message: MESSAGES.invalidEmail, code: 'VALIDATION_FAILED' });
      const otp = await call(t.app, {
        url: '/api/auth/verify-otp',
        body: { email: 'a@example.com', otp: '12ab56' },
      });
      expect(otp.json()).toEqual({ message: MESSAGES.invalidCode, code: 'VALIDATION_FAILED' });
    });
  });
});
