import type { AssistantKey, RefineChip } from '@promptsmith/contract';
import { SRC } from '../render/sources';
import { EXAMPLE_LEAD } from './layout';

/** What a chip changes: chips of one group replace each other (Shorter ↔ More detailed). */
export type ChipGroup = 'length' | 'tone' | 'example' | 'format' | 'reasoning';

export interface ChipLine {
  group: ChipGroup;
  /** The sentence the chip adds (English; see README's deviations). */
  text: string;
  rule: string;
  source: string;
}

/** The placeholder an "Add an example" slot carries: the engine never invents the example. */
export const EXAMPLE_PLACEHOLDER = '[AN EXAMPLE OF THE ANSWER YOU WANT]';

const SOURCES: Readonly<Record<AssistantKey, { clarity: string; examples: string; reasoning: string }>> = {
  gpt: { clarity: SRC.O1, examples: SRC.O5, reasoning: SRC.O1 },
  claude: { clarity: SRC.A1, examples: SRC.A2, reasoning: SRC.A3 },
  gemini: { clarity: SRC.G4, examples: SRC.G5, reasoning: SRC.G4 },
  deepseek: { clarity: SRC.D1, examples: SRC.D5, reasoning: SRC.D1 },
  mistral: { clarity: SRC.M2, examples: SRC.M1, reasoning: SRC.M2 },
  metaLlama: { clarity: SRC.L3, examples: SRC.L3, reasoning: SRC.L3 },
};

/** Claude is told to reason inside tags (Anthropic's chain-of-thought advice); R1 gets DeepSeek's own wording. */
function stepByStep(target: AssistantKey): string {
  if (target === 'claude')
    return 'Think it through step by step inside <thinking> tags, then give the final answer inside <answer> tags.';
  if (target === 'deepseek') return 'Please reason step by step, and give your final answer at the end.';
  return 'Work through it step by step, then give the final answer.';
}

/** The one line (or, for the example, the slot's lead-in) each chip adds for `target`. */
export function chipLine(chip: RefineChip, target: AssistantKey): ChipLine {
  const src = SOURCES[target];
  switch (chip) {
    case 'shorter':
      return {
        group: 'length',
        text: 'Keep the answer short: only what the task needs, with no preamble or recap.',
        rule: 'State the length you want instead of leaving it to the model.',
        source: src.clarity,
      };
    case 'more-detailed':
      return {
        group: 'length',
        text: 'Be thorough: cover each point in depth, with specifics.',
        rule: 'State the length and depth you want instead of leaving it to the model.',
        source: src.clarity,
      };
    case 'more-formal':
      return {
        group: 'tone',
        text: 'Use a formal, professional tone.',
        rule: 'Say which tone the answer should take.',
        source: src.clarity,
      };
    case 'add-example':
      return {
        group: 'example',
        text: EXAMPLE_LEAD,
        rule: 'An example of the desired output steers format and style better than a description.',
        source: src.examples,
      };
    case 'json':
      return {
        group: 'format',
        text: 'Answer only with valid JSON, with no text before or after it.',
        rule: 'Name the exact output format.',
        source: src.clarity,
      };
    case 'step-by-step':
      return {
        group: 'reasoning',
        text: stepByStep(target),
        rule: 'Asking for step-by-step reasoning before the answer improves multi-step tasks.',
        source: src.reasoning,
      };
  }
}
