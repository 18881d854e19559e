import type { AssistantKey } from '@promptsmith/contract';
import { ASSISTANT_LIST } from '@promptsmith/contract';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MultiSelect } from '@/components/ui/multi-select';
import { RadioChips } from '@/components/ui/radio-chips';
import { CATEGORY_LABELS, TEMPLATE_CATEGORIES, type TemplateCategoryFilter } from '../data/template-types';
import { DEFAULT_FILTERS, type TemplateFilters } from '../lib/filter-templates';

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const AGENT_OPTIONS = ASSISTANT_LIST.map((assistant) => ({
  value: assistant.key,
  label: assistant.name,
  icon: <AssistantIcon assistant={assistant.key} className="size-5 text-[9px]" />,
}));

/** Filter panel: one use category (default 'all') and any number of assistants (default none). */
export function TemplateFiltersPanel({
  filters,
  onChange,
}: {
  filters: TemplateFilters;
  onChange: (next: TemplateFilters) => void;
}) {
  const isDefault = filters.category === 'all' && filters.agents.length === 0;
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-5">
      <RadioChips<TemplateCategoryFilter>
        label="Use category"
        options={CATEGORY_OPTIONS}
        value={filters.category}
        onChange={(category) => onChange({ ...filters, category })}
      />
      <MultiSelect<AssistantKey>
        label="AI assistants"
        options={AGENT_OPTIONS}
        value={filters.agents}
        onChange={(agents) => onChange({ ...filters, agents })}
      />
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        disabled={isDefault}
        onClick={() => onChange(DEFAULT_FILTERS)}
      >
        Clear filters
      </Button>
    </Card>
  );
}
