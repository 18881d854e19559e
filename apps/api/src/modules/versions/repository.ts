import {
  type AssistantKey,
  type HistoryVersion,
  HistoryResult,
  type RefineChip,
} from '@promptsmith/contract';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Database } from '../../db/client';
import { historyEntries, historyVersions } from '../../db/schema';
import { badRequest } from '../../lib/app-error';

type EntryRow = typeof historyEntries.$inferSelect;
type VersionRow = typeof historyVersions.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const StoredResults = z.array(HistoryResult);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewVersion {
  optimizedPrompt: string;
  engine: 'builtin' | 'llm';
  provider?: string | undefined;
  chips: RefineChip[];
  instruction: string | null;
  restoredFrom: number | null;
}

export interface VersionList {
  model: AssistantKey;
  versions: HistoryVersion[];
}

/** A stored version as the API returns it (the library's export writes the same shape). */
export function toVersion(row: VersionRow): HistoryVersion {
  return {
    number: row.number,
    model: row.model as AssistantKey,
    optimizedPrompt: row.optimizedPrompt,
    engine: row.engine,
    ...(row.provider ? { provider: row.provider } : {}),
    chips: row.chips as RefineChip[],
    instruction: row.instruction,
    restoredFrom: row.restoredFrom,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Version 1 is the entry's own result for that assistant, as first optimized. */
function firstVersion(entry: EntryRow, model: AssistantKey | undefined): HistoryVersion {
  const results = StoredResults.parse(entry.results);
  const result = model ? results.find((r) => r.model === model) : results[0];
  if (!result) throw badRequest(`This entry has no result for ${model ?? 'any assistant'}`);
  return {
    number: 1,
    model: result.model,
    optimizedPrompt: result.optimizedPrompt,
    engine: result.engine,
    ...(result.provider ? { provider: result.provider } : {}),
    chips: [],
    instruction: null,
    restoredFrom: null,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Versions of a user's history entries; another user's entry is indistinguishable from none. */
export function createVersionRepository(db: Database) {
  const own = (userId: string, id: string) =>
    and(eq(historyEntries.userId, userId), eq(historyEntries.id, id));

  async function versionsOf(executor: Database | Tx, entry: EntryRow, model: AssistantKey | undefined) {
    const first = firstVersion(entry, model);
    const rows = await executor
      .select()
      .from(historyVersions)
      .where(and(eq(historyVersions.entryId, entry.id), eq(historyVersions.model, first.model)))
      .orderBy(asc(historyVersions.number));
    return { model: first.model, versions: [first, ...rows.map(toVersion)] };
  }

  return {
    async list(userId: string, entryId: string, model?: AssistantKey): Promise<VersionList | null> {
      if (!UUID.test(entryId)) return null;
      const [entry] = await db.select().from(historyEntries).where(own(userId, entryId)).limit(1);
      return entry ? versionsOf(db, entry, model) : null;
    },

    /**
     * Adds the next version in one transaction with the entry row locked, so two refinements
     * at once get numbers n+1 and n+2 instead of colliding. `make` sees the versions so far.
     */
    async append(
      userId: string,
      entryId: string,
      model: AssistantKey | undefined,
      make: (list: VersionList) => NewVersion,
      now: Date,
    ): Promise<HistoryVersion | null> {
      if (!UUID.test(entryId)) return null;
      return db.transaction(async (tx) => {
        const [entry] = await tx
          .select()
          .from(historyEntries)
          .where(own(userId, entryId))
          .for('update')
          .limit(1);
        if (!entry) return null;
        const list = await versionsOf(tx, entry, model);
        const next = make(list);
        const [row] = await tx
          .insert(historyVersions)
          .values({
            entryId,
            model: list.model,
            number: list.versions.at(-1)!.number + 1,
            optimizedPrompt: next.optimizedPrompt,
            engine: next.engine,
            provider: next.provider ?? null,
            chips: next.chips,
            instruction: next.instruction,
            restoredFrom: next.restoredFrom,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('version insert returned no row');
        return toVersion(row);
      });
    },
  };
}

export type VersionRepository = ReturnType<typeof createVersionRepository>;
