import type { Question } from '@promptsmith/contract';
import { LIMITS } from '@promptsmith/contract';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import type { Draft } from '@/lib/answers';
import { cn } from '@/lib/cn';

/**
 * One question: a fieldset whose legend is the question, its options as toggle chips
 * (aria-pressed; one at a time unless the question takes several) and a free-text "Other…".
 */
export function QuestionField({
  question,
  draft,
  disabled,
  onToggle,
  onText,
}: {
  question: Question;
  draft: Draft | undefined;
  disabled: boolean;
  onToggle: (option: string) => void;
  onText: (text: string) => void;
}) {
  const textId = useId();
  const chips = draft?.chips ?? [];
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {question.question}
        {question.multiple && (
          <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">(choose any)</span>
        )}
      </legend>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {question.options.map((option) => {
          const pressed = chips.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onToggle(option)}
              className={cn(
                'inline-flex items-center rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60',
                pressed
                  ? 'border-brand-600 bg-brand-600 text-white dark:border-brand-500'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {option}
            </button>
          );
        })}
        <label htmlFor={textId} className="sr-only">
          Other answer
        </label>
        <Input
          id={textId}
          value={draft?.text ?? ''}
          placeholder="Other…"
          maxLength={LIMITS.answerValueMaxChars}
          disabled={disabled}
          onChange={(event) => onText(event.target.value)}
          className="h-8 w-44 max-w-full text-sm"
        />
      </div>
    </fieldset>
  );
}
