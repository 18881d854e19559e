/**
 * The one placeholder grammar: the web app turns placeholders into fields, the optimizer keeps
 * them as the user wrote them. A placeholder is a name in square brackets that starts with a
 * capital letter and in which no word starts with a lower-case one: [TOPIC], [PASTE CODE HERE],
 * [Customer Name], [STEP 2], [PÚBLICO OBJETIVO]. Ordinary brackets stay text: [1], [see below],
 * a Markdown link's [text](url), a task-list box [X]. Names are at most 80 characters, on one line.
 */
export const PLACEHOLDER_PATTERN =
  /\[(?!X\])(?=[^[\]\n]{1,80}\](?!\())(\p{Lu}(?:[^[\]\s]|[^\S\n](?!\p{Ll}))*)\]/gu;

/** Distinct placeholder names in order of first appearance, without brackets. */
export function extractPlaceholders(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1]?.trim();
    if (name) seen.add(name);
  }
  return [...seen];
}

/**
 * Replaces every occurrence of each placeholder that has a non-blank value; placeholders left
 * blank stay in the text for later. Values are inserted literally (no `$&` surprises).
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (token, rawName: string) => {
    const value = values[rawName.trim()];
    return value !== undefined && value.trim() !== '' ? value : token;
  });
}
