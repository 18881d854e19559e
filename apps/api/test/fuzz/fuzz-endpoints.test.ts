import fc from 'fast-check';
import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { signIn } from '../support/sign-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { ENDPOINTS, label } from './endpoints';
import { type FuzzCase, fuzzCase, extremeCases } from './request-cases';

/**
 * Bad input at scale: fast-check throws contract-derived garbage at every endpoint through
 * app.inject. Every reply must be a 4xx (or, for input the contract accepts, a success), never a
 * 5xx, and every error a JSON {message, code}. The server must answer /api/health afterwards.
 * PGlite gets the full run (>= 10,000 requests); PostgreSQL a smaller one (same code paths,
 * the driver's error mapping differs).
 */
const RUNS_PER_ENDPOINT: Record<string, number> = { pglite: 540, postgres: 60 };
/** Endpoints whose valid inputs cost real work (argon2, the optimizer for 6 models) get fewer runs. */
const COSTLY = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/change-password',
  'POST /api/transform',
  'POST /api/compare',
  'POST /api/testimonials/submit',
]);
const runsFor = (kind: string, name: string) =>
  Math.round((RUNS_PER_ENDPOINT[kind] ?? 60) * (COSTLY.has(name) ? 0.45 : 1));
const MIN_TOTAL: Record<string, number> = { pglite: 10_000, postgres: 1_000 };
// Seeded so a failure reproduces; FUZZ_SEED explores another part of the space.
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_501);

function checkReply(c: FuzzCase, res: LightMyRequestResponse): void {
  const context = `${c.kind} ${c.method} ${c.url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (typeof c.expect === 'number') expect(res.statusCode, context).toBe(c.expect);
  if (c.expect === 'client-error') expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], context).toMatch(/^application\/json/);
    const body = res.json<Record<string, unknown>>();
    // An import's 422 also names each bad entry.
    const keys =
      res.statusCode === 422 && Array.isArray(body.errors)
        ? ['code', 'errors', 'message']
        : ['code', 'message'];
    expect(Object.keys(body).sort(), context).toEqual(keys);
    expect(typeof body.message === 'string' && typeof body.code === 'string', context).toBe(true);
    // Internals never leak into client errors.
    expect(res.body, context).not.toMatch(/\bat \S+\.(ts|js):\d+|node_modules|SQLSTATE|syntax error at/i);
  }
}

let ip = 0;
/** A fresh address per request: throttles are tested elsewhere; here they would hide the parsers. */
const nextAddress = () => {
  ip += 1;
  return `198.18.${(ip >> 8) & 255}.${ip & 255}`;
};

async function send(app: FastifyInstance, c: FuzzCase): Promise<LightMyRequestResponse> {
  return app.inject({
    method: c.method,
    url: c.url,
    headers: c.headers,
    remoteAddress: nextAddress(),
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
}

describe.each(databaseKinds())('fuzzing every API endpoint on %s', (kind) => {
  let t: TestApp;
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      // Budgets out of the way so the fuzzer reaches validation and handlers.
      config: { rateLimit: { anonymousPerMinute: 1_000_000, userPerMinute: 1_000_000 } },
    });
  });

  /** A user per endpoint with one history entry: the fuzzed transforms of one do not pile up in another's lists. */
  async function fuzzUser(): Promise<{ token: string; ownHistoryId: string }> {
    const { token } = await signIn(t.app, 'Fuzz User');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/transform',
      headers: { authorization: `Bearer ${token}` },
      payload: { prompt: 'write a haiku about databases', model: 'claude' },
    });
    return { token, ownHistoryId: made.json<{ historyId: string }>().historyId };
  }
  afterAll(async () => {
    await t.close();
  });

  it('fuzzes every route the server has', () => {
    // A new endpoint without a fuzz entry fails here instead of going unfuzzed.
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(ENDPOINTS.map(label).sort()).toEqual(served.sort());
  });

  it.each(ENDPOINTS.map((e) => [label(e), e] as const))(
    '%s: contract-derived bad input gets 4xx JSON, never 5xx',
    async (name, endpoint) => {
      const { token, ownHistoryId } = await fuzzUser();
      const numRuns = runsFor(kind, name);
      await fc.assert(
        fc.asyncProperty(fuzzCase(endpoint, { token, ownHistoryId }), async (c) => {
          const res = await send(t.app, c);
          sent += 1;
          checkReply(c, res);
        }),
        { numRuns, seed: SEED, endOnFailure: true },
      );
      if (endpoint.body || endpoint.method !== 'GET') {
        for (const c of extremeCases(endpoint, token)) {
          checkReply(c, await send(t.app, c));
          sent += 1;
        }
      }
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok' });
    },
    60_000,
  );

  it(`sent at least ${MIN_TOTAL[kind] ?? 0} requests and still answers`, async () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_TOTAL[kind] ?? 0);
    const { token } = await fuzzUser();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    console.log(`[fuzz] ${kind}: ${sent} requests, no 5xx`);
  });
});
