import { classifyContent, emailByName, guessCodeLang, isJson, kindForFence } from './material-kind';
import { isSectionName, type Head } from './material-heads';
import { FENCE_OPEN } from './material-lines';
import type { Found, Lines } from './material-scan';

/** Material the user delimited: fences, XML-style tags, triple quotes, and JSON values. */

const VOID_OR_INLINE_TAGS = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'b',
  'i',
  'em',
  'strong',
  'u',
  'a',
]);
const HTML_TAGS = new Set([
  'html',
  'head',
  'body',
  'div',
  'span',
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'tr',
  'td',
  'th',
  'thead',
  'tbody',
  'form',
  'button',
  'script',
  'style',
  'nav',
  'header',
  'footer',
  'main',
  'svg',
  'template',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'label',
  'select',
  'option',
  'textarea',
  'img',
  'section',
]);
const TAG_OPEN = /^(?:[ \t]*|[^<\n]*?[:：][ \t]*)<([A-Za-z][\w.-]*)(\s[^<>\n]*)?>/u;

export function fence(doc: Lines, i: number): Found | null {
  const m = FENCE_OPEN.exec(doc.line(i));
  if (!m) return null;
  const close = doc.fenceEnd(i, m[2] ?? '```');
  const first = doc.lines[i + 1];
  const last = doc.lines[close - 1];
  if (close === i + 1 || !first || !last) return { block: null, next: close + 1 };
  const content = doc.text.slice(first.start, last.end);
  if (content.trim() === '') return { block: null, next: close + 1 };
  const lang = (m[3] ?? '').trim().split(/\s+/u)[0] || null;
  const cutEnd = close < doc.n ? (doc.lines[close]?.end ?? doc.text.length) : doc.text.length;
  const kind = kindForFence(lang, content);
  const file = doc.fileLabelAbove(i);
  return {
    block: {
      start: first.start,
      end: last.end,
      cutStart: doc.lines[file?.line ?? i]?.start ?? 0,
      cutEnd,
      kind,
      label: file?.label ?? doc.labelAbove(i),
      lang: lang ?? (kind === 'code' ? guessCodeLang(content) : null),
    },
    next: close + 1,
  };
}

export function tagged(doc: Lines, i: number, head: Head | null): Found | null {
  const line = doc.lines[i];
  if (!line) return null;
  const m = TAG_OPEN.exec(line.text);
  if (!m) return null;
  const name = m[1] ?? '';
  // <instructions>, <context>, <output_format>: the user's own prompt sections, not a paste.
  if (VOID_OR_INLINE_TAGS.has(name.toLowerCase()) || isSectionName(name.replace(/[_-]/gu, ' '))) return null;
  const openEnd = line.start + m[0].length;
  const closeTag = `</${name}>`;
  const closeStart = doc.text.indexOf(closeTag, openEnd);
  if (closeStart === -1) return null;
  const closeEnd = closeStart + closeTag.length;
  const openStart = openEnd - m[0].length + m[0].lastIndexOf('<');
  const next = doc.lineAt(closeEnd) + 1;
  const label = head?.kind === 'material' && head.label !== null ? head.label : null;
  if (HTML_TAGS.has(name.toLowerCase()) && name !== 'section') {
    return {
      block: {
        start: openStart,
        end: closeEnd,
        cutStart: openStart,
        cutEnd: closeEnd,
        kind: 'code',
        label,
        lang: 'html',
      },
      next,
    };
  }
  const [s, e] = doc.inner(openEnd, closeStart);
  const content = doc.text.slice(s, e);
  if (content.trim() === '') return { block: null, next };
  // An XML document (root with attributes around elements) is kept whole.
  if (
    m[2] !== undefined &&
    /^\s*</u.test(content) &&
    !/^\s*(index|id|name|source|title)=/u.test(m[2].trim())
  ) {
    return {
      block: {
        start: openStart,
        end: closeEnd,
        cutStart: openStart,
        cutEnd: closeEnd,
        kind: 'xml',
        label,
        lang: 'xml',
      },
      next,
    };
  }
  const { kind, lang } = /^\s*</u.test(content)
    ? { kind: 'xml' as const, lang: 'xml' }
    : classifyContent(content);
  // <email>…</email>: the tag says what it is when the text alone does not.
  const named = emailByName(kind, name);
  return {
    block: {
      start: s,
      end: e,
      cutStart: openStart,
      cutEnd: closeEnd,
      kind: named,
      label: label ?? name,
      lang,
    },
    next,
  };
}

export function tripleQuoted(doc: Lines, i: number, head: Head | null): Found | null {
  const line = doc.lines[i];
  // An indented """ is a Python docstring, not a delimiter the user typed.
  if (!line || /^\s/u.test(line.text)) return null;
  const k = line.text.search(/"""|'''/u);
  if (k === -1) return null;
  const quote = line.text.slice(k, k + 3);
  const open = line.start + k;
  const close = doc.text.indexOf(quote, open + 3);
  if (close === -1) return null;
  const [s, e] = doc.inner(open + 3, close);
  const next = doc.lineAt(close + 3) + 1;
  if (doc.text.slice(s, e).trim() === '') return { block: null, next };
  const label = head?.kind === 'material' ? head.label : k === 0 ? doc.labelAbove(i) : null;
  const { kind, lang } = classifyContent(doc.text.slice(s, e));
  return { block: { start: s, end: e, cutStart: open, cutEnd: close + 3, kind, label, lang }, next };
}

export function json(doc: Lines, i: number, from: number, label: string | null): Found | null {
  let at = from;
  while (at < doc.text.length && (doc.text[at] === ' ' || doc.text[at] === '\t')) at++;
  const ch = doc.text[at];
  if (ch !== '{' && ch !== '[') return null;
  const end = jsonEnd(doc.text, at);
  if (end === -1) return null;
  const lastLine = doc.lineAt(end - 1);
  const after = doc.text.slice(end, doc.lines[lastLine]?.end ?? end);
  if (!/^[\s,;]*$/u.test(after)) return null;
  if (!isJson(doc.text.slice(at, end))) return null;
  return {
    block: { start: at, end, cutStart: at, cutEnd: end, kind: 'json', label, lang: 'json' },
    next: lastLine + 1,
  };
}

/** End (exclusive) of the bracketed value starting at `from`, strings respected; -1 if unbalanced. */
export function jsonEnd(text: string, from: number): number {
  let depth = 0;
  let inString = false;
  for (let k = from; k < text.length; k++) {
    const c = text[k];
    if (inString) {
      if (c === '\\') k++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return k + 1;
    }
  }
  return -1;
}
