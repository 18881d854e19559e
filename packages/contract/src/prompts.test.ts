import { describe, expect, it } from 'vitest';
import { LIMITS } from './messages';
import { CompareRequest, HistoryResult, TransformRequest, TransformResponse } from './prompts';

const base = { prompt: 'poem', model: 'gpt' } as const;
const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('answers on transform and compare requests', () => {
  it('are optional and take a text or a list of texts per question id', () => {
    expect(TransformRequest.safeParse(base).success).toBe(true);
    const parsed = TransformRequest.parse({
      ...base,
      answers: { audience: ' my niece ', tone: ['warm', 'funny'] },
    });
    // Stray spaces around a typed answer do not reach the prompt.
    expect(parsed.answers).toEqual({ audience: 'my niece', tone: ['warm', 'funny'] });
    expect(
      CompareRequest.safeParse({ prompt: 'poem', models: ['gpt'], answers: { length: 'short' } }).success,
    ).toBe(true);
  });

  it('are bounded: entries, id length, value length, items per question', () => {
    const many = Object.fromEntries(
      Array.from({ length: LIMITS.answersMaxEntries + 1 }, (_, i) => [`q${i}`, 'x']),
    );
    expect(issues(TransformRequest.safeParse({ ...base, answers: many }))).toContain(
      'Answer at most 8 questions at once',
    );
    expect(issues(TransformRequest.safeParse({ ...base, answers: { ['i'.repeat(41)]: 'x' } }))).toContain(
      'A question id is 1 to 40 characters',
    );
    expect(issues(TransformRequest.safeParse({ ...base, answers: { tone: 'x'.repeat(301) } }))).toContain(
      'An answer may be at most 300 characters',
    );
    const items = Array.from({ length: 11 }, (_, i) => `o${i}`);
    expect(issues(TransformRequest.safeParse({ ...base, answers: { tone: items } }))).toContain(
      'Choose 1 to 10 answers per question',
    );
  });

  it('reject blank answers and values that are neither text nor a list of text', () => {
    for (const value of ['  ', [], [''], 3, { a: 'b' }, null]) {
      expect(
        TransformRequest.safeParse({ ...base, answers: { tone: value } }).success,
        JSON.stringify(value),
      ).toBe(false);
    }
  });
});

describe('questions and warnings on results', () => {
  const response = {
    optimizedPrompt: 'Write a poem.',
    model: 'gpt',
    engine: 'builtin',
    rationale: [],
    durationMs: 1,
  };

  it('are always present on a transform response', () => {
    expect(TransformResponse.safeParse(response).success).toBe(false);
    const question = {
      id: 'tone',
      slot: 'tone',
      question: 'Which tone?',
      options: ['warm'],
      multiple: false,
    };
    expect(
      TransformResponse.parse({ ...response, questions: [question], warnings: ['Kept as quoted text.'] }),
    ).toMatchObject({ questions: [question], warnings: ['Kept as quoted text.'] });
  });

  it('are not part of a history entry, so entries saved before them still read', () => {
    const saved = { model: 'gpt', optimizedPrompt: 'x', engine: 'builtin', rationale: [], mark: null };
    expect(HistoryResult.parse(saved)).toEqual(saved);
    expect(HistoryResult.parse({ ...saved, questions: [], warnings: [] })).toEqual(saved);
  });
});
