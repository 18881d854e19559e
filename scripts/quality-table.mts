/**
 * `npm run quality:table -- <outdir>`: reads the judges' `<outdir>/scores-*.json` (arrays of
 * `{ id, assistant, score, reason }`) next to the `outputs.json` written by `npm run quality`, and
 * prints the markdown table for docs/quality.md: mean per assistant and overall, distribution of
 * the rounded mean scores (1 to 5), outputs any judge scored 1, and the five worst outputs verbatim.
 */
import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Score {
  id: string;
  assistant: string;
  score: number;
  reason: string;
}

interface Output {
  id: string;
  assistant: string;
  input: string;
  output: string;
}

/** One output's scores from every judge who scored it. */
interface Judged {
  key: string;
  id: string;
  assistant: string;
  mean: number;
  /** The goal is "no output scored 1": one judge's 1 counts even when the mean rounds up. */
  anyOne: boolean;
  reasons: string[];
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function isScore(value: unknown): value is Score {
  if (typeof value !== 'object' || value === null) return false;
  const { id, assistant, score, reason } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof assistant === 'string' &&
    typeof score === 'number' &&
    score >= 1 &&
    score <= 5 &&
    typeof reason === 'string'
  );
}

function readScores(path: string): Score[] {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) fail(`${path}: expected a JSON array of { id, assistant, score, reason }.`);
  const bad = parsed.findIndex((entry) => !isScore(entry));
  if (bad >= 0) fail(`${path}: entry ${bad} is not { id, assistant, score: 1-5, reason }.`);
  return parsed as Score[];
}

/** A fence longer than any backtick run inside, so pasted code fences never close ours. */
function fence(text: string): string {
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const marks = '`'.repeat(Math.max(3, longestRun + 1));
  return `${marks}text\n${text}\n${marks}`;
}

function judge(scores: Score[]): Judged[] {
  const byOutput = new Map<string, Score[]>();
  for (const score of scores) {
    const key = `${score.id}/${score.assistant}`;
    byOutput.set(key, [...(byOutput.get(key) ?? []), score]);
  }
  return [...byOutput].map(([key, group]) => ({
    key,
    id: group[0]?.id ?? '',
    assistant: group[0]?.assistant ?? '',
    mean: group.reduce((sum, s) => sum + s.score, 0) / group.length,
    anyOne: group.some((s) => s.score === 1),
    reasons: group.map((s) => s.reason),
  }));
}

function row(label: string, judged: Judged[]): string {
  const counts = [1, 2, 3, 4, 5].map((n) => judged.filter((j) => Math.round(j.mean) === n).length);
  const mean =
    judged.length > 0 ? (judged.reduce((sum, j) => sum + j.mean, 0) / judged.length).toFixed(2) : '-';
  return `| ${label} | ${judged.length} | ${mean} | ${counts.join(' | ')} | ${judged.filter((j) => j.anyOne).length} |`;
}

const dir = process.argv.slice(2).find((arg) => arg !== '--');
if (!dir) fail('Usage: npm run quality:table -- <outdir>');
const files = readdirSync(dir).filter((name) => /^scores-.*\.json$/.test(name));
if (files.length === 0) fail(`${dir}: no scores-*.json files.`);
const judged = judge(files.flatMap((name) => readScores(join(dir, name))));
const outputs = JSON.parse(readFileSync(join(dir, 'outputs.json'), 'utf8')) as Output[];
const outputByKey = new Map(outputs.map((output) => [`${output.id}/${output.assistant}`, output]));

const unscored = outputs.length - judged.filter((j) => outputByKey.has(j.key)).length;
const unknown = judged.filter((j) => !outputByKey.has(j.key)).map((j) => j.key);
console.log(`Judge files: ${files.join(', ')}. ${judged.length} outputs scored, ${unscored} unscored.`);
if (unknown.length > 0) console.log(`Scores for outputs not in outputs.json: ${unknown.join(', ')}`);
console.log(
  '\n| assistant | outputs | mean | 1 | 2 | 3 | 4 | 5 | any judge gave 1 |\n|---|---|---|---|---|---|---|---|---|',
);
for (const assistant of ASSISTANT_KEYS) {
  console.log(
    row(
      assistant,
      judged.filter((j) => j.assistant === assistant),
    ),
  );
}
console.log(row('**all**', judged));

// Ties keep the corpus order (outputs.json), so the same scores always print the same five.
const order = new Map(outputs.map((output, i) => [`${output.id}/${output.assistant}`, i]));
const position = (j: Judged) => order.get(j.key) ?? outputs.length;
const worst = [...judged].sort((a, b) => a.mean - b.mean || position(a) - position(b)).slice(0, 5);
console.log('\n## Five worst outputs\n');
for (const j of worst) {
  const output = outputByKey.get(j.key);
  console.log(`### ${j.key} (mean ${j.mean.toFixed(2)})\n`);
  console.log(`Reasons:\n${j.reasons.map((reason) => `- ${reason}`).join('\n')}\n`);
  console.log(`Input:\n\n${fence(output?.input ?? '(not in outputs.json)')}\n`);
  console.log(`Output for ${j.assistant}:\n\n${fence(output?.output ?? '(not in outputs.json)')}\n`);
}
