import { ASSISTANT_LIST, type AssistantKey, LIMITS } from '@promptsmith/contract';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AssistantIcon } from '@/components/ui/assistant-icon';
import { Input } from '@/components/ui/input';
import { RadioChips } from '@/components/ui/radio-chips';
import { Select } from '@/components/ui/select';
import { type HistoryFilters } from '../lib/filters';

const ALL = 'all';
const SEARCH_DELAY_MS = 300;

const ASSISTANT_OPTIONS = [
  { value: ALL, label: 'All assistants' },
  ...ASSISTANT_LIST.map((a) => ({ value: a.key, label: a.name, icon: <AssistantIcon assistant={a.key} /> })),
];

const KIND_OPTIONS = [
  { value: ALL, label: 'All' },
  { value: 'transform', label: 'Transforms' },
  { value: 'compare', label: 'Comparisons' },
] as const;

/** Search box (applied as the user pauses typing), assistant and kind. */
export function HistoryFiltersBar({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange: (next: HistoryFilters) => void;
}) {
  const searchId = useId();
  const assistantId = useId();
  const [text, setText] = useState(filters.q);
  // The search this box last applied: its own change coming back through the URL must not
  // undo what was typed since.
  const [sent, setSent] = useState(filters.q);

  // Back/forward or "Clear filters" changes the URL: the box follows.
  const [shown, setShown] = useState(filters.q);
  if (filters.q !== shown) {
    setShown(filters.q);
    if (filters.q !== sent) setText(filters.q);
  }

  const apply = (next: Partial<HistoryFilters>) => {
    setSent(text);
    onChange({ ...filters, q: text, ...next });
  };

  useEffect(() => {
    if (text === filters.q) return;
    const timer = setTimeout(() => {
      setSent(text);
      onChange({ ...filters, q: text });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_14rem] md:items-end">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Search your prompts
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            className="pl-9"
            value={text}
            maxLength={LIMITS.historySearchMaxChars}
            placeholder="e.g. blog post"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once instead of waiting for the pause.
              if (event.key === 'Enter') apply({});
            }}
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={assistantId} className="text-sm font-medium text-slate-700 dark:text-slate-200">
          Assistant
        </label>
        <Select
          id={assistantId}
          value={filters.model ?? ALL}
          options={ASSISTANT_OPTIONS}
          onValueChange={(value) => apply({ model: value === ALL ? null : (value as AssistantKey) })}
        />
      </div>
      <RadioChips
        className="md:col-span-2"
        label="Show"
        options={KIND_OPTIONS}
        value={filters.kind ?? ALL}
        onChange={(value) => apply({ kind: value === ALL ? null : value })}
      />
    </div>
  );
}
