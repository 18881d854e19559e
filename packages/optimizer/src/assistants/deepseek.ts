import { removeCotPhrases } from '../analyze/cot';
import { renderContext } from '../render/context';
import {
  bullets,
  commonRationale,
  formatLines,
  guardLines,
  inputPlaceholders,
  joinParts,
  styleLines,
  withPeriod,
} from '../render/sections';
import { SRC } from '../render/sources';
import type { AssistantProfile, Intent, ProfileRule, RationaleItem, VerbatimBlock } from '../types';

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

const EXT: Readonly<Record<string, string>> = {
  python: 'py',
  js: 'js',
  javascript: 'js',
  ts: 'ts',
  typescript: 'ts',
  sql: 'sql',
  java: 'java',
  cpp: 'cpp',
  html: 'html',
  json: 'json',
  csv: 'csv',
  tsv: 'tsv',
  go: 'go',
  rust: 'rs',
  bash: 'sh',
};

function fileBlock(block: VerbatimBlock, index: number): string {
  // The official template breaks if the content contains its own end marker; fence instead.
  if (block.content.includes('[file content end]')) return `\`\`\`\`\n${block.content}\n\`\`\`\``;
  const ext =
    (block.lang && EXT[block.lang.toLowerCase()]) ??
    (block.kind === 'code' ? 'txt' : block.kind === 'data' ? 'dat' : 'txt');
  return `[file name]: ${block.kind === 'text' ? 'text' : block.kind}-${index + 1}.${ext}\n[file content begin]\n${block.content}\n[file content end]`;
}

/** Removes chain-of-thought phrases; drops the sentence when nothing meaningful is left. */
function withoutCot(items: readonly string[]): string[] {
  return items.map((i) => removeCotPhrases(i)).filter((i) => i.split(/\s+/).length >= 2);
}

function render(intent: Intent): { prompt: string; rationale: RationaleItem[] } {
  const rc = renderContext(intent);
  const { headings: h, labels } = rc.locale;
  const objective = removeCotPhrases(intent.objective) || intent.objective;
  const requirements = withoutCot(intent.requirements);
  const cotRemoved =
    intent.asksStepByStep ||
    objective !== intent.objective ||
    requirements.length !== intent.requirements.length ||
    requirements.some((r, i) => r !== intent.requirements[i]);
  const details = [...styleLines(rc), ...guardLines(rc)];
  const inputs = [...intent.blocks.map(fileBlock), ...inputPlaceholders(rc)];
  const prompt = joinParts([
    [rc.roleIsUsers ? rc.locale.youAre(rc.role) : null, objective].filter(Boolean).join(' '),
    `${h.context}:\n${labels.purpose}: ${withPeriod(rc.guide.purpose(rc.guideCtx))}\n${labels.success}: ${withPeriod(rc.guide.success(rc.guideCtx))}`,
    intent.background.length > 0 && `${h.background}:\n${intent.background.join('\n')}`,
    requirements.length > 0 && `${h.requirements}:\n${bullets(requirements)}`,
    details.length > 0 && `${h.instructions}:\n${bullets(details)}`,
    inputs.length > 0 && inputs.join('\n\n'),
    `${h.outputFormat}:\n${bullets(formatLines(rc))}`,
    intent.isMath && MATH_LINE,
  ]);

  const rationale: RationaleItem[] = [
    {
      change: 'Wrote a single user prompt with no system prompt, opening with the task itself.',
      rule: 'R1 works best with no system prompt: put every instruction in the user prompt.',
      source: SRC.D1,
    },
    {
      change: 'Kept it plain: labelled sections, no role-play and no step-by-step micromanagement.',
      rule: 'Plain, clear prompts work better than long complex ones; state limits and the output, do not micromanage steps.',
      source: SRC.D5,
    },
    {
      change: 'Stated the output format explicitly.',
      rule: 'Describe the problem and state the output format (zero-shot).',
      source: SRC.D2,
    },
    ...commonRationale(rc, { explicit: SRC.D5, delimit: SRC.D1, placeholders: SRC.D5 }),
  ];
  if (intent.examples.length > 0) {
    rationale.push({
      change: `Removed the ${intent.examples.length} example(s) from the prompt; describe the wanted output in words instead.`,
      rule: 'Few-shot prompting consistently degraded R1; use zero-shot.',
      source: SRC.D2,
    });
  } else {
    rationale.push({
      change: 'Added no examples (zero-shot).',
      rule: 'Few-shot prompting consistently degraded R1; use zero-shot.',
      source: SRC.D2,
    });
  }
  if (cotRemoved) {
    rationale.push({
      change: 'Removed your "step by step" / chain-of-thought instruction.',
      rule: 'R1 reasons by itself inside <think> before answering; chain-of-thought instructions are unnecessary.',
      source: SRC.D1,
    });
  }
  if (intent.isMath)
    rationale.push({
      change: 'Ended with the official maths instruction asking for the final answer in \\boxed{}.',
      rule: 'For maths, add "Please reason step by step, and put your final answer within \\boxed{}."',
      source: SRC.D1,
    });
  if (intent.blocks.length > 0)
    rationale.push({
      change: 'Passed your pasted material in the [file content begin]/[file content end] template.',
      rule: "DeepSeek's official template for files.",
      source: SRC.D1,
    });
  return { prompt, rationale };
}

export const deepseek: AssistantProfile = { key: 'deepseek', model: 'DeepSeek R1', rules: RULES, render };
