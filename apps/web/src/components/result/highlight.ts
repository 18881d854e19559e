/**
 * A small highlighter for what optimized prompts are made of: markdown headings, list markers,
 * code fences and XML-style tags. It only splits the text into labelled pieces, so joining the
 * pieces gives back the exact text (what Copy and the editor hold). A markdown or syntax library
 * would cost more bundle than the whole result panel for four patterns.
 */
export type TokenKind = 'text' | 'heading' | 'list' | 'fence' | 'tag';

export interface Token {
  kind: TokenKind;
  text: string;
}

const HEADING = /^ {0,3}#{1,6}(?=\s|$)/;
const FENCE = /^ {0,3}(?:```|~~~)/;
const LIST_MARKER = /^(\s*)([-*+]|\d{1,3}[.)])(?=\s)/;
// An opening, closing or self-closing tag with a name; attributes may be quoted. `a < b` and
// `<3` are not tags.
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+[\w.:-]+(?:\s*=\s*(?:"[^"\n]*"|'[^'\n]*'|[^\s"'<>/=`]+))?)*\s*\/?>/g;

function pushTag(tokens: Token[], text: string): void {
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) push(tokens, 'text', text.slice(last, match.index));
    push(tokens, 'tag', match[0]);
    last = match.index + match[0].length;
  }
  if (last < text.length) push(tokens, 'text', text.slice(last));
}

function push(tokens: Token[], kind: TokenKind, text: string): void {
  if (!text) return;
  const previous = tokens.at(-1);
  // Neighbouring pieces of one kind merge: fewer spans to render.
  if (previous && previous.kind === kind) previous.text += text;
  else tokens.push({ kind, text });
}

function tokenizeLine(tokens: Token[], line: string): void {
  if (HEADING.test(line) || FENCE.test(line)) {
    push(tokens, HEADING.test(line) ? 'heading' : 'fence', line);
    return;
  }
  const list = LIST_MARKER.exec(line);
  if (list) {
    push(tokens, 'text', list[1] ?? '');
    push(tokens, 'list', list[2] ?? '');
    pushTag(tokens, line.slice(list[0].length));
    return;
  }
  pushTag(tokens, line);
}

/** The text as labelled pieces; `tokens.map(t => t.text).join('')` is always `text`. */
export function highlight(text: string): Token[] {
  const tokens: Token[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    tokenizeLine(tokens, line);
    if (index < lines.length - 1) push(tokens, 'text', '\n');
  });
  return tokens;
}
