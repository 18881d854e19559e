/**
 * Resolves in the event loop's next check phase (`setImmediate`).
 *
 * Request handlers that do a lot of CPU work stage it with this: first await `nextTurn()`, then
 * compute, then await `nextTurn()` again before writing the reply. Node reads every socket that
 * is ready in one poll phase and runs the immediates queued by then in one check phase, so under
 * concurrent load the built-in engine's runs of all those requests follow each other, and their
 * replies are written together afterwards, instead of each engine run alternating with HTTP
 * parsing and socket writes. The engine is large (hundreds of compiled regular expressions) and
 * the alternation evicted it from the CPU's caches on every request: measured, it made the
 * engine's own run cost about 1.5x its cost in a loop and the request about twice the sum of
 * its parts (BENCHMARKS.md, visitor transform). A lone request only pays two loop turns
 * (microseconds).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
