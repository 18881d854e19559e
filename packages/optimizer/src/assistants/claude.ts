import { ROLE_LABEL, ROLE_OPENING, sectionsOf } from '../analysis/structured';
import { SRC } from '../render/sources';
import { structuredXml, unwrapDelimited } from '../render/structured';
import { roleSentence } from '../render/role-sentence';
import {
  asSentence,
  instructionLines,
  prose,
  join,
  meaningRationale,
  numbered,
  withPeriod,
  upperFirst,
} from '../render/lines';
import { blockName, blocks, pointUp, tagName, withoutMaterial, xmlBlock } from '../render/material';
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

/** Anthropic moves documents above the query for long inputs (20K+ tokens), not for a short diff. */
const LONG_DOCUMENT = 8000;

/**
 * Vendor syntax only: the user's sections become XML tags (the role stays a plain first line).
 * Long pasted documents move above the instructions; anything shorter stays where the user put it.
 */
function structuredForClaude(plan: Plan): string {
  // A JSON or XML block is more often an output template than input, so it stays where it is.
  const movable = plan.material.filter((m) => m.kind !== 'json' && m.kind !== 'xml');
  if (movable.reduce((n, m) => n + m.content.length, 0) < LONG_DOCUMENT) return structuredXml(plan.analysis);
  const { text: remaining, removed: hoisted } = withoutMaterial(plan.analysis.rough, movable);
  const material = hoisted.map((m, i) => xmlBlock(tagName(blockName(m, i, hoisted)), m.content)).join('\n\n');
  // Only what really moved above may be pointed at as "above".
  const rest = hoisted.length > 0 ? pointUp(remaining) : plan.analysis.rough;
  const sections = sectionsOf(rest.trim());
  // "Act as a senior Go reviewer.\nReview the function…": the opening role line is the role.
  const first = sections[0];
  if (first && !first.label && first.body.includes('\n') && ROLE_OPENING.test(first.body)) {
    const [line, ...others] = first.body.split('\n');
    sections.splice(0, 1, { label: null, body: line! }, { label: null, body: others.join('\n').trim() });
  }
  // The role (an unlabelled opening or a "Role:" section) stays on top, before the material.
  const isRole = (label: string | null, i: number) =>
    label
      ? ROLE_LABEL.test(label)
      : i === 0 && ROLE_OPENING.test(sections[0]!.body) && !sections[0]!.body.includes('\n');
  const roles = sections
    .filter((sec, i) => isRole(sec.label, i))
    .map((sec) => (sec.label ? roleSentence(sec.body, plan.analysis.language) : upperFirst(sec.body)));
  // "Data:" whose paste moved up to the top leaves an empty section behind: no empty tag for it.
  const movedUp = (label: string | null, body: string) =>
    label !== null &&
    body.trim() === '' &&
    hoisted.some((m) => m.label?.toLowerCase() === label.toLowerCase());
  const parts = sections
    .filter((sec, i) => !isRole(sec.label, i) && !movedUp(sec.label, sec.body))
    .map(({ label, body }) => {
      if (!label) return upperFirst(body);
      const delimited = /^(?:<[\w-]+>|```|~~~|"""|''')/.test(body.trim());
      return delimited && !/\n/.test(body.trim().split('\n')[0]!) && body.trim().startsWith('<')
        ? body
        : xmlBlock(tagName(label), unwrapDelimited(body) === body ? upperFirst(body) : unwrapDelimited(body));
    });
  return join([...roles, material, ...parts]);
}

function render(plan: Plan): RenderOutput {
  // Tag names stay English in every language, like <instructions> and <thinking>: one prompt
  // never mixes <elementi> with <instructions>.
  const input = blocks(plan, true);
  const material = input.map((b) => xmlBlock(tagName(b.name), b.content)).join('\n\n');
  const rationale = meaningRationale(plan, SRC.A1);
  // Material goes first, so the request's "below" now points up.
  const task = input.length > 0 ? pointUp(plan.task) : plan.task;
  if (input.length > 0 && !plan.structured) {
    rationale.push({
      change: 'Put the material in XML tags before the request.',
      rule: RULES[4]!.text,
      source: SRC.A7,
    });
  }
  if (plan.structured) return { prompt: structuredForClaude(plan), rationale };
  // Claude thinks only when it writes the thinking out [A3]: a worked problem gets the guide's
  // strongest level, <thinking> then <answer>, instead of the generic "step by step" line.
  const instructions = instructionLines(plan)
    .map((l) =>
      plan.math && !plan.workIsAnswer && plan.scaffold.showsWork.includes(l)
        ? plan.scaffold.refine.stepByStepClaude
        : l,
    )
    .map((l) => (input.length > 0 ? pointUp(l) : l));
  const briefContext = plan.context.length > 0 ? asSentence(prose(plan.context.map(asSentence))) : null;
  if (plan.brief) {
    return {
      // Context told after the question ("…or invest? Loan is 6%") stays after it, as a sentence.
      prompt: join([
        plan.role,
        plan.contextFirst && briefContext ? briefContext : null,
        withPeriod(task),
        !plan.contextFirst && briefContext ? briefContext : null,
        ...instructions,
      ]),
      rationale,
    };
  }
  const context = plan.context.length > 0 ? xmlBlock('context', plan.context.join('\n')) : null;
  // Told after the request ("…to my boss. Her name is Renata"), the context needs the task first.
  const taskFirst = context !== null && !plan.contextFirst;
  // A word problem or a long ask reads as its own block, the rules for answering it after it.
  // Asks numbered one a line ("1. Is that allowed? 2. How do I reply?") keep their own block too:
  // under <instructions> they would run into the numbered rules.
  const ownBlock = taskFirst || plan.math || task.length > 200 || task.includes('\n');
  const prompt = join([
    plan.role,
    taskFirst ? null : context,
    material,
    taskFirst ? xmlBlock('task', withPeriod(task)) : null,
    taskFirst ? context : null,
    !taskFirst && ownBlock && instructions.length > 0
      ? xmlBlock(plan.math ? 'problem' : 'task', withPeriod(task))
      : null,
    ownBlock
      ? instructions.length > 0
        ? xmlBlock('instructions', numbered(instructions))
        : taskFirst
          ? null
          : xmlBlock(plan.math ? 'problem' : 'task', withPeriod(task))
      : instructions.length > 0
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
