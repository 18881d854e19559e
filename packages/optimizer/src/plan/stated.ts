import { MONEY, NUMERIC_DATE, STATED_WORDS, type StatedWords } from '../i18n/scaffold/stated-words';

/**
 * "Is it stated?" checks for the thin-need questions, built from the per-language lists in
 * i18n/scaffold/stated-words.ts. All six languages are checked at once: a short request's
 * language is often misread, and a name or a weekday is no less stated for that.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const LISTS = Object.values(STATED_WORDS);

const words = (pick: (w: StatedWords) => readonly string[], extra: readonly string[] = []): RegExp =>
  new RegExp(`${L}(?:${[...LISTS.flatMap(pick), ...extra].join('|')})${R}`, 'iu');

const lower = (pick: (w: StatedWords) => readonly string[]): ReadonlySet<string> =>
  new Set(LISTS.flatMap(pick).map((w) => w.toLowerCase()));

const CLASSES = words((w) => w.classes);
const DATES = words((w) => w.dates, [NUMERIC_DATE]);
const REASONS = words((w) => w.reasons);
const AGES = words((w) => w.ages);
const RECIPIENTS = words((w) => w.recipients);
const BUDGET = words((w) => w.budget, [MONEY]);

const LEADS = lower((w) => w.nameLeads);
const NOT_NAMES = lower((w) => w.notNames);
const TITLE = new RegExp(`${L}(?:${LISTS.flatMap((w) => w.titles).join('|')})$`, 'iu');
const AFTER_NAME = new RegExp(`^(?:[’']s|\\s+(?:${LISTS.flatMap((w) => w.nameVerbs).join('|')}))${R}`, 'iu');

/** A capitalised word: "Emma", "Chloé", "Anne-Marie". */
const CAPITALISED = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?![\p{L}\p{N}])/gu;

/**
 * A child's first name: a capitalised word right after "my son", "for", "pour", "a" or right
 * before "was", "war", "estuvo", "è". Days, months, pronouns and school words are not names, and
 * "Mrs Patel" is the teacher, not the child.
 */
export function statesName(text: string): boolean {
  for (const m of text.matchAll(CAPITALISED)) {
    const word = m[0];
    if (NOT_NAMES.has(word.toLowerCase())) continue;
    const before = text.slice(0, m.index).trimEnd();
    if (TITLE.test(before) || TITLE.test(`${before} ${word}`)) continue;
    const previous = /[\p{L}’']+$/u.exec(before)?.[0]?.toLowerCase() ?? '';
    const afterComma = /[,;:]$/u.test(before);
    if ((!afterComma && LEADS.has(previous)) || AFTER_NAME.test(text.slice(m.index + word.length)))
      return true;
  }
  return false;
}

/** The child's name or class is given: the teacher can place the note. */
export const statesPupil = (text: string): boolean => statesName(text) || CLASSES.test(text);
export const statesDates = (text: string): boolean => DATES.test(text);
export const statesReason = (text: string): boolean => REASONS.test(text);
export const statesAgeWord = (text: string): boolean => AGES.test(text);
export const statesRecipient = (text: string): boolean => RECIPIENTS.test(text);
export const statesBudget = (text: string): boolean => BUDGET.test(text);

const TO_TITLE = new RegExp(
  `${L}(?:to|for|para|pour|à|an|für|per|a|ao)\\s+(?:${LISTS.flatMap((w) => w.titles).join('|')})\\s+(\\p{L})`,
  'giu',
);

/** "to Mrs Patel", "für Frau Berger", "pour Mme Martin": the reader is named by title and name. */
export function namesTitledReader(text: string): boolean {
  for (const m of text.matchAll(TO_TITLE)) if (/\p{Lu}/u.test(m[1] ?? '')) return true;
  return false;
}
