import { LIMITS } from '@promptsmith/contract';
import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const SHORTCUT = `${isMac ? '⌘' : 'Ctrl'}+Enter`;
// A phone or tablet without a keyboard has no Ctrl+Enter: the hint would only confuse.
const touchOnly =
  typeof window !== 'undefined' &&
  (window.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false);
const MAX = LIMITS.promptMaxChars;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * What the box says about its length: nothing below the limit, a note at it, and how much to
 * cut above it. The box takes a longer paste whole (a maxlength would cut it silently).
 */
export function lengthMessage(length: number, action: string): string | null {
  if (length > MAX)
    return `Your prompt is ${count(length)} characters, ${count(length - MAX)} over the ${count(MAX)}-character limit. Shorten it to ${action}.`;
  if (length === MAX) return `You have reached the ${count(MAX)}-character limit.`;
  return null;
}

export interface PromptFormProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  /** The message under the box; the form reports a blank prompt through onError. */
  error: string | null;
  onError: (message: string) => void;
  /** What a blank prompt is told (each screen has its own wording in the spec). */
  emptyMessage: string;
  /** The button or Ctrl/⌘+Enter, with a prompt that is not blank. */
  onSubmit: () => void;
  busy: boolean;
  /** Offered as a Cancel button while busy: stops the request in flight. */
  onCancel?: () => void;
  /** False keeps the button disabled although there is a prompt (e.g. no assistant chosen). */
  ready?: boolean;
  /** "transform" in "Press Ctrl+Enter to transform." */
  action: string;
  submitLabel: string;
  busyLabel: string;
  icon: ReactNode;
  rows: number;
  placeholder: string;
  textareaClassName?: string;
  buttonClassName?: string;
  /** Fields between the prompt and the button (placeholders, target assistants). */
  children?: ReactNode;
}

/**
 * The prompt form the Playground and Compare share: the box (capped at the prompt limit, with a
 * counter), Ctrl+Enter (⌘+Enter on a Mac) to submit, the blank-prompt check, and the button.
 */
export function PromptForm({
  prompt,
  onPromptChange,
  error,
  onError,
  emptyMessage,
  onSubmit,
  busy,
  onCancel,
  ready = true,
  action,
  submitLabel,
  busyLabel,
  icon,
  rows,
  placeholder,
  textareaClassName,
  buttonClassName,
  children,
}: PromptFormProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  // The Cancel button vanishes when it has done its work: focus goes back to the submit button
  // instead of falling to the page.
  const cancelled = useRef(false);
  useEffect(() => {
    if (!busy && cancelled.current) {
      cancelled.current = false;
      submitButton.current?.focus();
    }
  }, [busy]);
  const over = prompt.length > MAX;
  const lengthNote = lengthMessage(prompt.length, action);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || over) return;
    if (!prompt.trim()) {
      onError(emptyMessage);
      textarea.current?.focus();
      return;
    }
    onSubmit();
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <Field
        label="Your prompt"
        error={error ?? (over ? lengthNote : null)}
        hint={
          <span className="flex flex-wrap justify-between gap-2">
            {prompt.length === MAX ? (
              <span className="text-amber-800 dark:text-amber-300">{lengthNote}</span>
            ) : touchOnly ? (
              <span />
            ) : (
              <span>
                Press {SHORTCUT} to {action}.
              </span>
            )}
            <span className={cn(over && 'font-semibold text-red-700 dark:text-red-400')}>
              {count(prompt.length)} / {count(MAX)}
            </span>
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            ref={textarea}
            rows={rows}
            value={prompt}
            readOnly={busy}
            placeholder={placeholder}
            className={cn('resize-y', textareaClassName)}
            onChange={(event) => onPromptChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
          />
        )}
      </Field>
      {/* Said once when the limit is reached or passed, not on every keystroke past it. */}
      <p role="status" className="sr-only">
        {prompt.length === MAX
          ? lengthNote
          : over
            ? `Your prompt is over the ${count(MAX)}-character limit.`
            : ''}
      </p>
      {children}
      {/* Cancel sits beside the busy button, or under it where both do not fit on one line. */}
      <div className={cn('flex flex-wrap gap-2', buttonClassName)}>
        <Button
          ref={submitButton}
          type="submit"
          size="lg"
          className="min-w-0 grow basis-60"
          loading={busy}
          disabled={prompt.length === 0 || over || !ready}
        >
          {!busy && icon}
          {busy ? busyLabel : submitLabel}
        </Button>
        {busy && onCancel && (
          <Button
            variant="secondary"
            size="lg"
            className="grow sm:grow-0"
            onClick={() => {
              cancelled.current = true;
              onCancel();
            }}
          >
            <X className="size-4" aria-hidden="true" />
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
