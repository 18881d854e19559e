import { LEADING_VERB } from '../analyze/fields';
import { renderContext } from '../render/context';
import { makeMeasurable } from '../render/measurable';
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
  { id: 'purpose-line', text: 'Open with "You are a <role>, your task is to <task>."', source: SRC.M1 },
  {
    id: 'sections',
    text: 'Organise the prompt in sections a reader with no context can follow; markdown or XML-style delimiters.',
    source: SRC.M1,
  },
  {
    id: 'measurable',
    text: 'Avoid vague words ("short", "many", "better"): give measures and definitions.',
    source: SRC.M1,
  },
  { id: 'worded-scales', text: 'Use worded rating scales, not numeric ones.', source: SRC.M1 },
  {
    id: 'explicit-format',
    text: 'State the output format directly, e.g. "no explanations".',
    source: SRC.M2,
  },
  {
    id: 'step-instructions',
    text: 'Give step-by-step instructions, optionally with an evaluation step.',
    source: SRC.M2,
  },
  {
    id: 'no-system',
    text: 'Mistral 7B has no system token; everything goes in the [INST] user message.',
    source: SRC.M4,
  },
];

const QUESTION = /^(what|why|how|when|where|who|which|is|are|does|do|can|could|should|would|will)\b/i;

function mistralLength(
  length: string | null,
  maxWords: string,
  minWords: string,
  measurable: (s: string) => string,
): string | null {
  if (length === null) return null;
  if (/^(short|brief)$/i.test(length) || length === `${maxWords}-word`) return `at most ${maxWords} words`;
  if (/^(long|lengthy)$/i.test(length) || length === `${minWords}-word`) return `at least ${minWords} words`;
  return measurable(length);
}

function taskClause(objective: string, lang: string): string {
  const o = objective.trim();
  if (lang !== 'en') return o;
  // "I want to start a business, what should I do first?" is a question too.
  if (o.endsWith('?') && (QUESTION.test(o) || !LEADING_VERB.test(o))) return `answer this question: ${o}`;
  if (LEADING_VERB.test(o)) return `${o.charAt(0).toLowerCase()}${o.slice(1)}`;
  return `carry out this request: ${o}`;
}

function render(intent: Intent): { prompt: string; rationale: RationaleItem[] } {
  const base = renderContext(intent);
  const { headings: h, lines, placeholders: p } = base.locale;
  const replaced: Array<{ from: string; to: string }> = [];
  const measurable = (s: string) => {
    const r = makeMeasurable(s, base.locale, intent.length, intent.ratingScale);
    replaced.push(...r.replaced);
    return r.text;
  };
  // The subject and length are woven into several lines: make them measurable once, in a
  // form that reads the same when our own output is optimized again.
  const rc = {
    ...base,
    guideCtx: { ...base.guideCtx, subject: measurable(base.guideCtx.subject) },
    length: mistralLength(base.length, p.maxWords, p.minWords, measurable),
  };
  const objective = measurable(intent.objective);
  const requirements = intent.requirements.map(measurable);
  const steps = [
    ...rc.guide.steps(rc.guideCtx),
    ...styleLines(rc).map(measurable),
    ...guardLines(rc),
    ...(intent.ratingScale && rc.locale.lang !== 'en' ? [lines.wordedScale(intent.ratingScale)] : []),
    ...(intent.requirements.length > 0 ? [lines.meetRequirements(`"${h.requirements}"`)] : []),
  ];
  const inputs = [...intent.blocks.map(fence), ...inputPlaceholders(rc)];
  const prompt = joinParts([
    rc.locale.roleAndTask(rc.role, taskClause(objective, rc.locale.lang)),
    intent.background.length > 0 && `### ${h.background}\n${intent.background.join('\n')}`,
    requirements.length > 0 && `### ${h.requirements}\n${bullets(requirements)}`,
    `### ${h.instructions}\n${numbered(steps)}`,
    inputs.length > 0 && `### ${h.input}\n${inputs.join('\n\n')}`,
    intent.examples.length > 0 && `### ${h.examples}\n${bullets(intent.examples)}`,
    `### ${h.outputFormat}\n${bullets([...formatLines(rc), rc.locale.lines.onlyDeliverable(rc.guideCtx.deliverable)])}`,
  ]);
  const rationale: RationaleItem[] = [
    {
      change: 'Opened with "You are …, your task is to …".',
      rule: 'Start with a purpose line: "You are a <role>, your task is to <task>."',
      source: SRC.M1,
    },
    {
      change: 'Organised the rest in ### sections, with numbered instructions ending in a self-check.',
      rule: 'Use sections that a reader with no context can follow, and step-by-step instructions with an evaluation step.',
      source: SRC.M2,
    },
    {
      change: 'Stated the output format directly and asked for nothing outside it.',
      rule: 'State the format directly ("only …", "no explanations").',
      source: SRC.M2,
    },
    {
      change: 'Put everything in one user message (no system prompt).',
      rule: 'Mistral 7B has no system token; concatenate system text into the user prompt.',
      source: SRC.M4,
    },
    ...commonRationale(rc, { explicit: SRC.M1, delimit: SRC.M1, placeholders: SRC.M1 }),
  ];
  if (replaced.length > 0) {
    rationale.push({
      change: `Replaced vague wording with measures or slots: ${replaced.map((r) => `"${r.from}" → "${r.to}"`).join('; ')}.`,
      rule: 'Avoid vague quantities and words like "short", "many" or "better"; give measures and definitions, and use worded scales instead of numeric ones.',
      source: SRC.M1,
    });
  }
  if (intent.examples.length > 0)
    rationale.push({
      change: 'Kept your examples under Examples.',
      rule: 'Few-shot examples help accuracy and above all output format.',
      source: SRC.M1,
    });
  return { prompt, rationale };
}

export const mistral: AssistantProfile = {
  key: 'mistral',
  model: 'Mistral 7B Instruct',
  rules: RULES,
  render,
};
