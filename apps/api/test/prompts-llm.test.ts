import { eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Config, testConfig } from '../src/config';
import { llmUsage, users } from '../src/db/schema';
import {
  accumulatedText,
  type LoopbackBehavior,
  type LoopbackLlmServer,
  parseEventStream,
  type RecordedCall,
  startAnthropicServer,
  startOpenAiCompatibleServer,
} from '@promptsmith/testkit';
import { databaseKinds } from './support/databases';
import { signIn, type SignedInUser } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

interface Result {
  model: string;
  optimizedPrompt: string;
  engine: 'builtin' | 'llm';
  provider?: string;
  notice?: string;
  rationale: unknown[];
  historyId?: string;
}

const REPLY = '## Role and objective\nYou are a remote-work writer. Write a blog post about remote work.';
const THINKING = `<think>The user wants a blog post. Secret chain of thought.</think>\n\n${REPLY}`;
// Generous: on a loaded 2-core CI machine a request took over 2 s and fell back (the first of the
// file most of all: cold engine word lists, SDK set-up, hence the warm-up below); the timeout
// tests' provider waits 10 s either way.
const TIMEOUT_MS = 3_000;

function llmConfig(
  openai: LoopbackLlmServer,
  anthropic: LoopbackLlmServer,
  overrides: Partial<Config['llm']> = {},
) {
  const base = testConfig().llm;
  return {
    ...base,
    timeoutMs: TIMEOUT_MS,
    retryDelayMs: 20,
    maxOutputTokens: 321,
    openai: { apiKey: 'sk-loopback', baseUrl: openai.url },
    anthropic: { apiKey: 'sk-ant-loopback', baseUrl: anthropic.url },
    ...overrides,
  };
}

describe.each(databaseKinds())('LLM-backed prompts over loopback providers on %s', (kind) => {
  let openai: LoopbackLlmServer;
  let anthropic: LoopbackLlmServer;
  let t: TestApp;
  let user: SignedInUser;
  const initial = { openai: {} as LoopbackBehavior, anthropic: {} as LoopbackBehavior };

  const transform = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/transform',
      payload,
      headers: { ...user.headers, ...headers },
    });

  beforeAll(async () => {
    openai = await startOpenAiCompatibleServer({ reply: REPLY });
    anthropic = await startAnthropicServer({ reply: REPLY });
    initial.openai = { ...openai.behavior };
    initial.anthropic = { ...anthropic.behavior };
    t = await createTestApp(kind, { config: { llm: llmConfig(openai, anthropic) } });
    user = await signIn(t.app);
    // Not a test: loads the SDK and the engine's word lists so no test pays the cold start.
    await transform({ prompt: 'warm up', model: 'gpt' });
  });
  beforeEach(() => {
    Object.assign(openai.behavior, initial.openai, { failures: [] });
    Object.assign(anthropic.behavior, initial.anthropic, { failures: [] });
    openai.calls.length = 0;
    anthropic.calls.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
    await anthropic.close();
  });

  it('rewrites for gpt with OpenAI chat completions and says which engine made it', async () => {
    const res = await transform({ prompt: 'write a blog post about remote work', model: 'gpt' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Result>();
    expect(body).toMatchObject({
      model: 'gpt',
      engine: 'llm',
      provider: 'openai:gpt-4.1-nano',
      optimizedPrompt: REPLY,
    });
    expect(body.rationale.length).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('notice');
    expect(openai.calls).toHaveLength(1);
    const call = openai.calls[0];
    expect(call?.body).toMatchObject({ model: 'gpt-4.1-nano', max_tokens: 321 });
    expect(call?.stream).toBe(false);
    expect(call?.headers.authorization).toBe('Bearer sk-loopback');
    const messages = call?.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]?.content).toContain('write a blog post about remote work');
  });

  it("charges each call's tokens to the caller's daily budget before the reply, for JSON and for streams", async () => {
    const used = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/llm/usage', headers: user.headers })).json<{
        usedTokens: number;
      }>().usedTokens;
    const before = await used();
    const json = await transform({ prompt: 'write a blog post about remote work', model: 'gpt' });
    expect(json.json<Result>().engine).toBe('llm');
    // Written before the reply (with the history entry): counted as soon as the answer is in.
    // The loopback provider reports 20 tokens per call.
    expect(await used()).toBe(before + 20);
    const stream = await transform(
      { prompt: 'write a blog post about remote work', model: 'gpt' },
      { accept: 'text/event-stream' },
    );
    expect(stream.statusCode).toBe(200);
    expect(await used()).toBe(before + 40);
  });

  it('charges the calls of a compare together, once, before the reply', async () => {
    const read = async () =>
      (
        await t.app.database.db
          .select({ tokens: llmUsage.tokens })
          .from(llmUsage)
          .where(eq(llmUsage.subject, user.id))
      ).reduce((sum, row) => sum + row.tokens, 0);
    const before = await read();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compare',
      headers: user.headers,
      payload: { prompt: 'write a blog post about remote work', models: ['gpt', 'claude'] },
    });
    expect(res.statusCode).toBe(200);
    expect(await read()).toBe(before + 40);
  });

  it('carries the built-in analysis questions and warnings, and gives the model no draft', async () => {
    const res = await transform({ prompt: 'poem', model: 'gpt' });
    const body = res.json<Result & { questions: unknown[]; warnings: unknown[] }>();
    expect(body.engine).toBe('llm');
    const builtin = (
      await t.app.inject({ method: 'POST', url: '/api/transform', payload: { prompt: 'poem', model: 'gpt' } })
    ).json<Result & { questions: unknown[]; warnings: unknown[] }>();
    expect(builtin.engine).toBe('builtin');
    expect(body.questions).toEqual(builtin.questions);
    expect(body.warnings).toEqual(builtin.warnings);
    const messages = openai.calls[0]?.body.messages as { role: string; content: string }[];
    const sent = messages.map((m) => m.content).join('\n');
    expect(sent).not.toContain(builtin.optimizedPrompt);
    expect(sent).not.toMatch(/reference.draft/i);
  });

  it("gives the model the user's answers as facts and still returns the remaining questions", async () => {
    const res = await transform({ prompt: 'poem', model: 'gpt', answers: { tone: 'gently teasing' } });
    expect(res.statusCode).toBe(200);
    const body = res.json<Result & { questions: { id: string }[] }>();
    expect(body.engine).toBe('llm');
    expect(body.questions.length).toBeGreaterThan(0);
    expect(body.questions.map((q) => q.id)).not.toContain('tone');
    const messages = openai.calls[0]?.body.messages as { role: string; content: string }[];
    expect(messages[1]?.content).toContain('- Tone: gently teasing');
  });

  it('rewrites for claude with the Anthropic messages API', async () => {
    const res = await transform({ prompt: 'write a blog post about remote work', model: 'claude' });
    expect(res.json<Result>()).toMatchObject({
      engine: 'llm',
      provider: 'anthropic:claude-3-haiku-20240307',
      optimizedPrompt: REPLY,
    });
    expect(anthropic.calls[0]?.body).toMatchObject({ model: 'claude-3-haiku-20240307', max_tokens: 321 });
    expect(anthropic.calls[0]?.body.system).toBeDefined();
    expect(anthropic.calls[0]?.headers['x-api-key']).toBe('sk-ant-loopback');
  });

  it.each(['gpt', 'claude'])('strips think-blocks from a plain %s answer', async (model) => {
    openai.behavior.reply = THINKING;
    anthropic.behavior.reply = THINKING;
    const body = (await transform({ prompt: 'write a blog post', model })).json<Result>();
    expect(body.engine).toBe('llm');
    expect(body.optimizedPrompt).toBe(REPLY);
  });

  it.each(['gpt', 'claude'])('streams %s text as it arrives, never sending think-blocks', async (model) => {
    openai.behavior.reply = THINKING;
    anthropic.behavior.reply = THINKING;
    const res = await transform({ prompt: 'write a blog post', model }, { accept: 'text/event-stream' });
    const events = parseEventStream(res.payload);
    const deltas = events.filter((e) => e.event === 'delta');
    // 4-character chunks: the tags themselves arrive split across chunks.
    expect(deltas.length).toBeGreaterThan(5);
    for (const delta of deltas) expect(JSON.stringify(delta.data)).not.toMatch(/think|Secret/i);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({
      engine: 'llm',
      optimizedPrompt: REPLY,
      historyId: expect.any(String),
    });
    expect(accumulatedText(events, model)).toBe(REPLY);
    const upstream = model === 'gpt' ? openai : anthropic;
    expect(upstream.calls[0]?.stream).toBe(true);
  });

  it('falls back to the built-in engine when the provider is slower than the timeout', async () => {
    openai.behavior.ttftMs = 10_000;
    const started = Date.now();
    const res = await transform({ prompt: 'write a blog post about remote work', model: 'gpt' });
    const body = res.json<Result>();
    expect(body.engine).toBe('builtin');
    expect(body).not.toHaveProperty('provider');
    expect(body.notice).toBe(
      `openai:gpt-4.1-nano did not answer within ${TIMEOUT_MS / 1000} s; the built-in engine made this prompt.`,
    );
    expect(body.optimizedPrompt.length).toBeGreaterThan(20);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
    // The timed-out request was cancelled, not left running.
    await expect.poll(() => openai.calls[0]?.clientClosedEarly).toBe(true);
  });

  it('falls back when a stream stalls past the timeout after sending some text', async () => {
    anthropic.behavior.tokensPerSecond = 5;
    anthropic.behavior.reply = 'x'.repeat(400);
    const res = await transform(
      { prompt: 'write a blog post', model: 'claude' },
      { accept: 'text/event-stream' },
    );
    const events = parseEventStream(res.payload);
    const done = events.at(-1)?.data as Result;
    expect(done.engine).toBe('builtin');
    expect(done.notice).toContain('did not answer within');
    // The client is told to drop the partial LLM text.
    expect(
      events.some((e) => e.event === 'delta' && (e.data as { replace?: boolean }).replace === true),
    ).toBe(true);
    expect(accumulatedText(events, 'claude')).toBe(done.optimizedPrompt);
  });

  it('retries once after a 500 and uses the answer of the retry', async () => {
    openai.behavior.failures = [500];
    const body = (await transform({ prompt: 'write a blog post', model: 'gpt' })).json<Result>();
    expect(body).toMatchObject({ engine: 'llm', optimizedPrompt: REPLY });
    expect(openai.calls.map((c) => c.status)).toEqual([500, 200]);
  });

  it('retries once after a 429 when streaming, before any text was sent', async () => {
    anthropic.behavior.failures = [429];
    const res = await transform(
      { prompt: 'write a blog post', model: 'claude' },
      { accept: 'text/event-stream' },
    );
    const events = parseEventStream(res.payload);
    expect(events.at(-1)?.data).toMatchObject({ engine: 'llm', optimizedPrompt: REPLY });
    expect(anthropic.calls.map((c) => c.status)).toEqual([429, 200]);
  });

  it.each(['gpt', 'claude'])('falls back after 500, retry, 500 for %s (exactly one retry)', async (model) => {
    openai.behavior.failures = [500, 503, 500];
    anthropic.behavior.failures = [500, 503, 500];
    const body = (await transform({ prompt: 'write a blog post', model })).json<Result>();
    expect(body.engine).toBe('builtin');
    expect(body.notice).toMatch(/is unavailable right now; the built-in engine made this prompt\.$/);
    const upstream = model === 'gpt' ? openai : anthropic;
    expect(upstream.calls.map((c) => c.status)).toEqual([500, 503]);
  });

  it('does not retry a 400 (our fault would repeat) and falls back', async () => {
    openai.behavior.failures = [400];
    const body = (await transform({ prompt: 'write a blog post', model: 'gpt' })).json<Result>();
    expect(body.engine).toBe('builtin');
    expect(openai.calls).toHaveLength(1);
  });

  it.each([
    ['gpt', 0],
    ['gpt', 3],
    ['claude', 0],
    ['claude', 3],
  ] as const)('falls back on a malformed %s stream (after %i good chunks)', async (model, after) => {
    openai.behavior.malformedAfterChunks = after;
    anthropic.behavior.malformedAfterChunks = after;
    const res = await transform({ prompt: 'write a blog post', model }, { accept: 'text/event-stream' });
    expect(res.statusCode).toBe(200);
    const events = parseEventStream(res.payload);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(done?.data).toMatchObject({ engine: 'builtin', notice: expect.any(String) });
    expect(accumulatedText(events, model)).toBe((done?.data as Result).optimizedPrompt);
    const replaced = events.some(
      (e) => e.event === 'delta' && (e.data as { replace?: boolean }).replace === true,
    );
    expect(replaced).toBe(after > 0);
  });

  it('falls back when the answer is nothing but a think-block', async () => {
    openai.behavior.reply = '<think>only reasoning, never an answer';
    const body = (await transform({ prompt: 'write a blog post', model: 'gpt' })).json<Result>();
    expect(body.engine).toBe('builtin');
    expect(body.notice).toContain('returned an empty answer');
  });

  it('compares in parallel: LLM where configured, built-in elsewhere, history saved once', async () => {
    openai.behavior.ttftMs = 300;
    anthropic.behavior.ttftMs = 300;
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compare',
      headers: { ...user.headers, accept: 'text/event-stream' },
      payload: { prompt: 'write a blog post about remote work', models: ['gpt', 'claude', 'gemini'] },
    });
    // Sequential calls would take 600 ms or more.
    expect(Date.now() - started).toBeLessThan(580);
    const events = parseEventStream(res.payload);
    const done = events.at(-1)?.data as { results: Result[]; historyId: string };
    expect(done.results.map((r) => [r.model, r.engine, r.provider])).toEqual([
      ['gpt', 'llm', 'openai:gpt-4.1-nano'],
      ['claude', 'llm', 'anthropic:claude-3-haiku-20240307'],
      ['gemini', 'builtin', undefined],
    ]);
    for (const r of done.results) expect(accumulatedText(events, r.model)).toBe(r.optimizedPrompt);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/history/${done.historyId}`,
      headers: user.headers,
    });
    expect(entry.json()).toMatchObject({
      kind: 'compare',
      models: ['gpt', 'claude', 'gemini'],
      results: [
        { model: 'gpt', engine: 'llm', provider: 'openai:gpt-4.1-nano', mark: null },
        { model: 'claude', engine: 'llm', mark: null },
        { model: 'gemini', engine: 'builtin', mark: null },
      ],
    });
  });

  it('gives anonymous callers the built-in engine with a sign-in notice, without calling the provider', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compare',
      payload: { prompt: 'write a blog post', models: ['gpt', 'gemini'] },
    });
    const { results } = res.json<{ results: Result[] }>();
    expect(results[0]).toMatchObject({
      engine: 'builtin',
      notice: 'Made by the built-in engine. Sign in to have openai:gpt-4.1-nano rewrite this prompt.',
    });
    expect(results[1]).not.toHaveProperty('notice');
    expect(openai.calls).toHaveLength(0);
  });

  it('finding 1/5: gives an unconfirmed account the built-in engine with a notice, never the provider', async () => {
    const fresh = await signIn(t.app, 'Fresh Signup', { emailVerified: false });
    const notice =
      'Made by the built-in engine. Confirm your email address to have openai:gpt-4.1-nano rewrite this prompt.';
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/compare',
      headers: fresh.headers,
      payload: { prompt: 'write a blog post', models: ['gpt', 'claude'] },
    });
    expect(json.statusCode).toBe(200);
    const { results } = json.json<{ results: Result[] }>();
    expect(results.map((r) => r.engine)).toEqual(['builtin', 'builtin']);
    expect(results[0]?.notice).toBe(notice);
    const streamed = await t.app.inject({
      method: 'POST',
      url: '/api/transform',
      headers: { ...fresh.headers, accept: 'text/event-stream' },
      payload: { prompt: 'write a blog post', model: 'gpt' },
    });
    expect((parseEventStream(streamed.payload).at(-1)?.data as Result).notice).toBe(notice);
    expect(openai.calls).toHaveLength(0);
    expect(anthropic.calls).toHaveLength(0);
    // Once the address is confirmed, the same account reaches the provider.
    await t.app.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, fresh.id));
    t.app.sessions.forgetUser(fresh.id);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/transform',
      headers: fresh.headers,
      payload: { prompt: 'write a blog post', model: 'gpt' },
    });
    expect(after.json<Result>().engine).toBe('llm');
    expect(openai.calls).toHaveLength(1);
  });

  it('ends a stream with an error event when saving the history fails', async () => {
    const doomed = await signIn(t.app, 'Doomed');
    openai.behavior.ttftMs = 300;
    const pending = t.app.inject({
      method: 'POST',
      url: '/api/transform',
      headers: { ...doomed.headers, accept: 'text/event-stream' },
      payload: { prompt: 'write a blog post', model: 'gpt' },
    });
    await expect.poll(() => openai.calls.length).toBe(1);
    // The account disappears while the LLM works: the history insert violates its foreign key.
    await t.app.database.db.delete(users).where(eq(users.id, doomed.id));
    const events = parseEventStream((await pending).payload);
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
    });
  });

  describe('over a real socket', () => {
    let server: FastifyInstance;
    let base: string;
    beforeAll(async () => {
      server = t.app;
      await server.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    });

    const request = (payload: object, accept: string, signal?: AbortSignal) =>
      fetch(`${base}/api/transform`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept, ...user.headers },
        body: JSON.stringify(payload),
        ...(signal ? { signal } : {}),
      });

    it('cancels the upstream request when the client aborts a JSON request', async () => {
      openai.behavior.ttftMs = 5_000;
      const controller = new AbortController();
      const pending = request(
        { prompt: 'write a blog post', model: 'gpt' },
        'application/json',
        controller.signal,
      );
      await expect.poll(() => openai.calls.length).toBe(1);
      const closed = openai.nextEarlyClose();
      controller.abort();
      await expect(pending).rejects.toThrow();
      const call = await closed;
      expect(call.clientClosedEarly).toBe(true);
    });

    it('cancels the upstream stream when the client aborts mid-stream', async () => {
      anthropic.behavior.tokensPerSecond = 20;
      anthropic.behavior.reply = 'y'.repeat(2_000);
      const controller = new AbortController();
      const res = await request(
        { prompt: 'write a blog post', model: 'claude' },
        'text/event-stream',
        controller.signal,
      );
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let received = '';
      while (!received.includes('event: delta')) {
        const { value } = await reader.read();
        received += new TextDecoder().decode(value);
      }
      const closed = anthropic.nextEarlyClose();
      controller.abort();
      const call = await closed;
      expect(call.stream).toBe(true);
      expect(call.clientClosedEarly).toBe(true);
    });

    it('closes a streamed response at once when the client asked for Connection: close', async () => {
      const { port } = server.server.address() as AddressInfo;
      const body = JSON.stringify({ prompt: 'write a blog post', model: 'gpt' });
      const started = performance.now();
      const received = await new Promise<string>((resolve, reject) => {
        let text = '';
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /api/transform HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
              `Accept: text/event-stream\r\nAuthorization: ${user.headers.authorization}\r\n` +
              `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
          );
        });
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      // Not held open until the keep-alive timeout (5 s).
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(received).toContain('event: done');
      expect(received.toLowerCase()).not.toContain('connection: keep-alive');
    });

    it('sends the first byte of a stream before the provider answers', async () => {
      openai.behavior.ttftMs = 400;
      const started = performance.now();
      const res = await request({ prompt: 'write a blog post', model: 'gpt' }, 'text/event-stream');
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      const ttfb = performance.now() - started;
      expect(ttfb).toBeLessThan(300);
      let rest = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        rest += new TextDecoder().decode(value);
      }
      expect(parseEventStream(rest).at(-1)?.data).toMatchObject({ engine: 'llm', optimizedPrompt: REPLY });
    });
  });
});

describe('an OpenAI-compatible endpoint (Ollama, vLLM, OpenRouter, Together)', () => {
  it('serves metaLlama and every assistant without a vendor key, with MODEL_<KEY> models', async () => {
    const compatible = await startOpenAiCompatibleServer({ reply: THINKING });
    const base = testConfig().llm;
    const t = await createTestApp('pglite', {
      config: {
        llm: {
          ...base,
          allowAnonymous: true,
          openaiCompatible: { baseUrl: compatible.url, apiKey: 'together-key', assistants: undefined },
          models: { metallama: 'meta-llama/Llama-3.2-11B-Vision-Instruct-Turbo' },
        },
      },
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/compare',
        headers: { accept: 'text/event-stream' },
        payload: { prompt: 'describe this image [IMAGE]', models: ['metaLlama', 'deepseek'] },
      });
      const events = parseEventStream(res.payload);
      const { results } = events.at(-1)?.data as { results: Result[] };
      expect(results.map((r) => [r.model, r.engine, r.provider, r.optimizedPrompt])).toEqual([
        ['metaLlama', 'llm', 'openai-compatible:meta-llama/Llama-3.2-11B-Vision-Instruct-Turbo', REPLY],
        ['deepseek', 'llm', 'openai-compatible:deepseek-reasoner', REPLY],
      ]);
      const byModel: Record<string, RecordedCall> = Object.fromEntries(
        compatible.calls.map((c) => [String(c.body.model), c]),
      );
      expect(byModel['meta-llama/Llama-3.2-11B-Vision-Instruct-Turbo']?.headers.authorization).toBe(
        'Bearer together-key',
      );
      // DeepSeek R1 gets no system prompt: every instruction is in the user turn.
      const deepseekMessages = byModel['deepseek-reasoner']?.body.messages as { role: string }[];
      expect(deepseekMessages.map((m) => m.role)).toEqual(['user']);
    } finally {
      await t.close();
      await compatible.close();
    }
  });
});

describe('anonymous LLM use when ALLOW_ANONYMOUS_LLM=true', () => {
  it('lets anonymous callers use the configured LLM', async () => {
    const openai = await startOpenAiCompatibleServer({ reply: REPLY });
    const anthropic = await startAnthropicServer({ reply: REPLY });
    const t = await createTestApp('pglite', {
      config: { llm: llmConfig(openai, anthropic, { allowAnonymous: true }) },
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transform',
        payload: { prompt: 'write a blog post', model: 'gpt' },
      });
      expect(res.json<Result>()).toMatchObject({ engine: 'llm', optimizedPrompt: REPLY });
      expect(res.json<Result>()).not.toHaveProperty('historyId');
    } finally {
      await t.close();
      await openai.close();
      await anthropic.close();
    }
  });
});
