import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from './clipboard';

/** Copy with timed feedback ('Copied' for 2 s by the spec); the timer is cleared on unmount. */
export function useCopy(feedbackMs: number): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      if (!(await copyText(text))) return;
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), feedbackMs);
    },
    [feedbackMs],
  );
  return { copied, copy };
}
