/** Small statistics helpers shared by the suites. */

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  // Nearest-rank: p99 of 50 samples is the 50th, never an interpolation past the data.
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export function ms(value: number, digits = 1): string {
  return Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a';
}

export function perSecond(value: number): string {
  return Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')}/s` : 'n/a';
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function ratio(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : 'n/a';
}

/** Times `run` back to back for a fixed number of rounds (bounded), returning milliseconds each. */
export async function timeEach(rounds: number, run: (index: number) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return samples;
}
