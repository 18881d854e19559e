import { sql } from 'drizzle-orm';
import { type Database } from './client';
import { createGroupCommit } from './group-commit';
import { historyEntries, llmUsage } from './schema';

/** A history row with the id the app chose (so a batch needs no RETURNING to tell rows apart). */
export type HistoryRow = typeof historyEntries.$inferInsert & { id: string };

/** Tokens to add to one day's count of one subject. */
export interface UsageCharge {
  day: string;
  subject: string;
  tokens: number;
}

/** One caller's write: a history entry, or the token charges of one upstream call or request. */
export type BatchedWrite = { history: HistoryRow } | { usage: UsageCharge[] };

/**
 * The charges of a batch, one per (day, subject), summed: an upsert may not touch the same row
 * twice in one statement, and every request charges the shared "everyone" subject too.
 */
export function sumCharges(charges: readonly UsageCharge[]): UsageCharge[] {
  const sums = new Map<string, UsageCharge>();
  for (const { day, subject, tokens } of charges) {
    const key = `${day}\n${subject}`;
    const sum = sums.get(key);
    if (sum) sum.tokens += tokens;
    else sums.set(key, { day, subject, tokens });
  }
  return [...sums.values()];
}

/**
 * Writes a batch as one statement: the history rows and the usage upsert together in one
 * `WITH … INSERT` when the batch holds both, so they commit together, in one round trip.
 */
async function writeBatch(db: Database, writes: BatchedWrite[]): Promise<void> {
  const rows = writes.flatMap((w) => ('history' in w ? [w.history] : []));
  const charges = sumCharges(writes.flatMap((w) => ('usage' in w ? w.usage : [])));
  const insertRows = rows.length > 0 ? db.insert(historyEntries).values(rows) : null;
  // Adding is atomic in PostgreSQL, so concurrent instances never lose a count.
  const addCharges =
    charges.length > 0
      ? db
          .insert(llmUsage)
          .values(charges)
          .onConflictDoUpdate({
            target: [llmUsage.day, llmUsage.subject],
            set: { tokens: sql`${llmUsage.tokens} + excluded.tokens`, updatedAt: sql`now()` },
          })
      : null;
  // getSQL(): an embedded query builder would be wrapped in parentheses, which WITH's main
  // statement may not be.
  if (insertRows && addCharges)
    await db.execute(sql`with saved as (${insertRows.getSQL()}) ${addCharges.getSQL()}`);
  else await (insertRows ?? addCharges);
}

export interface BatchedWrites {
  /** Resolves once the row is committed. */
  insertHistory(row: HistoryRow): Promise<void>;
  /** Resolves once the charges are committed. */
  addUsage(charges: UsageCharge[]): Promise<void>;
}

/**
 * History entries and token charges share one group commit (group-commit.ts): what arrives
 * together goes to the database as one statement, and each caller's promise settles once its
 * own rows are committed. An LLM request's entry and its charges are queued in the same turn,
 * so after the provider's answer the request waits for one statement, not two queued behind
 * each other on PGlite's single thread (BENCHMARKS.md, llm overhead).
 */
export function createBatchedWrites(db: Database): BatchedWrites {
  const write = createGroupCommit(async (writes: BatchedWrite[]) => {
    await writeBatch(db, writes);
    return writes.map(() => undefined);
  });
  return {
    insertHistory: (row) => write({ history: row }),
    addUsage: async (charges) => {
      if (charges.length > 0) await write({ usage: charges });
    },
  };
}

const shared = new WeakMap<object, BatchedWrites>();

/** One group commit per database, shared by the history repository and the usage store. */
export function batchedWritesFor(db: Database): BatchedWrites {
  let writes = shared.get(db);
  if (!writes) {
    writes = createBatchedWrites(db);
    shared.set(db, writes);
  }
  return writes;
}
