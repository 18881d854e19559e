import { MESSAGES, TIMINGS } from '@promptsmith/contract';
import { WifiOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { probeConnectivity } from './probe';

/**
 * Spec behaviour: probe every 10 s and on online/offline events. Offline replaces every route
 * with /404 showing 'No Internet Connection' and blocks clicks; back online returns to / after
 * 1.5 s; a successful Retry returns after 1 s.
 */
export function ConnectivityGuard() {
  const [offline, setOffline] = useState(false);
  const [checking, setChecking] = useState(false);
  const navigate = useNavigate();
  const offlineRef = useRef(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback(
    (online: boolean, redirectDelayMs: number) => {
      if (!online && !offlineRef.current) {
        offlineRef.current = true;
        clearTimeout(redirectTimer.current);
        setOffline(true);
        void navigate('/404', { replace: true });
      } else if (online && offlineRef.current) {
        offlineRef.current = false;
        setOffline(false);
        redirectTimer.current = setTimeout(() => void navigate('/', { replace: true }), redirectDelayMs);
      }
    },
    [navigate],
  );

  useEffect(() => {
    const check = async () => update(await probeConnectivity(), TIMINGS.onlineRedirect);
    const onOffline = () => update(false, 0);
    const onOnline = () => void check();
    const interval = setInterval(() => void check(), TIMINGS.connectivityCheck);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    if (!navigator.onLine) onOffline();
    return () => {
      clearInterval(interval);
      clearTimeout(redirectTimer.current);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [update]);

  const retry = async () => {
    setChecking(true);
    const online = await probeConnectivity();
    setChecking(false);
    update(online, TIMINGS.retryRedirect);
  };

  // Offline, the screen stands alone: the page beneath (the /404 route by then) is not rendered,
  // so its own "not found" heading cannot show through or reach assistive technology.
  if (offline) {
    return (
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="offline-title"
        aria-describedby="offline-text"
        data-testid="offline-screen"
        // Swallows every click outside the retry control, as the spec asks.
        onClickCapture={(event) => {
          if (!(event.target instanceof Element && event.target.closest('[data-allow-click]'))) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
        className="fixed inset-0 z-[100] flex items-center justify-center bg-slate-50 px-4 dark:bg-slate-950"
      >
        <div className="flex max-w-md flex-col items-center gap-4 text-center">
          <WifiOff className="size-12 text-slate-400" aria-hidden="true" />
          <h1 id="offline-title" className="text-title font-bold">
            {MESSAGES.offlineTitle}
          </h1>
          <p id="offline-text" className="text-slate-600 dark:text-slate-300">
            Promptsmith can't reach the internet. Check your connection; we'll bring you back as soon as it
            returns.
          </p>
          <Button data-allow-click onClick={() => void retry()} loading={checking} autoFocus>
            Retry Connection
          </Button>
        </div>
      </div>
    );
  }
  return <Outlet />;
}
