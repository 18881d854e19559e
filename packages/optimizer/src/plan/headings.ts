import { STRUCTURE_WORDS } from '../i18n/words/structure';
import type { StructureWords } from '../i18n/words/structure-types';

/**
 * The user's own headings ("CONTEXT:", "GOAL:", "IMPORTANT:", "WICHTIG:", "NOTA:"): each part
 * of the request goes to the plan section its heading names, in the user's order within it.
 */
export type HeadingRole = keyof StructureWords['headings'];

export interface HeadedPart {
  /** What the heading says the part is; null for text before the first heading. */
  role: HeadingRole | null;
  /** The heading as typed, colon included ("IMPORTANT:", "IMPORTANT :", "Wichtig:"), or null. */
  label: string | null;
  /** The part's text without its heading. */
  body: string;
}

const ROLE_OF = new Map<string, HeadingRole>();
for (const words of Object.values(STRUCTURE_WORDS))
  for (const role of Object.keys(words.headings) as HeadingRole[])
    for (const word of words.headings[role]) ROLE_OF.set(word, role);

/** "IMPORTANT: text", "**Goal:**", "CONTEXTE :": a heading at the start of a line, its text after. */
const HEADING_LINE = /^\s*(?:\*\*)?([\p{L}][\p{L}.' -]{0,28}?)([^\S\n]*)(?:\*\*)?\s*:(?:\*\*)?(?:\s+(.*))?$/u;

function headingOf(line: string): { role: HeadingRole; label: string; mark: string; rest: string } | null {
  const m = HEADING_LINE.exec(line);
  if (!m) return null;
  const label = m[1]!.trim();
  const role = ROLE_OF.get(label.toLowerCase().replace(/\s+/gu, ' '));
  // French puts a space before the colon: the label keeps the user's spacing.
  return role ? { role, label, mark: `${label}${m[2] ? ' ' : ''}:`, rest: (m[3] ?? '').trim() } : null;
}

/** Written in capitals ("GOAL", "WICHTIG"), a heading is one whatever else the prompt holds. */
const isCapitals = (label: string) => /\p{Lu}/u.test(label) && label === label.toUpperCase();

/**
 * The request cut at the user's headings, or null when it has none. A heading in capitals
 * always counts; "Goal:" or "Note:" in ordinary case only among two or more headings, since
 * alone it may be a field of the text ("Note: the party is a surprise" stays where it is).
 */
export function headedParts(request: string): HeadedPart[] | null {
  const lines = request.split('\n');
  const heads = lines.map(headingOf);
  const found = heads.filter((h) => h !== null);
  if (found.length === 0) return null;
  const counts = (h: (typeof found)[number]) => isCapitals(h.label) || found.length >= 2;
  if (!found.some(counts)) return null;
  const parts: HeadedPart[] = [];
  let current: HeadedPart = { role: null, label: null, body: '' };
  const flush = () => {
    if (current.body.trim() || current.label) parts.push({ ...current, body: current.body.trim() });
  };
  lines.forEach((line, i) => {
    const head = heads[i];
    if (head && counts(head)) {
      flush();
      current = { role: head.role, label: head.mark, body: head.rest };
    } else current.body += `\n${line}`;
  });
  flush();
  return parts;
}

/** "IMPORTANT: …" keeps the label (colon included) the user chose for emphasis, on one line or over its list. */
export function emphasised(label: string, units: readonly string[]): string {
  const listed = units.some((u) => /^\s*(?:[-*•]|\d{1,2}[.)])\s/u.test(u) || u.includes('\n'));
  return listed ? `${label}\n${units.join('\n')}` : `${label} ${units.join(' ')}`;
}
