import autocannon, { type Options } from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Responses by status code, e.g. { 200: 1234, 429: 5 }. */
  statuses: Record<number, number>;
}

export interface LoadOptions extends Omit<Options, 'duration' | 'connections'> {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

/** A warm-up run (discarded: JIT, pools, caches), then the measured run. Both are time-bounded. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const { connections, durationSeconds, warmupSeconds, ...request } = options;
  await autocannon({ ...request, connections, duration: warmupSeconds, timeout: 30 });
  const result = await autocannon({ ...request, connections, duration: durationSeconds, timeout: 30 });
  const statuses: Record<number, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats))
    statuses[Number(code)] = Number(count);
  const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  return {
    requestsPerSecond: total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

export function countOutside2xx(statuses: Record<number, number>, except: number[] = []): number {
  return Object.entries(statuses)
    .filter(([code]) => {
      const n = Number(code);
      return (n < 200 || n > 299) && !except.includes(n);
    })
    .reduce((sum, [, count]) => sum + count, 0);
}
