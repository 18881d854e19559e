import { STRUCTURE_WORDS } from '../i18n/words/structure';
import { STEP_BY_STEP_LINE } from '../i18n/words/step-by-step';
import { startsWithOrder } from './material-heads';
import { END, START, alternation } from './material-words';

/**
 * "Write a bash script that backs up my projects:" then "1) skip node_modules", "2) use rsync":
 * lines that constrain the answer are the user's requirements, not items pasted to work on
 * ("banana", "Ana Souza", "2024-03-01, 12.50"). The test is a safe one: the line must open
 * with a constraint verb or a modal or negation word about the result, in any of the six
 * languages (a Spanish request may list English rules).
 */
const MARK = /^\s*(?:[-*•]|\d{1,2}[.)]|\(?[a-z]\))\s+/iu;
const REQUIREMENT_START = new RegExp(
  `^${alternation(Object.values(STRUCTURE_WORDS).flatMap((w) => w.requirementStarts))}${END}`,
  'iu',
);
const MODAL = new RegExp(
  `${START}${alternation(Object.values(STRUCTURE_WORDS).flatMap((w) => w.requirementModals))}${END}`,
  'iu',
);

/** One line that tells the assistant how the answer must be ("skip node_modules", "nada de emojis"). */
export function isRequirementLine(line: string): boolean {
  const text = line.replace(MARK, '').trim();
  // A row of data ("Ana | 12 | Lisbon") or a key-value field is never a rule, whatever its first word.
  if (text === '' || /[|\t]/u.test(text) || text.split(/\s+/u).length > 30) return false;
  return REQUIREMENT_START.test(text) || MODAL.test(text);
}

/**
 * The lines from `from` on that form a run of requirements (at least two, every one of them a
 * requirement, up to a blank line or the end): how many there are, or 0.
 */
export function requirementRun(lines: readonly string[], from: number): number {
  let end = from;
  while (end < lines.length && lines[end]!.trim() !== '' && isRequirementLine(lines[end]!)) end++;
  const next = lines[end];
  // The run must end the block of lines: "use rsync" over "banana" is not a list of rules.
  if (next !== undefined && next.trim() !== '') return 0;
  return end - from >= 2 ? end - from : 0;
}

/** A line the user orders the assistant with: a rule, an imperative about the work, "think step by step". */
function isOrderLine(line: string): boolean {
  const text = line.replace(MARK, '').trim();
  if (text === '' || /[|\t]/u.test(text) || text.split(/\s+/u).length > 30) return false;
  return isRequirementLine(line) || STEP_BY_STEP_LINE.test(text) || startsWithOrder(text);
}

/**
 * "Review the diff I paste next.\nThink step by step.\n- Flag any race conditions.\n- Suggest
 * clearer names.": after the user's own order, a bulleted run in which every line is an order to
 * the assistant is their requirement list, not pasted items. A to-do list ("- call the bank") or
 * survey answers ("- love it, but it crashes") have lines that are not orders about the work, so
 * they stay material. How many lines from `from` on form such a run, or 0.
 */
export function orderRun(lines: readonly string[], from: number): number {
  let end = from;
  while (end < lines.length && lines[end]!.trim() !== '' && isOrderLine(lines[end]!)) end++;
  const next = lines[end];
  if (next !== undefined && next.trim() !== '') return 0;
  const run = lines.slice(from, end);
  return run.length >= 2 && run.some((l) => MARK.test(l)) ? run.length : 0;
}
