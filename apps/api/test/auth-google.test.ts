import { createHmac } from 'node:crypto';
import { MESSAGES } from '@promptsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  GOOD_PASSWORD,
  login,
  newUser,
  nextIp,
  sessionCookie,
  uniqueEmail,
} from './support/auth-helpers';
import { createTestClock } from './support/clock';
import { databaseKinds } from './support/databases';
import {
  createTestKey,
  type JwksServer,
  signIdToken,
  startJwksServer,
  type TestKey,
} from './support/jwks-server';
import { createTestApp, type TestApp } from './support/test-app';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

interface AuthBody {
  token: string;
  user: { id: string; email: string; name: string; photoURL: string | null; hasPassword: boolean };
}

describe.each(databaseKinds())('Google sign-in on %s', (kind) => {
  let t: TestApp;
  let jwks: JwksServer;
  let key: TestKey;
  let strangerKey: TestKey;
  const clock = createTestClock();
  let subCounter = 0;
  const nextSub = () => `1000${Date.now()}${(subCounter += 1)}`;

  beforeAll(async () => {
    key = await createTestKey('google-key-1');
    strangerKey = await createTestKey('not-googles-key');
    jwks = await startJwksServer([key.publicJwk]);
    t = await createTestApp(kind, {
      config: {
        google: {
          clientId: CLIENT_ID,
          jwksUrl: jwks.url,
          issuers: ['https://accounts.google.com', 'accounts.google.com'],
        },
      },
      deps: { now: clock.now },
    });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  const socialLogin = (credential: string, extra: Record<string, unknown> = {}) =>
    call(t.app, {
      url: '/api/auth/social-login',
      body: { provider: 'google', credential, ...extra },
      ip: nextIp(),
    });
  const expectRejected = async (credential: string) => {
    const res = await socialLogin(credential);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.googleLoginFailed, code: 'INVALID_GOOGLE_TOKEN' });
    expect(sessionCookie(res)).toBeUndefined();
  };

  it('publishes the client id for the web app', async () => {
    expect((await call(t.app, { url: '/api/auth/config' })).json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates an account from a valid ID token and signs it in', async () => {
    const email = uniqueEmail('google');
    const sub = nextSub();
    const credential = await signIdToken(
      key,
      { sub, email, name: 'Grace Google', picture: 'https://lh3.googleusercontent.com/a/photo' },
      clock.now(),
    );
    const res = await socialLogin(credential);
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthBody>();
    expect(body.user).toMatchObject({
      email,
      name: 'Grace Google',
      photoURL: 'https://lh3.googleusercontent.com/a/photo',
      hasPassword: false,
    });
    expect(sessionCookie(res)?.httpOnly).toBe(true);
    const me = await call(t.app, { url: '/api/auth/me', token: body.token });
    expect(me.json<AuthBody>().user.email).toBe(email);
    // The same Google account signs in to the same user again.
    const again = await socialLogin(
      await signIdToken(key, { sub, email, name: 'Renamed At Google' }, clock.now()),
    );
    expect(again.json<AuthBody>().user.id).toBe(body.user.id);
  });

  it('identifies by sub, not by email, and trusts nothing in the body', async () => {
    const victim = await newUser(t.app);
    const attackerEmail = uniqueEmail('attacker');
    const credential = await signIdToken(
      key,
      { sub: nextSub(), email: attackerEmail, name: 'Attacker' },
      clock.now(),
    );
    const res = await socialLogin(credential, {
      uid: 'victim-uid',
      email: victim.email,
      name: 'Victim',
      photoURL: 'https://evil.example/p.png',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthBody>();
    expect(body.user.email).toBe(attackerEmail);
    expect(body.user.name).toBe('Attacker');
    expect(body.user.photoURL).toBeNull();
    const victimMe = await call(t.app, { url: '/api/auth/me', token: victim.token });
    expect(victimMe.json<AuthBody>().user.name).toBe('Ada Lovelace');
  });

  it('links an existing password account only when Google says the email is verified', async () => {
    const unverifiedOwner = await newUser(t.app);
    const unverified = await signIdToken(
      key,
      { sub: nextSub(), email: unverifiedOwner.email, email_verified: false },
      clock.now(),
    );
    const refused = await socialLogin(unverified);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ code: string }>().code).toBe('CONFLICT');

    const owner = await newUser(t.app);
    const verified = await signIdToken(
      key,
      { sub: nextSub(), email: owner.email.toUpperCase() },
      clock.now(),
    );
    const linked = await socialLogin(verified);
    expect(linked.statusCode).toBe(200);
    const body = linked.json<AuthBody>();
    expect(body.user.email).toBe(owner.email);
    expect(body.user.hasPassword).toBe(true);
    // The password still works too.
    await login(t.app, owner.email, GOOD_PASSWORD);
  });

  it('rejects a token for another client (aud)', async () => {
    await expectRejected(
      await signIdToken(key, { sub: nextSub(), email: uniqueEmail(), aud: 'someone-else' }, clock.now()),
    );
  });

  it('rejects a token from another issuer', async () => {
    await expectRejected(
      await signIdToken(
        key,
        { sub: nextSub(), email: uniqueEmail(), iss: 'https://accounts.evil.example' },
        clock.now(),
      ),
    );
  });

  it('rejects an expired token', async () => {
    const iat = Math.floor(clock.now().getTime() / 1000) - 2 * 3600;
    await expectRejected(
      await signIdToken(key, { sub: nextSub(), email: uniqueEmail(), iat, exp: iat + 3600 }, clock.now()),
    );
  });

  it('rejects alg none', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const payload = {
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: nextSub(),
      email: uniqueEmail(),
      email_verified: true,
      iat: now,
      exp: now + 3600,
    };
    await expectRejected(
      `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.`,
    );
  });

  it('rejects HS256 signed with the public key (key confusion)', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const payload = {
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: nextSub(),
      email: uniqueEmail(),
      email_verified: true,
      iat: now,
      exp: now + 3600,
    };
    const signingInput = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: key.kid }))}.${b64url(JSON.stringify(payload))}`;
    // The secret an attacker can know: the public key as published.
    for (const secret of [JSON.stringify(key.publicJwk), key.publicJwk.n ?? '']) {
      const signature = createHmac('sha256', secret).update(signingInput).digest('base64url');
      await expectRejected(`${signingInput}.${signature}`);
    }
  });

  it('rejects a token signed by a key Google does not publish (unknown kid), refetching at most once', async () => {
    const before = jwks.fetches;
    await expectRejected(
      await signIdToken(strangerKey, { sub: nextSub(), email: uniqueEmail() }, clock.now()),
    );
    await expectRejected(
      await signIdToken(strangerKey, { sub: nextSub(), email: uniqueEmail() }, clock.now()),
    );
    expect(jwks.fetches - before).toBeLessThanOrEqual(1);
  });

  it('rejects a tampered payload', async () => {
    const email = uniqueEmail();
    const [header, , signature] = (await signIdToken(key, { sub: nextSub(), email }, clock.now())).split('.');
    const now = Math.floor(clock.now().getTime() / 1000);
    const forged = {
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: 'admin',
      email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
    };
    await expectRejected(`${header}.${b64url(JSON.stringify(forged))}.${signature}`);
  });

  it('rejects garbage credentials', async () => {
    await expectRejected('not-a-jwt');
    await expectRejected('a.b.c');
  });

  it('caches the key set per Cache-Control and picks up a rotated key', async () => {
    const fetchesBefore = jwks.fetches;
    for (let i = 0; i < 3; i++) {
      const res = await socialLogin(
        await signIdToken(key, { sub: nextSub(), email: uniqueEmail() }, clock.now()),
      );
      expect(res.statusCode).toBe(200);
    }
    expect(jwks.fetches).toBe(fetchesBefore);
    // Google rotates: a new key appears; after max-age the new set is fetched.
    const rotated = await createTestKey('google-key-2');
    jwks.keys = [key.publicJwk, rotated.publicJwk];
    clock.advance(3_601_000);
    const res = await socialLogin(
      await signIdToken(rotated, { sub: nextSub(), email: uniqueEmail() }, clock.now()),
    );
    expect(res.statusCode).toBe(200);
    expect(jwks.fetches).toBe(fetchesBefore + 1);
  });
});
