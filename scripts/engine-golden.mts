/**
 * `npx tsx scripts/engine-golden.mts <out.json>`: every output of the built-in engine that a
 * speed-up must not change, in one JSON file. Run it before and after a change and `cmp` the two
 * files: any difference means the change altered behaviour.
 *
 * Inputs: every prompt of `packages/optimizer/corpus/*.json` and of the TypeScript test corpora,
 * each as written, cut at half its length, upper-cased, and answered (each question given its
 * first option), for all six assistants; plus the benchmark's 2 KB prompt. Each output keeps
 * the prompt, rationale, questions, warnings and the analysis, so internal readers that change
 * no visible line are still checked.
 */
import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { analyze, optimize, type Answers } from '@promptsmith/optimizer';
import { CORPUS } from '@promptsmith/optimizer/corpus';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CASUAL_CORPUS } from '../packages/optimizer/src/test-corpus/casual-corpus';
import { EXCELLENT, ROUGH_WITH_ONE_LABEL } from '../packages/optimizer/src/test-corpus/excellent-corpus';
import { OPEN_GAP_CASES } from '../packages/optimizer/src/test-corpus/open-gaps-corpus';

const out = process.argv[2];
if (!out) {
  console.error('usage: npx tsx scripts/engine-golden.mts <out.json>');
  process.exit(2);
}

const dir = 'packages/optimizer/corpus';
const prompts: { id: string; prompt: string }[] = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { id: string; prompt: string }[];
  for (const e of entries) prompts.push({ id: `${file}:${e.id}`, prompt: e.prompt });
}
for (const e of CORPUS) prompts.push({ id: `corpus:${e.id}`, prompt: e.prompt });
for (const e of CASUAL_CORPUS) prompts.push({ id: `casual:${e.id}`, prompt: e.prompt });
for (const e of EXCELLENT) prompts.push({ id: `excellent:${e.id}`, prompt: e.prompt });
ROUGH_WITH_ONE_LABEL.forEach((p, i) => prompts.push({ id: `onelabel:${i}`, prompt: p }));
for (const e of OPEN_GAP_CASES) prompts.push({ id: `opengap:${e.id}`, prompt: e.prompt });

/** The bench's 2 KB prompt (bench/suites/engine.ts). */
let rough = '';
for (const entry of CORPUS) {
  if (rough.length > 2048) break;
  if (!entry.tags?.includes('structured')) rough += `${entry.prompt}\n`;
}
prompts.push({ id: 'bench-2kb', prompt: rough.slice(0, 2048) });

const variants: { id: string; prompt: string; answers?: Answers }[] = [];
for (const p of prompts) {
  variants.push(p);
  variants.push({ id: `${p.id}#half`, prompt: p.prompt.slice(0, Math.ceil(p.prompt.length / 2)) });
  variants.push({ id: `${p.id}#upper`, prompt: p.prompt.toUpperCase() });
  const answers: Record<string, string | string[]> = {};
  for (const q of optimize(p.prompt, 'gpt').questions) {
    const first = q.options[0] ?? 'yes';
    answers[q.id] = q.multiple ? [first] : first;
  }
  if (Object.keys(answers).length > 0) variants.push({ id: `${p.id}#answered`, prompt: p.prompt, answers });
}

const results: Record<string, unknown> = {};
for (const v of variants) {
  for (const key of ASSISTANT_KEYS) {
    const r = optimize(v.prompt, key, v.answers ? { answers: v.answers } : {});
    results[`${v.id}@${key}`] = {
      prompt: r.prompt,
      rationale: r.rationale,
      questions: r.questions,
      warnings: r.warnings,
      analysis: key === 'gpt' ? r.analysis : undefined,
    };
  }
  // The standalone analysis must agree with the one inside optimize().
  results[`${v.id}#analyze`] = JSON.stringify(analyze(v.prompt, v.answers ?? {})).length;
}
writeFileSync(out, JSON.stringify(results, null, 1));
console.log(`${variants.length} inputs x ${ASSISTANT_KEYS.length} assistants -> ${out}`);
