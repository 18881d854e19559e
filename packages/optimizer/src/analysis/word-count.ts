/**
 * Word counts and heads of a text without `split(/\s+/)`, which builds an array of every word
 * of a request (a few KB) to read its length or its first words. Each helper returns exactly
 * what the split expression in its comment returns; "space" is what `\s` matches.
 */

/** `\s` for one UTF-16 code unit. */
export function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * `text.split(/\s+/).length`: one more than the runs of spaces. Counting stops past `limit`
 * (the result is then `limit + 1`), for callers that only compare with a small number.
 */
export function splitCount(text: string, limit = Infinity): number {
  let count = 1;
  let inSpace = false;
  for (let i = 0; i < text.length && count <= limit; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (space && !inSpace) count++;
    inSpace = space;
  }
  return count;
}

/** `text.split(/\s+/).filter(Boolean).length`: the runs of non-space characters; `limit` as above. */
export function wordCount(text: string, limit = Infinity): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length && count <= limit; i++) {
    const word = !isSpace(text.charCodeAt(i));
    if (word && !inWord) count++;
    inWord = word;
  }
  return count;
}

/** `text.split(/\s+/).slice(0, n).join(' ')`, reading only as far as the n-th run of spaces. */
export function firstWords(text: string, n: number): string {
  if (n <= 0) return '';
  let runs = 0;
  let inSpace = false;
  for (let i = 0; i < text.length; i++) {
    const space = isSpace(text.charCodeAt(i));
    if (space && !inSpace && ++runs === n) return text.slice(0, i).replace(/\s+/g, ' ');
    inSpace = space;
  }
  return text.replace(/\s+/g, ' ');
}
