import { z } from 'zod';
import { LIMITS } from './messages';
import { AssistantKeySchema, HistoryKind, HistoryResult } from './prompts';
import { REFINE_LIMITS } from './refine-chips';
import { HistoryVersion } from './refine';
import { TemplateUseSchema } from './template-schemas';

const L = REFINE_LIMITS;

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** What a user writes to save a personal template (create and edit alike). */
export const UserTemplateInput = z.strictObject({
  title: z
    .string({ message: 'A template needs a title' })
    .trim()
    .min(1, 'A template needs a title')
    .max(L.templateTitleMaxChars, `A title may be at most ${L.templateTitleMaxChars} characters`),
  description: z
    .string()
    .trim()
    .max(
      L.templateDescriptionMaxChars,
      `A description may be at most ${L.templateDescriptionMaxChars} characters`,
    )
    .default(''),
  use: TemplateUseSchema,
  agents: z
    .array(AssistantKeySchema)
    .max(6)
    .refine(unique, 'Each assistant may appear only once')
    .default([]),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'A tag may not be empty')
        .max(L.templateTagMaxChars, `A tag may be at most ${L.templateTagMaxChars} characters`),
    )
    .max(L.templateTagsMax, `At most ${L.templateTagsMax} tags`)
    .refine(unique, 'Each tag may appear only once')
    .default([]),
  content: z
    .string({ message: 'A template needs a prompt' })
    .refine((c) => c.trim().length > 0, 'A template needs a prompt')
    .refine(
      (c) => c.length <= LIMITS.promptMaxChars,
      `A template is at most ${LIMITS.promptMaxChars} characters`,
    ),
});
export type UserTemplateInput = z.input<typeof UserTemplateInput>;
/** A template's fields once parsed (defaults filled in): what the server stores and the form edits. */
export type UserTemplateFields = z.output<typeof UserTemplateInput>;

export const UserTemplate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  use: TemplateUseSchema,
  agents: z.array(AssistantKeySchema),
  tags: z.array(z.string()),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserTemplate = z.infer<typeof UserTemplate>;

export const UserTemplateListResponse = z.object({ items: z.array(UserTemplate) });
export type UserTemplateListResponse = z.infer<typeof UserTemplateListResponse>;

export const UserTemplateIdParams = z.strictObject({ id: z.string().max(100) });

const IsoDate = z.iso.datetime({ offset: true, message: 'createdAt must be an ISO date and time' });

/** A refinement of an exported entry (its version 1 is the entry's result itself). */
export const ExportVersion = HistoryVersion.omit({ createdAt: true }).extend({
  number: z.number().int().min(2, 'Version 1 is the result itself; refinements start at 2'),
  createdAt: IsoDate,
});

export const ExportHistoryEntry = z.strictObject({
  kind: HistoryKind,
  prompt: z
    .string()
    .min(1, 'prompt may not be empty')
    .max(LIMITS.promptMaxChars, `prompt is longer than ${LIMITS.promptMaxChars} characters`),
  models: z.array(AssistantKeySchema).min(1).max(LIMITS.compareMaxModels),
  results: z.array(HistoryResult).min(1).max(LIMITS.compareMaxModels),
  createdAt: IsoDate,
  versions: z.array(ExportVersion).max(1_000).default([]),
});
export type ExportHistoryEntry = z.infer<typeof ExportHistoryEntry>;

export const ExportTemplate = UserTemplateInput.extend({ createdAt: IsoDate.optional() });
export type ExportTemplate = z.infer<typeof ExportTemplate>;

export const EXPORT_FORMAT = 'promptsmith-export';

/** GET /api/library/export: everything a user owns here, and what POST /api/library/import reads. */
export const LibraryExport = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: z.string(),
  history: z.array(ExportHistoryEntry),
  templates: z.array(ExportTemplate),
});
export type LibraryExport = z.infer<typeof LibraryExport>;

export const ExportQuery = z.strictObject({ format: z.enum(['json', 'markdown']).default('json') });

/**
 * The import envelope. Entries are checked one by one by the server, so a bad entry is reported
 * by its position instead of failing the whole file with one unreadable message.
 */
export const LibraryImportRequest = z.object({
  format: z.literal(EXPORT_FORMAT, {
    message: `Not a Promptsmith export (format must be "${EXPORT_FORMAT}")`,
  }),
  version: z.literal(1, { message: 'Unsupported export version (expected 1)' }),
  exportedAt: z.string().optional(),
  history: z.array(z.unknown()).max(L.importMaxEntries).default([]),
  templates: z.array(z.unknown()).max(L.importMaxEntries).default([]),
});
export type LibraryImportRequest = z.input<typeof LibraryImportRequest>;

export const ImportCounts = z.object({ history: z.number().int(), templates: z.number().int() });

export const LibraryImportResponse = z.object({
  imported: ImportCounts,
  /** Already there (or twice in the file): left as they are. */
  skipped: ImportCounts,
});
export type LibraryImportResponse = z.infer<typeof LibraryImportResponse>;

export const ImportEntryError = z.object({
  section: z.enum(['history', 'templates']),
  /** 0-based position in that section of the file. */
  index: z.number().int(),
  message: z.string(),
});
export type ImportEntryError = z.infer<typeof ImportEntryError>;

/** 422: nothing was imported; each bad entry is named. */
export const LibraryImportErrorResponse = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(ImportEntryError),
});
export type LibraryImportErrorResponse = z.infer<typeof LibraryImportErrorResponse>;
