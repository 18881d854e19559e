import {
  type AssistantKey,
  type CompareResultItem,
  type HistoryEntry,
  type HistoryKind,
  HistoryResult,
  type UpdateMarksRequest,
} from '@promptsmith/contract';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type Database } from '../../db/client';
import { batchedWritesFor } from '../../db/batched-writes';
import { historyEntries } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { type HistoryCursor, encodeCursor, isUuid } from './cursor';
import { escapeLike, searchTerms } from './search';

type Row = typeof historyEntries.$inferSelect;

const StoredResults = z.array(HistoryResult);

export interface NewHistoryEntry {
  userId: string;
  kind: 'transform' | 'compare';
  prompt: string;
  models: AssistantKey[];
  results: CompareResultItem[];
  createdAt: Date;
}

export interface HistoryListFilter {
  limit: number;
  cursor: HistoryCursor | null;
  q?: string | undefined;
  model?: AssistantKey | undefined;
  kind?: HistoryKind | undefined;
}

function toEntry(row: Row): HistoryEntry {
  return {
    id: row.id,
    kind: row.kind,
    prompt: row.prompt,
    models: row.models as AssistantKey[],
    results: StoredResults.parse(row.results),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every query is scoped by user id: another user's entry is indistinguishable from none. */
export function createHistoryRepository(db: Database) {
  const own = (userId: string, id: string) =>
    and(eq(historyEntries.userId, userId), eq(historyEntries.id, id));

  const writes = batchedWritesFor(db);

  return {
    /**
     * Resolves once the entry is committed. Concurrent inserts, and token charges queued in the
     * same turn, share one statement (db/batched-writes.ts).
     */
    async insert(entry: NewHistoryEntry): Promise<string> {
      // Questions and warnings belong to the live run, not to the saved entry (HistoryResult).
      const results = entry.results.map(
        ({ questions: _questions, warnings: _warnings, ...r }): HistoryResult => ({ ...r, mark: null }),
      );
      // Ids are chosen here, so a batch needs no RETURNING to tell whose row is whose.
      const id = randomUUID();
      await writes.insertHistory({ ...entry, results, id });
      return id;
    },

    async list(userId: string, { limit, cursor, q, model, kind }: HistoryListFilter) {
      const rows = await db
        .select()
        .from(historyEntries)
        .where(
          and(
            eq(historyEntries.userId, userId),
            cursor
              ? sql`(${historyEntries.createdAt}, ${historyEntries.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
            kind ? eq(historyEntries.kind, kind) : undefined,
            model ? sql`${historyEntries.models} @> ${JSON.stringify([model])}::jsonb` : undefined,
            // Every word must occur somewhere in the prompt, in any order.
            ...searchTerms(q).map((term) => ilike(historyEntries.prompt, `%${escapeLike(term)}%`)),
          ),
        )
        .orderBy(desc(historyEntries.createdAt), desc(historyEntries.id))
        // One extra row tells whether another page exists without a count query.
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(toEntry),
        nextCursor:
          rows.length > limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
      };
    },

    async get(userId: string, id: string): Promise<HistoryEntry | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(historyEntries).where(own(userId, id)).limit(1);
      return row ? toEntry(row) : null;
    },

    /** Read-modify-write of the results array, locked so concurrent marks do not overwrite each other. */
    async updateMarks(
      userId: string,
      id: string,
      marks: UpdateMarksRequest['marks'],
    ): Promise<HistoryEntry | null> {
      if (!isUuid(id)) return null;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(historyEntries).where(own(userId, id)).for('update').limit(1);
        if (!row) return null;
        const results = StoredResults.parse(row.results);
        for (const { model, mark } of marks) {
          const result = results.find((r) => r.model === model);
          if (!result) throw badRequest(`This entry has no result for ${model}`);
          result.mark = mark;
        }
        const [updated] = await tx.update(historyEntries).set({ results }).where(own(userId, id)).returning();
        return updated ? toEntry(updated) : null;
      });
    },

    async delete(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const deleted = await db
        .delete(historyEntries)
        .where(own(userId, id))
        .returning({ id: historyEntries.id });
      return deleted.length > 0;
    },

    async deleteAll(userId: string): Promise<number> {
      const deleted = await db
        .delete(historyEntries)
        .where(eq(historyEntries.userId, userId))
        .returning({ id: historyEntries.id });
      return deleted.length;
    },
  };
}

export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
