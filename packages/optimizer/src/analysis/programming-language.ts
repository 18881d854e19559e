import { fold } from './fold';
import { PhraseList } from './phrase-list';
import type { Material } from './types';

// Names as users write them (folded: lower case, no accents), with the canonical name to report.
const NAMES: ReadonlyArray<readonly [string, string]> = [
  ['python', 'python'],
  ['python3', 'python'],
  ['javascript', 'javascript'],
  ['js', 'javascript'],
  ['node.js', 'javascript'],
  ['nodejs', 'javascript'],
  // Google's scripting for Sheets, Forms and Gmail is JavaScript; "apps script" is no speech.
  ['apps script', 'javascript'],
  ['appscript', 'javascript'],
  ['typescript', 'typescript'],
  ['java', 'java'],
  ['c#', 'c#'],
  ['csharp', 'c#'],
  ['c++', 'c++'],
  ['cpp', 'c++'],
  ['golang', 'go'],
  ['rust', 'rust'],
  ['ruby', 'ruby'],
  ['php', 'php'],
  ['swift', 'swift'],
  ['kotlin', 'kotlin'],
  ['scala', 'scala'],
  ['bash', 'bash'],
  ['shell', 'bash'],
  ['zsh', 'bash'],
  ['powershell', 'powershell'],
  ['sql', 'sql'],
  ['postgres', 'sql'],
  ['postgresql', 'sql'],
  ['mysql', 'sql'],
  ['sqlite', 'sql'],
  ['html', 'html'],
  ['css', 'css'],
  ['dart', 'dart'],
  ['lua', 'lua'],
  ['perl', 'perl'],
  ['haskell', 'haskell'],
  ['elixir', 'elixir'],
  ['matlab', 'matlab'],
  ['vba', 'vba'],
];

const CANONICAL = new Map(NAMES);
const NAMED = new PhraseList(NAMES.map(([n]) => n));
// "go", "r" and "node" are everyday words: only "in go" / "in r" / "in node" name the language.
const SHORT_NAMES = /(?<![\p{L}\p{N}])(?:in|en|em) (go|r|node)(?![\p{L}\p{N}+#])/gu;
const SHORT_CANONICAL: Readonly<Record<string, string>> = { go: 'go', r: 'r', node: 'javascript' };
const TARGET_BEFORE = /(?:^|\s)(?:to|into|in|en|a|para|nach|zu|in)\s+$/;

// Fence info strings and their canonical names.
const FENCE_ALIASES: Readonly<Record<string, string>> = {
  py: 'python',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  node: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  cs: 'c#',
  csharp: 'c#',
  cpp: 'c++',
  golang: 'go',
  rb: 'ruby',
  rs: 'rust',
  kt: 'kotlin',
  yml: 'yaml',
  postgres: 'sql',
  postgresql: 'sql',
  mysql: 'sql',
  sqlite: 'sql',
  plpgsql: 'sql',
};

// Unmistakable syntax, most specific first (TypeScript before JavaScript).
const SYNTAX: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\s*(?:create\s+table|select\s[\s\S]*?\sfrom\s|insert\s+into|update\s+\w+\s+set)\b/im, 'sql'],
  [/^\s*<\?php/m, 'php'],
  [/^#!\/(?:usr\/)?bin\/(?:env\s+)?(?:ba|z)?sh/m, 'bash'],
  [/^\s*(?:def\s+\w+\s*\(|from\s+\w+(?:\.\w+)*\s+import\s|import\s+\w+\s*$|print\()/m, 'python'],
  [/^\s*(?:interface\s+\w+|type\s+\w+\s*=)|:\s*(?:string|number|boolean)\b/m, 'typescript'],
  [/^\s*(?:public|private)\s+(?:static\s+)?(?:void|class|int|String)\b|System\.out\./m, 'java'],
  [/^\s*fn\s+\w+\s*\(|\blet\s+mut\b/m, 'rust'],
  [/^\s*package\s+main\b|^\s*func\s+\w+\s*\(/m, 'go'],
  [/^\s*#include\s*</m, 'c++'],
  [
    /\bconsole\.log\(|^\s*(?:const|let|var)\s+\w+\s*=|=>\s*[{(]|^\s*function\s+\w+\s*\(|require\(/m,
    'javascript',
  ],
  [/^\s*(?:sudo|echo|cd|ls|grep|curl|npm|pip|git|docker|kubectl)\s/m, 'bash'],
];

/** A compiler's or runtime's own marks in a pasted log name the language of the code behind it. */
const LOG_SIGNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:error|warning)\[E\d{4}\]:|^\s*-->\s+\S+\.rs:\d+/m, 'rust'],
  [/\berror TS\d+:/, 'typescript'],
  [/^goroutine \d+ \[|^\s+\S+\.go:\d+/m, 'go'],
  [/^Traceback \(most recent call last\):|^\s+File "[^"]+\.py", line \d+/m, 'python'],
  [/^\s+at [\w.$]+\([\w$]+\.java:\d+\)/m, 'java'],
];

function fromMaterial(material: readonly Material[]): string | null {
  for (const m of material) {
    if (m.lang) {
      const lang = m.lang.toLowerCase();
      return FENCE_ALIASES[lang] ?? lang;
    }
  }
  for (const m of material) {
    if (m.kind !== 'code' && m.kind !== 'log') continue;
    if (m.kind === 'log') for (const [pattern, lang] of LOG_SIGNS) if (pattern.test(m.content)) return lang;
    for (const [pattern, lang] of SYNTAX) if (pattern.test(m.content)) return lang;
  }
  return null;
}

/**
 * The programming language the request names (the target in "convert this Python to Go") or,
 * failing that, the one the pasted code is written in.
 */
export function programmingLanguage(folded: string, material: readonly Material[]): string | null {
  const named = NAMED.all(folded).map((m) => ({ index: m.index, name: CANONICAL.get(m.text) ?? m.text }));
  for (const m of folded.matchAll(SHORT_NAMES))
    named.push({
      index: m.index + m[0].length - (m[1]?.length ?? 0),
      name: SHORT_CANONICAL[m[1] ?? ''] ?? 'go',
    });
  named.sort((a, b) => a.index - b.index);
  let first: string | null = null;
  for (const { index, name } of named) {
    first ??= name;
    // "… to TypeScript" / "in Rust": the language to produce wins over the one being converted.
    if (TARGET_BEFORE.test(folded.slice(Math.max(0, index - 8), index))) return name;
  }
  return first ?? fromMaterial(material);
}

/** The language name written just before a deliverable noun ("Python script"), or null. */
export function languageBefore(folded: string, nounStart: number): { start: number } | null {
  const before = folded.slice(Math.max(0, nounStart - 16), nounStart);
  const m = /([\p{L}+#.]+)\s+$/u.exec(before);
  if (!m?.[1] || !CANONICAL.has(m[1])) return null;
  return { start: nounStart - before.length + m.index };
}

// "google apps script pls:", "need a quick python script -", "powershell script:": up to four
// words, then a program noun, at the very start of the text (folded).
const PROGRAM_FIRST =
  /^[^\p{L}]*(?:[\p{L}.+#-]+\s+){1,4}?(?:script|skript|macro|makro|bot|function|program|snippet|cron ?job)s?(?![\p{L}])/u;

/** The folded text opens by naming a program and its language ("apps script", "bash script"). */
export function namesProgramFirst(folded: string): boolean {
  const m = PROGRAM_FIRST.exec(folded);
  return m !== null && programmingLanguage(m[0], []) !== null;
}

// "when a file lands…", "that emails…", "to rename…", "wenn…", "quand…": what a program is to do.
const BEHAVIOUR =
  /^\s*(?:when|whenever|every|each|that|which|to|so that|if|once|after|wenn|sobald|jede[nrs]?|quand|lorsque|chaque|qui|pour|cuando|cada|que|para|quando|ogni|che|per)(?![\p{L}])/iu;

/**
 * "powershell script: when a new file lands in the share, email it…": a label naming a program
 * in a language, over what it must do, is the request; a pasted script sits under its label as
 * code, never as a "when…" sentence. Read as a paste it became "respond to the text provided".
 */
export function describesProgram(label: string, rest: string): boolean {
  return namesProgramFirst(fold(label)) && BEHAVIOUR.test(rest);
}
