import { SRC } from '../render/sources';
import { join, meaningRationale } from '../render/lines';
import type { Plan } from '../plan/plan';
import { plainMaterial, plainSentences } from './plain';
import type { AssistantProfile, ProfileRule, RenderOutput } from './types';

const RULES: readonly ProfileRule[] = [
  {
    id: 'sections',
    text: 'Organise the prompt in sections a reader with no context can follow; markdown or XML-style delimiters.',
    source: SRC.M1,
  },
  {
    id: 'explicit-format',
    text: 'State the output format directly, e.g. "no explanations".',
    source: SRC.M2,
  },
  {
    id: 'no-system',
    text: 'Mistral 7B has no system token; everything goes in the [INST] user message.',
    source: SRC.M4,
  },
];

function render(plan: Plan): RenderOutput {
  const rationale = meaningRationale(plan, SRC.M1);
  const material = plainMaterial(plan);
  if (plan.structured) return { prompt: plan.analysis.rough.trim(), rationale };
  rationale.push({
    change: 'A role, the task and a few plain lines, then the delimited material.',
    rule: RULES[0]!.text,
    source: SRC.M1,
  });
  return { prompt: join([plainSentences(plan, { role: !plan.brief }), material]), rationale };
}

export const mistral: AssistantProfile = {
  key: 'mistral',
  model: 'Mistral 7B Instruct',
  rules: RULES,
  render,
};
