import { MESSAGES, TEMPLATES, TIMINGS } from '@promptsmith/contract';
import { CheckCircle2 } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Page } from '@/components/ui/page';
import { useCopy } from '@/lib/use-copy';
import { TemplateCard } from './components/template-card';
import type { PromptTemplate } from './data/template-types';
import { TemplateFiltersPanel } from './components/template-filters';
import {
  DEFAULT_FILTERS,
  filterTemplates,
  matchesFilters,
  type TemplateFilters,
} from './lib/filter-templates';

/** What the page hands the user's own templates (another feature): its filters and its Copy. */
export interface OwnTemplatesProps {
  matches: (template: Pick<PromptTemplate, 'use' | 'agents'>) => boolean;
  onCopy: (content: string) => void;
}

export default function TemplatesPage({
  ownTemplates,
}: {
  ownTemplates?: (props: OwnTemplatesProps) => ReactNode;
}) {
  const [filters, setFilters] = useState<TemplateFilters>(DEFAULT_FILTERS);
  const shown = useMemo(() => filterTemplates(TEMPLATES, filters), [filters]);
  // The spec: 'Template copied to clipboard!' for 3 s.
  const { copied, copy } = useCopy(TIMINGS.templateCopiedNotice);

  return (
    <Page
      title="Prompt Templates"
      lead="Ready-to-use expert prompt templates for different AI assistants and use cases"
      width="wide"
    >
      <div className="mt-8 flex flex-col gap-6">
        <TemplateFiltersPanel filters={filters} onChange={setFilters} />
        {ownTemplates?.({
          matches: (template) => matchesFilters(template, filters),
          onCopy: (content) => void copy(content),
        })}
        {ownTemplates && <h2 className="text-xl font-semibold">Built-in templates</h2>}
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {shown.length === 0
            ? MESSAGES.noTemplatesMatch
            : `Showing ${shown.length} of ${TEMPLATES.length} templates`}
        </p>
        {shown.length > 0 && (
          <div data-testid="template-grid" className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
            {shown.map((template) => (
              <TemplateCard key={template.id} template={template} onCopy={(content) => void copy(content)} />
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
