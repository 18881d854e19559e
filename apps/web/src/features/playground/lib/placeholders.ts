/**
 * Template placeholders are ALL-CAPS bracketed names such as [TOPIC] or [PASTE CODE HERE].
 * Requiring capitals keeps ordinary brackets ("[1]", "[see below]", Markdown links) out.
 */
const PLACEHOLDER = /\[([A-Z][A-Z0-9 _&/'-]{0,59})\]/g;

/** Distinct placeholder names in order of first appearance, without brackets. */
export function extractPlaceholders(text: string): string[] {
  const seen = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
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
  return text.replace(PLACEHOLDER, (token, rawName: string) => {
    const value = values[rawName.trim()];
    return value !== undefined && value.trim() !== '' ? value : token;
  });
}

/** "PASTE CODE HERE" -> "Paste code here": a readable field label. */
export function placeholderLabel(name: string): string {
  const lower = name.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
