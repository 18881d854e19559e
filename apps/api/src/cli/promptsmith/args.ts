import { ASSISTANT_KEYS, type AssistantKey, isAssistantKey } from '@promptsmith/contract';
import { parseArgs } from 'node:util';
import { type RawAnswers } from './answers';

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'version' }
  /** Serve the MCP tools over stdio until the client closes the pipe. */
  | { kind: 'mcp' }
  | {
      kind: 'optimize';
      targets: AssistantKey[];
      json: boolean;
      explain: boolean;
      /** `--answer id=value`, by question id; checked against the prompt's questions later. */
      answers: RawAnswers;
      /** null: read the prompt from stdin. */
      prompt: string | null;
    };

export class UsageError extends Error {}

export const USAGE = `Usage: promptsmith optimize (--for <assistant> | --all) [--answer <id>=<value>]... [--json] [--explain] [prompt...]
       promptsmith mcp

Rewrites a rough prompt the way each assistant's vendor says it should be prompted.
Runs the built-in engine locally: no server, no API key, no network.

  --for, -f <assistant>  target assistant: ${ASSISTANT_KEYS.join(', ')}
  --all, -a              optimize for every assistant
  --answer <id>=<value>  answer a question the optimizer asked (repeatable; a comma list
                         picks several options of a multiple-choice question)
  --json                 print JSON ({model, optimizedPrompt, engine, rationale, questions, warnings},
                         or {results: [...]} with --all)
  --explain              also print why each change was made (the vendor rule and its source)
  --help, -h             show this help
  --version, -v          print the version

  mcp                    run as an MCP server over stdio (for desktop assistants and editors):
                         tools optimize_prompt, compare_prompt, list_templates, get_template

The prompt is the remaining arguments, or standard input when there are none:
  promptsmith optimize --for claude "write a blog post about remote work"
  promptsmith optimize --for gpt --answer audience=kids --answer tone=warm,funny "poem"
  echo "summarize this report" | promptsmith optimize --all --json`;

/** Pure: argv (without node and script) -> what to do, or a UsageError saying what is wrong. */
export function parseCli(argv: string[]): CliCommand {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        for: { type: 'string', short: 'f' },
        all: { type: 'boolean', short: 'a' },
        json: { type: 'boolean' },
        explain: { type: 'boolean' },
        answer: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help' };
  if (values.version) return { kind: 'version' };
  const [command, ...words] = positionals;
  if (command === undefined) return { kind: 'help' };
  if (command === 'help') return { kind: 'help' };
  if (command === 'mcp') {
    // Everything after "mcp" would be ignored silently; say so instead.
    const extra = [...words, ...Object.keys(values).map((name) => `--${name}`)];
    if (extra.length > 0) throw new UsageError(`"mcp" takes no arguments (got ${extra.join(' ')}).`);
    return { kind: 'mcp' };
  }
  if (command !== 'optimize')
    throw new UsageError(`Unknown command "${command}". The commands are "optimize" and "mcp".`);
  if (values.all && values.for !== undefined)
    throw new UsageError('Use either --for <assistant> or --all, not both.');
  let targets: AssistantKey[];
  if (values.all) targets = [...ASSISTANT_KEYS];
  else if (values.for === undefined) {
    throw new UsageError(
      `Choose an assistant with --for <assistant> (${ASSISTANT_KEYS.join(', ')}) or use --all.`,
    );
  } else {
    const wanted = values.for
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    const unknown = wanted.find((k) => !isAssistantKey(k));
    if (unknown !== undefined || wanted.length === 0) {
      throw new UsageError(
        `Unknown assistant "${unknown ?? values.for}". Valid assistants: ${ASSISTANT_KEYS.join(', ')}.`,
      );
    }
    targets = [...new Set(wanted as AssistantKey[])];
  }
  return {
    kind: 'optimize',
    targets,
    json: values.json ?? false,
    explain: values.explain ?? false,
    answers: parseAnswers(values.answer ?? []),
    prompt: words.length > 0 ? words.join(' ') : null,
  };
}

function parseAnswers(pairs: readonly string[]): RawAnswers {
  const answers: Record<string, string[]> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const id = pair.slice(0, Math.max(at, 0)).trim();
    const value = pair.slice(at + 1).trim();
    if (at < 0 || !id || !value)
      throw new UsageError(`--answer takes <id>=<value>, e.g. --answer audience=kids (got "${pair}").`);
    (answers[id] ??= []).push(value);
  }
  return answers;
}
