import { type CompareResultItem, LIMITS, MESSAGES } from '@promptsmith/contract';
import { optimize } from '@promptsmith/optimizer';
import { resolveAnswers } from './answers';
import packageJson from '../../../../../package.json';
import { parseCli, USAGE, UsageError } from './args';
import { formatResults } from './format';
import { serveMcp } from './mcp';

/**
 * `promptsmith optimize --for claude "rough prompt"`: the built-in engine, offline. Exit codes:
 * 0 done, 1 bad input (empty or too long prompt, an answer to a question it does not ask),
 * 2 wrong usage. `promptsmith mcp` serves the MCP tools on stdio instead (mcp.ts).
 */
async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseCli(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`promptsmith: ${error.message}\nRun "promptsmith --help" for usage.\n`);
    return 2;
  }
  if (command.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command.kind === 'version') {
    process.stdout.write(`${packageJson.version}\n`);
    return 0;
  }
  if (command.kind === 'mcp') {
    await serveMcp(packageJson.version);
    return 0;
  }
  if (command.prompt === null && process.stdin.isTTY) {
    process.stderr.write(
      'promptsmith: type or pipe a prompt (end with Ctrl-D), or pass it as an argument.\n',
    );
  }
  const prompt = command.prompt ?? (await readStdin());
  if (!prompt.trim()) {
    process.stderr.write(`promptsmith: ${MESSAGES.promptRequired}\n`);
    return 1;
  }
  if (prompt.length > LIMITS.promptMaxChars) {
    process.stderr.write(
      `promptsmith: the prompt is ${prompt.length} characters long; the limit is ${LIMITS.promptMaxChars}.\n`,
    );
    return 1;
  }
  let answers = {};
  if (Object.keys(command.answers).length > 0) {
    // The questions asked before answering decide which ids exist and which take several choices.
    const asked = optimize(prompt, command.targets[0] ?? 'gpt').questions;
    const resolved = resolveAnswers(command.answers, asked);
    if (!resolved.ok) {
      process.stderr.write(`promptsmith: ${resolved.message}\n`);
      return 1;
    }
    answers = resolved.answers;
  }
  const results: CompareResultItem[] = command.targets.map((model) => {
    const { prompt: optimizedPrompt, rationale, questions, warnings } = optimize(prompt, model, { answers });
    return { model, optimizedPrompt, engine: 'builtin', rationale, questions, warnings };
  });
  process.stdout.write(
    formatResults(results, { json: command.json, explain: command.explain, all: command.targets.length > 1 }),
  );
  return 0;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  // Piped text usually ends with a newline that is not part of the prompt.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`promptsmith: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
