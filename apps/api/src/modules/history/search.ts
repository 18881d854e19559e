/** How a history search box's text becomes SQL LIKE patterns. Pure. */

/** More words than this add nothing a person would type; the rest are ignored. */
const MAX_TERMS = 8;

/** The distinct words of a search, lower-cased; none for a blank search. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().split(/\s+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A word matched literally inside LIKE: its %, _ and the escape character itself lose their meaning. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
