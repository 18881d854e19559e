import { SRC } from '../render/sources';
import { join, meaningRationale } from '../render/lines';
import type { Plan } from '../plan/plan';
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
];

function render(plan: Plan): RenderOutput {
  const rationale = meaningRationale(plan, SRC.G4);
  const material = plainMaterial(plan);
  if (plan.structured) return { prompt: plan.analysis.rough.trim(), rationale };
  rationale.push({
    change: 'Kept it to a few plain sentences with instructions first.',
    rule: RULES[1]!.text,
    source: SRC.G4,
  });
  return { prompt: join([plainSentences(plan, { role: false }), material]), rationale };
}

export const gemini: AssistantProfile = { key: 'gemini', model: 'Gemma 2B', rules: RULES, render };
