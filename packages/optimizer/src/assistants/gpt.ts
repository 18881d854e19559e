import { SRC } from '../render/sources';
import { structuredMarkdown } from '../render/structured';
import { bullets, instructionLines, join, meaningRationale, ordered, withPeriod } from '../render/lines';
import { blocks, fenced, xmlBlock, tagName } from '../render/material';
import type { Plan } from '../plan/plan';
import type { AssistantProfile, ProfileRule, RenderOutput } from './types';

const RULES: readonly ProfileRule[] = [
  {
    id: 'markdown-skeleton',
    text: 'Use markdown sections: Role and Objective, Instructions (with sub-sections), Reasoning Steps, Output Format, Examples, Context, final instructions.',
    source: SRC.O1,
  },
  {
    id: 'literal',
    text: 'GPT-4.1 follows instructions literally and infers less: state what to do and what not to do.',
    source: SRC.O1,
  },
  {
    id: 'format',
    text: 'Specify the output format; unprompted it may add prose or formatting.',
    source: SRC.O1,
  },
  {
    id: 'long-context',
    text: 'With long context, put instructions both before and after it.',
    source: SRC.O1,
  },
  { id: 'no-caps', text: 'No ALL-CAPS, bribes or tips: they make it over-apply rules.', source: SRC.O1 },
];

/** Past this much material, the task is repeated after it (GPT-4.1 long-context advice). */
const LONG_CONTEXT = 1500;

function render(plan: Plan): RenderOutput {
  const h = plan.scaffold.headings;
  const input = blocks(plan);
  const inputText = input
    .map((b) =>
      b.kind === 'code' || b.kind === 'log' || b.lang
        ? `## ${b.name}\n${fenced(b.content, b.lang)}`
        : xmlBlock(tagName(b.name), b.content),
    )
    .join('\n\n');
  const instructions = instructionLines(plan);
  const rationale = meaningRationale(plan, SRC.O1);
  // Vendor syntax only: the user's "Task:" labels become markdown headings.
  if (plan.structured) return { prompt: structuredMarkdown(plan.analysis), rationale };
  if (plan.brief) {
    return {
      prompt: join([plan.role, ...ordered(plan), bullets(instructions) || null]),
      rationale,
    };
  }
  const contextSection = plan.context.length > 0 ? `# ${h.context}\n${bullets(plan.context)}` : null;
  const long = input.reduce((n, b) => n + b.content.length, 0) > LONG_CONTEXT;
  const prompt = join([
    plan.role ? `# ${h.role}\n${plan.role}` : null,
    plan.contextFirst ? contextSection : null,
    `# ${h.task}\n${withPeriod(plan.task)}`,
    plan.contextFirst ? null : contextSection,
    instructions.length > 0 ? `# ${h.instructions}\n${bullets(instructions)}` : null,
    plan.format ? `# ${h.outputFormat}\n${withPeriod(plan.format)}` : null,
    inputText ? `# ${h.input}\n${inputText}` : null,
    long ? `# ${h.finalReminder}\n${withPeriod(plan.task)}` : null,
  ]);
  if (long)
    rationale.push({
      change: 'Repeated the task after the long input.',
      rule: RULES[3]!.text,
      source: SRC.O1,
    });
  rationale.push({
    change: 'Laid the prompt out in markdown sections.',
    rule: RULES[0]!.text,
    source: SRC.O1,
  });
  return { prompt, rationale };
}

export const gpt: AssistantProfile = { key: 'gpt', model: 'GPT-4.1-nano', rules: RULES, render };
