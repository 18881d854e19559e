import type { VerbatimBlock } from '../types';
import { isSectionTagLine } from './structure';

export interface BlockExtraction {
  /** The input with every block removed: what is left are the user's instructions. */
  prose: string;
  blocks: VerbatimBlock[];
}

// Fences we write ourselves (``` for most profiles, <<< >>> for Mistral, DeepSeek's file
// template) are all recognised, so a prompt we produced re-parses into the same blocks.
const FENCED = /^(`{3,}|~{3,})([^\n`]*)\n([\s\S]*?)\n\1[ \t]*$/gm;
const EMPTY_FENCED = /^(`{3,}|~{3,})([^\n`]*)\n\1[ \t]*$/gm;
const ANGLE = /^<<<[ \t]*\n([\s\S]*?)\n>>>[ \t]*$/gm;
const DEEPSEEK_FILE =
  /^(?:\[file name\]:[ \t]*([^\n]*)\n)?\[file content begin\]\n([\s\S]*?)\n\[file content end\][ \t]*$/gm;
const TRIPLE_QUOTE = /^"""[ \t]*\n?([\s\S]*?)\n?"""[ \t]*$/gm;

const STRONG_CODE =
  /^\s*(def |class \w|async def |function\b|const \w|let \w|var \w|import |from \S+ import|export |return\b|if\s*\(|for\s*\(|while\s*\(|public |private |protected |static |#include|package \w|func \w|fn \w|impl |struct |interface \w|SELECT\b|INSERT\b|UPDATE \w+ SET|DELETE FROM|CREATE (TABLE|INDEX|VIEW)|print\(|console\.\w|System\.out|echo |\$ \w|<\/?[a-z][\w-]*(\s[^>]*)?>\s*$|@\w+\(?)/;
const TRAILING_CODE = /([;{}([]|\):|=>|\)\s*\{)\s*$/;
const CLOSING = /^\s*[}\])][;,)]*\s*$/;
const CONTINUATION = /^(\s+\S|\s*(#|\/\/|\/\*|\*|--)\s?)/;
const isContinuation = (line: string): boolean => CONTINUATION.test(line) && !isSectionTagLine(line);

function looksLikeCodeLine(line: string): boolean {
  if (isSectionTagLine(line)) return false;
  return (
    STRONG_CODE.test(line) || (TRAILING_CODE.test(line) && !/[.?!]\s*$/.test(line)) || CLOSING.test(line)
  );
}

function guessCodeLang(code: string): string | null {
  if (/^\s*(def |import \w+$|from \S+ import|print\()/m.test(code) || /:\s*$/m.test(code)) return 'python';
  if (/^\s*(SELECT|INSERT|UPDATE|DELETE|CREATE)\b/im.test(code)) return 'sql';
  if (/\binterface \w+|: (string|number|boolean)\b/.test(code)) return 'ts';
  if (/\b(const|let|function)\b|=>|console\./.test(code)) return 'js';
  if (/#include|std::/.test(code)) return 'cpp';
  if (/\bpublic (static )?\w+|System\.out/.test(code)) return 'java';
  if (/^\s*<\/?[a-z]/m.test(code)) return 'html';
  return null;
}

function delimiterCount(line: string): { sep: string; n: number } {
  const tabs = line.split('\t').length - 1;
  if (tabs > 0) return { sep: '\t', n: tabs };
  return { sep: ',', n: line.split(',').length - 1 };
}

function isCsvLine(line: string): boolean {
  const { sep, n } = delimiterCount(line);
  if (n < 1 || /[.?!:]\s*$/.test(line)) return false;
  return line.split(sep).every((cell) => cell.trim().length <= 40);
}

function isTableLine(line: string): boolean {
  return /^\s*\|.*\|\s*$/.test(line);
}

interface Span {
  start: number;
  end: number; // exclusive line index
  kind: VerbatimBlock['kind'];
  lang: string | null;
}

/** Finds unfenced code, CSV, markdown tables and JSON in line form. */
function findLooseSpans(lines: string[]): Span[] {
  const spans: Span[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    // JSON object/array spanning lines until brackets balance and it parses.
    if (/^\s*[{[]\s*("|\{|\[|$)/.test(line)) {
      let found = false;
      let depth = 0;
      for (let j = i; j < lines.length; j++) {
        for (const ch of lines[j] ?? '') {
          if (ch === '{' || ch === '[') depth++;
          else if (ch === '}' || ch === ']') depth--;
        }
        if (depth <= 0) {
          const candidate = lines.slice(i, j + 1).join('\n');
          if (isJson(candidate)) {
            spans.push({ start: i, end: j + 1, kind: 'data', lang: 'json' });
            i = j + 1;
            found = true;
          }
          break;
        }
      }
      if (found) continue;
    }
    if (isTableLine(line) && isTableLine(lines[i + 1] ?? '')) {
      let j = i;
      while (j < lines.length && isTableLine(lines[j] ?? '')) j++;
      spans.push({ start: i, end: j, kind: 'data', lang: null });
      i = j;
      continue;
    }
    if (isCsvLine(line) && isCsvLine(lines[i + 1] ?? '')) {
      const n = delimiterCount(line).n;
      let j = i;
      while (j < lines.length && isCsvLine(lines[j] ?? '') && delimiterCount(lines[j] ?? '').n === n) j++;
      if (j - i >= 2) {
        spans.push({ start: i, end: j, kind: 'data', lang: line.includes('\t') ? 'tsv' : 'csv' });
        i = j;
        continue;
      }
    }
    if (looksLikeCodeLine(line)) {
      let start = i;
      // Comments and decorators directly above the first code line belong to it.
      while (
        start > 0 &&
        /^\s*(#|\/\/|@)\S*/.test(lines[start - 1] ?? '') &&
        !/^#{1,6} /.test(lines[start - 1] ?? '')
      )
        start--;
      let j = i + 1;
      let last = i;
      while (j < lines.length) {
        const next = lines[j] ?? '';
        if (looksLikeCodeLine(next) || isContinuation(next)) last = j;
        else if (next.trim() !== '') break;
        j++;
      }
      if (last - start + 1 >= 2) {
        const content = lines.slice(start, last + 1).join('\n');
        spans.push({ start, end: last + 1, kind: 'code', lang: guessCodeLang(content) });
        i = last + 1;
        continue;
      }
    }
    i++;
  }
  return spans;
}

function isJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

const TEXT_INTRO =
  /\b(following|below|this|these|here is|here's|siguiente|este|esta|estos|suivant|suivante|ci-dessous|ce texte|cet|cette|folgende|folgenden|diesen|diese|dieses)\b/i;

function kindForFence(lang: string, body: string): VerbatimBlock['kind'] {
  if (lang === '') return looseKind(body);
  return /^(csv|tsv|json|ya?ml|xml|table|data)$/i.test(lang)
    ? 'data'
    : /^(text|txt|plain)$/i.test(lang)
      ? 'text'
      : 'code';
}

/**
 * Pulls pasted material out of the prompt so it can be carried through untouched and the
 * remaining prose can be analysed as instructions.
 */
export function extractBlocks(input: string): BlockExtraction {
  const blocks: VerbatimBlock[] = [];
  const mark = (block: VerbatimBlock): string => {
    blocks.push(block);
    return `\u0000${blocks.length - 1}\u0000`;
  };
  // DeepSeek's file template first: its content may itself contain fences.
  let text = input
    .replace(DEEPSEEK_FILE, (_m, name: string | undefined, body: string) => mark(fileBlock(name, body)))
    .replace(FENCED, (_m, _f: string, info: string, body: string) => {
      const lang = info.trim().split(/\s+/)[0] ?? '';
      return mark({ kind: kindForFence(lang, body), lang: lang === '' ? null : lang, content: body });
    })
    .replace(EMPTY_FENCED, '')
    .replace(ANGLE, (_m, body: string) => mark({ kind: looseKind(body), lang: null, content: body }))
    .replace(TRIPLE_QUOTE, (_m, body: string) => mark({ kind: 'text', lang: null, content: body }));

  const lines = text.split('\n');
  const loose = new Map<string, VerbatimBlock>();
  for (const span of findLooseSpans(lines).reverse()) {
    const key = `\u0001${span.start}\u0001`;
    loose.set(key, {
      kind: span.kind,
      lang: span.lang,
      content: lines.slice(span.start, span.end).join('\n'),
    });
    lines.splice(span.start, span.end - span.start, key);
  }
  text = lines.join('\n');

  // Keep blocks in reading order, whichever pass found them.
  const ordered: VerbatimBlock[] = [];
  // Control characters are sentinels: they never occur in typed prompts.
  // eslint-disable-next-line no-control-regex
  text = text.replace(/\u0000(\d+)\u0000|\u0001(\d+)\u0001/g, (m, fenced?: string) => {
    const block = fenced !== undefined ? blocks[Number(fenced)] : loose.get(m);
    if (block) ordered.push(block);
    return '\u0002';
  });

  // Pasted material already found means the "…following:" intro refers to it.
  const withText = ordered.length > 0 ? { prose: text, blocks: [] } : extractTextInput(text);
  const prose = withText.prose
    // eslint-disable-next-line no-control-regex -- the sentinel placed above
    .replace(/\u0002/g, '')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { prose, blocks: [...ordered, ...withText.blocks] };
}

const EXT_LANG: Readonly<Record<string, string>> = {
  py: 'python',
  js: 'js',
  ts: 'ts',
  sql: 'sql',
  java: 'java',
  cpp: 'cpp',
  html: 'html',
  json: 'json',
  csv: 'csv',
  tsv: 'tsv',
  go: 'go',
  rs: 'rust',
  sh: 'bash',
};

/** DeepSeek's file template names the file "<kind>-<n>.<ext>"; read kind and language back. */
function fileBlock(name: string | undefined, body: string): VerbatimBlock {
  const m = /^(code|data|text)-\d+\.(\w+)$/.exec(name?.trim() ?? '');
  if (!m) return { kind: looseKind(body), lang: null, content: body };
  return { kind: m[1] as VerbatimBlock['kind'], lang: EXT_LANG[m[2] ?? ''] ?? null, content: body };
}

function looseKind(body: string): VerbatimBlock['kind'] {
  const lines = body.split('\n');
  if (isJson(body) || lines.every((l) => isCsvLine(l) || isTableLine(l))) return 'data';
  return lines.some(looksLikeCodeLine) ? 'code' : 'text';
}

/** "Summarize the following email:" + pasted text → the text becomes a verbatim block. */
function extractTextInput(text: string): { prose: string; blocks: VerbatimBlock[] } {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    const intro = lines[i] ?? '';
    if (!/:\s*$/.test(intro) || !TEXT_INTRO.test(intro) || /^\s*(#|<)/.test(intro)) continue;
    const rest = lines.slice(i + 1);
    const firstContent = rest.find((l) => l.trim() !== '') ?? '';
    if (
      firstContent === '' ||
      /^\s*([-*•]|\d+[.)]|#)\s/.test(firstContent) ||
      firstContent.includes('\u0002') ||
      isSectionTagLine(firstContent)
    )
      continue;
    const content = rest.join('\n').replace(/^\n+|\s+$/g, '');
    return { prose: lines.slice(0, i + 1).join('\n'), blocks: [{ kind: 'text', lang: null, content }] };
  }
  return inlineTextInput(text);
}

// "summarize this article: <pasted text>" on one line: the text after the colon is material
// to work on, not instructions, and must reach the model untouched.
const INLINE_INTRO =
  /^((?:[^:\n]{0,40}\s)?(?:summari[sz]e|sum up|translate|rewrite|rephrase|paraphrase|reword|proofread|simplify|shorten|correct|edit|polish|improve|make)\b[^:\n]{0,60}?):[ \t]+(\S[^\n]{24,})$/i;
const INSTRUCTION_START =
  /^(?:write|create|make|generate|draft|list|explain|give|add|use|keep|include|do not|don't|avoid|please)\b/i;

function inlineTextInput(text: string): { prose: string; blocks: VerbatimBlock[] } {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = INLINE_INTRO.exec(lines[i] ?? '');
    if (!m?.[1] || !m[2] || !TEXT_INTRO.test(m[1]) || m[1].includes('\u0002')) continue;
    if (INSTRUCTION_START.test(m[2]) || m[2].split(/\s+/).length < 5) continue;
    const rest = lines
      .slice(i + 1)
      .join('\n')
      .trim();
    const content = rest === '' ? m[2] : `${m[2]}\n${rest}`;
    return {
      prose: [...lines.slice(0, i), `${m[1]}:`].join('\n'),
      blocks: [{ kind: 'text', lang: null, content }],
    };
  }
  return { prose: text, blocks: [] };
}
