import { MESSAGES } from '@promptsmith/contract';
import { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../../src/lib/counter-store';
import {
  call,
  confirmationCode,
  GOOD_PASSWORD,
  login,
  newUser,
  nextIp,
  sessionCookie,
  signup,
  uniqueEmail,
} from '../support/auth-helpers';
import { createTestClock } from '../support/clock';
import { startGoogleAttempt } from '../support/google-attempt';
import { databaseKinds } from '../support/databases';
import {
  createTestKey,
  type JwksServer,
  signIdToken,
  startJwksServer,
  type TestKey,
} from '../support/jwks-server';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Review findings 1, 2 and 10 (issue 13), each replayed against a real app on a real database:
 * account pre-hijacking, sign-in from an unverified Google address, and Google tokens that are
 * from the future, aimed at several audiences, or replayed.
 */
const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const MINUTE = 60_000;
const YEAR_SECONDS = 365 * 24 * 3600;

interface AuthBody {
  token: string;
  user: { id: string; email: string; hasPassword: boolean; emailVerified: boolean };
}

describe.each(databaseKinds())('pre-hijacking and Google tokens on %s', (kind) => {
  let t: TestApp;
  let jwks: JwksServer;
  let key: TestKey;
  const clock = createTestClock();
  let subs = 0;
  const nextSub = () => `2000${Date.now()}${(subs += 1)}`;

  beforeAll(async () => {
    key = await createTestKey('google-key');
    jwks = await startJwksServer([key.publicJwk]);
    t = await createTestApp(kind, {
      config: {
        google: { clientId: CLIENT_ID, jwksUrl: jwks.url, issuers: ['https://accounts.google.com'] },
      },
      deps: { now: clock.now, counters: createMemoryCounterStore(() => clock.now().getTime()) },
    });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  const attempt = () => startGoogleAttempt(t.app);
  const redeem = (credential: string, cookie?: string) =>
    call(t.app, {
      url: '/api/auth/social-login',
      body: { provider: 'google', credential },
      ...(cookie ? { headers: { cookie } } : {}),
      ip: nextIp(),
    });
  async function googleSignIn(claims: Parameters<typeof signIdToken>[1]) {
    const { nonce, cookie } = await attempt();
    return redeem(await signIdToken(key, { nonce, ...claims }, clock.now()), cookie);
  }
  const expectGoogleRefused = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.googleLoginFailed, code: 'INVALID_GOOGLE_TOKEN' });
    expect(sessionCookie(res)).toBeUndefined();
  };
  const me = (token: string) => call(t.app, { url: '/api/auth/me', token });
  const confirm = (token: string, code: string) =>
    call(t.app, { url: '/api/auth/confirm-email', body: { code }, token, ip: nextIp() });

  describe('finding 1: account pre-hijacking', () => {
    it('an attacker-made account loses its password and sessions when the real owner signs in with Google', async () => {
      const victimEmail = uniqueEmail('victim');
      // The attacker signs up with the victim's address (no access to its mailbox) and signs in:
      // that works before confirmation, as the spec's flow wants.
      const attacker = await newUser(t.app, { email: victimEmail, password: 'attacker knows this one' });
      const planted = await call(t.app, {
        url: '/api/transform',
        body: { prompt: 'planted by the attacker', model: 'claude' },
        token: attacker.token,
      });
      expect(planted.statusCode).toBe(200);

      // The owner arrives with Google (verified address).
      const owner = await googleSignIn({ sub: nextSub(), email: victimEmail });
      expect(owner.statusCode).toBe(200);
      const body = owner.json<AuthBody>();
      expect(body.user).toMatchObject({ email: victimEmail, hasPassword: false, emailVerified: true });

      // The attacker is out: the session is dead and the password no longer exists.
      expect((await me(attacker.token)).statusCode).toBe(401);
      const again = await call(t.app, {
        url: '/api/auth/login',
        body: { emailOrMobile: victimEmail, password: 'attacker knows this one' },
        ip: nextIp(),
      });
      expect(again.statusCode).toBe(401);
      // What the owner does next stays the owner's.
      await call(t.app, { url: '/api/transform', body: { prompt: 'mine', model: 'gpt' }, token: body.token });
      expect((await call(t.app, { url: '/api/history', token: attacker.token })).statusCode).toBe(401);

      await t.app.mail.flush();
      const notice = t.mailbox.sent.filter((m) => m.to === victimEmail).at(-1);
      expect(notice?.subject).toBe('Google sign-in was added to your Promptsmith account');
      expect(notice?.text).toContain(
        'the password set at sign-up was removed and every session was signed out',
      );
    });

    it('sign-up mails a 6-digit code; the signed-in owner confirms it once, and the banner state follows', async () => {
      const user = await newUser(t.app);
      const before = await me(user.token);
      expect(before.json<AuthBody>().user.emailVerified).toBe(false);
      const code = await confirmationCode(t, user.email);
      expect(code).toMatch(/^\d{6}$/);
      const done = await confirm(user.token, code);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        message: 'Thank you! Your email address is confirmed.',
        user: { email: user.email, emailVerified: true },
      });
      expect((await me(user.token)).json<AuthBody>().user.emailVerified).toBe(true);
      // Single use: the code is gone, and a confirmed address stays confirmed.
      const reused = await confirm(user.token, code);
      expect(reused.json()).toMatchObject({ message: 'Your email address is already confirmed.' });
      expect(
        (await call(t.app, { url: '/api/auth/confirm-email/resend', method: 'POST', token: user.token }))
          .statusCode,
      ).toBe(409);
    });

    it('confirmation codes follow the reset rules: 5 tries, 10 minutes, resend replaces them once a minute', async () => {
      const user = await newUser(t.app);
      const code = await confirmationCode(t, user.email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      // Five concurrent wrong guesses use up the code; the right one then fails too.
      const guesses = await Promise.all(Array.from({ length: 5 }, () => confirm(user.token, wrong)));
      expect(guesses.map((g) => g.statusCode)).toEqual([400, 400, 400, 400, 400]);
      expect((await confirm(user.token, code)).statusCode).toBe(400);

      // A resend within the sign-up minute waits; after it, a new code replaces the old one.
      const resend = () =>
        call(t.app, {
          url: '/api/auth/confirm-email/resend',
          method: 'POST',
          token: user.token,
          ip: nextIp(),
        });
      const early = await resend();
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBeDefined();
      clock.advance(MINUTE);
      expect((await resend()).statusCode).toBe(200);
      const fresh = await confirmationCode(t, user.email);
      clock.advance(10 * MINUTE + 1_000);
      const expired = await confirm(user.token, fresh);
      expect(expired.json()).toMatchObject({ code: 'CODE_EXPIRED' });

      clock.advance(MINUTE);
      expect((await resend()).statusCode).toBe(200);
      expect((await confirm(user.token, await confirmationCode(t, user.email))).statusCode).toBe(200);
    });

    it('a password reset by mailed code also confirms the address', async () => {
      const user = await newUser(t.app);
      await call(t.app, { url: '/api/auth/verify-email', body: { email: user.email }, ip: nextIp() });
      await t.app.mail.flush();
      const code = t.mailbox.lastCodeFor(user.email, 'reset') ?? '';
      const reset = await call(t.app, {
        url: '/api/auth/reset-password',
        body: { email: user.email, otp: code, newPassword: 'owner took it back' },
        ip: nextIp(),
      });
      expect(reset.statusCode).toBe(200);
      const signedIn = await login(t.app, user.email, 'owner took it back');
      expect(signedIn.res.json<AuthBody>().user.emailVerified).toBe(true);
    });
  });

  describe('finding 2: Google addresses that Google has not verified', () => {
    const refusedUnverified = (res: LightMyRequestResponse) => {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      expect(sessionCookie(res)).toBeUndefined();
    };

    it('creates no account from an unverified Google address', async () => {
      const email = uniqueEmail('unverified-google');
      refusedUnverified(await googleSignIn({ sub: nextSub(), email, email_verified: false }));
      // Nothing was created: the address is still free for a normal sign-up.
      expect((await signup(t.app, { email })).res.statusCode).toBe(201);
    });

    it('neither links an existing account nor signs in a linked one when the address is unverified', async () => {
      const owner = await newUser(t.app);
      refusedUnverified(await googleSignIn({ sub: nextSub(), email: owner.email, email_verified: false }));
      await login(t.app, owner.email, GOOD_PASSWORD);

      const sub = nextSub();
      const email = uniqueEmail('was-verified');
      expect((await googleSignIn({ sub, email })).statusCode).toBe(200);
      refusedUnverified(await googleSignIn({ sub, email, email_verified: false }));
    });
  });

  describe('finding 10: Google token freshness, audience and replay', () => {
    it('refuses a token issued ten years ahead', async () => {
      const iat = Math.floor(clock.now().getTime() / 1000) + 10 * YEAR_SECONDS;
      expectGoogleRefused(await googleSignIn({ sub: nextSub(), email: uniqueEmail(), iat, exp: iat + 3600 }));
    });

    it('refuses a token issued more than an hour ago, even if it claims a later expiry', async () => {
      const iat = Math.floor(clock.now().getTime() / 1000) - 2 * 3600;
      expectGoogleRefused(
        await googleSignIn({ sub: nextSub(), email: uniqueEmail(), iat, exp: iat + 24 * 3600 }),
      );
    });

    it('refuses an aud array, even one that contains our client id', async () => {
      for (const aud of [[CLIENT_ID, 'another-client'], [CLIENT_ID]]) {
        expectGoogleRefused(await googleSignIn({ sub: nextSub(), email: uniqueEmail(), aud }));
      }
    });

    it('a token works once, only for the browser whose attempt it was minted for', async () => {
      const { nonce, cookie } = await attempt();
      const credential = await signIdToken(key, { sub: nextSub(), email: uniqueEmail(), nonce }, clock.now());
      // Lifted and replayed by another client: without the attempt cookie, or with its own.
      expectGoogleRefused(await redeem(credential));
      expectGoogleRefused(await redeem(credential, (await attempt()).cookie));
      // The rightful browser signs in, once.
      expect((await redeem(credential, cookie)).statusCode).toBe(200);
      expectGoogleRefused(await redeem(credential, cookie));
    });

    it('refuses a token minted without a nonce', async () => {
      const { cookie } = await attempt();
      const credential = await signIdToken(key, { sub: nextSub(), email: uniqueEmail() }, clock.now());
      expectGoogleRefused(await redeem(credential, cookie));
    });
  });
});
