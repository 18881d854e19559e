/**
 * Interleaved measurement: every target runs for one short slice per round, round after round
 * (A B C A B C ...), and its rate is its total work over its total time. On a shared machine
 * the load drifts by the minute; interleaving spreads that drift over every target alike, so
 * their ratios hold even when the absolute figures do not.
 */
export interface Slice {
  /** Work done (requests answered, calls made) in the slice. */
  count: number;
  seconds: number;
  /** Requests answered outside 2xx, plus transport errors and timeouts. */
  failures: number;
  latencies?: { p50: number; p99: number };
}

export interface Target {
  label: string;
  run(seconds: number): Promise<Slice>;
}

export interface Rate {
  label: string;
  perSecond: number;
  failures: number;
  /** Median over the slices of each slice's p50 / p99 (when the target reports latencies). */
  p50: number;
  p99: number;
}

function middle(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function interleave(
  targets: readonly Target[],
  options: { rounds: number; sliceSeconds: number; warmupSeconds: number },
): Promise<Map<string, Rate>> {
  // Warm-up (JIT, pools, caches), discarded.
  if (options.warmupSeconds > 0) for (const t of targets) await t.run(options.warmupSeconds);
  const slices = new Map<string, Slice[]>(targets.map((t) => [t.label, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const t of targets) slices.get(t.label)?.push(await t.run(options.sliceSeconds));
  }
  const rates = new Map<string, Rate>();
  for (const t of targets) {
    const own = slices.get(t.label) ?? [];
    const count = own.reduce((sum, s) => sum + s.count, 0);
    const seconds = own.reduce((sum, s) => sum + s.seconds, 0);
    rates.set(t.label, {
      label: t.label,
      perSecond: count / seconds,
      failures: own.reduce((sum, s) => sum + s.failures, 0),
      p50: middle(own.flatMap((s) => (s.latencies ? [s.latencies.p50] : []))),
      p99: middle(own.flatMap((s) => (s.latencies ? [s.latencies.p99] : []))),
    });
  }
  return rates;
}
