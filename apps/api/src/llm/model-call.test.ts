import { describe, expect, it } from 'vitest';
import { generateOnce, type ModelV3, streamOnce } from './model-call';

type Options = Parameters<ModelV3['doGenerate']>[0];
type Part = Awaited<ReturnType<ModelV3['doStream']>>['stream'] extends ReadableStream<infer P> ? P : never;

const USAGE: Awaited<ReturnType<ModelV3['doGenerate']>>['usage'] = {
  inputTokens: { total: 12, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 30, text: undefined, reasoning: undefined },
};

/** A provider model that records what it was asked and answers the given content or parts. */
function fakeModel(answer: {
  text?: string[];
  parts?: Part[];
  streamError?: Error;
  usage?: Awaited<ReturnType<ModelV3['doGenerate']>>['usage'];
}): {
  model: ModelV3;
  seen: Options[];
} {
  const seen: Options[] = [];
  const model: ModelV3 = {
    specificationVersion: 'v3',
    provider: 'fake',
    modelId: 'fake-1',
    supportedUrls: {},
    doGenerate(options) {
      seen.push(options);
      return Promise.resolve({
        content: [
          { type: 'reasoning', text: 'hidden reasoning' },
          ...(answer.text ?? []).map((text) => ({ type: 'text' as const, text })),
        ],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: answer.usage ?? USAGE,
        warnings: [],
      });
    },
    doStream(options) {
      seen.push(options);
      const parts = answer.parts ?? [];
      const failure = answer.streamError;
      return Promise.resolve({
        stream: new ReadableStream<Part>({
          start(controller) {
            for (const part of parts) controller.enqueue(part);
            if (failure) controller.error(failure);
            else controller.close();
          },
        }),
      });
    },
  };
  return { model, seen };
}

const delta = (text: string): Part => ({ type: 'text-delta', id: '0', delta: text });
const call = { system: 'You rewrite prompts.', prompt: 'Write a haiku', maxOutputTokens: 256 };

describe('generateOnce', () => {
  it('sends the system message and the user turn as the SDK would, and joins the text parts', async () => {
    const { model, seen } = fakeModel({ text: ['Hello ', 'world'] });
    const answer = await generateOnce(model, {
      ...call,
      temperature: 0,
      abortSignal: new AbortController().signal,
    });
    expect(answer).toEqual({
      text: 'Hello world',
      usage: { inputTokens: 12, outputTokens: 30, totalTokens: 42 },
    });
    const options = seen[0] as Options;
    expect(options.prompt).toEqual([
      { role: 'system', content: 'You rewrite prompts.' },
      { role: 'user', content: [{ type: 'text', text: 'Write a haiku' }] },
    ]);
    expect(options).toMatchObject({ maxOutputTokens: 256, temperature: 0 });
    expect(options.headers?.['user-agent']).toMatch(/^ai\/\d+\.\d+\.\d+$/);
  });

  it('leaves out the system message when there is none, and the usage when the provider sent none', async () => {
    const { model, seen } = fakeModel({
      text: ['ok'],
      usage: {
        inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
        outputTokens: { total: undefined, text: undefined, reasoning: undefined },
      },
    });
    const answer = await generateOnce(model, {
      prompt: 'Hi',
      maxOutputTokens: 8,
      abortSignal: new AbortController().signal,
    });
    expect(answer.usage).toEqual({ inputTokens: undefined, outputTokens: undefined, totalTokens: undefined });
    expect(seen[0]?.prompt).toEqual([{ role: 'user', content: [{ type: 'text', text: 'Hi' }] }]);
    expect(seen[0]).not.toHaveProperty('temperature');
  });
});

describe('streamOnce', () => {
  it('passes visible text on as it arrives, without think-blocks, and returns the raw text and usage', async () => {
    const { model } = fakeModel({
      parts: [
        { type: 'stream-start', warnings: [] },
        delta('<thi'),
        delta('nk>plan</think>\nDraft'),
        delta(' two'),
        { type: 'finish', usage: USAGE, finishReason: { unified: 'stop', raw: 'stop' } },
      ],
    });
    const emitted: string[] = [];
    const answer = await streamOnce(model, { ...call, abortSignal: new AbortController().signal }, (t) =>
      emitted.push(t),
    );
    expect(emitted.join('')).toBe('Draft two');
    expect(answer).toEqual({
      text: '<think>plan</think>\nDraft two',
      usage: { inputTokens: 12, outputTokens: 30, totalTokens: 42 },
    });
  });

  it('throws a provider error sent as a stream part, and a broken stream', async () => {
    const failing = fakeModel({ parts: [delta('Half'), { type: 'error', error: new Error('overloaded') }] });
    await expect(
      streamOnce(failing.model, { ...call, abortSignal: new AbortController().signal }, () => undefined),
    ).rejects.toThrow('overloaded');
    const broken = fakeModel({ parts: [delta('Half')], streamError: new Error('socket hang up') });
    await expect(
      streamOnce(broken.model, { ...call, abortSignal: new AbortController().signal }, () => undefined),
    ).rejects.toThrow('socket hang up');
  });

  it('is no answer when the call was aborted, even if the stream ended quietly', async () => {
    const controller = new AbortController();
    const { model } = fakeModel({ parts: [delta('Partial')] });
    const emitted: string[] = [];
    controller.abort();
    await expect(
      streamOnce(model, { ...call, abortSignal: controller.signal }, (t) => emitted.push(t)),
    ).rejects.toThrow('aborted');
    expect(emitted.join('')).toBe('Partial');
  });
});
