import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/react-query';
import { SessionProvider, useSession } from '@/lib/session';
import { router } from './router';

const queryClient = createQueryClient();

/** How long the first paint may wait for the session probe and the screen's chunk. */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * The first paint waits for the session probe and the screen's chunk, which every page's
 * <head> preloads, so both are usually back about when the entry script is. Painting earlier
 * showed the header and the footer around an empty page (protected screens and /playground
 * render nothing until the session is known), and the screen then pushed the footer out of
 * view: a layout shift of 0.2-0.5 on a phone-sized viewport. Past FIRST_PAINT_WAIT_MS (a slow
 * API) nothing holds the page back.
 */
function WhenReadyToPaint({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const [routed, setRouted] = useState(router.state.initialized);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), FIRST_PAINT_WAIT_MS);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) setRouted(true);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
  return (status === 'loading' || !routed) && !waited ? null : children;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <WhenReadyToPaint>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </WhenReadyToPaint>
      </SessionProvider>
    </QueryClientProvider>
  );
}
