import { Check } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export interface MultiSelectOption<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
  /** Muted text after the label (e.g. an assistant's model), read as the checkbox's description. */
  hint?: string;
}

/**
 * Several choices shown at once as toggle chips: each is a real checkbox for assistive
 * technology, grouped under one accessible name.
 */
export function MultiSelect<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly MultiSelectOption<V>[];
  value: readonly V[];
  onChange: (next: V[]) => void;
  className?: string;
}) {
  const id = useId();
  const toggle = (option: V) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : [...value, option]);
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option.value);
          return (
            <label
              key={option.value}
              className={cn(
                'relative inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'border-brand-600 bg-brand-50 text-brand-700 dark:border-brand-500 dark:bg-brand-700/30 dark:text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => toggle(option.value)}
                aria-describedby={option.hint ? `${id}-${option.value}` : undefined}
              />
              {option.icon}
              {option.label}
              {option.hint && (
                // Hidden from the label's name (the checkbox is named by the label alone); read as its description.
                <span
                  id={`${id}-${option.value}`}
                  aria-hidden="true"
                  className={cn('text-xs', checked ? 'opacity-80' : 'text-slate-500 dark:text-slate-400')}
                >
                  {option.hint}
                </span>
              )}
              {checked && <Check className="size-3.5" aria-hidden="true" />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
