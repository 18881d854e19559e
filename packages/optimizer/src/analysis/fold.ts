const MARKS = /\p{M}+/gu;

/**
 * Lower-case, accents removed, curly apostrophes straightened: the form word lists are written
 * in, so "Résume", "resume" and "RESUMÉ" read alike and casual unaccented typing still matches.
 * Keeps every index aligned with the input whenever it can, so a match can be cut from the
 * user's original text (the deliverable "in the user's words").
 */
export function fold(text: string): string {
  const lower = text.toLowerCase().replace(/[’‘`´]/g, "'");
  if (!/[^\t\n\r -~]/.test(lower)) return lower;
  const folded = lower.normalize('NFD').replace(MARKS, '');
  if (folded.length === text.length) return folded;
  // Rare inputs (decomposed accents, letters whose lower case is longer): fold one character at
  // a time and keep the original character where folding would move the indexes.
  let out = '';
  for (const ch of text) {
    const one = ch.toLowerCase().normalize('NFD').replace(MARKS, '');
    out += one.length === ch.length ? one : ch;
  }
  return out;
}
