/**
 * `npm run quality -- <corpus.json> --dir <outdir> [--packets N]`: runs the built-in optimizer on
 * every corpus prompt for every assistant, writes `<outdir>/outputs.json` and N judge packets
 * (`packet-<k>.md`) for the procedure in /work/shared/quality/judging.md. Scores come back as
 * `<outdir>/scores-*.json`; `npm run quality:table -- <outdir>` turns them into the table.
 */
import { ASSISTANT_KEYS, type AssistantKey } from '@promptsmith/contract';
import { optimize } from '@promptsmith/optimizer';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

interface CorpusEntry {
  id: string;
  prompt: string;
  musts: string[];
}

/** The part of a question the judges see; typed loosely so older and newer engines both fit. */
interface QuestionLike {
  question: string;
  options?: readonly unknown[];
  multiple?: boolean;
}

/** Only what this script reads from `optimize()`: older engines return no questions. */
interface ResultLike {
  prompt: string;
  questions?: readonly QuestionLike[];
}

interface Output {
  id: string;
  assistant: AssistantKey;
  input: string;
  output: string;
  questions: readonly QuestionLike[];
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function isEntry(value: unknown): value is CorpusEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { id, prompt, musts } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof prompt === 'string' &&
    Array.isArray(musts) &&
    musts.every((must) => typeof must === 'string')
  );
}

function readCorpus(path: string): CorpusEntry[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) fail(`${path}: expected a JSON array of { id, prompt, musts }.`);
  const bad = parsed.findIndex((entry) => !isEntry(entry));
  if (bad >= 0) fail(`${path}: entry ${bad} is not { id: string, prompt: string, musts: string[] }.`);
  const entries = parsed as CorpusEntry[];
  const ids = new Set(entries.map((entry) => entry.id));
  if (ids.size !== entries.length) fail(`${path}: ids must be unique.`);
  return entries;
}

/** A fence longer than any backtick run inside, so pasted code fences never close ours. */
function fenced(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}text\n${text}\n${fence}`;
}

function optionLabel(option: unknown): string {
  if (typeof option === 'string') return option;
  if (typeof option === 'object' && option !== null && 'label' in option) return String(option.label);
  return JSON.stringify(option);
}

function renderQuestions(questions: readonly QuestionLike[]): string {
  if (questions.length === 0) return '';
  const lines = questions.map((q, i) => {
    const options = (q.options ?? []).map(optionLabel);
    const choice =
      options.length > 0 ? ` Options: ${options.join(' | ')}${q.multiple ? ' (several allowed)' : ''}.` : '';
    return `${i + 1}. ${q.question}${choice}`;
  });
  return `\nQuestions the engine would ask the user:\n\n${lines.join('\n')}\n`;
}

function renderPacket(entries: CorpusEntry[], outputs: Output[], index: number, total: number): string {
  const sections = entries.map((entry) => {
    const mine = outputs.filter((output) => output.id === entry.id);
    const rendered = mine.map(
      (output) =>
        `### ${output.id}/${output.assistant}\n\n${fenced(output.output)}\n${renderQuestions(output.questions)}`,
    );
    const musts = entry.musts.map((must) => `- ${must}`).join('\n');
    return `## ${entry.id}\n\nInput (the user's rough prompt):\n\n${fenced(entry.prompt)}\n\nMusts (hints of what matters, not the whole checklist):\n\n${musts}\n\n${rendered.join('\n')}`;
  });
  const count = entries.length * ASSISTANT_KEYS.length;
  return `# Judge packet ${index} of ${total}\n\n${entries.length} prompts, ${count} outputs. Score every output labelled \`<id>/<assistant>\`.\n\n${sections.join('\n---\n\n')}`;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string' }, packets: { type: 'string', default: '3' } },
});
const corpusPath = positionals[0];
const outDir = values.dir;
const packetCount = Number(values.packets);
if (!corpusPath || !outDir) fail('Usage: npm run quality -- <corpus.json> --dir <outdir> [--packets N]');
if (!Number.isInteger(packetCount) || packetCount < 1)
  fail('--packets must be a whole number of at least 1.');

const corpus = readCorpus(corpusPath);
const outputs: Output[] = corpus.flatMap((entry) =>
  ASSISTANT_KEYS.map((assistant) => {
    const result: ResultLike = optimize(entry.prompt, assistant);
    return {
      id: entry.id,
      assistant,
      input: entry.prompt,
      output: result.prompt,
      questions: result.questions ?? [],
    };
  }),
);

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'outputs.json'), `${JSON.stringify(outputs, null, 2)}\n`);
// Round-robin keeps every packet a mix of kinds and languages; a prompt's six outputs stay together.
const packets = Array.from({ length: Math.min(packetCount, corpus.length) }, (_, k) =>
  corpus.filter((_entry, i) => i % packetCount === k),
);
packets.forEach((entries, k) => {
  writeFileSync(join(outDir, `packet-${k + 1}.md`), renderPacket(entries, outputs, k + 1, packets.length));
});
const asked = outputs.filter((output) => output.questions.length > 0).length;
console.log(
  `${outputs.length} outputs (${corpus.length} prompts x ${ASSISTANT_KEYS.length} assistants), ${asked} with questions -> ${join(outDir, 'outputs.json')}, ${packets.length} packet(s)`,
);
