/**
 * A history entry's title: the first words the user wrote, as they wrote them, on one line.
 * Markdown markers, code fences and quote marks at the start are dropped, the rest is cut at a
 * word near `max` characters. The optimized prompt is never used: its first line is the
 * engine's ("# Role", "You are an expert…") and reads the same for every entry.
 */
export function entryTitle(prompt: string, max = 70): string {
  const line = firstWords(prompt);
  if (!line) return 'Untitled prompt';
  return shorten(line, max);
}

/** The text after the title, for a one- or two-line excerpt under it ('' when none). */
export function entryExcerpt(prompt: string, titleMax = 70, max = 160): string {
  const flat = plainLines(prompt).join(' ');
  const title = firstWords(prompt);
  const rest = flat.startsWith(title) ? flat.slice(title.length).trim() : flat;
  const full = title.length > titleMax ? flat : rest;
  return full ? shorten(full, max) : '';
}

/** The prompt's lines with markdown decoration removed, fence lines and blank lines dropped. */
function plainLines(prompt: string): string[] {
  return prompt
    .split(/\r?\n/)
    .filter((line) => !/^\s*(```|~~~)/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(?:#{1,6}\s+|>\s*|[-*+•]\s+|\d+[.)]\s+)+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

function firstWords(prompt: string): string {
  const [first = ''] = plainLines(prompt);
  return first.replace(/^["'“‘«]+/, '').replace(/[*_`]{1,3}(\S[^*_`]*?)[*_`]{1,3}/g, '$1');
}

function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  // Cut at the last word boundary unless that throws away most of the line (one long word).
  const kept = space > max * 0.6 ? cut.slice(0, space) : cut;
  return `${kept.replace(/[\s,;:.–—-]+$/, '')}…`;
}
