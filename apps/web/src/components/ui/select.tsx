import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  /** Rendered before the label in the list and the trigger. */
  icon?: ReactNode;
  /** Muted text after the label (e.g. an assistant's model); not part of the option's name. */
  hint?: string;
}

function Hint({ text }: { text: string }) {
  return (
    <span aria-hidden="true" className="truncate text-xs text-slate-500 dark:text-slate-400">
      {text}
    </span>
  );
}

/** Single choice with full keyboard and screen-reader support (Radix Select). */
export function Select<V extends string>({
  value,
  onValueChange,
  options,
  id,
  className = 'w-full',
  'aria-label': ariaLabel,
  'aria-describedby': describedBy,
}: {
  value: V;
  onValueChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  id?: string;
  /** Width classes of the trigger; full width unless given (they replace it, not add to it). */
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string | undefined;
}) {
  const selected = options.find((o) => o.value === value);
  return (
    <RadixSelect.Root value={value} onValueChange={(v) => onValueChange(v as V)}>
      <RadixSelect.Trigger
        id={id}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        className={cn(
          'inline-flex h-10 min-w-0 items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-900',
          className,
        )}
      >
        <span className="flex min-w-0 items-center gap-2 truncate">
          {selected?.icon}
          <RadixSelect.Value>{selected?.label}</RadixSelect.Value>
          {selected?.hint && <Hint text={selected.hint} />}
        </span>
        <RadixSelect.Icon>
          <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-80 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-white"
              >
                {option.icon}
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                {option.hint && <Hint text={option.hint} />}
                <RadixSelect.ItemIndicator className="ml-auto">
                  <Check className="size-4" aria-hidden="true" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
