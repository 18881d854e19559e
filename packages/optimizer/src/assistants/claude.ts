import { ROLE_LABEL, sectionsOf } from '../analysis/structured';
import { SRC } from '../render/sources';
import { instructionLines, join, meaningRationale, numbered, withPeriod } from '../render/lines';
import { blocks, pointUp, tagName, xmlBlock } from '../render/material';
import type { Plan } from '../plan/plan';
import type { AssistantProfile, ProfileRule, RenderOutput } from './types';

const RULES: readonly ProfileRule[] = [
  {
    id: 'xml-tags',
    text: 'Separate the parts of the prompt with descriptive XML tags, refer to them by name, and ask for output inside named tags.',
    source: SRC.A4,
  },
  {
    id: 'context',
    text: 'Treat Claude as a brilliant new employee: say what the result is for, who it is for, and what success looks like.',
    source: SRC.A1,
  },
  { id: 'numbered-steps', text: 'Give instructions as numbered steps and be specific.', source: SRC.A1 },
  {
    id: 'role',
    text: 'A role sets expertise and tone; put only the role in the system prompt.',
    source: SRC.A5,
  },
  { id: 'long-docs-first', text: 'Put long documents at the top and the query at the end.', source: SRC.A7 },
];

/**
 * Vendor syntax only: the user's sections become XML tags (the role stays a plain first line),
 * and pasted blocks the user did not delimit get tags where they stand.
 */
function structuredForClaude(plan: Plan): string {
  const parts = sectionsOf(plan.analysis.rough.trim()).map(({ label, body }) => {
    if (!label || ROLE_LABEL.test(label)) return `${body.charAt(0).toUpperCase()}${body.slice(1)}`;
    const delimited = /^(?:<[\w-]+>|```|~~~|"""|''')/.test(body.trim());
    return delimited && !/\n/.test(body.trim().split('\n')[0]!) && body.trim().startsWith('<')
      ? body
      : xmlBlock(tagName(label), body);
  });
  return join(parts);
}

function render(plan: Plan): RenderOutput {
  const input = blocks(plan);
  const material = input.map((b) => xmlBlock(tagName(b.name), b.content)).join('\n\n');
  const rationale = meaningRationale(plan, SRC.A1);
  // Material goes first, so the request's "below" now points up.
  const task = input.length > 0 ? pointUp(plan.task) : plan.task;
  if (input.length > 0) {
    rationale.push({
      change: 'Put the material in XML tags before the request.',
      rule: RULES[4]!.text,
      source: SRC.A7,
    });
  }
  if (plan.structured) return { prompt: structuredForClaude(plan), rationale };
  const instructions = instructionLines(plan).map((l) => (input.length > 0 ? pointUp(l) : l));
  if (plan.brief) {
    return {
      prompt: join([plan.role, plan.context.join(' ') || null, withPeriod(task), ...instructions]),
      rationale,
    };
  }
  const prompt = join([
    plan.role,
    plan.context.length > 0 ? xmlBlock('context', plan.context.join('\n')) : null,
    material,
    instructions.length > 0
      ? xmlBlock('instructions', `${withPeriod(task)}\n\n${numbered(instructions)}`)
      : xmlBlock('task', withPeriod(task)),
    plan.format ? xmlBlock('output_format', withPeriod(plan.format)) : null,
  ]);
  rationale.push({
    change: 'Separated context, material and instructions with XML tags.',
    rule: RULES[0]!.text,
    source: SRC.A4,
  });
  return { prompt, rationale };
}

export const claude: AssistantProfile = { key: 'claude', model: 'Claude 3 Haiku', rules: RULES, render };
