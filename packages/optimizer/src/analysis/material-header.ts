import { isBlank } from './material-lines';
import type { Block, Found, Lines } from './material-scan';

/**
 * "[transcript, 20 Jan]", "Email 1 (from school office, 3 Feb):", "Response 3:": a header line
 * right above a paste says where the paste comes from. Left in the request it reads as an
 * instruction of its own ("- Email 1 (from school office, 3 Feb):"), and the paste loses its
 * date and sender; so it belongs to the paste, cut with it and kept in its text byte for byte.
 * A plain label ("Responses:", "Email:") names the block and is already carried as its label.
 */

/** "[transcript, 20 Jan]", "[Slack export, #ops]": a bracketed caption on a line of its own. */
const BRACKETED = /^\s*\[[^\]\n[]{3,80}\]\s*$/u;
/** "Email 1:", "Response 3 (parent, Year 9):", "Transcript (20 Jan):": a label with its details. */
const DETAILED_LABEL = /^\s*\p{L}[\p{L}'’ -]{0,40}?(?:\s*#?\d{1,3})?(?:\s*\([^()\n]{1,60}\))?\s*[:：]\s*$/u;
/** "[PASTE HERE]", "[insert text]": the user's own placeholder, never a caption. */
const PLACEHOLDER = /^\s*\[\s*(?:paste|insert|add|your|put|text|here)\b/iu;

/** "[call notes, 4 March]" on a line of its own: a caption over the text pasted under it. */
const isBracketCaption = (line: string): boolean => BRACKETED.test(line) && !PLACEHOLDER.test(line);

/**
 * "[call notes, 4 March]" over a paragraph: the caption says the lines under it were pasted.
 * When `takenBelow` (an order of the user's, or a block a detector claims) the caption is left
 * to absorbCaptions; prose is claimed here, caption and paragraph, up to the blank line.
 */
export function captionedParagraph(doc: Lines, i: number, takenBelow: (k: number) => boolean): Found | null {
  if (!isBracketCaption(doc.line(i)) || isBlank(doc.line(i + 1)) || takenBelow(i + 1)) return null;
  let last = i + 1;
  while (last + 1 < doc.n && !isBlank(doc.line(last + 1))) last++;
  return { block: doc.block(i, last, 'text', null), next: last + 1 };
}

function isCaption(line: string): boolean {
  if (BRACKETED.test(line)) return !PLACEHOLDER.test(line);
  if (!DETAILED_LABEL.test(line)) return false;
  // Only a label carrying more than a name: a number or a parenthesis with its details.
  return /\d|\(/u.test(line);
}

/**
 * Each block that starts a line takes the caption line straight above it (no blank line
 * between, not inside the block before). Blocks stay disjoint.
 */
export function absorbCaptions(doc: Lines, blocks: Block[]): void {
  blocks.forEach((b, k) => {
    const first = doc.lineAt(b.start);
    const line = doc.lines[first];
    if (!line || first === 0 || !isBlank(doc.text.slice(line.start, b.start))) return;
    const above = doc.lines[first - 1]!;
    const floor = blocks[k - 1]?.cutEnd ?? 0;
    if (above.start < floor || !isCaption(above.text)) return;
    // "Email 1:" is all in the block's label already; only details ("(from school, 3 Feb)") move.
    if (b.label !== null && above.text.trim().replace(/\s*[:：]$/u, '') === b.label) return;
    const at = above.start + above.text.search(/\S/u);
    b.start = at;
    b.cutStart = Math.min(b.cutStart, at);
  });
}
