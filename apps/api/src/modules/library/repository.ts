import {
  type AssistantKey,
  type ExportHistoryEntry,
  type ExportTemplate,
  HistoryResult,
  type TemplateUse,
  type UserTemplate,
  type UserTemplateFields,
  type UserTemplateInput,
} from '@promptsmith/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { type Database } from '../../db/client';
import { historyEntries, historyVersions, userTemplates } from '../../db/schema';
import { toVersion } from '../versions';

type TemplateRow = typeof userTemplates.$inferSelect;
const StoredResults = z.array(HistoryResult);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TemplateFields = UserTemplateFields;

function toTemplate(row: TemplateRow): UserTemplate {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    use: row.use as TemplateUse,
    agents: row.agents as AssistantKey[],
    tags: row.tags,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Same kind, prompt, assistants and time: the same entry, exported and imported again. */
export const historyKey = (e: { kind: string; prompt: string; models: readonly string[]; createdAt: Date }) =>
  JSON.stringify([e.kind, e.prompt, e.models, e.createdAt.getTime()]);
export const templateKey = (t: { title: string; content: string }) => JSON.stringify([t.title, t.content]);

/** A user's own templates, and everything they own as one export; every query is scoped by user. */
export function createLibraryRepository(db: Database) {
  const own = (userId: string, id: string) => and(eq(userTemplates.userId, userId), eq(userTemplates.id, id));

  return {
    async listTemplates(userId: string): Promise<UserTemplate[]> {
      const rows = await db
        .select()
        .from(userTemplates)
        .where(eq(userTemplates.userId, userId))
        .orderBy(desc(userTemplates.createdAt), desc(userTemplates.id));
      return rows.map(toTemplate);
    },

    async createTemplate(userId: string, input: TemplateFields, now: Date): Promise<UserTemplate> {
      const [row] = await db
        .insert(userTemplates)
        .values({ ...input, userId, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('template insert returned no row');
      return toTemplate(row);
    },

    async updateTemplate(userId: string, id: string, input: TemplateFields, now: Date) {
      if (!UUID.test(id)) return null;
      const [row] = await db
        .update(userTemplates)
        .set({ ...input, updatedAt: now })
        .where(own(userId, id))
        .returning();
      return row ? toTemplate(row) : null;
    },

    async deleteTemplate(userId: string, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const deleted = await db
        .delete(userTemplates)
        .where(own(userId, id))
        .returning({ id: userTemplates.id });
      return deleted.length > 0;
    },

    /** Oldest first, so an import re-creates the history in the order it happened. */
    async exportAll(userId: string): Promise<{ history: ExportHistoryEntry[]; templates: ExportTemplate[] }> {
      const entries = await db
        .select()
        .from(historyEntries)
        .where(eq(historyEntries.userId, userId))
        .orderBy(asc(historyEntries.createdAt), asc(historyEntries.id));
      const versions =
        entries.length === 0
          ? []
          : await db
              .select()
              .from(historyVersions)
              .where(
                inArray(
                  historyVersions.entryId,
                  entries.map((e) => e.id),
                ),
              )
              .orderBy(asc(historyVersions.model), asc(historyVersions.number));
      const templates = await db
        .select()
        .from(userTemplates)
        .where(eq(userTemplates.userId, userId))
        .orderBy(asc(userTemplates.createdAt), asc(userTemplates.id));
      return {
        history: entries.map((e) => ({
          kind: e.kind,
          prompt: e.prompt,
          models: e.models as AssistantKey[],
          results: StoredResults.parse(e.results),
          createdAt: e.createdAt.toISOString(),
          versions: versions.filter((v) => v.entryId === e.id).map(toVersion),
        })),
        templates: templates.map((t) => ({
          title: t.title,
          description: t.description,
          use: t.use as TemplateUse,
          agents: t.agents as AssistantKey[],
          tags: t.tags,
          content: t.content,
          createdAt: t.createdAt.toISOString(),
        })),
      };
    },

    /**
     * All or nothing, in one transaction: entries already there (or twice in the file) are
     * skipped, the rest inserted with their versions.
     */
    async importAll(
      userId: string,
      history: readonly ExportHistoryEntry[],
      templates: readonly (TemplateFields & { createdAt?: string | undefined })[],
      now: Date,
    ) {
      return db.transaction(async (tx) => {
        const existing = await tx
          .select({
            kind: historyEntries.kind,
            prompt: historyEntries.prompt,
            models: historyEntries.models,
            createdAt: historyEntries.createdAt,
          })
          .from(historyEntries)
          .where(eq(historyEntries.userId, userId));
        const seenHistory = new Set(existing.map(historyKey));
        const counts = { imported: { history: 0, templates: 0 }, skipped: { history: 0, templates: 0 } };
        for (const entry of history) {
          const createdAt = new Date(entry.createdAt);
          const key = historyKey({ ...entry, createdAt });
          if (seenHistory.has(key)) {
            counts.skipped.history++;
            continue;
          }
          seenHistory.add(key);
          const [row] = await tx
            .insert(historyEntries)
            .values({
              userId,
              kind: entry.kind,
              prompt: entry.prompt,
              models: entry.models,
              results: entry.results,
              createdAt,
            })
            .returning({ id: historyEntries.id });
          if (!row) throw new Error('history insert returned no row');
          if (entry.versions.length > 0) {
            await tx.insert(historyVersions).values(
              entry.versions.map((v) => ({
                entryId: row.id,
                model: v.model,
                number: v.number,
                optimizedPrompt: v.optimizedPrompt,
                engine: v.engine,
                provider: v.provider ?? null,
                chips: v.chips,
                instruction: v.instruction,
                restoredFrom: v.restoredFrom,
                createdAt: new Date(v.createdAt),
              })),
            );
          }
          counts.imported.history++;
        }

        const mine = await tx
          .select({ title: userTemplates.title, content: userTemplates.content })
          .from(userTemplates)
          .where(eq(userTemplates.userId, userId));
        const seenTemplates = new Set(mine.map(templateKey));
        for (const { createdAt, ...template } of templates) {
          const key = templateKey(template);
          if (seenTemplates.has(key)) {
            counts.skipped.templates++;
            continue;
          }
          seenTemplates.add(key);
          const at = createdAt ? new Date(createdAt) : now;
          await tx.insert(userTemplates).values({ ...template, userId, createdAt: at, updatedAt: at });
          counts.imported.templates++;
        }
        return counts;
      });
    },
  };
}

export type LibraryRepository = ReturnType<typeof createLibraryRepository>;
export type { UserTemplateInput };
