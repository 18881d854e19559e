/**
 * `npm run bench -- --smoke` (what `npm test` runs): every suite picked runs end to end with
 * tiny durations, to prove the benchmarks still work. Its figures mean nothing.
 */
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** The interleaved http measurement: slices per target, seconds per slice, warm-up seconds. */
export const HTTP_ROUNDS = SMOKE ? 1 : Number(process.env.BENCH_HTTP_ROUNDS ?? 4);
export const HTTP_SLICE_SECONDS = SMOKE ? 1 : Number(process.env.BENCH_HTTP_SECONDS ?? 3);
export const HTTP_WARMUP_SECONDS = SMOKE ? 0 : 2;
