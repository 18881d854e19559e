/** "Washington D.C. in May", "the U.S. embassy": a dotted acronym the sentence runs on after. */
export const DOTTED_ACRONYM = /(?:^|[^\p{L}.])(?:\p{L}\.){2,}$/u;
/** "Acme Inc. for a data role", "since Sept. last year": names and dates that run on in lower case. */
export const RUNS_ON = /(?:^|[^\p{L}])(?:Inc|Ltd|Corp|Co|Bros|Jan|Feb|Aug|Sept?|Oct|Nov|Dec)\.$/u;

/**
 * A period of an abbreviation or of initials, not a sentence end: an acronym or a company's
 * "Inc." before a lower-case word, and initials before more initials or the name ("J. K. Rowling").
 */
export function abbreviationGoesOn(piece: string, next: string): boolean {
  const lower = /^\s+\p{Ll}/u.test(next);
  if (lower && (DOTTED_ACRONYM.test(piece) || RUNS_ON.test(piece))) return true;
  if (/(?:^|\s)\p{Lu}\.$/u.test(piece) && /^\s+\p{Lu}\.(?:\s|$)/u.test(next)) return true;
  return /(?:^|\s)\p{Lu}\. \p{Lu}\.$/u.test(piece) && /^\s+\p{Lu}\p{Ll}/u.test(next);
}
