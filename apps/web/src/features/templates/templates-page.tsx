import { MESSAGES, TEMPLATES, TIMINGS } from '@promptsmith/contract';
import { CheckCircle2, SearchX } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Page } from '@/components/ui/page';
import { useCopy } from '@/lib/use-copy';
import { TemplateCard } from './components/template-card';
import { TemplateFiltersPanel } from './components/template-filters';
import {
  countByCategory,
  DEFAULT_FILTERS,
  filterTemplates,
  type TemplateFilters,
} from './lib/filter-templates';

export default function TemplatesPage() {
  const [filters, setFilters] = useState<TemplateFilters>(DEFAULT_FILTERS);
  const shown = useMemo(() => filterTemplates(TEMPLATES, filters), [filters]);
  const counts = useMemo(() => countByCategory(TEMPLATES, filters), [filters]);
  // The spec: 'Template copied to clipboard!' for 3 s.
  const { copied, copy } = useCopy(TIMINGS.templateCopiedNotice);
  const onCopy = useCallback((content: string) => void copy(content), [copy]);

  return (
    <Page
      title="Prompt Templates"
      lead="Ready-to-use expert prompt templates for different AI assistants and use cases"
      width="wide"
    >
      <div className="mt-8 flex flex-col gap-6">
        <TemplateFiltersPanel filters={filters} counts={counts} onChange={setFilters} />
        {/* One live region, always present so changes are announced; with no match it becomes
            the empty state, with the way out beside the message. */}
        <div
          data-testid="templates-summary"
          className={
            shown.length === 0
              ? 'flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900'
              : undefined
          }
        >
          {shown.length === 0 && (
            <SearchX className="size-8 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          )}
          <p
            role="status"
            className={
              shown.length === 0
                ? 'text-slate-700 dark:text-slate-200'
                : 'text-sm text-slate-600 dark:text-slate-400'
            }
          >
            {shown.length === 0
              ? MESSAGES.noTemplatesMatch
              : `Showing ${shown.length} of ${TEMPLATES.length} templates`}
          </p>
          {shown.length === 0 && (
            <Button variant="secondary" size="sm" onClick={() => setFilters(DEFAULT_FILTERS)}>
              Clear filters
            </Button>
          )}
        </div>
        {shown.length > 0 && (
          <div data-testid="template-grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
            {shown.map((template) => (
              <TemplateCard key={template.id} template={template} onCopy={onCopy} />
            ))}
          </div>
        )}
      </div>
      {/* Fixed, so the notice never moves the grid; the live region is always present so it is announced. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
      >
        {copied && (
          <p className="inline-flex items-center gap-2 rounded-full bg-emerald-700 px-4 py-2 text-sm font-medium text-white shadow-lg">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {MESSAGES.templateCopied}
          </p>
        )}
      </div>
    </Page>
  );
}
