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
import { wantsOnlyOutput } from '../plan/consistency';
import { structuredUserTurn } from '../render/structured-plain';
import { scaffoldKey } from '../i18n/scaffold';
import { vendorLines } from '../i18n/scaffold/vendor-lines';
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

const CODE_KINDS: ReadonlySet<string> = new Set(['code', 'tests', 'sql']);

/**
 * Llama wants an explicit output format. A code task whose user asked for the bare result
 * ("only the code please") has no format of ours (it would compete), so it gets the user's own
 * wish as its format: the code in one block and nothing else.
 */
function formatLine(plan: Plan): string | null {
  if (plan.format) return plan.format;
  const { kind } = plan.analysis.classification;
  return plan.confident && CODE_KINDS.has(kind) && wantsOnlyOutput(plan.analysis)
    ? plan.scaffold.lines.onlyCode
    : null;
}

function render(plan: Plan): RenderOutput {
  const rationale = meaningRationale(plan, SRC.L3);
  const material = plainMaterial(plan);
  if (plan.structured) {
    const kept = structuredUserTurn(plan.analysis);
    if (kept !== plan.analysis.rough.trim())
      rationale.push({
        change: 'Turned the "Role:" field into the opening sentence of the user turn.',
        rule: RULES[3]!.text,
        source: SRC.L4,
      });
    // L3: Meta's fix for "Sure! Here's…" filler is an explicit instruction against it, written
    // in the prompt's language and register (none where we have no words: no mixed languages).
    const lines = vendorLines(scaffoldKey(plan.analysis));
    if (!lines) return { prompt: kept, rationale };
    rationale.push({
      change: 'Added one line against opening filler ("Sure! Here\'s…").',
      rule: RULES[0]!.text,
      source: SRC.L3,
    });
    return { prompt: join([kept, lines.noFiller]), rationale };
  }
  const instructions = instructionLines(plan);
  const format = formatLine(plan);
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
    format ? `${plan.scaffold.headings.outputFormat}: ${withPeriod(format)}` : null,
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
