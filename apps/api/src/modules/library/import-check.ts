import {
  ExportHistoryEntry,
  ExportTemplate,
  type ImportEntryError,
  type LibraryExport,
} from '@promptsmith/contract';
import { type z } from 'zod';

export type CheckedTemplate = z.output<typeof ExportTemplate>;

export interface CheckedImport {
  history: ExportHistoryEntry[];
  templates: CheckedTemplate[];
  errors: ImportEntryError[];
}

/** "results.0.model: Unknown model…": the first problem of an entry, where it is. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid entry';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** What the schema cannot see: results, versions and assistants must agree with each other. */
function consistency(entry: ExportHistoryEntry): string | null {
  const models = new Set(entry.models);
  const resultModels = entry.results.map((r) => r.model);
  if (new Set(resultModels).size !== resultModels.length) return 'results: one result per assistant';
  const stray = resultModels.find((m) => !models.has(m));
  if (stray) return `results: ${stray} is not among the entry's models`;
  const numbers = new Set<string>();
  for (const v of entry.versions) {
    if (!resultModels.includes(v.model)) return `versions: ${v.model} has no result in this entry`;
    const key = `${v.model}:${v.number}`;
    if (numbers.has(key)) return `versions: ${v.model} has version ${v.number} twice`;
    numbers.add(key);
    if (v.restoredFrom !== null && v.restoredFrom >= v.number)
      return `versions: version ${v.number} cannot restore a later version`;
  }
  return null;
}

/** Each entry checked on its own, so every bad one is named by section and position. Pure. */
export function checkImport(file: { history: unknown[]; templates: unknown[] }): CheckedImport {
  const out: CheckedImport = { history: [], templates: [], errors: [] };
  file.history.forEach((raw, index) => {
    const parsed = ExportHistoryEntry.safeParse(raw);
    const problem = parsed.success ? consistency(parsed.data) : firstIssue(parsed.error);
    if (problem !== null) out.errors.push({ section: 'history', index, message: problem });
    else if (parsed.success) out.history.push(parsed.data);
  });
  file.templates.forEach((raw, index) => {
    const parsed = ExportTemplate.safeParse(raw);
    if (parsed.success) out.templates.push(parsed.data);
    else out.errors.push({ section: 'templates', index, message: firstIssue(parsed.error) });
  });
  return out;
}

export type { LibraryExport };
