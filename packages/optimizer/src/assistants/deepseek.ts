import { SRC } from '../render/sources';
import { BARE_PERSONA, roleAsContext, structuredNoRole } from '../render/structured';
import { asSentence, join, prose, meaningRationale, requirementSentence, withPeriod } from '../render/lines';
import { blocks, pointUp } from '../render/material';
import { asksStepByStep, withoutStepByStep } from '../render/step-by-step';
import type { Plan } from '../plan/plan';
import { scaffoldKey } from '../i18n/scaffold';
import type { AssistantProfile, ProfileRule, RenderOutput } from './types';

const RULES: readonly ProfileRule[] = [
  {
    id: 'no-system-prompt',
    text: 'Use no system prompt; put every instruction in the user prompt.',
    source: SRC.D1,
  },
  {
    id: 'zero-shot',
    text: 'Few-shot examples consistently lower R1 scores: describe the problem and the output format, zero-shot.',
    source: SRC.D2,
  },
  {
    id: 'no-cot',
    text: 'R1 reasons on its own inside <think>; do not add chain-of-thought instructions.',
    source: SRC.D1,
  },
  {
    id: 'math-boxed',
    text: 'For maths, add "Please reason step by step, and put your final answer within \\boxed{}."',
    source: SRC.D1,
  },
  {
    id: 'file-template',
    text: 'Pass files as [file name]: / [file content begin] ... [file content end], then the question.',
    source: SRC.D1,
  },
  {
    id: 'plain',
    text: 'Plain, clear prompts; state limits and the desired output; do not micromanage steps.',
    source: SRC.D5,
  },
];

export const MATH_LINE = 'Please reason step by step, and put your final answer within \\boxed{}.';

/** An examples section structuredNoRole quoted as reference. */
const QUOTED_EXAMPLES =
  /^(?:examples?|ejemplos?|exemples?|beispiele?|esempi|esempio|exemplos?)\b[^\n]*:\n"""$/im;

function render(plan: Plan): RenderOutput {
  const rationale = meaningRationale(plan, SRC.D5);
  const files = blocks(plan)
    .map((b) => `[file name]: ${b.name}\n[file content begin]\n${b.content}\n[file content end]`)
    .join('\n\n');
  if (files)
    rationale.push({
      change: "Passed the material with R1's file template.",
      rule: RULES[4]!.text,
      source: SRC.D1,
    });
  // R1 reasons on its own [D1]: the user's "think step by step" goes, wherever they typed it.
  const { rough } = plan.analysis;
  // A "list" block holding "Think step by step." is the user's own rules read as a paste, not
  // data to work on: the phrase may go from it. Every other pasted block stays byte for byte.
  const pasted = plan.material.filter((m) => m.kind !== 'list');
  if (asksStepByStep(rough, pasted))
    rationale.push({
      change: 'Removed "think step by step": R1 writes out its own reasoning before it answers.',
      rule: RULES[2]!.text,
      source: SRC.D1,
    });
  // R1 takes no role: the user's role section or opening "You are…" line goes, the rest stays.
  if (plan.structured) {
    const prompt = structuredNoRole({
      ...plan.analysis,
      key: scaffoldKey(plan.analysis),
      rough: withoutStepByStep(rough, pasted),
      material: plan.material.map((m) => (m.kind === 'list' ? { content: withoutStepByStep(m.content) } : m)),
    });
    if (QUOTED_EXAMPLES.test(prompt))
      rationale.push({
        change: 'Kept your examples, quoted as a reference for the output format rather than as more rules.',
        rule: RULES[1]!.text,
        source: SRC.D2,
      });
    return { prompt, rationale };
  }
  // R1 reasons by itself: no role, no worked-steps advice, only what changes the answer.
  const lines = [
    ...plan.requirements.map((l) => withoutStepByStep(l)),
    ...plan.details,
    ...plan.guidance.filter((l) => !plan.scaffold.showsWork.includes(l)),
  ].filter((l) => l.trim() !== '');
  const contextLines = plan.context.map((l) => withoutStepByStep(l)).filter((l) => l.trim() !== '');
  const context = contextLines.length > 0 ? asSentence(prose(contextLines.map(asSentence))) : null;
  const task = withoutStepByStep(plan.task);
  // The user's bare persona goes; one that carries facts ("…at Acme with 40 services") stays,
  // told as context, since those facts change the answer.
  const role =
    plan.userRole && !BARE_PERSONA.test(plan.userRole)
      ? roleAsContext(plan.userRole, scaffoldKey(plan.analysis))
      : null;
  const prompt = join([
    files,
    role,
    plan.contextFirst ? context : null,
    // The files come first, so the request's "below" now points up.
    withPeriod(files ? pointUp(task) : task),
    // Context told after the request ("…or invest? Loan is 6%") stays after it, as a sentence.
    plan.contextFirst ? null : context,
    lines.length > 0
      ? lines.map((l) => requirementSentence(l.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, ''))).join('\n')
      : null,
    plan.format && !plan.brief ? `${plan.scaffold.headings.outputFormat}: ${withPeriod(plan.format)}` : null,
    plan.math && !plan.workIsAnswer ? MATH_LINE : null,
  ]);
  rationale.push({
    change: 'No role or system line; instructions kept minimal.',
    rule: RULES[0]!.text,
    source: SRC.D1,
  });
  if (plan.math && !plan.workIsAnswer)
    rationale.push({
      change: 'Ended with the boxed-answer line for maths.',
      rule: RULES[3]!.text,
      source: SRC.D1,
    });
  return { prompt, rationale };
}

export const deepseek: AssistantProfile = { key: 'deepseek', model: 'DeepSeek R1', rules: RULES, render };
