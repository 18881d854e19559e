/**
 * DeepSeek R1 reasons on its own inside <think> [D1]: a "think step by step" the user typed only
 * adds noise, wherever it sits (its own line, a sentence in a paragraph, or "…and think step by
 * step" at the end of the ask). The user's pasted material is never touched.
 */

import { THINK_STEP_BY_STEP } from '../i18n/words/step-by-step';

// "think step by step", "réfléchis étape par étape", "denke Schritt für Schritt"… (six languages).
const THINK = `(?:${THINK_STEP_BY_STEP})`;
/** "Refactor this to use async/await and think step by step.": the ask keeps its own words. */
const TRAILING = new RegExp(
  String.raw`,?\s+(?:and|then|et|puis|und|dann|y|luego|e|poi|depois)\s+${THINK}(?![\p{L}])`,
  'giu',
);
/** "Think step by step." or "- think step by step" alone on its line: the whole line goes. */
const LINE = new RegExp(String.raw`^[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*${THINK}[.!]?[ \t]*(?:\n|$)`, 'gimu');
/** "Think step by step." as its own sentence, at the start of a line or after another sentence. */
const SENTENCE = new RegExp(
  String.raw`(^[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*|[.!?:]\s+)${THINK}(?:[.!][ \t]*|[ \t]*(?=\n|$))`,
  'gimu',
);

/** The text without the user's chain-of-thought instruction; "" when nothing else was on it. */
function dropped(text: string): string {
  const cut = text
    .replace(LINE, '')
    .replace(TRAILING, '')
    // What stood before it stays: a line break stays a line break, a sentence gap one space.
    .replace(SENTENCE, (_, before: string) =>
      /^[ \t]*(?:[-*•]|\d{1,2}[.)])?[ \t]*$/.test(before)
        ? ''
        : before.replace(/\s+$/, (gap) => (gap.includes('\n') ? gap : ' ')),
    );
  // Untouched text keeps its every space; only where a phrase went is the layout tidied.
  if (cut === text) return text;
  return cut.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n');
}

/** Whether the text asks for step-by-step thinking outside the pasted material. */
export function asksStepByStep(text: string, material: readonly { content: string }[] = []): boolean {
  return withoutStepByStep(text, material) !== text;
}

/** The text without "think step by step", the pasted blocks byte for byte as they were. */
export function withoutStepByStep(text: string, material: readonly { content: string }[] = []): string {
  // Cut at each pasted block, so only the user's own words are edited.
  const pieces: string[] = [];
  let rest = text;
  for (const { content } of material) {
    const at = content === '' ? -1 : rest.indexOf(content);
    if (at < 0) continue;
    pieces.push(dropped(rest.slice(0, at)), content);
    rest = rest.slice(at + content.length);
  }
  pieces.push(dropped(rest));
  return pieces.join('');
}
