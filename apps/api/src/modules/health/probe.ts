/**
 * The database probe behind GET /api/health, shared by concurrent callers: requests that arrive
 * while a `select 1` is in flight wait for that one, and a success stays good for `freshMs`.
 * Without this every probe was a query, and on PGlite (one single-threaded engine) the health
 * endpoint ran at a third of a static page (BENCHMARKS.md). A failure is never reused: the next
 * request probes again, so recovery shows at once; an outage shows within `freshMs`.
 */
export function createSharedProbe(
  ping: () => Promise<void>,
  freshMs = 1_000,
  now: () => number = () => performance.now(),
): () => Promise<boolean> {
  let inFlight: Promise<boolean> | null = null;
  let okUntil = Number.NEGATIVE_INFINITY;
  return () => {
    if (now() < okUntil) return Promise.resolve(true);
    if (inFlight) return inFlight;
    const started = now();
    inFlight = ping().then(
      () => {
        okUntil = started + freshMs;
        return true;
      },
      () => false,
    );
    void inFlight.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
