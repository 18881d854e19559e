import { TIMINGS } from '@promptsmith/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The hero card turns over by itself about 0.8 s after the page opens and back at 2 s (both
 * counted from the first render, per spec), to show what the product does without a click.
 * A click flips it at any time and cancels what is still scheduled: the visitor is in charge.
 */
export function useHeroFlip(): { flipped: boolean; toggle: () => void } {
  const [flipped, setFlipped] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    timers.current = [
      window.setTimeout(() => setFlipped(true), TIMINGS.heroFlipIn),
      window.setTimeout(() => setFlipped(false), TIMINGS.heroFlipBack),
    ];
    return () => timers.current.forEach((t) => window.clearTimeout(t));
  }, []);

  const toggle = useCallback(() => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
    setFlipped((f) => !f);
  }, []);

  return { flipped, toggle };
}
