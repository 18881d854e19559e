import { useId } from 'react';
import { Textarea } from '@/components/ui/input';

/** "PASTE CODE HERE" -> "Paste code here": a readable field label. */
function placeholderLabel(name: string): string {
  const lower = name.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * One field per distinct [PLACEHOLDER] in the prompt; the prompt fills in as the user types.
 * Fields are multi-line and grow with their text (pasted code keeps its newlines); Enter is a
 * new line, Ctrl/⌘+Enter still transforms (the form's shortcut).
 */
export function PlaceholderForm({
  placeholders,
  values,
  onChange,
  disabled,
}: {
  placeholders: readonly string[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  disabled?: boolean;
}) {
  const baseId = useId();
  return (
    <fieldset className="rounded-xl border border-dashed border-brand-500/50 bg-brand-50/50 p-4 dark:border-brand-500/40 dark:bg-brand-700/10">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
        Fill in the placeholders ({placeholders.length})
      </legend>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
        Your prompt fills in as you type. Each value replaces every [PLACEHOLDER] of that name; leave a field
        empty to keep it.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {placeholders.map((name, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div key={name} className="flex min-w-0 flex-col gap-1">
              <label htmlFor={id} className="truncate text-xs font-medium text-slate-700 dark:text-slate-200">
                {placeholderLabel(name)}
              </label>
              <Textarea
                id={id}
                rows={1}
                value={values[name] ?? ''}
                placeholder={`[${name}]`}
                disabled={disabled}
                // Grows with its content up to a cap, then scrolls.
                className="field-sizing-content max-h-60 min-h-10 resize-y"
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
                onChange={(event) => onChange(name, event.target.value)}
              />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
