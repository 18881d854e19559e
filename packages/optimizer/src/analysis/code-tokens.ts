/**
 * Words that name code, tools and formats ("bash", "python", "json", "git") and tokens shaped
 * like code ("user.email", "ls -la", "useEffect", "snake_case"). Every language writes them the
 * same way, so they are no evidence of the request's language, and a request that starts with
 * one starts with code, whose case must be kept.
 */

import { isSpace } from './word-count';

const TOOL_WORDS = [
  'bash',
  'sh',
  'zsh',
  'shell',
  'powershell',
  'python',
  'python3',
  'py',
  'javascript',
  'typescript',
  'js',
  'ts',
  'node',
  'nodejs',
  'java',
  'kotlin',
  'swift',
  'golang',
  'rust',
  'ruby',
  'php',
  'perl',
  'sql',
  'mysql',
  'postgres',
  'postgresql',
  'sqlite',
  'json',
  'yaml',
  'yml',
  'xml',
  'csv',
  'html',
  'css',
  'regex',
  'regexp',
  'git',
  'github',
  'gitlab',
  'npm',
  'npx',
  'yarn',
  'pnpm',
  'pip',
  'docker',
  'kubectl',
  'kubernetes',
  'curl',
  'wget',
  'ssh',
  'sudo',
  'cron',
  'crontab',
  'api',
  'cli',
  'vba',
  'powerquery',
  'react',
  'angular',
  'vue',
  'django',
  'flask',
  'linux',
  'macos',
  'windows',
];
const TOOLS = new Set(TOOL_WORDS);

// Shapes no natural language writes: a dotted or underscored name, a call, a flag, a path,
// camelCase. "e.g." and "a.m." (single letters between dots) are prose.
const CODE_SHAPE =
  /^(?:[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}_$][\p{L}\p{N}_$]+)+[!?]?|[\p{L}_$][\p{L}\p{N}_$]*\(.*|-{1,2}[a-z][\w-]*|[\w.-]*\/[\w./-]+|[a-z]+[A-Z][\p{L}\p{N}]*|\p{L}+_[\p{L}\p{N}_]+)$/u;

const PLAIN_WORD = /^\p{Lu}?\p{Ll}*$/u;

/**
 * `word` without trailing ",;:" when what is left is a plain ASCII word ("the", "Bonjour" aside,
 * "Write"): one capital at most, then lower-case letters. Null for anything else. Language
 * detection asks about every word of the request, and most are this shape: a loop over char
 * codes answers them without three regular expressions each.
 */
function plainAscii(word: string): string | null {
  let end = word.length;
  while (end > 0 && (word[end - 1] === ',' || word[end - 1] === ';' || word[end - 1] === ':')) end--;
  for (let i = 0; i < end; i++) {
    const c = word.charCodeAt(i);
    if ((c < 97 || c > 122) && (i > 0 || c < 65 || c > 90)) return null;
  }
  return end === word.length ? word : word.slice(0, end);
}

/** The word is a code, tool or format name, or is shaped like code. */
export function isCodeToken(word: string): boolean {
  const plain = plainAscii(word);
  if (plain !== null) return plain !== '' && TOOLS.has(plain.toLowerCase());
  const bare = word.replace(/[,;:]+$/, '');
  if (bare === '') return false;
  // Most words are plain ("the", "Bonjour"): no code shape can match them, only a tool's name.
  if (PLAIN_WORD.test(bare)) return TOOLS.has(bare.toLowerCase());
  if (TOOLS.has(bare.toLowerCase())) return true;
  if (/^\p{L}\.(?:\p{L}\.)*$/u.test(bare)) return false;
  return CODE_SHAPE.test(bare);
}

/** The text with its code words and code-shaped tokens blanked out, for reading its language. */
export function withoutCodeTokens(text: string): string {
  // `text.replace(/\S+/g, (word) => (isCodeToken(word) ? ' ' : word))` without a regular expression
  // and a callback per word: this runs over every request, and most requests keep every word.
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    if (isSpace(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && !isSpace(text.charCodeAt(i))) i++;
    if (isCodeToken(text.slice(start, i))) {
      out += `${text.slice(copied, start)} `;
      copied = i;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// Commands no prose sentence starts with ("git push fails", "npm install hangs", "ls -la").
const COMMANDS = new Set([
  'git',
  'npm',
  'npx',
  'yarn',
  'pnpm',
  'pip',
  'pip3',
  'docker',
  'kubectl',
  'sudo',
  'curl',
  'wget',
  'ssh',
  'scp',
  'rsync',
  'brew',
  'apt',
  'apt-get',
  'chmod',
  'chown',
  'mkdir',
  'grep',
  'awk',
  'sed',
  'ls',
  'cd',
  'rm',
  'mv',
  'cp',
  'tar',
  'ffmpeg',
  'systemctl',
  'journalctl',
  'crontab',
  'psql',
  'mysql',
  'node',
  'deno',
  'bun',
  'tsc',
  'eslint',
  'webpack',
  'vite',
  'cargo',
  'rustc',
  'gcc',
  'make',
]);
// A declaration or assignment: "const port = …", "let x = 5", "def main():".
const DECLARATION = /^(?:const|let|var|val|fn|def|func|int|string|bool)\s+[\p{L}_$][\p{L}\p{N}_$]*\s*[:=(<]/u;

/**
 * The text opens with code whose case is part of it: a command ("git push", "npm install", but
 * "make" only before a flag or a target-like word), a declaration, or a code-shaped token
 * ("useEffect", "user.email", "ls -la"). A normal first word ("cats", "make a cake") is not.
 */
export function startsWithCode(text: string): boolean {
  if (DECLARATION.test(text)) return true;
  const [first = '', second = ''] = text.split(/\s+/, 2);
  const word = first.replace(/[,;:!?]+$/, '');
  if (word === 'make') return /^(?:-|[\w-]+\.\w+$)/.test(second);
  if (COMMANDS.has(word)) return true;
  if (/^-{1,2}[a-z]/.test(second) && /^[a-z][\w-]*$/.test(word) && word.length <= 12) return true;
  return word !== '' && !TOOLS.has(word.toLowerCase()) && isCodeToken(word);
}
