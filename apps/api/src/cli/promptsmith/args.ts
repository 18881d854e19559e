import { ASSISTANT_KEYS, type AssistantKey, isAssistantKey } from '@promptsmith/contract';
import { parseArgs } from 'node:util';

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'version' }
  | {
      kind: 'optimize';
      targets: AssistantKey[];
      json: boolean;
      explain: boolean;
      /** null: read the prompt from stdin. */
      prompt: string | null;
    };

export class UsageError extends Error {}

export const USAGE = `Usage: promptsmith optimize (--for <assistant> | --all) [--json] [--explain] [prompt...]

Rewrites a rough prompt the way each assistant's vendor says it should be prompted.
Runs the built-in engine locally: no server, no API key, no network.

  --for, -f <assistant>  target assistant: ${ASSISTANT_KEYS.join(', ')}
  --all, -a              optimize for every assistant
  --json                 print JSON ({model, optimizedPrompt, engine, rationale}, or {results: [...]} with --all)
  --explain              also print why each change was made (the vendor rule and its source)
  --help, -h             show this help
  --version, -v          print the version

The prompt is the remaining arguments, or standard input when there are none:
  promptsmith optimize --for claude "write a blog post about remote work"
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
  if (command !== 'optimize')
    throw new UsageError(`Unknown command "${command}". The command is "optimize".`);
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
    prompt: words.length > 0 ? words.join(' ') : null,
  };
}
