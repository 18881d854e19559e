import type { AssistantKey } from '@promptsmith/contract';
import { ASSISTANT_LIST } from '@promptsmith/contract';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { RadioChips } from '@/components/ui/radio-chips';
import { CATEGORY_LABELS, TEMPLATE_CATEGORIES, type TemplateCategoryFilter } from '../data/template-types';
import { DEFAULT_FILTERS, isDefaultFilters, type TemplateFilters } from '../lib/filter-templates';

const ASSISTANT_OPTIONS = ASSISTANT_LIST.map((assistant) => ({
  value: assistant.key,
  label: assistant.name,
  icon: <AssistantIcon assistant={assistant.key} className="size-5 text-[9px]" />,
}));

/**
 * Filter panel: a search over title, description and prompt text; one use category (default
 * 'all'), each with how many templates it would show; any number of assistants (default none).
 */
export function TemplateFiltersPanel({
  filters,
  counts,
  onChange,
}: {
  filters: TemplateFilters;
  counts: Record<TemplateCategoryFilter, number>;
  onChange: (next: TemplateFilters) => void;
}) {
  const searchId = useId();
  const categoryOptions = TEMPLATE_CATEGORIES.map((value) => ({
    value,
    label: CATEGORY_LABELS[value],
    count: counts[value],
    countLabel: `${counts[value]} ${counts[value] === 1 ? 'template' : 'templates'}`,
  }));
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-5">
      <div className="flex flex-col gap-2">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Search templates
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={filters.query ?? ''}
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
            placeholder="Title, description or prompt text"
            autoComplete="off"
            spellCheck={false}
            className="pl-9"
          />
        </div>
      </div>
      <RadioChips<TemplateCategoryFilter>
        label="Use category"
        options={categoryOptions}
        value={filters.category}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <MultiSelect<AssistantKey>
        label="AI assistants"
        options={ASSISTANT_OPTIONS}
        value={filters.agents}
        onChange={(agents) => onChange({ ...filters, agents })}
      />
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        disabled={isDefaultFilters(filters)}
        onClick={() => onChange(DEFAULT_FILTERS)}
      >
        Clear filters
      </Button>
    </Card>
  );
}
