import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, buildMetaPrompt, metaPromptFor, optimize, unknownAnswerIds } from './index';
import { CORPUS } from './test-corpus/corpus';

/**
 * The API analyses a request once and uses that one analysis for the answers check, the
 * LLM's meta-prompt and the built-in rendering. That is only right while answers change
 * nothing the analysis reads, and the analysis-taking forms give what the text-taking ones do.
 */
// Every third corpus prompt: the kinds, languages and materials are spread through it, and the
// whole corpus times seven analyses each would only make the test slow on a busy machine.
const SAMPLE = CORPUS.filter((_, i) => i % 3 === 0);
/** Generous: analyses take well under a millisecond each, but the machine may be shared. */
const BOUND_MS = 30_000;

describe('one analysis per request', () => {
  const answers = { audience: 'my team', tone: ['warm', 'direct'] };

  it(
    'reads the same with or without answers, which it only carries along',
    () => {
      for (const { prompt } of SAMPLE) {
        const { answers: withAnswers, ...read } = analyze(prompt, answers);
        const { answers: without, ...plain } = analyze(prompt);
        expect(withAnswers).toEqual(answers);
        expect(without).toEqual({});
        expect(read).toEqual(plain);
      }
    },
    BOUND_MS,
  );

  it(
    'checks answer ids and builds the meta-prompt from an analysis as from the text',
    () => {
      for (const { prompt } of SAMPLE) {
        const analysis = analyze(prompt, answers);
        const asked = optimize(prompt, 'gpt').questions.map((q) => q.id);
        const mixed = { ...answers, ...(asked[0] ? { [asked[0]]: 'yes' } : {}) };
        expect(unknownAnswerIds(analysis, mixed)).toEqual(unknownAnswerIds(prompt, mixed));
        for (const model of ASSISTANT_KEYS) {
          expect(metaPromptFor(analysis, model)).toEqual(buildMetaPrompt(prompt, model, answers));
        }
      }
    },
    BOUND_MS,
  );
});
