import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BatchedWrites, createBatchedWrites, type HistoryRow } from '../src/db/batched-writes';
import { type DatabaseHandle } from '../src/db/client';
import { historyEntries, llmUsage, users } from '../src/db/schema';
import { databaseKinds, freshDatabase } from './support/databases';

describe.each(databaseKinds())('history entries and token charges written together (%s)', (kind) => {
  let database: DatabaseHandle;
  let writes: BatchedWrites;
  let statements: string[];
  const userId = randomUUID();

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await database.db.insert(users).values({ id: userId, email: `${userId}@example.test`, name: 'Ada' });
    // Every statement the writer sends, seen through a database handle that records them.
    statements = [];
    const recording = new Proxy(database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property !== 'execute' && property !== 'insert') return value;
        return (...args: unknown[]) => {
          statements.push(String(property));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    writes = createBatchedWrites(recording);
  });
  afterAll(() => database.close());

  const entry = (owner = userId): HistoryRow => ({
    id: randomUUID(),
    userId: owner,
    kind: 'transform',
    prompt: 'write a haiku',
    models: ['gpt'],
    results: [{ model: 'gpt', optimizedPrompt: 'A haiku.', engine: 'llm', rationale: [], mark: null }],
    createdAt: new Date(),
  });
  const counts = async (day: string) => {
    const rows = await database.db
      .select({ subject: llmUsage.subject, tokens: llmUsage.tokens })
      .from(llmUsage)
      .where(eq(llmUsage.day, day));
    return Object.fromEntries(rows.map((r) => [r.subject, r.tokens]));
  };
  const saved = async (ids: string[]) =>
    (
      await database.db
        .select({ id: historyEntries.id })
        .from(historyEntries)
        .where(inArray(historyEntries.id, ids))
    ).length;

  it('sends an entry and the charges queued in the same turn as one statement, committed when each promise settles', async () => {
    const day = '2026-01-01';
    const first = entry();
    const second = entry();
    statements.length = 0;
    await Promise.all([
      writes.insertHistory(first),
      writes.addUsage([
        { day, subject: 'alice', tokens: 20 },
        { day, subject: '*', tokens: 20 },
      ]),
      writes.insertHistory(second),
      writes.addUsage([
        { day, subject: 'bob', tokens: 5 },
        { day, subject: '*', tokens: 5 },
      ]),
    ]);
    expect(statements).toEqual(['insert', 'insert', 'execute']);
    expect(await saved([first.id, second.id])).toBe(2);
    expect(await counts(day)).toEqual({ '*': 25, alice: 20, bob: 5 });
  });

  it('adds to counts that exist, alone or beside an entry', async () => {
    const day = '2026-01-02';
    await writes.addUsage([{ day, subject: 'alice', tokens: 3 }]);
    await Promise.all([
      writes.insertHistory(entry()),
      writes.addUsage([{ day, subject: 'alice', tokens: 4 }]),
    ]);
    await writes.addUsage([{ day, subject: 'alice', tokens: 5 }]);
    expect(await counts(day)).toEqual({ alice: 12 });
  });

  it('fails only the bad entry of a batch: the others and the charges are still written', async () => {
    const day = '2026-01-03';
    const good = entry();
    // Its user does not exist: the foreign key refuses it.
    const orphan = entry(randomUUID());
    const results = await Promise.allSettled([
      writes.insertHistory(good),
      writes.insertHistory(orphan),
      writes.addUsage([{ day, subject: 'alice', tokens: 7 }]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await saved([good.id])).toBe(1);
    expect(await saved([orphan.id])).toBe(0);
    expect(await counts(day)).toEqual({ alice: 7 });
  });
});
