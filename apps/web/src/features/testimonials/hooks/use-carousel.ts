import { TIMINGS } from '@promptsmith/contract';
import { useCallback, useEffect, useState } from 'react';
import { wrapIndex } from '../lib/carousel';

export interface Carousel {
  index: number;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Whether it advances by itself right now (for aria-live: off while rotating). */
  rotating: boolean;
}

/**
 * Slide position with auto-advance every 5 s that wraps around. It stands still while
 * `paused` (hover or focus inside), when the user prefers reduced motion, and with one slide.
 * The 5 s restart after every move, so a manual move is never followed by an instant jump.
 */
export function useCarousel(
  count: number,
  { paused, reducedMotion }: { paused: boolean; reducedMotion: boolean },
): Carousel {
  const [rawIndex, setIndex] = useState(0);
  // The count can shrink (data arrives, storage changes): keep the index in range.
  const index = wrapIndex(rawIndex, count);
  const rotating = !paused && !reducedMotion && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => wrapIndex(i + 1, count)), TIMINGS.carouselInterval);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  const next = useCallback(() => setIndex((i) => wrapIndex(wrapIndex(i, count) + 1, count)), [count]);
  const previous = useCallback(() => setIndex((i) => wrapIndex(wrapIndex(i, count) - 1, count)), [count]);
  const goTo = useCallback((i: number) => setIndex(wrapIndex(i, count)), [count]);

  return { index, next, previous, goTo, rotating };
}
