import autocannon, { type Options } from 'autocannon';
import { type Slice } from './interleave';

export const CONNECTIONS = 50;

/** One autocannon run of `seconds` (time-bounded) as an interleave slice. */
export async function loadSlice(
  request: Omit<Options, 'duration' | 'connections'>,
  seconds: number,
): Promise<Slice> {
  const result = await autocannon({ ...request, connections: CONNECTIONS, duration: seconds, timeout: 30 });
  let answered = 0;
  let outside2xx = 0;
  for (const [code, { count }] of Object.entries(result.statusCodeStats)) {
    answered += Number(count);
    if (Number(code) < 200 || Number(code) > 299) outside2xx += Number(count);
  }
  return {
    count: answered,
    seconds: result.duration,
    failures: outside2xx + result.errors + result.timeouts,
    latencies: { p50: result.latency.p50, p99: result.latency.p99 },
  };
}
