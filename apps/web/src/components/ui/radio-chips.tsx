import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface RadioChipOption<V extends string> {
  value: V;
  label: string;
  /** A number shown in a badge after the label (e.g. how many items the choice shows). */
  count?: number;
  /** What the count means, read as the radio's description: "8 templates". */
  countLabel?: string;
}

/**
 * One choice among a few, shown as chips: native radio buttons underneath, so arrow keys move
 * the choice and screen readers announce "radio, 2 of 7".
 */
export function RadioChips<V extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: readonly RadioChipOption<V>[];
  value: V;
  onChange: (next: V) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={cn('flex flex-col gap-2', className)}>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={option.value}
              className={cn(
                'relative inline-flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                checked
                  ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-600'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-describedby={option.count === undefined ? undefined : `${name}-${option.value}-count`}
              />
              {option.label}
              {option.count !== undefined && (
                <>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'ml-1.5 min-w-5 rounded-full px-1.5 text-center text-xs font-semibold tabular-nums',
                      checked
                        ? 'bg-white text-brand-700'
                        : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
                    )}
                  >
                    {option.count}
                  </span>
                  <span id={`${name}-${option.value}-count`} hidden>
                    {option.countLabel ?? option.count}
                  </span>
                </>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
