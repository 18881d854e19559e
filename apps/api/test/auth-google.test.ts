import { createHmac } from 'node:crypto';
import { MESSAGES } from '@promptsmith/contract';
import { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  confirmedUser,
  GOOD_PASSWORD,
  login,
  newUser,
  nextIp,
  sessionCookie,
  uniqueEmail,
} from './support/auth-helpers';
import { createTestClock } from './support/clock';
import { startGoogleAttempt } from './support/google-attempt';
import { databaseKinds } from './support/databases';
import {
  createTestKey,
  type IdTokenClaims,
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
  user: {
    id: string;
    email: string;
    name: string;
    photoURL: string | null;
    hasPassword: boolean;
    emailVerified: boolean;
  };
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

  const attempt = () => startGoogleAttempt(t.app);
  const socialLogin = (credential: string, cookie: string, extra: Record<string, unknown> = {}) =>
    call(t.app, {
      url: '/api/auth/social-login',
      body: { provider: 'google', credential, ...extra },
      headers: { cookie },
      ip: nextIp(),
    });
  /** Starts an attempt, has "Google" sign a token for it, and redeems it. */
  async function googleSignIn(
    claims: IdTokenClaims,
    { signingKey = key, extra = {} }: { signingKey?: TestKey; extra?: Record<string, unknown> } = {},
  ) {
    const { nonce, cookie } = await attempt();
    return socialLogin(await signIdToken(signingKey, { nonce, ...claims }, clock.now()), cookie, extra);
  }
  const expectRejected = async (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MESSAGES.googleLoginFailed, code: 'INVALID_GOOGLE_TOKEN' });
    expect(sessionCookie(res)).toBeUndefined();
  };
  /** A hand-made token (not signed by the test key) for a fresh attempt. */
  async function rejectRaw(make: (nonce: string) => string) {
    const { nonce, cookie } = await attempt();
    await expectRejected(await socialLogin(make(nonce), cookie));
  }

  it('publishes the client id for the web app', async () => {
    expect((await call(t.app, { url: '/api/auth/config' })).json()).toEqual({ googleClientId: CLIENT_ID });
  });

  it('creates an account from a valid ID token, confirmed, and signs it in', async () => {
    const email = uniqueEmail('google');
    const sub = nextSub();
    const res = await googleSignIn({
      sub,
      email,
      name: 'Grace Google',
      picture: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthBody>();
    expect(body.user).toMatchObject({
      email,
      name: 'Grace Google',
      photoURL: 'https://lh3.googleusercontent.com/a/photo',
      hasPassword: false,
      emailVerified: true,
    });
    expect(sessionCookie(res)?.httpOnly).toBe(true);
    const me = await call(t.app, { url: '/api/auth/me', token: body.token });
    expect(me.json<AuthBody>().user.email).toBe(email);
    // The same Google account signs in to the same user again.
    const again = await googleSignIn({ sub, email, name: 'Renamed At Google' });
    expect(again.json<AuthBody>().user.id).toBe(body.user.id);
  });

  it('identifies by sub, not by email, and trusts nothing in the body', async () => {
    const victim = await newUser(t.app);
    const attackerEmail = uniqueEmail('attacker');
    const res = await googleSignIn(
      { sub: nextSub(), email: attackerEmail, name: 'Attacker' },
      {
        extra: {
          uid: 'victim-uid',
          email: victim.email,
          name: 'Victim',
          photoURL: 'https://evil.example/p.png',
        },
      },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthBody>();
    expect(body.user.email).toBe(attackerEmail);
    expect(body.user.name).toBe('Attacker');
    expect(body.user.photoURL).toBeNull();
    const victimMe = await call(t.app, { url: '/api/auth/me', token: victim.token });
    expect(victimMe.json<AuthBody>().user.name).toBe('Ada Lovelace');
  });

  it('links a confirmed password account, keeps its password and mails the owner', async () => {
    const owner = await confirmedUser(t);
    const linked = await googleSignIn({ sub: nextSub(), email: owner.email.toUpperCase() });
    expect(linked.statusCode).toBe(200);
    const body = linked.json<AuthBody>();
    expect(body.user.email).toBe(owner.email);
    expect(body.user.hasPassword).toBe(true);
    // The password still works too, and the owner's other session lives on.
    await login(t.app, owner.email, GOOD_PASSWORD);
    expect((await call(t.app, { url: '/api/auth/me', token: owner.token })).statusCode).toBe(200);
    await t.app.mail.flush();
    expect(t.mailbox.sent.filter((m) => m.to === owner.email).map((m) => m.subject)).toContain(
      'Google sign-in was added to your Promptsmith account',
    );
  });

  it('rejects a token for another client (aud)', async () => {
    await expectRejected(await googleSignIn({ sub: nextSub(), email: uniqueEmail(), aud: 'someone-else' }));
  });

  it('rejects a token from another issuer', async () => {
    await expectRejected(
      await googleSignIn({ sub: nextSub(), email: uniqueEmail(), iss: 'https://accounts.evil.example' }),
    );
  });

  it('rejects an expired token', async () => {
    const iat = Math.floor(clock.now().getTime() / 1000) - 2 * 3600;
    await expectRejected(await googleSignIn({ sub: nextSub(), email: uniqueEmail(), iat, exp: iat + 3600 }));
  });

  const rawPayload = (nonce: string, overrides: Record<string, unknown> = {}) => {
    const now = Math.floor(clock.now().getTime() / 1000);
    return {
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: nextSub(),
      email: uniqueEmail(),
      email_verified: true,
      nonce,
      iat: now,
      exp: now + 3600,
      ...overrides,
    };
  };

  it('rejects alg none', async () => {
    await rejectRaw(
      (nonce) =>
        `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(rawPayload(nonce)))}.`,
    );
  });

  it('rejects HS256 signed with the public key (key confusion)', async () => {
    // The secret an attacker can know: the public key as published.
    for (const secret of [JSON.stringify(key.publicJwk), key.publicJwk.n ?? '']) {
      await rejectRaw((nonce) => {
        const signingInput = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: key.kid }))}.${b64url(JSON.stringify(rawPayload(nonce)))}`;
        return `${signingInput}.${createHmac('sha256', secret).update(signingInput).digest('base64url')}`;
      });
    }
  });

  it('rejects a token signed by a key Google does not publish (unknown kid), refetching at most once', async () => {
    const before = jwks.fetches;
    await expectRejected(
      await googleSignIn({ sub: nextSub(), email: uniqueEmail() }, { signingKey: strangerKey }),
    );
    await expectRejected(
      await googleSignIn({ sub: nextSub(), email: uniqueEmail() }, { signingKey: strangerKey }),
    );
    expect(jwks.fetches - before).toBeLessThanOrEqual(1);
  });

  it('rejects a tampered payload', async () => {
    const email = uniqueEmail();
    const { nonce, cookie } = await attempt();
    const [header, , signature] = (
      await signIdToken(key, { sub: nextSub(), email, nonce }, clock.now())
    ).split('.');
    const forged = rawPayload(nonce, { sub: 'admin', email });
    await expectRejected(
      await socialLogin(`${header}.${b64url(JSON.stringify(forged))}.${signature}`, cookie),
    );
  });

  it('rejects garbage credentials', async () => {
    await rejectRaw(() => 'not-a-jwt');
    await rejectRaw(() => 'a.b.c');
  });

  it('caches the key set per Cache-Control and picks up a rotated key', async () => {
    const fetchesBefore = jwks.fetches;
    for (let i = 0; i < 3; i++) {
      const res = await googleSignIn({ sub: nextSub(), email: uniqueEmail() });
      expect(res.statusCode).toBe(200);
    }
    expect(jwks.fetches).toBe(fetchesBefore);
    // Google rotates: a new key appears; after max-age the new set is fetched.
    const rotated = await createTestKey('google-key-2');
    jwks.keys = [key.publicJwk, rotated.publicJwk];
    clock.advance(3_601_000);
    const res = await googleSignIn({ sub: nextSub(), email: uniqueEmail() }, { signingKey: rotated });
    expect(res.statusCode).toBe(200);
    expect(jwks.fetches).toBe(fetchesBefore + 1);
  });
});
