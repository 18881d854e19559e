import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, testConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { type CounterStore } from '../src/lib/counter-store';
import {
  type LoopbackLlmServer,
  startAnthropicServer,
  startOpenAiCompatibleServer,
} from '@promptsmith/testkit';
import { createPostgresDatabase, databaseKinds } from './support/databases';
import { createMemoryMailer } from './support/memory-mailer';
import { freshRedisCounters, redisAvailable, TEST_REDIS_URL } from './support/redis';
import { signIn, type SignedInUser } from './support/sign-in';

/** Every loopback call reports 20 tokens (10 in, 10 out). */
const PER_CALL = 20;

type Backing = 'pglite' | 'postgres' | 'redis';

function backings(): Backing[] {
  return [...databaseKinds(), ...(redisAvailable() ? (['redis'] as const) : [])];
}

/**
 * Two database handles on one fresh database, as two server processes would hold: PGlite in
 * memory cannot be opened twice, so its two "instances" share the one handle.
 */
async function sharedDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ handles: [DatabaseHandle, DatabaseHandle]; close(): Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { handles: [handle, handle], close: () => handle.close() };
  }
  const database = await createPostgresDatabase('promptsmith_budget');
  const first = await openDatabase({ databaseUrl: database.url, dataDir: 'unused', poolSize: 3 });
  const second = await openDatabase({ databaseUrl: database.url, dataDir: 'unused', poolSize: 3 });
  return {
    handles: [first, second],
    async close() {
      await first.close();
      await second.close();
      await database.drop();
    },
  };
}

describe.each(backings())('daily LLM token budgets across two instances (%s)', (backing) => {
  let openai: LoopbackLlmServer;
  let anthropic: LoopbackLlmServer;
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let counters: CounterStore | undefined;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    openai = await startOpenAiCompatibleServer({ reply: 'An answer.' });
    anthropic = await startAnthropicServer({ reply: 'An answer.' });
    database = await sharedDatabase(backing === 'postgres' ? 'postgres' : 'pglite');
    counters = backing === 'redis' ? freshRedisCounters() : undefined;
    const llm: Config['llm'] = {
      ...testConfig().llm,
      openai: { apiKey: 'sk-loopback', baseUrl: openai.url },
      anthropic: { apiKey: 'sk-ant-loopback', baseUrl: anthropic.url },
      // Two calls fit for one user (the check is before each call); four for everyone.
      dailyTokensPerUser: 2 * PER_CALL,
      dailyTokensTotal: 4 * PER_CALL,
    };
    const config = testConfig({
      webDistDir: '/nonexistent',
      llm,
      ...(backing === 'redis' ? { redisUrl: TEST_REDIS_URL } : {}),
    });
    const build = (database: DatabaseHandle) =>
      buildApp(config, { database, mailer: createMemoryMailer(), ...(counters ? { counters } : {}) });
    a = await build(database.handles[0]);
    b = await build(database.handles[1]);
    await Promise.all([a.ready(), b.ready()]);
    alice = await signIn(a, 'Alice');
    bob = await signIn(a, 'Bob');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await counters?.close();
    await database.close();
    await openai.close();
    await anthropic.close();
  });

  const run = (app: FastifyInstance, user: SignedInUser) =>
    app.inject({
      method: 'POST',
      url: '/api/run',
      headers: user.headers,
      payload: { prompt: 'Hello', model: 'gpt' },
    });
  const usage = async (app: FastifyInstance, user: SignedInUser) =>
    (await app.inject({ method: 'GET', url: '/api/llm/usage', headers: user.headers })).json<{
      usedTokens: number;
      limitTokens: number;
      resetsAt: string;
    }>();

  it("holds a user's budget across instances, counted from the providers' usage figures, and says when it resets", async () => {
    expect((await run(a, alice)).statusCode).toBe(200);
    expect((await run(b, alice)).statusCode).toBe(200);
    expect(await usage(b, alice)).toMatchObject({ usedTokens: 2 * PER_CALL, limitTokens: 2 * PER_CALL });
    const calls = openai.calls.length;

    const refused = await run(a, alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const message = refused.json<{ message: string }>().message;
    expect(message).toMatch(/You have used today's AI budget \(40 tokens\)\. It resets at 00:00 UTC/);
    const reset = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1),
    );
    expect(message).toContain(reset.toISOString());
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await usage(a, alice)).resetsAt).toBe(reset.toISOString());
    // Refused before any provider call.
    expect(openai.calls.length).toBe(calls);

    // An optimize still works on the built-in engine, and the notice says why.
    const transform = await b.inject({
      method: 'POST',
      url: '/api/transform',
      headers: alice.headers,
      payload: { prompt: 'write a blog post about remote work', model: 'gpt' },
    });
    expect(transform.json()).toMatchObject({ engine: 'builtin' });
    expect(transform.json<{ notice: string }>().notice).toMatch(/today's AI budget.*resets at 00:00 UTC/);

    // Refine's free text becomes a requirement line instead of a model's rewrite, with the same reason.
    const { historyId } = transform.json<{ historyId: string }>();
    const refined = await a.inject({
      method: 'POST',
      url: `/api/history/${historyId}/versions`,
      headers: alice.headers,
      payload: { instruction: 'mention the costs' },
    });
    expect(refined.statusCode).toBe(201);
    expect(refined.json()).toMatchObject({ version: { engine: 'builtin' } });
    expect(refined.json<{ notice: string }>().notice).toMatch(
      /today's AI budget.*resets at 00:00 UTC.*requirement line/,
    );
    expect(openai.calls.length).toBe(calls);
  });

  it('holds the global cap across instances for everyone together', async () => {
    // Alice spent 40; Bob may spend 40 more, then the service is at its 80 for the day.
    expect((await run(b, bob)).statusCode).toBe(200);
    expect((await run(a, bob)).statusCode).toBe(200);
    const carol = await signIn(b, 'Carol');
    const refused = await run(b, carol);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /Today's AI budget for this service is used up\. It resets at 00:00 UTC/,
    );
    expect(await usage(a, carol)).toMatchObject({ usedTokens: 0 });
  });
});
