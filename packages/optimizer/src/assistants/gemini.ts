import { renderContext } from '../render/context';
import {
  bullets,
  commonRationale,
  fence,
  formatLines,
  inputPlaceholders,
  joinParts,
  styleLines,
} from '../render/sections';
import { SRC } from '../render/sources';
import type { AssistantProfile, Intent, ProfileRule, RationaleItem } from '../types';

const RULES: readonly ProfileRule[] = [
  {
    id: 'no-system-role',
    text: 'Gemma has only user and model turns; put instructions at the start of the user turn.',
    source: SRC.G1,
  },
  { id: 'concise', text: 'Be concise: repeated preamble hurts small models.', source: SRC.G4 },
  { id: 'short-sections', text: 'Separate parts with short ## sections or tags.', source: SRC.G4 },
  { id: 'short-output', text: 'Ask for short outputs.', source: SRC.G4 },
  {
    id: 'examples-with-instructions',
    text: 'Always pair examples with clear instructions; too many cause overfitting.',
    source: SRC.G5,
  },
  { id: 'context-window', text: 'The context window is 8,192 tokens.', source: SRC.G3 },
];

// Small models lose the thread in long preambles: keep the two most useful steps.
const MAX_STEPS = 2;

function render(intent: Intent): { prompt: string; rationale: RationaleItem[] } {
  const rc = renderContext(intent);
  const { headings: h, lines } = rc.locale;
  const inputs = [...intent.blocks.map(fence), ...inputPlaceholders(rc)];
  const instructions = [
    ...rc.guide.steps(rc.guideCtx).slice(0, MAX_STEPS),
    ...styleLines(rc),
    ...(intent.asksStepByStep ? [lines.cotFinal] : []),
  ];
  const prompt = joinParts([
    rc.locale.youAre(rc.role),
    `## ${h.task}\n${intent.objective}`,
    intent.background.length > 0 && `## ${h.background}\n${intent.background.join('\n')}`,
    intent.requirements.length > 0 && `## ${h.requirements}\n${bullets(intent.requirements)}`,
    `## ${h.instructions}\n${bullets(instructions)}`,
    inputs.length > 0 && `## ${h.input}\n${inputs.join('\n\n')}`,
    intent.examples.length > 0 && `## ${h.examples}\n${bullets(intent.examples)}`,
    `## ${h.outputFormat}\n${bullets([...formatLines(rc), lines.keepShort])}`,
  ]);
  const rationale: RationaleItem[] = [
    {
      change: 'Put every instruction in the user turn and wrote no system prompt.',
      rule: 'Gemma has no system role; system-level instructions go at the start of the first user turn.',
      source: SRC.G1,
    },
    {
      change: 'Kept the prompt concise: a one-line role, short ## sections and at most two approach steps.',
      rule: 'For small on-device models, be concise and separate parts with ## headings.',
      source: SRC.G4,
    },
    {
      change: 'Asked for a short answer in an explicit format.',
      rule: 'Keep outputs short for small models.',
      source: SRC.G4,
    },
    ...commonRationale(rc, { explicit: SRC.G4, delimit: SRC.G4, placeholders: SRC.G4 }),
  ];
  if (intent.examples.length > 0)
    rationale.push({
      change: 'Kept your examples next to explicit instructions.',
      rule: 'Pair examples with clear instructions or the model copies unintended patterns.',
      source: SRC.G5,
    });
  if (intent.asksStepByStep)
    rationale.push({
      change: 'Kept your step-by-step request as one instruction instead of a separate reasoning section.',
      rule: 'Concise prompts work best; there is no Gemma-2B-specific chain-of-thought guidance.',
      source: SRC.G4,
    });
  return { prompt, rationale };
}

export const gemini: AssistantProfile = { key: 'gemini', model: 'Gemma 2B', rules: RULES, render };
