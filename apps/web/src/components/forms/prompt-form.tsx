import { LIMITS } from '@promptsmith/contract';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const SHORTCUT = `${isMac ? '⌘' : 'Ctrl'}+Enter`;

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

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
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
        error={error}
        hint={
          <span className="flex flex-wrap justify-between gap-2">
            <span>
              Press {SHORTCUT} to {action}.
            </span>
            <span>
              {prompt.length.toLocaleString('en-US')} / {LIMITS.promptMaxChars.toLocaleString('en-US')}
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
            maxLength={LIMITS.promptMaxChars}
            placeholder={placeholder}
            className={cn('resize-y', textareaClassName)}
            onChange={(event) => onPromptChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
          />
        )}
      </Field>
      {children}
      <Button
        type="submit"
        size="lg"
        className={buttonClassName}
        loading={busy}
        disabled={prompt.length === 0 || !ready}
      >
        {!busy && icon}
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
