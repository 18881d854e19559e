import { LANGUAGE_NAMES } from '../i18n';
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
  { id: 'explicit', text: 'Explicit, detailed instructions beat open-ended ones.', source: SRC.L3 },
  {
    id: 'role-rules-steps',
    text: 'Combine a role, rules, explicit numbered instructions and a format to avoid filler.',
    source: SRC.L3,
  },
  {
    id: 'restrictions',
    text: 'Add restrictions such as "if you don\'t know, say so" to reduce hallucination.',
    source: SRC.L3,
  },
  {
    id: 'image-first',
    text: 'The image only attends to text after it: put <|image|> first, one image per prompt.',
    source: SRC.L1,
  },
  { id: 'english-images', text: 'Image+text prompts support English only.', source: SRC.L2 },
  {
    id: 'user-turn',
    text: 'The vision template has no system role; put instructions in the user turn.',
    source: SRC.L4,
  },
];

/** Marks where the image goes; the chat template turns the attached image into <|image|> here. */
export const IMAGE_LINE = '[IMAGE]';

function render(intent: Intent): { prompt: string; rationale: RationaleItem[] } {
  // Image+text is English-only: scaffold in English and ask for an answer in the user's language.
  const rc = renderContext(intent, intent.hasImage);
  const { headings: h, lines } = rc.locale;
  const steps = [
    ...(intent.hasImage ? [lines.imageFirst] : []),
    ...rc.guide.steps(rc.guideCtx),
    ...styleLines(rc),
    ...(intent.needsReasoning ? [lines.workedThroughSteps] : []),
  ];
  const inputs = [...intent.blocks.map(fence), ...inputPlaceholders(rc)];
  const prompt = joinParts([
    intent.hasImage && IMAGE_LINE,
    `${rc.locale.youAre(rc.role)}\n${rc.locale.labels.objective}: ${intent.objective}`,
    `${h.rules}:\n${bullets([...lines.llamaRules, ...guardLines(rc)])}`,
    intent.background.length > 0 && `${h.background}:\n${intent.background.join('\n')}`,
    intent.requirements.length > 0 && `${h.requirements}:\n${bullets(intent.requirements)}`,
    `${h.steps}:\n${numbered(steps)}`,
    inputs.length > 0 && `${h.input}:\n${inputs.join('\n\n')}`,
    intent.examples.length > 0 && `${h.examples}:\n${bullets(intent.examples)}`,
    `${h.outputFormat}:\n${bullets(formatLines(rc))}`,
  ]);
  const rationale: RationaleItem[] = [
    {
      change: 'Combined a role, rules, explicit numbered steps and an output format.',
      rule: 'To stop filler like "Sure! Here is…", combine a role, rules, explicit instructions and a format.',
      source: SRC.L3,
    },
    {
      change: 'Added the rule "if you are unsure, say so" and a no-filler rule.',
      rule: 'Restrictions such as "if you don\'t know, say so" reduce hallucination.',
      source: SRC.L3,
    },
    {
      change: 'Put all instructions in the user turn.',
      rule: 'The Llama 3.2 Vision chat template does not support a system role.',
      source: SRC.L4,
    },
    ...commonRationale(rc, { explicit: SRC.L3, delimit: SRC.L3, placeholders: SRC.L3 }),
  ];
  if (intent.hasImage) {
    rationale.push({
      change: `Put ${IMAGE_LINE} on the first line: attach the image there (the template's <|image|> token) before any text.`,
      rule: 'The image only attends to the text after it, so it must come first; one image per prompt.',
      source: SRC.L1,
    });
    if (intent.language !== 'en') {
      rationale.push({
        change: `Wrote the scaffolding in English and asked for the answer in ${LANGUAGE_NAMES[intent.language] ?? intent.language}; your own text is still in ${LANGUAGE_NAMES[intent.language] ?? intent.language}, so translate it to English for best results.`,
        rule: 'Llama 3.2 Vision supports English only for image+text prompts.',
        source: SRC.L2,
      });
    }
  }
  if (intent.needsReasoning)
    rationale.push({
      change: 'Guided the reasoning as a numbered list of steps.',
      rule: 'Chain of thought for Llama means a guided, numbered list of steps.',
      source: SRC.L3,
    });
  if (intent.examples.length > 0)
    rationale.push({
      change: 'Kept your examples.',
      rule: 'Few-shot prompts are more accurate and consistent than zero-shot.',
      source: SRC.L3,
    });
  return { prompt, rationale };
}

export const metaLlama: AssistantProfile = {
  key: 'metaLlama',
  model: 'Llama 3.2 11B Vision Instruct (Llama Vision Free)',
  rules: RULES,
  render,
};
