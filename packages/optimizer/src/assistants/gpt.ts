import { SRC } from '../render/sources';
import { sectionsOf } from '../analysis/structured';
import { structuredMarkdown } from '../render/structured';
import { bullets, instructionLines, join, meaningRationale, ordered, withPeriod } from '../render/lines';
import { blocks, fenced, pointUp, xmlBlock, tagName } from '../render/material';
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

const TASK_LABEL = /^(?:task|goal|objective|question|tarea|objetivo|tâche|aufgabe|compito|tarefa)$/i;

/**
 * The ask of an already-good prompt, to restate after long material: its "Task:" section, else
 * its opening paragraph without the "You are…" sentence.
 */
function keyInstruction(rough: string): string | null {
  const sections = sectionsOf(rough.trim());
  const task = sections.find((sec) => sec.label && TASK_LABEL.test(sec.label));
  const text = task ? task.body : (sections.find((sec) => !sec.label)?.body.split(/\n\s*\n/)[0] ?? '');
  const lines = text.trim().split('\n');
  // A label line that introduces the pasted block ("Notes:") is no part of the ask.
  while (lines.length > 1 && /:\s*$/.test(lines[lines.length - 1]!)) lines.pop();
  const ask = lines
    .join('\n')
    .replace(/^\s*(?:you are|act as)\b[^.!?\n]*[.!?]\s*/i, '')
    .trim();
  return ask.length > 0 && ask.length <= 600 ? ask : null;
}

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
  const long = input.reduce((n, b) => n + b.content.length, 0) > LONG_CONTEXT;
  if (plan.structured) {
    const kept = structuredMarkdown(plan.analysis);
    // Long pasted context pushes the ask far up: GPT-4.1 follows it best restated after it.
    const ask = long ? keyInstruction(plan.analysis.rough) : null;
    if (!ask || kept.indexOf(ask) > kept.lastIndexOf(input[input.length - 1]!.content))
      return { prompt: kept, rationale };
    rationale.push({
      change: 'Repeated the task after the long input.',
      rule: RULES[3]!.text,
      source: SRC.O1,
    });
    return { prompt: join([kept, `# ${h.finalReminder}\n${withPeriod(pointUp(ask))}`]), rationale };
  }
  if (plan.brief) {
    return {
      prompt: join([plan.role, ...ordered(plan), bullets(instructions) || null]),
      rationale,
    };
  }
  const contextSection = plan.context.length > 0 ? `# ${h.context}\n${bullets(plan.context)}` : null;
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
