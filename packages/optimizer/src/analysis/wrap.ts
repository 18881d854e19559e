/**
 * Lines the user broke in the middle of a sentence ("…whether I should\nrefinance my mortgage").
 * The cleaner leaves the second line's first letter alone and the planner joins the lines, so
 * the sentence stays whole.
 */

import { unicodeWords } from '../grammar/unicode-words';

const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;

/** Last words that cannot end a sentence ("…whether I should", "I'm in the"). */
const DANGLING = unicodeWords(
  /\b(?:a|an|the|to|of|in|on|at|for|with|from|by|and|or|but|whether|if|that|than|my|your|our|their|should|would|could|about|into|el|la|los|las|un|una|de|del|y|o|que|en|con|por|para|mi|le|les|une|des|du|et|ou|à|dans|avec|pour|mon|ma|der|die|das|den|dem|ein|eine|und|oder|mit|von|zu|für|il|lo|gli|uno|di|e|che|con|per|o|os|um|uma|da|na|em|com|meu|minha|want|wanna|need|quiero|quisiera|necesito|veux|voudrais|möchte|voglio|vorrei|quero|queria|gostaria|preciso)$/i,
);
/** First words that carry on the line before ("at 6.8% and…", "or wait…"). */
const CONTINUES =
  /^(?:and|or|but|at|to|of|than|with|for|from|because|so that|which|who|y|o|et|ou|und|oder|e|ou)\s/;

/** `next` carries on the sentence `prev` left open. */
export function wraps(prev: string, next: string): boolean {
  const before = prev.trim();
  const line = next.trim();
  return (
    before !== '' &&
    line !== '' &&
    !LIST_ITEM.test(line) &&
    !/[.!?:;…]$/.test(before) &&
    // "…only in Room A", "Plan B": a capital letter on its own is a name, not the article "a".
    ((DANGLING.test(before) && !/(?:^|\s)\p{Lu}$/u.test(before)) ||
      (/^\p{Ll}/u.test(line) && CONTINUES.test(line)))
  );
}

/**
 * A sentence the user broke across lines stays one line: the line before ends mid-phrase or the
 * next goes on with a linking word, in lower case. Lines that end a thought stay apart.
 */
export function joinWrappedLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && wraps(prev, line)) out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
  }
  return out;
}
