import { useEffect, useRef } from 'react';
import { type NavigateOptions, useNavigate } from 'react-router';

/**
 * Navigates after `delayMs` (the spec's 500 ms / 2 s / 3 s pauses that let a message be read),
 * cancelled if the screen goes away first.
 */
export function useDelayedNavigate(): (to: string, delayMs: number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (to, delayMs, options) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void navigate(to, options), delayMs);
  };
}
