/** "work, weekly ,work" -> ["work", "weekly"]: trimmed, empty and repeated tags dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter((t, i, all) => t !== '' && all.findIndex((o) => o.toLowerCase() === t.toLowerCase()) === i);
}
