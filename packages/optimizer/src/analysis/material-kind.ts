import { mentionsEmail } from './material-heads';
import type { MaterialKind } from './types';
import { guessCodeLang } from './code-lang';
import { isFailureOutput } from './technical-text';

export { guessCodeLang };
import {
  delimitedCells,
  isBlank,
  isCodeLine,
  isGreetingLine,
  isHeaderLine,
  isListItem,
  isLogLine,
  isPipeRow,
  isSignOffLine,
  isSignOffWithName,
  isClearCodeLine,
} from './material-lines';

/** What a block of pasted text is, judged from its own lines. */

const ID_ITEM = /^\s*#?\p{Lu}{0,6}[-#]?\d+\s*[:.)\]-]\s+\S/u;

export function isJson(text: string): boolean {
  const t = text.trim();
  if (!/^[[{]/u.test(t)) return false;
  try {
    const value: unknown = JSON.parse(t);
    return typeof value === 'object' && value !== null;
  } catch {
    // Hand-written JSON often has a trailing comma or comment; quoted keys still say JSON.
    return /^[[{][\s\S]*"[^"\n]+"\s*:/u.test(t) && /[}\]]$/u.test(t);
  }
}

function share(lines: readonly string[], test: (line: string) => boolean): number {
  let n = 0;
  for (const line of lines) if (test(line)) n++;
  return lines.length === 0 ? 0 : n / lines.length;
}

export function looksLikeEmail(lines: readonly string[]): boolean {
  let headers = 0;
  for (const line of lines.slice(0, 6)) if (isHeaderLine(line)) headers++;
  if (headers >= 2) return true;
  const first = lines[0] ?? '';
  return isGreetingLine(first) && lines.some((l) => isSignOffLine(l) || isSignOffWithName(l));
}

function isTable(lines: readonly string[]): boolean {
  if (lines.length < 2) return false;
  if (lines.every(isPipeRow)) return true;
  for (const sep of ['\t', ',', ';'] as const) {
    const n = delimitedCells(lines[0] ?? '', sep);
    if (n >= 1 && lines.every((l) => delimitedCells(l, sep) === n) && (n >= 2 || lines.length >= 3))
      return true;
  }
  return false;
}

// YAML config: "key: value", "key:" opening a nested block, "- item"; prose has sentences.
// A value may hold dots ("requirements.txt", "node:18.2"), never a sentence's end.
export const YAML_LINE =
  /^\s*(?:-\s+)?[\w.-]+:(?:\s+(?![^\n]*(?:[.!?]\s*$|[.!?]\s))\S[^\n]*)?$|^\s*-\s+(?![^\n]*(?:[.!?]\s*$|[.!?]\s))[^\s.][^\n]*$/u;
/**
 * A docker-compose file, a CI workflow, a Kubernetes manifest: every line YAML-shaped, some
 * nested under a "key:" of their own. "Name: Ana / Date: Monday" is flat, so it stays text.
 */
export function isYaml(lines: readonly string[]): boolean {
  if (lines.length < 3 || !lines.every((l) => YAML_LINE.test(l))) return false;
  // "jobs:" over an indented block, or "- name: test" over its indented "run: pytest".
  const opener = lines.findIndex(
    (l, i) => (/:\s*$/u.test(l) || /^\s*-\s+[\w.-]+:\s/u.test(l)) && /^\s+[\w.-]+:/u.test(lines[i + 1] ?? ''),
  );
  return opener >= 0 && lines.filter((l) => /^\s{2,}\S/u.test(l)).length >= 2;
}

/** Kind and language of a block found by its label or position rather than its shape. */
export function classifyContent(content: string): { kind: MaterialKind; lang: string | null } {
  if (isJson(content)) return { kind: 'json', lang: 'json' };
  const lines = content.split('\n').filter((l) => !isBlank(l));
  if (lines.length === 0) return { kind: 'text', lang: null };
  if (looksLikeEmail(lines)) return { kind: 'email', lang: null };
  if (isTable(lines)) return { kind: 'table', lang: lines.every(isPipeRow) ? 'markdown' : null };
  if (lines.length >= 1 && share(lines, isLogLine) >= 0.5) return { kind: 'log', lang: null };
  if (/^\s*<(\?xml|[A-Za-z][\w:.-]*)[^>]*>[\s\S]*<\/[A-Za-z][\w:.-]*>\s*$/u.test(content))
    return { kind: 'xml', lang: 'xml' };
  if (isYaml(lines)) return { kind: 'code', lang: 'yaml' };
  if (lines.length >= 2 && share(lines, isCodeLine) >= 0.5)
    return { kind: 'code', lang: guessCodeLang(content) };
  // One line of code after "Explain this SQL:" is still code.
  if (lines.length === 1 && isClearCodeLine(lines[0] ?? ''))
    return { kind: 'code', lang: guessCodeLang(content) };
  if (lines.length >= 2 && share(lines, isListItem) >= 0.6) return { kind: 'list', lang: null };
  // "T-101: …", "#12 - …", "Q3) …": one item per line under its own id.
  if (lines.length >= 2 && lines.every((l) => ID_ITEM.test(l))) return { kind: 'list', lang: null };
  // One short item per line, no sentences: names, titles, keywords.
  if (
    lines.length >= 3 &&
    !content.includes('```') &&
    lines.every((l) => l.trim().length <= 60 && !/[.!?:]\s*$/u.test(l))
  )
    return { kind: 'list', lang: null };
  // "Certbot failed to authenticate… Domain: … Detail: … Timeout": a program's report of a failure.
  if (isFailureOutput(content)) return { kind: 'log', lang: null };
  return { kind: 'text', lang: null };
}

const FENCE_KINDS: Readonly<Record<string, MaterialKind>> = {
  json: 'json',
  jsonl: 'json',
  csv: 'table',
  tsv: 'table',
  xml: 'xml',
  email: 'email',
  eml: 'email',
  log: 'log',
  logs: 'log',
};

/** A fence's info string decides, except for prose fences (text, markdown) and bare ones. */
export function kindForFence(lang: string | null, content: string): MaterialKind {
  if (lang === null) {
    const k = classifyContent(content).kind;
    return k === 'text' || k === 'list' ? (isCodeLine(content.split('\n')[0] ?? '') ? 'code' : k) : k;
  }
  const known = FENCE_KINDS[lang.toLowerCase()];
  if (known) return known;
  if (/^(text|txt|plain|plaintext|markdown|md|prose)$/iu.test(lang)) {
    const k = classifyContent(content).kind;
    return k === 'code' ? 'text' : k;
  }
  return 'code';
}

/** Plain text the user called an email ("Correo 1:", "the email below") is an email. */
export function emailByName(kind: MaterialKind, lead: string): MaterialKind {
  return kind === 'text' && mentionsEmail(lead) ? 'email' : kind;
}
