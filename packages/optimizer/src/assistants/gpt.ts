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
} from '../render/sections';
import { SRC } from '../render/sources';
import type { AssistantProfile, Intent, ProfileRule, RationaleItem } from '../types';

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
    id: 'cot-at-end',
    text: 'For hard tasks, end with "think step by step" refined into a strategy (analyse, plan, synthesise).',
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
  {
    id: 'examples',
    text: 'Examples show the wanted behaviour; say to vary phrasing, since it copies sample phrases.',
    source: SRC.O1,
  },
  { id: 'no-caps', text: 'No ALL-CAPS, bribes or tips: they make it over-apply rules.', source: SRC.O1 },
];

function render(intent: Intent): { prompt: string; rationale: RationaleItem[] } {
  const rc = renderContext(intent);
  const { headings: h, labels, lines } = rc.locale;
  const reqHeading = `## ${h.requirements}`;
  const instructions = joinParts([
    `# ${h.instructions}`,
    bullets([
      ...(intent.requirements.length > 0 ? [lines.meetRequirements(`"${h.requirements}"`)] : []),
      ...styleLines(rc),
      ...guardLines(rc),
    ]),
    intent.requirements.length > 0 && `${reqHeading}\n${bullets(intent.requirements)}`,
    `## ${h.steps}\n${numbered(rc.guide.steps(rc.guideCtx))}`,
  ]);
  const examples =
    intent.examples.length > 0
      ? joinParts([
          `# ${h.examples}\n${lines.examplesUsage}`,
          ...intent.examples.map((e, i) => `## ${h.examples.replace(/s$|e$/, '')} ${i + 1}\n${e}`),
        ])
      : null;
  const inputs = [...intent.blocks.map(fence), ...inputPlaceholders(rc)];
  const context =
    intent.background.length > 0 || inputs.length > 0
      ? joinParts([
          `# ${h.context}`,
          intent.background.length > 0 && `## ${h.background}\n${intent.background.join('\n')}`,
          inputs.length > 0 && `## ${h.input}\n${inputs.join('\n\n')}`,
        ])
      : null;
  // Long context: restate the task after it, and the reasoning cue goes last of all.
  const final =
    inputs.length > 0 || intent.needsReasoning
      ? joinParts([
          `# ${h.finalInstructions}`,
          inputs.length > 0 && intent.objective,
          intent.needsReasoning && lines.cotFinal,
        ])
      : null;
  const prompt = joinParts([
    `# ${h.roleAndObjective}\n${rc.locale.youAre(rc.role)}\n${labels.objective}: ${intent.objective}`,
    instructions,
    intent.needsReasoning && `# ${h.reasoningSteps}\n${numbered(lines.reasoningSteps)}`,
    `# ${h.outputFormat}\n${bullets(formatLines(rc))}`,
    examples,
    context,
    final,
  ]);

  const rationale: RationaleItem[] = [
    {
      change:
        'Laid the prompt out as markdown sections: Role and Objective, Instructions, Output Format' +
        (context ? ', Context' : '') +
        '.',
      rule: 'GPT-4.1 works best with a markdown skeleton of role, instructions, reasoning steps, output format, examples and context.',
      source: SRC.O1,
    },
    rc.roleIsUsers
      ? {
          change: `Kept your role ("${rc.role}") at the top.`,
          rule: 'A role/system line is followed closely.',
          source: SRC.O1,
        }
      : {
          change: `Added a role ("${rc.role}") and a one-line objective.`,
          rule: 'Start with the role and objective; GPT-4.1 follows a clear role closely.',
          source: SRC.O1,
        },
    {
      change: 'Wrote the instructions as literal bullet points and numbered steps.',
      rule: 'GPT-4.1 takes instructions literally and infers less, so spell out what to do.',
      source: SRC.O1,
    },
    {
      change: 'Spelled out the output format.',
      rule: 'Unprompted it may add prose or formatting; specify the format.',
      source: SRC.O1,
    },
    ...commonRationale(rc, { explicit: SRC.O1, delimit: SRC.O5, placeholders: SRC.O5 }),
  ];
  if (intent.needsReasoning) {
    rationale.push({
      change: `Added Reasoning Steps and ended the prompt with a "think step by step" instruction${intent.asksStepByStep ? ' (moving your own step-by-step request there)' : ''}.`,
      rule: 'For tasks that need reasoning, put "think step by step" at the end and refine it into a strategy.',
      source: SRC.O1,
    });
  }
  if (inputs.length > 0)
    rationale.push({
      change: 'Restated the task after the pasted material.',
      rule: 'With long context, instructions both before and after it work best.',
      source: SRC.O1,
    });
  if (examples)
    rationale.push({
      change: 'Put your examples under # Examples and told the model to vary their wording.',
      rule: 'GPT-4.1 repeats sample phrases word for word unless told to vary them.',
      source: SRC.O1,
    });
  return { prompt, rationale };
}

export const gpt: AssistantProfile = { key: 'gpt', model: 'GPT-4.1-nano', rules: RULES, render };
