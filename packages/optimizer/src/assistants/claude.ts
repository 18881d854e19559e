import { renderContext } from '../render/context';
import {
  bullets,
  commonRationale,
  fence,
  formatLines,
  guardLines,
  inputPlaceholders,
  joinParts,
  numbered,
  styleLines,
  withPeriod,
} from '../render/sections';
import { SRC } from '../render/sources';
import type { AssistantProfile, Intent, ProfileRule, RationaleItem } from '../types';

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
  { id: 'examples', text: 'Wrap 3-5 varied examples in <example> tags inside <examples>.', source: SRC.A2 },
  {
    id: 'thinking',
    text: 'For tasks a person would think through, ask for reasoning in <thinking> tags and the answer in <answer> tags.',
    source: SRC.A3,
  },
  { id: 'long-docs-first', text: 'Put long documents at the top and the query at the end.', source: SRC.A7 },
];

/** Tag name for the final output, from what is being produced ("blog post" -> blog_post). */
function outputTag(intent: Intent): string {
  if (intent.needsReasoning) return 'answer';
  // "script", "function" or "class" as a tag name would read like HTML or code; code is code.
  if (intent.taskKind === 'coding') return 'code';
  const base = (intent.deliverable ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .trim();
  const tag = base.replace(/\s+/g, '_').replace(/s$/, '');
  return tag.length >= 3 && tag.length <= 24 && intent.language === 'en' ? tag : 'answer';
}

function tagged(tag: string, body: string): string {
  return `<${tag}>\n${body}\n</${tag}>`;
}

function render(intent: Intent): { prompt: string; rationale: RationaleItem[] } {
  const rc = renderContext(intent);
  const { labels, lines } = rc.locale;
  const c = rc.guideCtx;
  const contextLines = [
    `${labels.purpose}: ${withPeriod(rc.guide.purpose(c))}`,
    `${labels.audience}: ${withPeriod(rc.audience ?? intent.audience ?? '-')}`,
    `${labels.success}: ${withPeriod(rc.guide.success(c))}`,
  ].filter((l) => !l.endsWith(': -.'));
  const inputs = [...intent.blocks.map(fence), ...inputPlaceholders(rc)];
  const steps = [
    ...(intent.requirements.length > 0 ? [lines.meetRequirements('<requirements>')] : []),
    ...rc.guide.steps(c),
    ...styleLines(rc),
    ...guardLines(rc),
  ];
  const tag = outputTag(intent);
  const outputLines = [
    ...formatLines(rc),
    intent.needsReasoning ? lines.claudeThinking : lines.claudeAnswerTag(tag),
  ];
  const prompt = joinParts([
    tagged('role', rc.locale.youAre(rc.role)),
    tagged(
      'context',
      joinParts([
        contextLines.join('\n'),
        intent.background.length > 0 && tagged('background', intent.background.join('\n')),
      ]),
    ),
    // Long material first, the request after it.
    inputs.length > 0 && tagged('input', inputs.join('\n\n')),
    tagged('task', intent.objective),
    intent.requirements.length > 0 && tagged('requirements', bullets(intent.requirements)),
    tagged('instructions', numbered(steps)),
    intent.examples.length > 0 &&
      tagged('examples', intent.examples.map((e) => tagged('example', e)).join('\n')),
    tagged('output_format', outputLines.join('\n')),
  ]);

  const rationale: RationaleItem[] = [
    {
      change:
        'Split the prompt into XML-tagged sections (<role>, <context>, <task>, <instructions>, <output_format>) and referred to them by name.',
      rule: 'Claude is trained to read XML tags; descriptive tags keep instructions, context and input apart.',
      source: SRC.A4,
    },
    rc.roleIsUsers
      ? {
          change: `Kept your role ("${rc.role}") in <role>; it can go in the system prompt.`,
          rule: 'Put only the role in the system prompt and the task in the user turn.',
          source: SRC.A5,
        }
      : {
          change: `Added a role ("${rc.role}") in <role>; it can go in the system prompt.`,
          rule: 'A role prompt sets expertise and tone; put only the role in the system prompt.',
          source: SRC.A5,
        },
    {
      change: 'Added <context> with the purpose, the audience and what success looks like.',
      rule: 'Treat Claude as a brilliant new employee with no context: say what it is for, who it is for and what success looks like.',
      source: SRC.A1,
    },
    {
      change: 'Wrote the instructions as numbered steps.',
      rule: 'Be specific and use numbered steps.',
      source: SRC.A1,
    },
    intent.needsReasoning
      ? {
          change: 'Asked for reasoning in <thinking> tags and the final answer in <answer> tags.',
          rule: 'For tasks a person would think through, make the thinking explicit in tags; without written thinking none happens.',
          source: SRC.A3,
        }
      : {
          change: `Asked for the output inside <${tag}> tags.`,
          rule: 'Ask for output in named tags so it is easy to extract.',
          source: SRC.A4,
        },
    ...commonRationale(rc, { explicit: SRC.A1, delimit: SRC.A4, placeholders: SRC.A1 }),
  ];
  if (inputs.length > 0)
    rationale.push({
      change: 'Placed the pasted material in <input> above the task.',
      rule: 'Long documents go at the top, the query at the end.',
      source: SRC.A7,
    });
  if (intent.examples.length > 0)
    rationale.push({
      change: 'Wrapped your examples in <example> tags inside <examples>.',
      rule: 'Wrap examples in <example> tags inside <examples>; 3-5 varied ones work best.',
      source: SRC.A2,
    });
  return { prompt, rationale };
}

export const claude: AssistantProfile = { key: 'claude', model: 'Claude 3 Haiku', rules: RULES, render };
