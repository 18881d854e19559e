import { Download, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { EXPORT_JSON_URL, EXPORT_MARKDOWN_URL, ImportRejected, useImportLibrary } from '../api/library';

const LINK =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** The profile's "Your data": export everything as JSON or Markdown, import a JSON export back. */
export function DataPanel() {
  const inputId = useId();
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const importer = useImportLibrary();

  async function read(file: File) {
    setUnreadable(null);
    importer.reset();
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setUnreadable(`${file.name} is not a JSON file. Choose the .json file an export downloaded.`);
      return;
    }
    importer.mutate(parsed);
  }

  const result = importer.data;
  const rejected = importer.error instanceof ImportRejected ? importer.error.details : null;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${inputId}-export`} className="flex flex-col gap-3">
        <h2 id={`${inputId}-export`} className="text-lg font-semibold">
          Export
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          All your history (with every version) and your templates. The JSON file can be imported again; the
          Markdown file is for reading.
        </p>
        <div className="flex flex-wrap gap-2">
          <a href={EXPORT_JSON_URL} download className={LINK}>
            <Download className="size-4" aria-hidden="true" />
            Export as JSON
          </a>
          <a href={EXPORT_MARKDOWN_URL} download className={LINK}>
            <Download className="size-4" aria-hidden="true" />
            Export as Markdown
          </a>
        </div>
      </section>
      <section aria-labelledby={`${inputId}-import`} className="flex flex-col gap-3">
        <h2 id={`${inputId}-import`} className="text-lg font-semibold">
          Import
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Bring back a JSON export. Entries you already have are skipped; if any entry is not valid, nothing
          is imported and each problem is listed.
        </p>
        <label htmlFor={inputId} className={`${LINK} cursor-pointer self-start`}>
          <Upload className="size-4" aria-hidden="true" />
          Import a JSON export
        </label>
        <input
          id={inputId}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          disabled={importer.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void read(file);
          }}
        />
        {importer.isPending && <p className="text-sm text-slate-600 dark:text-slate-300">Importing…</p>}
        {unreadable && <Alert tone="error">{unreadable}</Alert>}
        {result && (
          <Alert tone="success">
            Imported {result.imported.history} history {result.imported.history === 1 ? 'entry' : 'entries'}{' '}
            and {result.imported.templates} {result.imported.templates === 1 ? 'template' : 'templates'};
            skipped {result.skipped.history + result.skipped.templates} you already had.
          </Alert>
        )}
        {rejected ? (
          <Alert tone="error">
            <p>{rejected.message}</p>
            <ul className="mt-2 list-disc pl-5">
              {rejected.errors.map((e) => (
                <li key={`${e.section}:${e.index}`}>
                  {e.section === 'history' ? 'History' : 'Templates'} entry {e.index + 1}: {e.message}
                </li>
              ))}
            </ul>
          </Alert>
        ) : (
          importer.error && (
            <Alert tone="error">{errorMessage(importer.error, 'The file could not be imported.')}</Alert>
          )
        )}
      </section>
    </div>
  );
}
