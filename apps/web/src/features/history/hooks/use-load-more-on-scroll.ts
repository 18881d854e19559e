import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Infinite scroll: calls `loadMore` when the returned ref's element comes within a screen of
 * the viewport while `enabled`. Browsers without IntersectionObserver keep the Load more button.
 */
export function useLoadMoreOnScroll(enabled: boolean, loadMore: () => void) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const onVisible = useEffectEvent(loadMore);
  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) onVisible();
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled]);
  return setElement;
}
