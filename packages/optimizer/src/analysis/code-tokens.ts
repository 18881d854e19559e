/**
 * Words that name code, tools and formats ("bash", "python", "json", "git") and tokens shaped
 * like code ("user.email", "ls -la", "useEffect", "snake_case"). Every language writes them the
 * same way, so they are no evidence of the request's language, and a request that starts with
 * one starts with code, whose case must be kept.
 */

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

/** The word is a code, tool or format name, or is shaped like code. */
export function isCodeToken(word: string): boolean {
  const bare = word.replace(/[,;:]+$/, '');
  if (bare === '') return false;
  if (TOOLS.has(bare.toLowerCase())) return true;
  if (/^\p{L}\.(?:\p{L}\.)*$/u.test(bare)) return false;
  return CODE_SHAPE.test(bare);
}

/** The text with its code words and code-shaped tokens blanked out, for reading its language. */
export function withoutCodeTokens(text: string): string {
  return text.replace(/\S+/g, (word) => (isCodeToken(word) ? ' ' : word));
}
