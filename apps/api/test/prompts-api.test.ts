import { ASSISTANT_KEYS, LIMITS, MESSAGES } from '@promptsmith/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { accumulatedText, parseEventStream } from '@promptsmith/testkit';
import { signIn, type SignedInUser } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

interface Body {
  message?: string;
  code?: string;
  [key: string]: unknown;
}

describe.each(databaseKinds())('prompts API (built-in engine) on %s', (kind) => {
  let t: TestApp;
  let user: SignedInUser;
  let ip = 0;
  /** A fresh client address per request, so the per-IP limit only bites where a test wants it. */
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: remoteAddress ?? `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
    });

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { rateLimit: { anonymousPerMinute: 3, userPerMinute: 4 } },
    });
    user = await signIn(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('optimizes for one assistant anonymously with the built-in engine', async () => {
    const res = await post('/api/transform', {
      prompt: 'write a blog post about remote work',
      model: 'claude',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Body>();
    expect(body).toMatchObject({ model: 'claude', engine: 'builtin', durationMs: expect.any(Number) });
    expect(body.optimizedPrompt).toEqual(expect.stringMatching(/<\w+>/));
    expect(body.rationale).toEqual(
      expect.arrayContaining([
        { change: expect.any(String), rule: expect.any(String), source: expect.any(String) },
      ]),
    );
    expect(body).not.toHaveProperty('historyId');
    expect(body).not.toHaveProperty('provider');
    expect(body).not.toHaveProperty('notice');
  });

  it('compares all six assistants in the order asked, each in its vendor layout', async () => {
    const models = [...ASSISTANT_KEYS].reverse();
    const res = await post('/api/compare', { prompt: 'write a blog post about remote work', models });
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: { model: string; optimizedPrompt: string; engine: string }[] }>();
    expect(results.map((r) => r.model)).toEqual(models);
    expect(results.every((r) => r.engine === 'builtin')).toBe(true);
    const byModel = Object.fromEntries(results.map((r) => [r.model, r.optimizedPrompt]));
    // The six differ where their vendors' guides differ: GPT-4.1 markdown sections, Claude XML
    // tags, no role line for DeepSeek R1; small models get a few plain lines.
    expect(byModel.gpt).toMatch(/^# /m);
    expect(byModel.claude).toMatch(/<instructions>/);
    expect(byModel.deepseek).not.toMatch(/You are/);
    expect(byModel.gemini).not.toMatch(/^# |<instructions>/m);
    expect(new Set(results.map((r) => r.optimizedPrompt)).size).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['empty', ''],
    ['whitespace-only', ' \n\t '],
  ])('rejects an %s prompt with the spec messages', async (_label, prompt) => {
    const transform = await post('/api/transform', { prompt, model: 'gpt' });
    expect(transform.statusCode).toBe(400);
    expect(transform.json()).toEqual({ message: MESSAGES.promptRequired, code: 'VALIDATION_FAILED' });
    const compare = await post('/api/compare', { prompt, models: ['gpt'] });
    expect(compare.statusCode).toBe(400);
    expect(compare.json()).toEqual({ message: MESSAGES.comparePromptRequired, code: 'VALIDATION_FAILED' });
  });

  it('rejects a missing or non-string prompt with the spec message', async () => {
    for (const payload of [{ model: 'gpt' }, { prompt: 42, model: 'gpt' }]) {
      const res = await post('/api/transform', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<Body>().message).toBe(MESSAGES.promptRequired);
    }
  });

  it('answers 413 for a prompt over 20,000 characters and accepts exactly 20,000', async () => {
    const tooLong = await post('/api/transform', {
      prompt: 'a'.repeat(LIMITS.promptMaxChars + 1),
      model: 'gpt',
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toEqual({
      message: 'Your prompt is 20,001 characters long; the limit is 20,000. Please shorten it.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const compare = await post('/api/compare', {
      prompt: 'b'.repeat(LIMITS.promptMaxChars + 5),
      models: ['gpt'],
    });
    expect(compare.statusCode).toBe(413);
    const atLimit = await post('/api/transform', {
      prompt: `write ${'x'.repeat(LIMITS.promptMaxChars - 6)}`,
      model: 'gpt',
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('rejects an unknown model, listing the valid keys', async () => {
    const res = await post('/api/transform', { prompt: 'hello', model: 'gpt-5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Unknown model. Valid models: gpt, claude, gemini, deepseek, mistral, metaLlama',
      code: 'VALIDATION_FAILED',
    });
    const compare = await post('/api/compare', { prompt: 'hello', models: ['gpt', 'bard'] });
    expect(compare.statusCode).toBe(400);
    expect(compare.json<Body>().message).toContain(
      'Valid models: gpt, claude, gemini, deepseek, mistral, metaLlama',
    );
  });

  it('needs 1 to 6 distinct models for compare', async () => {
    const cases: [unknown, string][] = [
      [undefined, MESSAGES.assistantRequired],
      [[], MESSAGES.assistantRequired],
      ['gpt', MESSAGES.assistantRequired],
      [['gpt', 'gpt'], 'Each model may appear only once'],
      [[...ASSISTANT_KEYS, 'gpt'], 'Select at most 6 AI assistants'],
    ];
    for (const [models, message] of cases) {
      const res = await post('/api/compare', {
        prompt: 'hello',
        ...(models === undefined ? {} : { models }),
      });
      expect(res.statusCode, JSON.stringify(models)).toBe(400);
      expect(res.json<Body>().message, JSON.stringify(models)).toBe(message);
    }
  });

  it('rejects unknown fields, non-JSON bodies and a missing body', async () => {
    const extra = await post('/api/transform', { prompt: 'hello', model: 'gpt', temperature: 2 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<Body>().code).toBe('VALIDATION_FAILED');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/transform',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    const empty = await t.app.inject({ method: 'POST', url: '/api/compare', remoteAddress: '10.9.9.9' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Body>().code).toBe('VALIDATION_FAILED');
  });

  it('streams the built-in result as one delta and a done event', async () => {
    const res = await post(
      '/api/transform',
      { prompt: 'explain recursion to a child', model: 'gpt' },
      { accept: 'text/event-stream' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    // Security headers set by hooks survive the hand-over to the raw stream.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const events = parseEventStream(res.payload);
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    const done = events[1]?.data as Body;
    expect(done).toMatchObject({ model: 'gpt', engine: 'builtin', durationMs: expect.any(Number) });
    expect(accumulatedText(events, 'gpt')).toBe(done.optimizedPrompt);
  });

  it('streams a compare: one delta per model, then the compare response', async () => {
    const res = await post(
      '/api/compare',
      { prompt: 'plan a team offsite', models: ['mistral', 'deepseek'] },
      { accept: 'text/event-stream' },
    );
    const events = parseEventStream(res.payload);
    expect(events.filter((e) => e.event === 'delta')).toHaveLength(2);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    const { results } = done?.data as { results: { model: string; optimizedPrompt: string }[] };
    expect(results.map((r) => r.model)).toEqual(['mistral', 'deepseek']);
    for (const r of results) expect(accumulatedText(events, r.model)).toBe(r.optimizedPrompt);
  });

  it('answers validation errors as JSON even when a stream was asked for', async () => {
    const res = await post('/api/transform', { prompt: ' ', model: 'gpt' }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json<Body>().message).toBe(MESSAGES.promptRequired);
  });

  it('saves history for a signed-in user and returns its id', async () => {
    const res = await post(
      '/api/transform',
      { prompt: 'summarize this article', model: 'mistral' },
      user.headers,
    );
    expect(res.statusCode).toBe(200);
    const { historyId } = res.json<{ historyId: string }>();
    expect(historyId).toMatch(/^[0-9a-f-]{36}$/);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/history/${historyId}`,
      headers: user.headers,
    });
    expect(entry.json()).toMatchObject({
      kind: 'transform',
      prompt: 'summarize this article',
      models: ['mistral'],
      results: [{ model: 'mistral', engine: 'builtin', mark: null }],
    });
  });

  it('limits anonymous callers per IP and signed-in callers per user, with Retry-After', async () => {
    const payload = { prompt: 'hello there', model: 'gpt' };
    const anonymous = [];
    for (let i = 0; i < 4; i++) anonymous.push(await post('/api/transform', payload, {}, '192.0.2.7'));
    expect(anonymous.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    const limited = anonymous[3];
    expect(limited?.json()).toEqual({ message: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address is not affected.
    expect((await post('/api/transform', payload, {}, '192.0.2.8')).statusCode).toBe(200);

    // The user limit (4) applies per account, whatever the address.
    const someone = await signIn(t.app, 'Rate Limited');
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post('/api/compare', { prompt: 'hi', models: ['gpt'] }, someone.headers)).statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('finding 5: a signed-in compare spends one unit of the per-user limit per assistant', async () => {
    // userPerMinute is 4: a compare for three assistants is three provider calls.
    const spender = await signIn(t.app, 'Big Spender');
    const three = await post(
      '/api/compare',
      { prompt: 'hi', models: ['gpt', 'claude', 'gemini'] },
      spender.headers,
    );
    expect(three.statusCode).toBe(200);
    const two = await post('/api/compare', { prompt: 'hi', models: ['gpt', 'claude'] }, spender.headers);
    expect(two.statusCode).toBe(429);
    expect(two.headers['retry-after']).toBeDefined();
    // A visitor's compare runs on the built-in engine: it counts once per request.
    const visitor = [];
    for (let i = 0; i < 3; i++)
      visitor.push(
        (await post('/api/compare', { prompt: 'hi', models: ['gpt', 'claude'] }, {}, '192.0.2.99'))
          .statusCode,
      );
    expect(visitor).toEqual([200, 200, 200]);
  });

  it('documents the prompt and history routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> }>();
    for (const [path, method, tag] of [
      ['/api/transform', 'post', 'prompts'],
      ['/api/compare', 'post', 'prompts'],
      ['/api/history', 'get', 'history'],
      ['/api/history', 'delete', 'history'],
      ['/api/history/{id}', 'get', 'history'],
      ['/api/history/{id}', 'patch', 'history'],
      ['/api/history/{id}', 'delete', 'history'],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual([tag]);
      expect(operation?.summary, `${method} ${path}`).toEqual(expect.any(String));
    }
  });
});
