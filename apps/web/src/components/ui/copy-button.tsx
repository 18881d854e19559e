import { Check, Copy } from 'lucide-react';
import { TIMINGS } from '@promptsmith/contract';
import { cn } from '@/lib/cn';
import { useCopy } from '@/lib/use-copy';
import { Button, type ButtonProps } from './button';

/**
 * Copies `text` and reads 'Copied' for 2 s (the spec's feedback time). A fixed minimum width
 * keeps the label swap from nudging its neighbours.
 */
export function CopyButton({
  text,
  label = 'Copy',
  copiedLabel = 'Copied',
  feedbackMs = TIMINGS.copyFeedback,
  className,
  disabled,
  ...rest
}: {
  text: string;
  label?: string;
  copiedLabel?: string;
  feedbackMs?: number;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { copied, copy } = useCopy(feedbackMs);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={cn('min-w-24 disabled:opacity-50', className)}
        disabled={disabled || !text}
        onClick={() => void copy(text)}
        {...rest}
      >
        {copied ? (
          <Check className="size-4" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {copied ? copiedLabel : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Copied to clipboard' : ''}
      </span>
    </>
  );
}
