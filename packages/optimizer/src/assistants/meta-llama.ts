import { SRC } from '../render/sources';
import {
  bullets,
  prose,
  instructionLines,
  join,
  meaningRationale,
  ordered,
  withPeriod,
} from '../render/lines';
import type { Plan } from '../plan/plan';
import { plainMaterial } from './plain';
import type { AssistantProfile, ProfileRule, RenderOutput } from './types';

const RULES: readonly ProfileRule[] = [
  { id: 'explicit', text: 'Explicit, detailed instructions beat open-ended ones.', source: SRC.L3 },
  {
    id: 'role-rules-steps',
    text: 'Combine a role, rules, explicit numbered instructions and a format to avoid filler.',
    source: SRC.L3,
  },
  {
    id: 'image-first',
    text: 'The image only attends to text after it: put <|image|> first, one image per prompt.',
    source: SRC.L1,
  },
  {
    id: 'user-turn',
    text: 'The vision template has no system role; put instructions in the user turn.',
    source: SRC.L4,
  },
];

function render(plan: Plan): RenderOutput {
  const rationale = meaningRationale(plan, SRC.L3);
  const material = plainMaterial(plan);
  if (plan.structured) return { prompt: plan.analysis.rough.trim(), rationale };
  const instructions = instructionLines(plan);
  if (plan.brief) {
    return {
      prompt: join([prose([plan.role, ...ordered(plan)]), bullets(instructions) || null]),
      rationale,
    };
  }
  const prompt = join([
    prose([plan.role, ...ordered(plan)]),
    instructions.length > 0 ? bullets(instructions) : null,
    material,
    plan.format ? `${plan.scaffold.headings.outputFormat}: ${withPeriod(plan.format)}` : null,
  ]);
  rationale.push({
    change: 'Role, task, rules as a list and an explicit output format.',
    rule: RULES[1]!.text,
    source: SRC.L3,
  });
  return { prompt, rationale };
}

export const metaLlama: AssistantProfile = {
  key: 'metaLlama',
  model: 'Llama 3.2 11B Vision Instruct (Llama Vision Free)',
  rules: RULES,
  render,
};
