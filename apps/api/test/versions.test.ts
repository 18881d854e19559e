import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../src/config';
import { databaseKinds } from './support/databases';
import { type LoopbackLlmServer, startOpenAiCompatibleServer } from '@promptsmith/testkit';
import { signIn, type SignedInUser } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

interface Version {
  number: number;
  model: string;
  optimizedPrompt: string;
  engine: string;
  provider?: string;
  chips: string[];
  instruction: string | null;
  restoredFrom: number | null;
}

const FIRST = '# Task\nWrite a blog post about remote work for managers.';
const REVISED = '# Task\nWrite a blog post about remote work for managers, with a section on costs.';

describe.each(databaseKinds())('refine and versions on %s', (kind) => {
  let t: TestApp;
  let openai: LoopbackLlmServer;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let unconfirmed: SignedInUser;

  const as = (user: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });
  const transform = async (
    user: SignedInUser,
    model: string,
    prompt = 'write a blog post about remote work for managers',
  ) => {
    const res = await as(user, 'POST', '/api/transform', { prompt, model });
    expect(res.statusCode).toBe(200);
    return res.json<{ historyId: string; optimizedPrompt: string }>();
  };
  const versions = async (user: SignedInUser, id: string, model?: string) =>
    (await as(user, 'GET', `/api/history/${id}/versions${model ? `?model=${model}` : ''}`)).json<{
      model: string;
      versions: Version[];
    }>();

  beforeAll(async () => {
    openai = await startOpenAiCompatibleServer({ reply: REVISED });
    // Only ChatGPT has a provider: Claude shows the no-provider path in the same app.
    t = await createTestApp(kind, {
      config: {
        rateLimit: { anonymousPerMinute: 200, userPerMinute: 200 },
        llm: {
          ...testConfig().llm,
          retryDelayMs: 10,
          openai: { apiKey: 'sk-loopback', baseUrl: openai.url },
        },
      },
    });
    alice = await signIn(t.app, 'Alice');
    bob = await signIn(t.app, 'Bob');
    unconfirmed = await signIn(t.app, 'New', { emailVerified: false });
  });
  beforeEach(() => {
    openai.calls.length = 0;
    openai.behavior.failures = [];
    openai.behavior.reply = FIRST;
  });
  afterAll(async () => {
    await t.close();
    await openai.close();
  });

  it('refines with a chip on the built-in engine, lists the versions and restores one', async () => {
    const { historyId, optimizedPrompt } = await transform(alice, 'claude');
    expect((await versions(alice, historyId)).versions).toMatchObject([
      { number: 1, model: 'claude', optimizedPrompt, chips: [], restoredFrom: null },
    ]);

    const refined = await as(alice, 'POST', `/api/history/${historyId}/versions`, { chips: ['shorter'] });
    expect(refined.statusCode).toBe(201);
    const v2 = refined.json<{ version: Version; notice?: string }>();
    expect(v2.notice).toBeUndefined();
    expect(v2.version).toMatchObject({ number: 2, model: 'claude', engine: 'builtin', chips: ['shorter'] });
    expect(v2.version.optimizedPrompt).toContain('2. Keep the answer short');
    expect(openai.calls).toHaveLength(0);

    // Applying the same chip again would change nothing: no empty version.
    const again = await as(alice, 'POST', `/api/history/${historyId}/versions`, { chips: ['shorter'] });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      'Nothing to change: Shorter is already in the prompt.',
    );

    const v3 = (
      await as(alice, 'POST', `/api/history/${historyId}/versions`, { chips: ['json', 'more-detailed'] })
    ).json<{ version: Version }>().version;
    expect(v3.number).toBe(3);
    expect(v3.optimizedPrompt).not.toContain('Keep the answer short');
    expect(v3.optimizedPrompt).toContain('Be thorough');

    const restored = await as(alice, 'POST', `/api/history/${historyId}/versions/1/restore`, {});
    expect(restored.statusCode).toBe(201);
    expect(restored.json<{ version: Version }>().version).toMatchObject({
      number: 4,
      restoredFrom: 1,
      optimizedPrompt,
    });
    const list = await versions(alice, historyId);
    expect(list.versions.map((v) => v.number)).toEqual([1, 2, 3, 4]);
    expect(list.versions.at(-1)?.optimizedPrompt).toBe(optimizedPrompt);

    expect((await as(alice, 'POST', `/api/history/${historyId}/versions/4/restore`, {})).statusCode).toBe(
      409,
    );
    const missing = await as(alice, 'POST', `/api/history/${historyId}/versions/9/restore`, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'This entry has no version 9', code: 'NOT_FOUND' });
    // The failed restores added nothing.
    expect((await versions(alice, historyId)).versions).toHaveLength(4);
  });

  it('without a provider, adds the free text as a requirement line and says why', async () => {
    const { historyId } = await transform(alice, 'claude');
    const res = await as(alice, 'POST', `/api/history/${historyId}/versions`, {
      instruction: 'mention the costs',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ version: Version; notice: string }>();
    expect(body.version).toMatchObject({ engine: 'builtin', instruction: 'mention the costs', chips: [] });
    expect(body.version.optimizedPrompt).toContain('Mention the costs.');
    expect(body.notice).toMatch(/No AI provider is configured for Claude/);
  });

  it('with a provider, the free text goes into the model’s rewrite (chips applied first)', async () => {
    openai.behavior.reply = FIRST;
    const { historyId } = await transform(alice, 'gpt');
    openai.behavior.reply = REVISED;
    openai.calls.length = 0;
    const usedTokens = async () =>
      (await as(alice, 'GET', '/api/llm/usage')).json<{ usedTokens: number }>().usedTokens;
    // The transform's call is recorded after its reply: wait until it is counted.
    await vi.waitFor(async () => expect(await usedTokens()).toBeGreaterThan(0));
    const before = await usedTokens();
    const res = await as(alice, 'POST', `/api/history/${historyId}/versions`, {
      chips: ['step-by-step'],
      instruction: 'add a section on costs',
    });
    expect(res.statusCode).toBe(201);
    const { version, notice } = res.json<{ version: Version; notice?: string }>();
    expect(notice).toBeUndefined();
    expect(version).toMatchObject({ engine: 'llm', optimizedPrompt: REVISED, chips: ['step-by-step'] });
    expect(version.provider).toMatch(/^openai:/);
    expect(openai.calls).toHaveLength(1);
    const messages = openai.calls[0]?.body.messages as { role: string; content: string }[];
    const sent = messages.map((m) => m.content).join('\n');
    expect(sent).toContain('<requested_change>\nAdd a section on costs.\n</requested_change>');
    expect(sent).toContain('Work through it step by step');
    // The rewrite counts against the daily token budget like any other LLM call (20 tokens each).
    await vi.waitFor(async () => expect(await usedTokens()).toBe(before + 20));
  });

  it('falls back to the requirement line when the provider fails', async () => {
    const { historyId } = await transform(alice, 'gpt');
    // The loopback fails calls by their position: the refine is the first call from here.
    openai.calls.length = 0;
    openai.behavior.failures = [400];
    const res = await as(alice, 'POST', `/api/history/${historyId}/versions`, {
      instruction: 'mention costs',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ version: Version; notice: string }>();
    expect(body.version.engine).toBe('builtin');
    expect(body.version.optimizedPrompt).toContain('- Mention costs.');
    expect(body.notice).toMatch(/unavailable right now.*requirement line/);
  });

  it('does not spend LLM calls for an unconfirmed address', async () => {
    const { historyId } = await transform(unconfirmed, 'gpt');
    const res = await as(unconfirmed, 'POST', `/api/history/${historyId}/versions`, {
      instruction: 'mention costs',
    });
    expect(res.json<{ notice: string }>().notice).toMatch(/Confirm your email address/);
    expect(openai.calls.filter((c) => JSON.stringify(c.body).includes('requested_change'))).toHaveLength(0);
  });

  it('writes the chips’ lines in the language of the result', async () => {
    const { historyId } = await transform(
      alice,
      'claude',
      'escribe una entrada de blog sobre el teletrabajo para gerentes',
    );
    const refined = await as(alice, 'POST', `/api/history/${historyId}/versions`, {
      chips: ['shorter', 'step-by-step'],
    });
    expect(refined.statusCode).toBe(201);
    const { optimizedPrompt } = refined.json<{ version: Version }>().version;
    expect(optimizedPrompt).toContain(
      'Responde de forma breve: solo lo que la tarea necesita, sin preámbulos ni resúmenes.',
    );
    expect(optimizedPrompt).toContain('Razónalo paso a paso dentro de etiquetas <thinking>');
    expect(optimizedPrompt).not.toContain('Keep the answer short');
  });

  it('keeps versions per assistant of a compare entry', async () => {
    const res = await as(alice, 'POST', '/api/compare', {
      prompt: 'explain recursion',
      models: ['gemini', 'claude'],
    });
    const { historyId } = res.json<{ historyId: string }>();
    await as(alice, 'POST', `/api/history/${historyId}/versions`, {
      model: 'claude',
      chips: ['more-formal'],
    });
    expect((await versions(alice, historyId, 'claude')).versions).toHaveLength(2);
    expect((await versions(alice, historyId, 'gemini')).versions).toHaveLength(1);
    expect((await versions(alice, historyId)).model).toBe('gemini');
    const wrong = await as(alice, 'GET', `/api/history/${historyId}/versions?model=gpt`);
    expect(wrong.statusCode).toBe(400);
  });

  it('validates the request', async () => {
    const { historyId } = await transform(alice, 'claude');
    for (const [payload, message] of [
      [{}, 'Pick a refinement or describe what should change'],
      [{ chips: [], instruction: '   ' }, 'Pick a refinement or describe what should change'],
      [{ chips: ['louder'] }, 'Unknown refinement'],
      [{ chips: ['shorter', 'more-detailed'] }, 'Choose Shorter or More detailed, not both'],
      [{ chips: ['json', 'json'] }, 'Each refinement may appear only once'],
      [{ instruction: 'x'.repeat(1001) }, 'at most 1000 characters'],
      [{ chips: ['json'], extra: 1 }, ''],
    ] as const) {
      const res = await as(alice, 'POST', `/api/history/${historyId}/versions`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
  });

  it('is owner-only and needs sign-in', async () => {
    const { historyId } = await transform(alice, 'claude');
    expect((await as(bob, 'GET', `/api/history/${historyId}/versions`)).statusCode).toBe(404);
    expect(
      (await as(bob, 'POST', `/api/history/${historyId}/versions`, { chips: ['json'] })).statusCode,
    ).toBe(404);
    expect((await as(bob, 'POST', `/api/history/${historyId}/versions/1/restore`, {})).statusCode).toBe(404);
    expect((await as(alice, 'GET', '/api/history/not-a-uuid/versions')).statusCode).toBe(404);
    expect((await as(null, 'GET', `/api/history/${historyId}/versions`)).statusCode).toBe(401);
    expect(
      (await as(null, 'POST', `/api/history/${historyId}/versions`, { chips: ['json'] })).statusCode,
    ).toBe(401);
    expect((await versions(alice, historyId)).versions).toHaveLength(1);
  });

  it('numbers concurrent refinements without collisions', async () => {
    const { historyId } = await transform(alice, 'gemini');
    const results = await Promise.all(
      (['json', 'more-formal', 'step-by-step'] as const).map((chip) =>
        as(alice, 'POST', `/api/history/${historyId}/versions`, { chips: [chip] }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await versions(alice, historyId)).versions.map((v) => v.number)).toEqual([1, 2, 3, 4]);
  });
});
