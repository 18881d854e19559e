import { SRC } from '../render/sources';
import { join, meaningRationale } from '../render/lines';
import type { Plan } from '../plan/plan';
import { hasExamples, structuredUserTurn } from '../render/structured-plain';
import { scaffoldKey } from '../i18n/scaffold';
import { vendorLines } from '../i18n/scaffold/vendor-lines';
import { plainMaterial, plainSentences } from './plain';
import type { AssistantProfile, ProfileRule, RenderOutput } from './types';

const RULES: readonly ProfileRule[] = [
  {
    id: 'no-system-role',
    text: 'Gemma has only user and model turns; put instructions at the start of the user turn.',
    source: SRC.G1,
  },
  { id: 'concise', text: 'Be concise: repeated preamble hurts small models.', source: SRC.G4 },
  { id: 'short-sections', text: 'Separate parts with short ## sections or tags.', source: SRC.G4 },
  { id: 'short-output', text: 'Ask for short outputs.', source: SRC.G4 },
  { id: 'context-window', text: 'The context window is 8,192 tokens.', source: SRC.G3 },
  {
    id: 'examples',
    text: 'Pair examples with a clear instruction, or the model copies unintended patterns.',
    source: SRC.G5,
  },
];

function render(plan: Plan): RenderOutput {
  const rationale = meaningRationale(plan, SRC.G4);
  const material = plainMaterial(plan);
  if (plan.structured) {
    const prompt = structuredUserTurn(plan.analysis);
    if (prompt !== plan.analysis.rough.trim())
      rationale.push({
        change: 'Turned the "Role:" field into the opening sentence of the user turn.',
        rule: RULES[0]!.text,
        source: SRC.G1,
      });
    // G5: examples need a clear instruction beside them, or a small model copies their content;
    // in the prompt's language and register (none where we have no words: no mixed languages).
    const lines = vendorLines(scaffoldKey(plan.analysis));
    if (!lines || !hasExamples(plan.analysis.rough)) return { prompt, rationale };
    rationale.push({
      change: 'Ended with one line saying what the examples are for.',
      rule: RULES[5]!.text,
      source: SRC.G5,
    });
    return { prompt: join([prompt, lines.examplesOnlyShow]), rationale };
  }
  rationale.push({
    change: 'Kept it to a few plain sentences with instructions first.',
    rule: RULES[1]!.text,
    source: SRC.G4,
  });
  return { prompt: join([plainSentences(plan, { role: false }), material]), rationale };
}

export const gemini: AssistantProfile = { key: 'gemini', model: 'Gemma 2B', rules: RULES, render };
