import { useCallback, useEffect, useState } from 'react';

/** The server mails at most one code a minute per account (auth throttle: codeMailPerAccount). */
export const RESEND_AFTER_SECONDS = 60;

const key = (email: string) => `resetCodeSentAt:${email.toLowerCase()}`;

function readUntil(email: string): number {
  try {
    const until = Number(window.sessionStorage.getItem(key(email)));
    return Number.isFinite(until) ? until : 0;
  } catch {
    return 0;
  }
}

/**
 * Seconds until another code may be asked for `email`. The deadline lives in sessionStorage so
 * a reload on the code step keeps counting down instead of offering a button that would fail.
 */
export function useResendCountdown(email: string): {
  secondsLeft: number;
  start: (seconds?: number) => void;
} {
  const [started, setStarted] = useState<{ email: string; until: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const until = started?.email === email ? started.until : readUntil(email);
  const running = until > now;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback(
    (seconds = RESEND_AFTER_SECONDS) => {
      const next = Date.now() + seconds * 1_000;
      try {
        window.sessionStorage.setItem(key(email), String(next));
      } catch {
        // Without storage the countdown still runs; it just does not survive a reload.
      }
      setNow(Date.now());
      setStarted({ email, until: next });
    },
    [email],
  );

  return { secondsLeft: Math.max(0, Math.ceil((until - now) / 1_000)), start };
}
