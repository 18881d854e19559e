/**
 * One line a tool printed, pasted on its own between the user's words: "[Lint] Skipped 54
 * frames!", "E/AndroidRuntime: FATAL EXCEPTION: main", "Error: Cannot find module 'express'",
 * "TypeError: x is undefined", "error TS2345: …". A user never writes these; read as the request
 * they became its task or an instruction, so each is a log even alone, kept byte for byte.
 */

/** Tags tools print in brackets ahead of their message (case folded). */
const TOOL_TAGS = [
  'lint',
  'swiftui',
  'uikit',
  'swiftdata',
  'coredata',
  'avfoundation',
  'webpack',
  'webpack-dev-server',
  'wds',
  'hmr',
  'vite',
  'nodemon',
  'eslint',
  'tsc',
  'babel',
  'jest',
  'vitest',
  'gradle',
  'xcode',
  'flutter',
  'metro',
  'expo',
  'rollup',
  'esbuild',
  'next',
  'nuxt',
  'vue warn',
  'vue',
  'svelte',
  'turbo',
  'npm',
  'yarn',
  'pnpm',
  'pip',
  'cargo',
  'docker',
  'composer',
  'unity',
  'godot',
  'sentry',
  'firebase',
  'prisma',
  'hibernate',
  'spring',
  'django',
  'rails',
  'laravel',
  'deprecation',
  'violation',
];
const TAG = new RegExp(String.raw`^\s*\[(?:${TOOL_TAGS.join('|')})\]:?\s+\S`, 'iu');

/**
 * "[myplugin] build failed": any one-word tag, when the message says what went wrong; never a
 * tag people put on a subject or a title ("[URGENT] the server failed", "[BUG] login fails").
 */
const ANY_TAG_FAULT =
  /^\s*\[(?!(?:urgent|update|important|draft|fyi|reminder|help|question|bug|feature|request|solved|resolved|wip|edit|news|action required|repost|ext|external)\])[A-Za-z][\w.:/@-]{1,30}\]:?\s+.{0,200}?\b(?:warn(?:ing)?|error|fail(?:ed|ure|s)?|deprecated|skipped|exception|invalid|cannot|can't|unable|not allowed|not found|timed? ?out|violation|denied|refused|missing|undefined)\b/iu;

/** Android's logcat: "E/AndroidRuntime: …", "W/System.err( 4121): …", and its threadtime form. */
const LOGCAT =
  /^\s*(?:\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}\s+\d+\s+\d+\s+[VDIWEF]\s+\S+\s*:|[VDIWEF]\/[\w.$-]+\s*(?:\(\s*\d+\))?:)\s/u;

/** A named exception with its message: "TypeError: …", "java.lang.IllegalStateException: …". */
const NAMED_ERROR =
  /^(?:Uncaught (?:\(in promise\) )?)?(?:[\w$]+\.)*[A-Z][\w$]*(?:Error|Exception|Warning): \S/u;

/**
 * "Error: Cannot find module 'express'", "WARN: deprecated …": a bare level label, when the
 * message reads like a tool's (a capital or a code first, and a quote, path, call or code in it);
 * "Error: when I click save nothing happens" is the user telling the bug.
 */
const LEVEL_MESSAGE =
  /^\s*(?:Error|Warning|ERROR|WARN(?:ING)?|FATAL|CRITICAL):\s+[\p{Lu}\d[<'"`][^\n]*(?:['"`(/\\]|\b[A-Z]{2,}\d*\b|\b\w+\.\w+)/u;

/** Compiler diagnostics with a code: "error TS2345: …", "Program.cs(12,5): warning CS0168: …". */
const COMPILER =
  /^(?:\S+\(\d+,\d+\): (?:error|warning) [A-Z]+\d+: |\S+:\d+:\d+ - (?:error|warning) [A-Z]+\d+: |(?:error|warning) [A-Z]{2,3}\d{3,5}: |(?:error|warning)\[E\d{4}\]: )/u;

/** The line is one a tool printed (see above). */
export function isToolLine(line: string): boolean {
  return (
    TAG.test(line) ||
    ANY_TAG_FAULT.test(line) ||
    LOGCAT.test(line) ||
    NAMED_ERROR.test(line) ||
    LEVEL_MESSAGE.test(line) ||
    COMPILER.test(line)
  );
}
