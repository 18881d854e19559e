import { Wand2 } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** "PASTE CODE HERE" -> "Paste code here": a readable field label. */
function placeholderLabel(name: string): string {
  const lower = name.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * One field per distinct [PLACEHOLDER] in the prompt; 'Fill in prompt' substitutes the filled
 * ones. A fieldset, not a form: it sits inside the transform form, so Enter here fills in
 * instead of submitting the transform.
 */
export function PlaceholderForm({
  placeholders,
  onApply,
  disabled,
}: {
  placeholders: readonly string[];
  onApply: (values: Record<string, string>) => void;
  disabled?: boolean;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const baseId = useId();
  const filled = placeholders.filter((name) => (values[name] ?? '').trim() !== '');

  const apply = () => {
    if (filled.length === 0) return;
    onApply(Object.fromEntries(filled.map((name) => [name, values[name] ?? ''])));
    setValues((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !filled.includes(name))),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      apply();
    }
  };

  return (
    <fieldset className="rounded-xl border border-dashed border-brand-500/50 bg-brand-50/50 p-4 dark:border-brand-500/40 dark:bg-brand-700/10">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
        Fill in the placeholders ({placeholders.length})
      </legend>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
        Each value replaces every [PLACEHOLDER] of that name in your prompt. Leave a field empty to keep it.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {placeholders.map((name, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div key={name} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={id} className="truncate text-xs font-medium text-slate-700 dark:text-slate-200">
                {placeholderLabel(name)}
              </label>
              <Input
                id={id}
                value={values[name] ?? ''}
                placeholder={`[${name}]`}
                disabled={disabled}
                onKeyDown={onKeyDown}
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
              />
            </div>
          );
        })}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={apply}
        disabled={disabled || filled.length === 0}
      >
        <Wand2 className="size-4" aria-hidden="true" />
        Fill in prompt
      </Button>
    </fieldset>
  );
}
