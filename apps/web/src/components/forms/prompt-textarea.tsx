import { LIMITS } from '@promptsmith/contract';
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { Textarea } from '@/components/ui/input';

type PromptTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'onKeyDown' | 'maxLength'
> & {
  value: string;
  onValueChange: (value: string) => void;
  /** Ctrl+Enter (⌘+Enter on a Mac). */
  onSubmitShortcut: () => void;
};

/** The box a prompt is typed in: capped at the prompt limit, and Ctrl/⌘+Enter submits. */
export const PromptTextarea = forwardRef<HTMLTextAreaElement, PromptTextareaProps>(function PromptTextarea(
  { onValueChange, onSubmitShortcut, ...rest },
  ref,
) {
  return (
    <Textarea
      ref={ref}
      maxLength={LIMITS.promptMaxChars}
      {...rest}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSubmitShortcut();
        }
      }}
    />
  );
});
