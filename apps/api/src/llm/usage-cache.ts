import { type UsageStore } from './token-budget';

/** Distinct (day, subject) counts kept before the cache starts over; a day holds few. */
const MAX_ENTRIES = 50_000;

/**
 * Today's token counts in memory, in front of the database store, for PGlite only. A PGlite data
 * directory belongs to one process, so every charge passes through this process and the counts
 * here stay exact; the budget check before an LLM call then needs no query. On PGlite a query
 * runs in this thread and queues behind the previous reply's usage upsert, so that read sat
 * between the request and the provider call. With PostgreSQL other instances charge behind this
 * one's back: no cache there (see plugins/llm-budget.ts).
 *
 * Writes still go to the database at once: the cache is never the only copy of a count.
 */
export function createCachedUsageStore(inner: UsageStore): UsageStore {
  const counts = new Map<string, number>();
  // Bumped by every charge: a read that started before one may not hold it, and must not be
  // stored over a count that now should.
  let generation = 0;
  const key = (day: string, subject: string) => `${day}\n${subject}`;
  return {
    async add(day, subjects, tokens) {
      generation++;
      for (const subject of subjects) {
        const current = counts.get(key(day, subject));
        if (current !== undefined) counts.set(key(day, subject), current + tokens);
      }
      try {
        await inner.add(day, subjects, tokens);
      } catch (error) {
        // Not counted after all: the next read asks the database again.
        generation++;
        for (const subject of subjects) counts.delete(key(day, subject));
        throw error;
      }
    },
    async read(day, subjects) {
      const known = subjects.map((subject) => counts.get(key(day, subject)));
      if (known.every((count): count is number => count !== undefined)) return known;
      const seen = generation;
      const fresh = await inner.read(day, subjects);
      if (seen === generation) {
        if (counts.size + subjects.length > MAX_ENTRIES) counts.clear();
        subjects.forEach((subject, i) => counts.set(key(day, subject), fresh[i] ?? 0));
      }
      return fresh;
    },
  };
}

const shared = new WeakMap<object, UsageStore>();

/**
 * One cache per database: two app instances on one PGlite handle (the budget tests) must see
 * each other's charges, as they would through the database.
 */
export function cachedUsageStoreFor(database: object, create: () => UsageStore): UsageStore {
  let store = shared.get(database);
  if (!store) {
    store = createCachedUsageStore(create());
    shared.set(database, store);
  }
  return store;
}
