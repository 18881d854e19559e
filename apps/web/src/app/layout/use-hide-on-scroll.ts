import { SCROLL_THRESHOLD_PX } from '@promptsmith/contract';
import { useEffect, useState } from 'react';

/** Hidden while scrolling down; shown on any scroll up or within the threshold of the top. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= SCROLL_THRESHOLD_PX) setHidden(false);
      else if (y > last) setHidden(true);
      else if (y < last) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
