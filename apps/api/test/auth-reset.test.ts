import { MESSAGES } from '@promptsmith/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../src/db/schema';
import { createMemoryCounterStore } from '../src/lib/counter-store';
import { call, GOOD_PASSWORD, login, newUser, nextIp } from './support/auth-helpers';
import { createTestClock } from './support/clock';
import { databaseKinds } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const NEW_PASSWORD = 'a fresh and long passphrase';

describe.each(databaseKinds())('password reset on %s', (kind) => {
  let t: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    // Counters follow the test clock too, so per-minute limits pass without sleeping.
    t = await createTestApp(kind, {
      deps: { now: clock.now, counters: createMemoryCounterStore(() => clock.now().getTime()) },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function requestCode(email: string, ip = nextIp()) {
    const res = await call(t.app, { url: '/api/auth/verify-email', body: { email }, ip });
    await t.app.mail.flush();
    return { res, code: t.mailbox.lastCodeFor(email.toLowerCase(), 'reset') };
  }
  const verify = (email: string, otp: string) =>
    call(t.app, { url: '/api/auth/verify-otp', body: { email, otp }, ip: nextIp() });
  const reset = (email: string, otp: string, newPassword = NEW_PASSWORD) =>
    call(t.app, { url: '/api/auth/reset-password', body: { email, otp, newPassword }, ip: nextIp() });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('says when no account has the email', async () => {
    const res = await call(t.app, {
      url: '/api/auth/verify-email',
      body: { email: 'nobody@example.com' },
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.noAccountForEmail, code: 'NOT_FOUND' });
  });

  it('mails a 6-digit code, stores only its hash, verifies it without consuming it, then resets once', async () => {
    const user = await newUser(t.app);
    const other = await login(t.app, user.email, user.password);
    const { res, code } = await requestCode(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: true, message: 'Verification code sent to your email' });
    expect(code).toMatch(/^\d{6}$/);
    const mail = t.mailbox.sent.at(-1);
    expect(mail?.html).toContain(code);
    const [userRow] = await t.app.database.db.select().from(users).where(eq(users.email, user.email));
    const [row] = await t.app.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userRow?.id ?? ''), eq(oneTimeCodes.purpose, 'password-reset')));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);

    const verified = await verify(user.email, code ?? '');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ verified: true, message: 'Code verified' });
    expect((await verify(user.email, code ?? '')).statusCode).toBe(200);

    const done = await reset(user.email, code ?? '');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: MESSAGES.resetSuccess });
    // Every session ends; the new password works, the old one does not.
    expect((await call(t.app, { url: '/api/auth/me', token: user.token })).statusCode).toBe(401);
    expect((await call(t.app, { url: '/api/auth/me', token: other.token })).statusCode).toBe(401);
    await login(t.app, user.email, NEW_PASSWORD);
    const old = await call(t.app, {
      url: '/api/auth/login',
      body: { emailOrMobile: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(401);
    // Single use.
    const again = await reset(user.email, code ?? '', 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.invalidVerificationCode, code: 'INVALID_CODE' });
    await t.app.mail.flush();
    expect(t.mailbox.sent.at(-1)).toMatchObject({
      to: user.email,
      subject: 'Your Promptsmith password was changed',
    });
  });

  it('expires the code after 10 minutes', async () => {
    const user = await newUser(t.app);
    const { code } = await requestCode(user.email);
    clock.advance(10 * MINUTE - 1_000);
    expect((await verify(user.email, code ?? '')).statusCode).toBe(200);
    clock.advance(2_000);
    const expired = await verify(user.email, code ?? '');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'This verification code has expired. Please request a new one.',
      code: 'CODE_EXPIRED',
    });
    expect((await reset(user.email, code ?? '')).statusCode).toBe(400);
  });

  it('kills the code after 5 wrong tries, counted across verify-otp and reset', async () => {
    const user = await newUser(t.app);
    const { code = '' } = await requestCode(user.email);
    const wrong = wrongCode(code);
    for (const attempt of [verify, verify, reset, verify] as const) {
      const res = await attempt(user.email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.invalidVerificationCode, code: 'INVALID_CODE' });
    }
    // Four wrong tries leave the code alive.
    expect((await verify(user.email, code)).statusCode).toBe(200);
    const fifth = await reset(user.email, wrong);
    expect(fifth.json()).toEqual({
      message: 'Too many incorrect attempts. Please request a new code.',
      code: 'INVALID_CODE',
    });
    expect((await verify(user.email, code)).statusCode).toBe(400);
    expect((await reset(user.email, code)).statusCode).toBe(400);
    await login(t.app, user.email, user.password);
  });

  it('caps concurrent wrong guesses at 5 as well', async () => {
    const user = await newUser(t.app);
    const { code = '' } = await requestCode(user.email);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(guesses.map((g) => verify(user.email, g)));
    expect((await verify(user.email, code)).statusCode).toBe(400);
  });

  it('replaces the previous code with a new request, at most one code mail per minute', async () => {
    const user = await newUser(t.app);
    const first = await requestCode(user.email);
    const tooSoon = await requestCode(user.email);
    expect(tooSoon.res.statusCode).toBe(429);
    expect(tooSoon.res.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(Number(tooSoon.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooSoon.code).toBe(first.code);
    clock.advance(MINUTE + 1_000);
    const second = await requestCode(user.email);
    expect(second.res.statusCode).toBe(200);
    if (second.code !== first.code) {
      expect((await verify(user.email, first.code ?? '')).statusCode).toBe(400);
    }
    expect((await verify(user.email, second.code ?? '')).statusCode).toBe(200);
    expect((await reset(user.email, second.code ?? '')).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent resets with the same code succeed', async () => {
    const user = await newUser(t.app);
    const { code = '' } = await requestCode(user.email);
    const results = await Promise.all([
      reset(user.email, code, 'first racer passphrase'),
      reset(user.email, code, 'second racer passphrase'),
      reset(user.email, code, 'third racer passphrase'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = results.findIndex((r) => r.statusCode === 200);
    const password =
      ['first racer passphrase', 'second racer passphrase', 'third racer passphrase'][winner] ?? '';
    await login(t.app, user.email, password);
  });

  it('does not burn the code on a rejected new password', async () => {
    const user = await newUser(t.app);
    const { code = '' } = await requestCode(user.email);
    const common = await reset(user.email, code, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: MESSAGES.passwordTooCommon, code: 'VALIDATION_FAILED' });
    const short = await reset(user.email, code, 'short');
    expect(short.json()).toEqual({ message: MESSAGES.passwordTooShort, code: 'VALIDATION_FAILED' });
    expect((await reset(user.email, code)).statusCode).toBe(200);
  });

  it('answers an unknown email at verify-otp and reset like a wrong code', async () => {
    expect((await verify('ghost@example.com', '123456')).json()).toEqual({
      message: MESSAGES.invalidVerificationCode,
      code: 'INVALID_CODE',
    });
    expect((await reset('ghost@example.com', '123456')).statusCode).toBe(400);
  });

  it('allows 5 verify-email calls per address per minute', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, {
        url: '/api/auth/verify-email',
        body: { email: `probe${i}@example.com` },
        ip,
      });
      expect(res.statusCode).toBe(404);
    }
    const blocked = await call(t.app, {
      url: '/api/auth/verify-email',
      body: { email: 'probe9@example.com' },
      ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    clock.advance(MINUTE + 1_000);
    expect(
      (await call(t.app, { url: '/api/auth/verify-email', body: { email: 'x@example.com' }, ip })).statusCode,
    ).toBe(404);
  });

  it('lets a user whose password was reset sign in again only with the new one', async () => {
    const user = await newUser(t.app);
    const { code = '' } = await requestCode(user.email);
    await reset(user.email, code);
    const res = await call(t.app, {
      url: '/api/auth/login',
      body: { emailOrMobile: user.email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});
