import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, GOOD_PASSWORD, newUser, nextIp, type Req } from '../support/auth-helpers';
import { createTestClock } from '../support/clock';
import { databaseKinds } from '../support/databases';
import { createTestApp, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const SECRET_PROMPT = 'alice-only secret: the launch date is 2027-03-14';

type Endpoint = Omit<Req, 'token' | 'cookie' | 'ip'>;

/** Every endpoint that needs a session, with a body that would succeed for its owner. */
const protectedEndpoints = (historyId: string): Endpoint[] => [
  { method: 'GET', url: '/api/auth/me' },
  { method: 'POST', url: '/api/auth/logout-all', body: {} },
  { method: 'PUT', url: '/api/auth/profile', body: { name: 'Mallory' } },
  {
    method: 'POST',
    url: '/api/auth/change-password',
    body: { currentPassword: GOOD_PASSWORD, newPassword: 'another good passphrase' },
  },
  { method: 'GET', url: '/api/history' },
  { method: 'GET', url: `/api/history/${historyId}` },
  { method: 'PATCH', url: `/api/history/${historyId}`, body: { marks: [{ model: 'claude', mark: true }] } },
  { method: 'GET', url: `/api/history/${historyId}/versions` },
  { method: 'POST', url: `/api/history/${historyId}/versions`, body: { chips: ['json'] } },
  { method: 'POST', url: `/api/history/${historyId}/versions/1/restore`, body: {} },
  { method: 'DELETE', url: `/api/history/${historyId}` },
  { method: 'DELETE', url: '/api/history' },
  { method: 'GET', url: '/api/templates/mine' },
  {
    method: 'POST',
    url: '/api/templates/mine',
    body: { title: 'Mine', use: 'writing', content: 'Write about [TOPIC].' },
  },
  { method: 'GET', url: '/api/library/export' },
  { method: 'GET', url: '/api/library/export/markdown' },
  { method: 'POST', url: '/api/library/import', body: { format: 'promptsmith-export', version: 1 } },
  { method: 'POST', url: '/api/testimonials/submit', body: { content: 'Great!', rating: 5 } },
  { method: 'POST', url: '/api/mcp', body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } },
];

describe.each(databaseKinds())('authorization sweep on %s', (kind) => {
  let t: TestApp;
  const clock = createTestClock();
  let alice: Awaited<ReturnType<typeof newUser>>;
  let aliceHistoryId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { deps: { now: clock.now } });
    alice = await newUser(t.app);
    const made = await call(t.app, {
      url: '/api/transform',
      token: alice.token,
      body: { prompt: SECRET_PROMPT, model: 'claude' },
    });
    aliceHistoryId = made.json<{ historyId: string }>().historyId;
    expect(aliceHistoryId).toEqual(expect.any(String));
  });
  afterAll(async () => {
    await t.close();
  });

  const expectRefused = (res: Awaited<ReturnType<typeof call>>, status: number[], what: string) => {
    expect(status, `${what} -> ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    expect(Object.keys(res.json<object>()).sort(), what).toEqual(['code', 'message']);
    expect(res.body, what).not.toContain(SECRET_PROMPT);
    expect(res.body, what).not.toContain(alice.email);
  };

  it('refuses every protected endpoint without a session (401)', async () => {
    for (const e of protectedEndpoints(aliceHistoryId)) {
      expectRefused(await call(t.app, { ...e, ip: nextIp() }), [401], `${e.method} ${e.url}`);
    }
  });

  it('refuses forged, malformed and over-long tokens, as bearer and as cookie (401)', async () => {
    const forged = ['x', alice.token.slice(0, -1) + (alice.token.endsWith('A') ? 'B' : 'A'), 'a'.repeat(500)];
    for (const token of forged) {
      for (const e of protectedEndpoints(aliceHistoryId)) {
        const what = `${e.method} ${e.url} with ${token.slice(0, 12)}`;
        expectRefused(await call(t.app, { ...e, token, ip: nextIp() }), [401], what);
        expectRefused(await call(t.app, { ...e, cookie: token, ip: nextIp() }), [401], `${what} (cookie)`);
      }
    }
  });

  it("lets no one read, mark or delete another user's history (404) or see it in lists", async () => {
    const bob = await newUser(t.app);
    for (const e of protectedEndpoints(aliceHistoryId).filter((x) => x.url.includes(aliceHistoryId))) {
      expectRefused(await call(t.app, { ...e, token: bob.token, ip: nextIp() }), [404], `bob: ${e.method}`);
    }
    const list = await call(t.app, { url: '/api/history', token: bob.token });
    expect(list.json()).toEqual({ items: [], nextCursor: null });
    const wipe = await call(t.app, { method: 'DELETE', url: '/api/history', token: bob.token });
    expect(wipe.json()).toEqual({ deleted: 0 });
    const me = await call(t.app, { url: '/api/auth/me', token: bob.token });
    expect(me.body).not.toContain(alice.email);
    // Alice's entry survived all of it, unmarked.
    const still = await call(t.app, { url: `/api/history/${aliceHistoryId}`, token: alice.token });
    expect(still.statusCode).toBe(200);
    expect(still.json<{ results: { mark: unknown }[] }>().results[0]?.mark).toBeNull();
  });

  it('refuses a cookie-authenticated change from another site (403), and form posts (415)', async () => {
    const crossSite = await call(t.app, {
      method: 'PUT',
      url: '/api/auth/profile',
      cookie: alice.cookie,
      body: { name: 'Mallory' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expectRefused(crossSite, [403], 'cross-site PUT');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { cookie: `ps_session=${alice.cookie}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expectRefused(form, [415], 'form post');
    expect((await call(t.app, { url: '/api/auth/me', token: alice.token })).statusCode).toBe(200);
  });

  it('refuses a logged-out session at once (401)', async () => {
    const carol = await newUser(t.app);
    const out = await call(t.app, { url: '/api/auth/logout', token: carol.token, body: {} });
    expect(out.statusCode).toBe(200);
    for (const e of protectedEndpoints(aliceHistoryId)) {
      expectRefused(
        await call(t.app, { ...e, token: carol.token, ip: nextIp() }),
        [401],
        `revoked: ${e.url}`,
      );
    }
  });

  it('refuses an expired session (401), as bearer and as cookie', async () => {
    const dave = await newUser(t.app, {}); // remember me: 30 days
    clock.advance(31 * DAY);
    try {
      for (const e of protectedEndpoints(aliceHistoryId)) {
        const what = `expired: ${e.method} ${e.url}`;
        expectRefused(await call(t.app, { ...e, token: dave.token, ip: nextIp() }), [401], what);
        expectRefused(
          await call(t.app, { ...e, cookie: dave.cookie, ip: nextIp() }),
          [401],
          `${what} (cookie)`,
        );
      }
    } finally {
      clock.advance(-31 * DAY);
    }
  });
});
