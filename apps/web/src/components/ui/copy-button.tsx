import { Check, Copy } from 'lucide-react';
import { TIMINGS } from '@promptsmith/contract';
import { cn } from '@/lib/cn';
import { useCopy } from '@/lib/use-copy';
import { Button, type ButtonProps } from './button';

const LABEL = 'col-start-1 row-start-1 inline-flex items-center justify-center gap-2';

/**
 * Copies `text` and reads 'Copied' for 2 s (the spec's feedback time). Both labels are laid
 * out in the same grid cell and the idle one is hidden, so the button is always as wide as the
 * longer label and the swap never nudges its neighbours (a minimum width guessed the fonts).
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
        className={cn('disabled:opacity-50', className)}
        disabled={disabled || !text}
        onClick={() => void copy(text)}
        {...rest}
      >
        <span className="grid">
          <span aria-hidden={copied} className={cn(LABEL, copied && 'invisible')}>
            <Copy className="size-4" aria-hidden="true" />
            {label}
          </span>
          <span aria-hidden={!copied} className={cn(LABEL, !copied && 'invisible')}>
            <Check className="size-4" aria-hidden="true" />
            {copiedLabel}
          </span>
        </span>
      </Button>
      <span role="status" className="sr-only">
        {copied ? 'Copied to clipboard' : ''}
      </span>
    </>
  );
}
