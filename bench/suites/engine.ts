/**
 * engine: the built-in optimizer in-process, no HTTP. Throughput over the unit-test corpus
 * (every prompt for every assistant) and the median time for one 2 KB prompt.
 */
import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { optimize } from '@promptsmith/optimizer';
import { CORPUS } from '@promptsmith/optimizer/corpus';
import { SMOKE } from '../support/mode';
import { median, ms, percentile, perSecond } from '../support/stats';
import { note, type Row } from '../support/table';

const SUITE = 'engine';
const CORPUS_ROUNDS = SMOKE ? 1 : 10;
const TWO_KB_RUNS_PER_ASSISTANT = SMOKE ? 5 : 100;

/** The same 2 KB prompt as the optimizer's performance test: plain corpus prose, cut at 2,048. */
function twoKilobytePrompt(): string {
  let rough = '';
  for (const entry of CORPUS) {
    if (rough.length > 2048) break;
    if (!entry.tags?.includes('structured')) rough += `${entry.prompt}\n`;
  }
  return rough.slice(0, 2048);
}

export function engineSuite(): Promise<Row[]> {
  // Warm-up: let the JIT compile the analyzer and renderers before anything is timed.
  for (const entry of CORPUS) for (const key of ASSISTANT_KEYS) optimize(entry.prompt, key);

  const started = performance.now();
  for (let round = 0; round < CORPUS_ROUNDS; round++) {
    for (const entry of CORPUS) for (const key of ASSISTANT_KEYS) optimize(entry.prompt, key);
  }
  const calls = CORPUS_ROUNDS * CORPUS.length * ASSISTANT_KEYS.length;
  const throughput = calls / ((performance.now() - started) / 1000);

  const rough = twoKilobytePrompt();
  const perAssistant = ASSISTANT_KEYS.map((key) => {
    const samples: number[] = [];
    for (let i = 0; i < TWO_KB_RUNS_PER_ASSISTANT; i++) {
      const t = performance.now();
      optimize(rough, key);
      samples.push(performance.now() - t);
    }
    return { key, samples };
  });
  const all = perAssistant.flatMap((a) => a.samples);
  const worst = perAssistant.reduce((a, b) => (median(a.samples) >= median(b.samples) ? a : b));
  const twoKbMedian = median(all);

  note(
    SUITE,
    `${calls.toLocaleString('en-US')} corpus transforms (${CORPUS.length} prompts x ${ASSISTANT_KEYS.length} assistants x ${CORPUS_ROUNDS}): ${perSecond(throughput)}`,
  );
  note(
    SUITE,
    `2 KB prompt (${rough.length} chars): median ${ms(twoKbMedian, 3)}, p99 ${ms(percentile(all, 99), 3)}, slowest assistant ${worst.key} median ${ms(median(worst.samples), 3)}`,
  );
  return Promise.resolve([
    { suite: SUITE, metric: 'corpus transforms/s (69 prompts x 6 assistants)', value: perSecond(throughput) },
    {
      suite: SUITE,
      metric: '2 KB prompt, median (slowest assistant)',
      value: `${ms(twoKbMedian, 3)} (${worst.key} ${ms(median(worst.samples), 3)})`,
      target: '<= 2 ms',
      met: twoKbMedian <= 2,
    },
  ]);
}
