import { type JudgeResponse, type RunResponse } from '@promptsmith/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Config, testConfig } from '../src/config';
import {
  accumulatedText,
  type LoopbackLlmServer,
  parseEventStream,
  startAnthropicServer,
  startOpenAiCompatibleServer,
} from '@promptsmith/testkit';
import { databaseKinds } from './support/databases';
import { signIn, type SignedInUser } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

const ANSWER =
  '<think>The user wants two sentences.</think>\n\nRemote work saves commuting time. It needs clear written habits.';
const VISIBLE = 'Remote work saves commuting time. It needs clear written habits.';

/** The text between <answer_a> and </answer_a> (or _b) in a judge call's body. */
function seat(body: Record<string, unknown>, which: 'a' | 'b'): string {
  const text = JSON.stringify(body);
  const start = text.indexOf(`<answer_${which}>`);
  const end = text.indexOf(`</answer_${which}>`);
  return start === -1 || end === -1 ? '' : text.slice(start, end);
}

const scores = (n: number) => ({ goal: n, constraints: n, format: n, correctness: n, concision: n });

/** A fair judge: prefers the answer that kept the format, wherever it sits. */
function fairJudge(body: Record<string, unknown>): string {
  const aWins = seat(body, 'a').includes('FORMAT KEPT');
  return JSON.stringify({
    a: aWins ? scores(5) : scores(2),
    b: aWins ? scores(2) : scores(5),
    winner: aWins ? 'A' : 'B',
    reasons: ['The better answer uses the requested bullet list.'],
    unfollowed_a: aWins ? null : 'Answer as a bullet list',
    unfollowed_b: aWins ? 'Answer as a bullet list' : null,
  });
}

/** A judge with pure position bias: whatever comes first wins. */
const biasedJudge = () =>
  '```json\n' +
  JSON.stringify({
    a: scores(4),
    b: scores(3),
    winner: 'A',
    reasons: ['A reads better.'],
    unfollowed_a: null,
    unfollowed_b: null,
  }) +
  '\n```';

function llmConfig(
  openai: LoopbackLlmServer,
  anthropic: LoopbackLlmServer,
  overrides: Partial<Config['llm']> = {},
) {
  return {
    ...testConfig().llm,
    timeoutMs: 2_000,
    retryDelayMs: 10,
    openai: { apiKey: 'sk-loopback', baseUrl: openai.url },
    anthropic: { apiKey: 'sk-ant-loopback', baseUrl: anthropic.url },
    ...overrides,
  };
}

describe.each(databaseKinds())('run and judge over loopback providers on %s', (kind) => {
  let openai: LoopbackLlmServer;
  let anthropic: LoopbackLlmServer;
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    openai = await startOpenAiCompatibleServer({ reply: ANSWER });
    anthropic = await startAnthropicServer({ respond: fairJudge });
    t = await createTestApp(kind, { config: { llm: llmConfig(openai, anthropic) } });
    user = await signIn(t.app);
  });
  beforeEach(() => {
    openai.calls.length = 0;
    anthropic.calls.length = 0;
    anthropic.behavior.respond = fairJudge;
    openai.behavior.respond = null;
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
    await anthropic.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...user.headers, ...headers } });

  it("runs a prompt as is on the assistant's model and answers with text, tokens and time", async () => {
    const res = await post('/api/run', { prompt: 'Write two sentences about remote work.', model: 'gpt' });
    expect(res.statusCode).toBe(200);
    const body = res.json<RunResponse>();
    expect(body).toMatchObject({
      model: 'gpt',
      provider: 'openai:gpt-4.1-nano',
      answer: VISIBLE,
      usage: { inputTokens: 10, outputTokens: 10, totalTokens: 20 },
    });
    expect(body.durationMs).toBeGreaterThanOrEqual(0);
    const messages = openai.calls[0]?.body.messages as { role: string; content: string }[];
    // The prompt goes out untouched, with no meta-prompt around it.
    expect(messages).toEqual([{ role: 'user', content: 'Write two sentences about remote work.' }]);
  });

  it('streams the answer as delta events, then done with the same body', async () => {
    anthropic.behavior.respond = null;
    anthropic.behavior.reply = ANSWER;
    const res = await post(
      '/api/run',
      { prompt: 'Write two sentences about remote work.', model: 'claude' },
      { accept: 'text/event-stream' },
    );
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseEventStream(res.body);
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join('');
    expect(text).toBe(VISIBLE);
    const done = events.find((e) => e.event === 'done')?.data as RunResponse;
    expect(done).toMatchObject({
      model: 'claude',
      provider: 'anthropic:claude-3-haiku-20240307',
      answer: VISIBLE,
    });
    expect(done.usage.totalTokens).toBe(20);
    expect(accumulatedText(events, 'claude')).toBe('');
  });

  it('says no model is configured for an assistant without a provider, pointing at the README', async () => {
    const res = await post('/api/run', { prompt: 'Hello', model: 'mistral' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LLM_NOT_CONFIGURED' });
    expect(res.json<{ message: string }>().message).toMatch(/Mistral.*README/);
    expect(openai.calls).toHaveLength(0);
  });

  it('needs a signed-in user with a confirmed email', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/run',
      payload: { prompt: 'Hi', model: 'gpt' },
    });
    expect(anonymous.statusCode).toBe(401);
    const fresh = await signIn(t.app, 'Fresh User', { emailVerified: false });
    const unconfirmed = await t.app.inject({
      method: 'POST',
      url: '/api/judge',
      payload: {
        task: 'Hi',
        answers: [
          { id: 'a', text: 'x' },
          { id: 'b', text: 'y' },
        ],
      },
      headers: fresh.headers,
    });
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(openai.calls).toHaveLength(0);
    expect(anthropic.calls).toHaveLength(0);
  });

  it('validates the judge request', async () => {
    const one = await post('/api/judge', { task: 'Hi', answers: [{ id: 'a', text: 'x' }] });
    expect(one.statusCode).toBe(400);
    const twins = await post('/api/judge', {
      task: 'Hi',
      answers: [
        { id: 'a', text: 'x' },
        { id: 'a', text: 'y' },
      ],
    });
    expect(twins.statusCode).toBe(400);
    expect(twins.json<{ message: string }>().message).toMatch(/only once/);
  });

  it('judges pairwise in both orders with a judge of another vendor family', async () => {
    const res = await post('/api/judge', {
      task: 'List three benefits of remote work as a bullet list.',
      answers: [
        { id: 'original', text: 'Remote work is nice because of many things.', model: 'gpt' },
        { id: 'optimized', text: 'FORMAT KEPT\n- no commute\n- focus\n- flexible hours', model: 'gpt' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<JudgeResponse>();
    // The answers came from OpenAI's model: Anthropic's judges.
    expect(body.judge).toBe('anthropic:claude-3-haiku-20240307');
    expect(openai.calls).toHaveLength(0);
    expect(anthropic.calls).toHaveLength(2);
    const [first, second] = anthropic.calls;
    expect(seat(first!.body, 'a')).toContain('Remote work is nice');
    expect(seat(second!.body, 'a')).toContain('FORMAT KEPT');
    expect(body.verdict).toBe('improved');
    expect(body.comparisons).toBe(2);
    expect(body.reasons).toContain('The better answer uses the requested bullet list.');
    expect(body.unfollowedInstruction).toBe('Answer as a bullet list');
    const byId = Object.fromEntries(body.answers.map((a) => [a.id, a]));
    expect(byId.optimized).toMatchObject({ suggestion: 'best', wins: 1, overall: 5, scores: scores(5) });
    expect(byId.original).toMatchObject({ suggestion: 'needs-work', wins: 0, overall: 2 });
    expect(body.usage.totalTokens).toBe(40);
  });

  it('calls a split decision flat: a judge that always prefers the first position proves nothing', async () => {
    anthropic.behavior.respond = biasedJudge;
    const res = await post('/api/judge', {
      task: 'Say hello.',
      answers: [
        { id: 'original', text: 'hello', model: 'gpt' },
        { id: 'optimized', text: 'Hello there!', model: 'gpt' },
      ],
    });
    const body = res.json<JudgeResponse>();
    expect(anthropic.calls).toHaveLength(2);
    expect(body.verdict).toBe('flat');
    expect(body.answers.every((a) => a.suggestion === null && a.wins === 0)).toBe(true);
  });

  it('ranks three answers over six comparisons and suggests best and needs work per card', async () => {
    // OpenAI's and Anthropic's models both answered: no other family is configured, so one of them judges.
    openai.behavior.respond = fairJudge;
    const res = await post('/api/judge', {
      task: 'List three benefits of remote work as a bullet list.',
      answers: [
        { id: 'gpt', text: 'Prose about remote work.', model: 'gpt' },
        { id: 'claude', text: 'FORMAT KEPT\n- a\n- b\n- c', model: 'claude' },
        { id: 'metaLlama', text: 'More prose.' },
      ],
    });
    const body = res.json<JudgeResponse>();
    expect(anthropic.calls.length + openai.calls.length).toBe(6);
    const byId = Object.fromEntries(body.answers.map((a) => [a.id, a.suggestion]));
    expect(byId).toEqual({ gpt: 'needs-work', claude: 'best', metaLlama: 'needs-work' });
  });

  it('fails readably when the judge does not answer in JSON, after one more try per comparison', async () => {
    anthropic.behavior.respond = () => 'I think B is better.';
    const res = await post('/api/judge', {
      task: 'Say hello.',
      answers: [
        { id: 'x', text: 'hello', model: 'gpt' },
        { id: 'y', text: 'hi', model: 'gpt' },
      ],
    });
    expect(res.statusCode).toBe(503);
    expect(res.json<{ message: string }>().message).toMatch(/judge anthropic:claude-3-haiku-20240307/);
  });

  it('tells the web app which assistants can run and who judges', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/llm/status' });
    expect(res.json()).toEqual({
      models: { gpt: 'openai:gpt-4.1-nano', claude: 'anthropic:claude-3-haiku-20240307' },
      judge: 'openai:gpt-4.1-nano',
      access: 'sign-in-required',
    });
  });
});

describe('JUDGE_MODEL', () => {
  it('overrides the judge, and the reply names it', async () => {
    const openai = await startOpenAiCompatibleServer({ respond: fairJudge });
    const anthropic = await startAnthropicServer({ reply: 'unused' });
    const t = await createTestApp('pglite', {
      config: { llm: llmConfig(openai, anthropic, { judgeModel: 'openai:gpt-4.1-mini' }) },
    });
    try {
      const user = await signIn(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/judge',
        headers: user.headers,
        payload: {
          task: 'Bullets please.',
          answers: [
            { id: 'one', text: 'prose', model: 'gpt' },
            { id: 'two', text: 'FORMAT KEPT - a', model: 'gpt' },
          ],
        },
      });
      expect(res.json<JudgeResponse>()).toMatchObject({ judge: 'openai:gpt-4.1-mini', verdict: 'improved' });
      expect(openai.calls.map((c) => c.body.model)).toEqual(['gpt-4.1-mini', 'gpt-4.1-mini']);
      expect(anthropic.calls).toHaveLength(0);
    } finally {
      await t.close();
      await openai.close();
      await anthropic.close();
    }
  });
});

describe('an OpenAI-compatible endpoint (Ollama, OpenRouter)', () => {
  it('streams a run and reports the usage figures it sent', async () => {
    const compatible = await startOpenAiCompatibleServer({ reply: 'Local answer.' });
    const t = await createTestApp('pglite', {
      config: {
        llm: {
          ...testConfig().llm,
          openaiCompatible: { baseUrl: compatible.url, apiKey: 'loopback', assistants: 'all' },
        },
      },
    });
    try {
      const user = await signIn(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/run',
        headers: { ...user.headers, accept: 'text/event-stream' },
        payload: { prompt: 'Hello', model: 'metaLlama' },
      });
      const done = parseEventStream(res.body).find((e) => e.event === 'done')?.data as RunResponse;
      expect(done).toMatchObject({
        answer: 'Local answer.',
        provider: 'openai-compatible:meta-llama/Llama-Vision-Free',
      });
      expect(done.usage).toEqual({ inputTokens: 10, outputTokens: 10, totalTokens: 20 });
      expect(compatible.calls[0]?.body).toMatchObject({
        stream: true,
        stream_options: { include_usage: true },
      });
    } finally {
      await t.close();
      await compatible.close();
    }
  });
});
