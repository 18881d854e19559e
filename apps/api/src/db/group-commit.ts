/**
 * Group commit: writes that arrive while one is in flight are gathered and go to the database
 * together, as one statement (one round trip, one commit, one WAL flush) when the current one
 * has finished. Each caller's promise settles only once its own row is committed, so an
 * acknowledged write is as durable as before; under load the batch grows instead of the queue
 * of single-row commits, which is what capped signed-in transforms (BENCHMARKS.md).
 *
 * A batch that fails is retried row by row, so one bad row (say, its user was deleted a moment
 * ago) fails only its own caller.
 */
export function createGroupCommit<T, R>(
  write: (items: T[]) => Promise<R[]>,
  maxBatch = 100,
): (item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (result: R) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let draining = false;

  async function writeOne(w: Waiting): Promise<void> {
    try {
      const [result] = await write([w.item]);
      w.resolve(result as R);
    } catch (error) {
      w.reject(error);
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      if (batch.length === 1) {
        await writeOne(batch[0] as Waiting);
        continue;
      }
      try {
        const results = await write(batch.map((w) => w.item));
        batch.forEach((w, i) => w.resolve(results[i] as R));
      } catch {
        await Promise.all(batch.map(writeOne));
      }
    }
    draining = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      // After the current I/O phase: requests that arrived together share the first batch too.
      setImmediate(() => void drain());
    });
}
