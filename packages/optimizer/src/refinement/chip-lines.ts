import type { AssistantKey, RefineChip } from '@promptsmith/contract';
import { detectLanguage } from '../analysis/language';
import { de } from '../i18n/scaffold/de';
import { en } from '../i18n/scaffold/en';
import { es } from '../i18n/scaffold/es';
import { fr } from '../i18n/scaffold/fr';
import { deSie } from '../i18n/scaffold/de-sie';
import { frTu } from '../i18n/scaffold/fr-tu';
import { scaffoldFor } from '../i18n/scaffold/index';
import { it } from '../i18n/scaffold/it';
import { pt } from '../i18n/scaffold/pt';
import type { RefineLines } from '../i18n/scaffold/types';
import { SRC } from '../render/sources';

/** What a chip changes: chips of one group replace each other (Shorter ↔ More detailed). */
export type ChipGroup = 'length' | 'tone' | 'example' | 'format' | 'reasoning';

export interface ChipLine {
  group: ChipGroup;
  /** The sentence the chip adds, in the prompt's language. */
  text: string;
  rule: string;
  source: string;
}

/** The placeholder an English "Add an example" slot carries: the engine never invents the example. */
export const EXAMPLE_PLACEHOLDER = en.refine.examplePlaceholder;

/** Every language's (and register's) chip lines, so a line written in any of them is recognised. */
export const ALL_REFINE_LINES: readonly RefineLines[] = [en, es, fr, frTu, de, deSie, it, pt].map(
  (s) => s.refine,
);

/**
 * The chip lines for a prompt, in the language its text is written in (the engine wrote it in
 * the user's language) and, for French, the register it speaks to the assistant in. Fenced
 * blocks are left out: pasted code or logs say nothing about the language of the instructions.
 */
export function refineLinesFor(prompt: string): RefineLines {
  const prose = prompt.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ');
  return scaffoldFor(detectLanguage(prose), prose).refine;
}

const SOURCES: Readonly<Record<AssistantKey, { clarity: string; examples: string; reasoning: string }>> = {
  gpt: { clarity: SRC.O1, examples: SRC.O5, reasoning: SRC.O1 },
  claude: { clarity: SRC.A1, examples: SRC.A2, reasoning: SRC.A3 },
  gemini: { clarity: SRC.G4, examples: SRC.G5, reasoning: SRC.G4 },
  deepseek: { clarity: SRC.D1, examples: SRC.D5, reasoning: SRC.D1 },
  mistral: { clarity: SRC.M2, examples: SRC.M1, reasoning: SRC.M2 },
  metaLlama: { clarity: SRC.L3, examples: SRC.L3, reasoning: SRC.L3 },
};

/** Claude is told to reason inside tags (Anthropic's chain-of-thought advice); R1 gets DeepSeek's own wording. */
function stepByStep(target: AssistantKey, lines: RefineLines): string {
  if (target === 'claude') return lines.stepByStepClaude;
  if (target === 'deepseek') return lines.stepByStepDeepseek;
  return lines.stepByStep;
}

/**
 * The one line (or, for the example, the slot's lead-in) each chip adds for `target`, in the
 * language of `lines` (English by default; refine() passes the prompt's own).
 */
export function chipLine(chip: RefineChip, target: AssistantKey, lines: RefineLines = en.refine): ChipLine {
  const src = SOURCES[target];
  switch (chip) {
    case 'shorter':
      return {
        group: 'length',
        text: lines.shorter,
        rule: 'State the length you want instead of leaving it to the model.',
        source: src.clarity,
      };
    case 'more-detailed':
      return {
        group: 'length',
        text: lines.moreDetailed,
        rule: 'State the length and depth you want instead of leaving it to the model.',
        source: src.clarity,
      };
    case 'more-formal':
      return {
        group: 'tone',
        text: lines.moreFormal,
        rule: 'Say which tone the answer should take.',
        source: src.clarity,
      };
    case 'add-example':
      return {
        group: 'example',
        text: lines.exampleLead,
        rule: 'An example of the desired output steers format and style better than a description.',
        source: src.examples,
      };
    case 'json':
      return {
        group: 'format',
        text: lines.json,
        rule: 'Name the exact output format.',
        source: src.clarity,
      };
    case 'step-by-step':
      return {
        group: 'reasoning',
        text: stepByStep(target, lines),
        rule: 'Asking for step-by-step reasoning before the answer improves multi-step tasks.',
        source: src.reasoning,
      };
  }
}
