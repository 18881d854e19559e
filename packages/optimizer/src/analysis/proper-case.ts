import { ACRONYMS } from '../i18n/words/acronyms';
import { EXCEL_AS_PROGRAM, PROPER_NAMES } from '../i18n/words/proper-names';

/**
 * Brand and place names in their proper case in the engine's copy of the user's words: "my
 * instagram bio" reads "my Instagram bio", "in cornwall" reads "in Cornwall". Only a word typed
 * all in lower case changes ("LONDON" and "London" stay as typed); the cleaner calls this only on
 * free text, so quotes, code, links, hashtags and handles keep every byte.
 */
const BY_LOWER = new Map(PROPER_NAMES.map((name) => [name.toLowerCase(), name]));
/** Names that are an ordinary word in some languages: "já usa whatsapp", "lo usa ogni giorno" (uses). */
const NAME_IS_WORD_IN: Readonly<Record<string, readonly string[]>> = { usa: ['es', 'it', 'pt'] };
const NAMES = new RegExp(
  `(?<![\\p{L}\\p{N}_'’@#./:-])(?:${[...BY_LOWER.keys()].join('|')})(?![\\p{L}\\p{N}_@/]|[.-][\\p{L}\\p{N}])`,
  'gu',
);

/**
 * Acronyms typed in lower case, in capitals: "gdpr" -> "GDPR", "okrs" -> "OKRs". Not where the
 * word means something else: "2 hr" and "per hr" are hours, "a vat of" and "the vat of" a tank.
 */
const ACRONYM = new RegExp(
  `(?<![\\p{L}\\p{N}_'’@#./:-])(?:${ACRONYMS.map((a) => a.spelling.toLowerCase()).join('|')})(?![\\p{L}\\p{N}_@/]|[.-][\\p{L}\\p{N}])`,
  'gu',
);
const NOT_ACRONYM: Readonly<Record<string, RegExp>> = {
  // "^\s+$": the match follows a protected span, which is where the cleaner keeps numbers.
  hr: /(?:\d\s*|\b(?:per|an|one|half an?|a|each)\s+|^\s+)$/iu,
  vat: /\b(?:a|one|each|every|large|big|small|wooden|steel)\s+$/iu,
};
const NOT_ACRONYM_AFTER: Readonly<Record<string, RegExp>> = { vat: /^\s+of\b/iu };

function acronymCase(text: string, language: string): string {
  return text.replace(ACRONYM, (m, at: number) => {
    const acronym = ACRONYMS.find((a) => a.spelling.toLowerCase() === m);
    if (!acronym || acronym.not?.includes(language)) return m;
    if (NOT_ACRONYM[m]?.test(text.slice(0, at))) return m;
    if (NOT_ACRONYM_AFTER[m]?.test(text.slice(at + m.length))) return m;
    return acronym.spelling;
  });
}

export function properCase(text: string, language = 'en'): string {
  return acronymCase(
    text
      .replace(NAMES, (m) => (NAME_IS_WORD_IN[m]?.includes(language) ? m : (BY_LOWER.get(m) ?? m)))
      .replace(EXCEL_AS_PROGRAM, 'Excel'),
    language,
  );
}
