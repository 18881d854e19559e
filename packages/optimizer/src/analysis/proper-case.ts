import { EXCEL_AS_PROGRAM, PROPER_NAMES } from '../i18n/words/proper-names';

/**
 * Brand and place names in their proper case in the engine's copy of the user's words: "my
 * instagram bio" reads "my Instagram bio", "in cornwall" reads "in Cornwall". Only a word typed
 * all in lower case changes ("LONDON" and "London" stay as typed); the cleaner calls this only on
 * free text, so quotes, code, links, hashtags and handles keep every byte.
 */
const BY_LOWER = new Map(PROPER_NAMES.map((name) => [name.toLowerCase(), name]));
const NAMES = new RegExp(
  `(?<![\\p{L}\\p{N}_'’@#./:-])(?:${[...BY_LOWER.keys()].join('|')})(?![\\p{L}\\p{N}_@/]|[.-][\\p{L}\\p{N}])`,
  'gu',
);

export function properCase(text: string): string {
  return text.replace(NAMES, (m) => BY_LOWER.get(m) ?? m).replace(EXCEL_AS_PROGRAM, 'Excel');
}
