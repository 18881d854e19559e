/**
 * What an expert reads off pasted code before touching it: the names callers use (a refactor
 * must keep them), the edge cases the code already decides (a boundary like `>= 50000`, a
 * NaN/None/null check, an empty input) and the errors it raises. A refactor keeps them and
 * tests cover them. Only marks that are unambiguous count: a wrong "edge case" misleads more
 * than none, so loop bounds, `err != nil` and private helpers are left out.
 */
import type { Analysis } from '../analysis/types';

export type Edge =
  | { kind: 'boundary'; subject: string; value: string }
  | { kind: 'missing'; subject: string; mark: string }
  | { kind: 'empty'; subject: string };

export interface CodeFacts {
  /** The code's language (the fence's or the detected one), lower case, or null. */
  lang: string | null;
  /** Public functions and classes, as written: `segment(df)`, `Discount`. */
  names: string[];
  edges: Edge[];
  /** Error types the code raises or throws itself: `ValueError`, `IllegalArgumentException`. */
  raises: string[];
}

const MAX_NAMES = 4;
const MAX_EDGES = 6;

/** `row['income']` → income, `user.age` → age, `$count` → count, `o.total_price` → total_price. */
function subjectOf(expr: string): string | null {
  const key = /\[\s*["'](\w+)["']\s*\]\s*$/u.exec(expr);
  if (key) return key[1] ?? null;
  const word = /\$?([A-Za-z_]\w*)\s*$/u.exec(expr.trim());
  const name = word?.[1] ?? null;
  // Loop counters and single letters say nothing a reader could test.
  return name && name.length > 1 && !/^(?:i|j|k|n|idx|index|err|len|length|size|count|self|this)$/u.test(name)
    ? name
    : null;
}

// An operand: a name with member, index or key parts (`row['age']`, `user.profile.age`, `$n`).
const OPERAND = String.raw`\$?[A-Za-z_][\w.]*(?:\[\s*["']?\w+["']?\s*\])*`;
const NUMBER = String.raw`-?\d[\d_]*(?:\.\d+)?`;
const BOUNDARY = new RegExp(String.raw`(${OPERAND})\s*(?:>=|<=|>|<)\s*(${NUMBER})(?![\w.])`, 'gu');
const BOUNDARY_FLIPPED = new RegExp(String.raw`(?<![\w.])(${NUMBER})\s*(?:>=|<=|>|<)\s*(${OPERAND})`, 'gu');

/** NaN, None, null, nil, NULL checks, each with the mark the code's language uses. */
const MISSING: readonly [RegExp, string][] = [
  [new RegExp(String.raw`(?:pd|np|numpy|pandas)\.is(?:na|null|nan)\(\s*(${OPERAND})\s*\)`, 'gu'), 'NaN'],
  [new RegExp(String.raw`(${OPERAND})\.is(?:na|null)\(\)`, 'gu'), 'NaN'],
  [new RegExp(String.raw`(?:math\.isnan|Number\.isNaN|isNaN)\(\s*(${OPERAND})\s*\)`, 'gu'), 'NaN'],
  [new RegExp(String.raw`(${OPERAND})\s+is\s+(?:not\s+)?None\b`, 'gu'), 'None'],
  [new RegExp(String.raw`(${OPERAND})\s*[!=]==?\s*undefined\b`, 'gu'), 'undefined'],
  [new RegExp(String.raw`(${OPERAND})\s*[!=]==?\s*null\b`, 'gu'), 'null'],
  [new RegExp(String.raw`(${OPERAND})\s*[!=]=\s*nil\b|(${OPERAND})\.nil\?`, 'gu'), 'nil'],
  [new RegExp(String.raw`(${OPERAND})\s+IS\s+(?:NOT\s+)?NULL\b`, 'giu'), 'NULL'],
  [new RegExp(String.raw`IsNullOr(?:Empty|WhiteSpace)\(\s*(${OPERAND})\s*\)`, 'gu'), 'null'],
];

/** An empty collection or string checked: `len(rows) == 0`, `items.length === 0`, `[ -z "$1" ]`. */
const EMPTY: readonly RegExp[] = [
  new RegExp(String.raw`len\(\s*(${OPERAND})\s*\)\s*(?:==\s*0|<\s*1|>\s*0|!=\s*0)`, 'gu'),
  new RegExp(String.raw`(${OPERAND})\.(?:length|size\(\)|Count|Length)\s*(?:[!=]==?\s*0|<\s*1|>\s*0)`, 'gu'),
  new RegExp(String.raw`!\s*(${OPERAND})\.length\b`, 'gu'),
  new RegExp(String.raw`(${OPERAND})\.(?:isEmpty\(\)|empty\b)`, 'gu'),
  /\[\[?\s+-[zn]\s+"?\$\{?(\w+)\}?"?/gu,
];

const RAISES =
  /\braise\s+([A-Z]\w*(?:Error|Exception|Exit)?)\b|\bthrow\s+new\s+([A-Z]\w*)|\bthrow\s+([A-Z]\w*Error)\(|\bpanic\((?:"|fmt\.)/gu;

/** Lines that set a loop's bounds: `for i in range(10)`, `for (let i = 0; i < 10; i++)`. */
const LOOP = /^\s*(?:for|while)\b/u;

function edgesOf(code: string): Edge[] {
  const edges: Edge[] = [];
  const seen = new Set<string>();
  const add = (edge: Edge) => {
    const key = JSON.stringify(edge);
    if (!seen.has(key) && edges.length < MAX_EDGES) {
      seen.add(key);
      edges.push(edge);
    }
  };
  for (const line of code.split('\n')) {
    // Comments and strings are no decisions of the code.
    const bare = line.replace(/(?:#|\/\/|--\s).*$/u, '').replace(/"[^"\n]*"|'[^'\n]*'/gu, (s) =>
      // Keys like row['age'] keep their name; other strings go.
      /^'\w+'$|^"\w+"$/u.test(s) ? s : '""',
    );
    for (const [re, mark] of MISSING)
      for (const m of bare.matchAll(re)) {
        const subject = subjectOf(m[1] ?? m[2] ?? '');
        if (subject) add({ kind: 'missing', subject, mark });
      }
    for (const re of EMPTY)
      for (const m of bare.matchAll(re)) {
        const subject = subjectOf(m[1] ?? '');
        if (subject) add({ kind: 'empty', subject });
      }
    if (LOOP.test(bare)) continue;
    for (const m of bare.matchAll(BOUNDARY)) {
      const subject = subjectOf(m[1] ?? '');
      if (subject && !/\.(?:length|size|count)$|^len$/iu.test(m[1] ?? ''))
        add({ kind: 'boundary', subject, value: (m[2] ?? '').replace(/_/gu, '') });
    }
    for (const m of bare.matchAll(BOUNDARY_FLIPPED)) {
      const subject = subjectOf(m[2] ?? '');
      if (subject) add({ kind: 'boundary', subject, value: (m[1] ?? '').replace(/_/gu, '') });
    }
  }
  return edges;
}

/** Declarations callers rely on, per language family; a leading underscore marks a private one. */
const DECLARATIONS: readonly RegExp[] = [
  // Python and Ruby at the top level or one level in (methods): `def segment(df):`
  /^(?: {0,4}|\t?)(?:async\s+)?def\s+([A-Za-z]\w*[?!]?)\s*(\([^)]*\))?/gmu,
  // JavaScript, TypeScript, PHP: `function getUser(id, cb)`, `export async function load(url)`
  /^\s*(?:export\s+(?:default\s+)?)?(?:async\s+)?function\s*\*?\s+([A-Za-z_$][\w$]*)\s*(\([^)]*\))/gmu,
  // `const load = async (url) =>`, `export const clamp = (n: number) =>`
  /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s+)?(\([^)]*\))\s*(?::[^=]+)?=>/gmu,
  // Go: `func lastN(xs []int, n int) []int`, `func (s *Store) Get(id string)`
  /^func\s+(?:\([^)]*\)\s*)?([A-Za-z]\w*)\s*(\([^)]*\))/gmu,
  // Rust: `pub fn parse(input: &str)`
  /^\s*pub\s+(?:async\s+)?fn\s+([a-z_]\w*)\s*(\([^)]*\))/gmu,
  // Java, C#, Kotlin public methods: `public static double apply(double price, int percent)`
  /^\s*public\s+(?:(?:static|final|async|virtual|override|synchronized|abstract)\s+)*(?!class\b|interface\b|enum\b|record\b)[\w<>[\],.? ]+?\s+([A-Za-z_]\w*)\s*(\([^)]*\))/gmu,
  // Classes everywhere: `class Discount`, `public class Discount {`, `export class Cart`
  /^\s*(?:export\s+)?(?:public\s+|internal\s+)?(?:(?:abstract|final|sealed|static|data)\s+)*class\s+([A-Z]\w*)()/gmu,
  // Shell functions: `backup() {`, `function backup {`
  /^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*(\(\))\s*\{/gmu,
];

function namesOf(code: string): string[] {
  const found: { at: number; text: string }[] = [];
  const seen = new Set<string>();
  for (const re of DECLARATIONS)
    for (const m of code.matchAll(re)) {
      const name = m[1] ?? '';
      if (!name || name.startsWith('_') || seen.has(name) || /^(?:if|for|while|switch|main)$/u.test(name))
        continue;
      seen.add(name);
      const params = (m[2] ?? '').replace(/\s+/gu, ' ');
      // A long parameter list is noise in a sentence: the name alone still pins the function.
      found.push({ at: m.index, text: params && params.length <= 48 ? `${name}${params}` : name });
    }
  return found.sort((a, b) => a.at - b.at).map((f) => f.text);
}

function raisesOf(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(RAISES)) {
    const name = m[1] ?? m[2] ?? m[3] ?? (m[0].startsWith('panic') ? 'panic' : '');
    if (name && !out.includes(name)) out.push(name);
  }
  return out.slice(0, 3);
}

/** The facts of the pasted code (every code block together), or null when none was pasted. */
export function codeFacts(analysis: Analysis): CodeFacts | null {
  const blocks = analysis.material.filter((m) => m.kind === 'code');
  if (blocks.length === 0) return null;
  const code = blocks.map((b) => b.content).join('\n');
  return {
    lang: blocks.find((b) => b.lang)?.lang?.toLowerCase() ?? null,
    names: namesOf(code).slice(0, MAX_NAMES),
    edges: edgesOf(code),
    raises: raisesOf(code),
  };
}
