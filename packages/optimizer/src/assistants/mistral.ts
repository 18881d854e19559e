import { SRC } from '../render/sources';
import { join, meaningRationale } from '../render/lines';
import type { Plan } from '../plan/plan';
import { saysWhatSurrounds, statesFormat, structuredUserTurn } from '../render/structured-plain';
import { scaffoldKey } from '../i18n/scaffold';
import { vendorLines } from '../i18n/scaffold/vendor-lines';
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
  if (plan.structured) {
    const kept = structuredUserTurn(plan.analysis);
    if (kept !== plan.analysis.rough.trim())
      rationale.push({
        change: 'Turned the "Role:" field into the opening sentence of the [INST] message.',
        rule: RULES[2]!.text,
        source: SRC.M4,
      });
    // M2: state the format directly ("no explanations"), once, after everything else, in the
    // prompt's own language and register (none where we have no words: no mixed languages).
    const lines = vendorLines(scaffoldKey(plan.analysis));
    // "After the table, list 3 risks", "no text before or after it": the user said it already.
    if (!lines || !statesFormat(plan.analysis.rough) || saysWhatSurrounds(plan.analysis))
      return { prompt: kept, rationale };
    rationale.push({
      change: 'Ended with one line holding the reply to your output format, with nothing around it.',
      rule: RULES[1]!.text,
      source: SRC.M2,
    });
    return { prompt: join([kept, lines.keepToFormat]), rationale };
  }
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
