import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CounterStore, createMemoryCounterStore } from '../../src/lib/counter-store';
import { GOOD_PASSWORD, newUser, uniqueEmail } from '../support/auth-helpers';
import { type DatabaseKind, databaseKinds } from '../support/databases';
import { freshRedisCounters, redisAvailable } from '../support/redis';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Review findings 3 and 4 (issue 13), replayed with real concurrent HTTP requests against a
 * listening server on PGlite and PostgreSQL, with counters in memory and in Redis.
 *
 * The server trusts one proxy, at 127.0.0.1 (TRUST_PROXY=127.0.0.1): the tests are that proxy,
 * and name each client's address in X-Forwarded-For, as a load balancer would.
 */
type Setup = { kind: DatabaseKind; counters: 'memory' | 'redis' };
const setups: Setup[] = databaseKinds().flatMap((kind) => [
  { kind, counters: 'memory' as const },
  ...(redisAvailable() ? [{ kind, counters: 'redis' as const }] : []),
]);

let addressCounter = 0;
/** A client address from the documentation range, new per call. */
const clientAddress = () => {
  addressCounter += 1;
  return `198.51.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

describe.each(setups)(
  'throttles under concurrency on $kind with $counters counters',
  ({ kind, counters }) => {
    let t: TestApp;
    let store: CounterStore;
    let base = '';

    beforeAll(async () => {
      store = counters === 'redis' ? freshRedisCounters() : createMemoryCounterStore();
      t = await createTestApp(kind, {
        config: { trustProxy: { addresses: ['127.0.0.1'] } },
        deps: { counters: store },
      });
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await t.close();
      await store.close();
    });

    async function post(path: string, body: unknown, client: string, token?: string): Promise<Response> {
      return fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': client,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    }
    const login = (emailOrMobile: string, password: string, client: string) =>
      post('/api/auth/login', { emailOrMobile, password }, client);
    const statuses = async (requests: Promise<Response>[]) => {
      const responses = await Promise.all(requests);
      await Promise.all(responses.map((r) => r.arrayBuffer()));
      return responses.map((r) => r.status);
    };
    const count = (list: number[], status: number) => list.filter((s) => s === status).length;

    it('finding 4: 40 concurrent sign-ins for one account from one address get 10 password checks, not 40', async () => {
      const user = await newUser(t.app);
      const client = clientAddress();
      // The exploit: 39 wrong guesses and the right password last, all at once.
      const guesses = Array.from({ length: 39 }, (_, i) => login(user.email, `wrong guess ${i}`, client));
      const result = await statuses([...guesses, login(user.email, GOOD_PASSWORD, client)]);
      expect(result.length).toBe(40);
      // Exactly the per-account-and-address limit (10) reached the password check.
      expect(count(result, 429)).toBe(30);
      expect(count(result, 401) + count(result, 200)).toBe(10);
      // And the budget stays spent: the right password from that address is refused now.
      expect((await login(user.email, GOOD_PASSWORD, client)).status).toBe(429);
    });

    it('finding 4: 60 concurrent wrong sign-ins from one address across accounts stop at the per-address 50', async () => {
      const client = clientAddress();
      const result = await statuses(
        Array.from({ length: 60 }, (_, i) => login(uniqueEmail(`spray${i}`), 'guess guess', client)),
      );
      expect(count(result, 401)).toBe(50);
      expect(count(result, 429)).toBe(10);
      expect((await login(uniqueEmail('one-more'), 'guess guess', client)).status).toBe(429);
    });

    it('finding 4: a guesser spread over many addresses meets the per-account limit, and the owner is mailed once', async () => {
      const user = await newUser(t.app);
      const result = await statuses(
        Array.from({ length: 30 }, (_, i) => login(user.email, `distributed guess ${i}`, clientAddress())),
      );
      expect(count(result, 401)).toBe(20);
      expect(count(result, 429)).toBe(10);
      // A soft lockout: even the right password waits, with Retry-After.
      const paused = await login(user.email, GOOD_PASSWORD, clientAddress());
      expect(paused.status).toBe(429);
      expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
      await t.app.mail.flush();
      const notices = t.mailbox.sent.filter(
        (m) => m.to === user.email && m.subject === 'Sign-in to your Promptsmith account is paused',
      );
      expect(notices).toHaveLength(1);
    });

    it('finding 4: 30 concurrent wrong current passwords on change-password get 10 checks', async () => {
      const user = await newUser(t.app);
      const client = clientAddress();
      const change = (currentPassword: string) =>
        post(
          '/api/auth/change-password',
          { currentPassword, newPassword: 'a new passphrase here' },
          client,
          user.token,
        );
      const result = await statuses(Array.from({ length: 30 }, (_, i) => change(`not it ${i}`)));
      expect(count(result, 400)).toBe(10);
      expect(count(result, 429)).toBe(20);
      expect((await change(GOOD_PASSWORD)).status).toBe(429);
    });

    it('finding 3: X-Forwarded-For a client writes itself does not give it a fresh address', async () => {
      const user = await newUser(t.app);
      const client = clientAddress();
      // The client prepends made-up addresses; the trusted proxy appends the one it saw.
      const spoofed = Array.from({ length: 37 }, (_, i) =>
        login(user.email, `spoofed guess ${i}`, `203.0.113.${i + 1}, ${client}`),
      );
      const result = [];
      for (const request of spoofed) result.push((await request).status);
      expect(count(result, 401)).toBe(10);
      expect(count(result, 429)).toBe(27);
    });

    it('finding 3: a client that is not the trusted proxy cannot name its address at all', async () => {
      // Straight to the server from an untrusted peer: its X-Forwarded-For is ignored.
      const untrusted = await createTestApp(kind, {
        config: { trustProxy: { addresses: ['10.9.9.9'] } },
        deps: { counters: createMemoryCounterStore() },
      });
      try {
        const user = await newUser(untrusted.app);
        const result = [];
        for (let i = 0; i < 12; i++) {
          const res = await untrusted.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
            remoteAddress: '192.0.2.44',
            payload: { emailOrMobile: user.email, password: `guess ${i}` },
          });
          result.push(res.statusCode);
        }
        expect(result.slice(0, 10)).toEqual(Array(10).fill(401));
        expect(result.slice(10)).toEqual([429, 429]);
      } finally {
        await untrusted.close();
      }
    });
  },
);
