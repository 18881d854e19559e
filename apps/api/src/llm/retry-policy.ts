// From the provider package, not `ai`: importing `ai` here would load the whole SDK at start-up.
import { APICallError } from '@ai-sdk/provider';

/** Longest Retry-After we honour; anything longer is the provider telling us to give up. */
const MAX_RETRY_AFTER_MS = 5_000;

/**
 * Rate limits (429) and server faults (5xx) are worth one more try; a 4xx is our fault or the
 * key's and would fail again. Responses that never arrived (connection reset) count as 5xx.
 */
export function isRetryable(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode;
  if (status === undefined) return error.isRetryable;
  return status === 429 || status >= 500;
}

/** The provider's Retry-After when it is short, otherwise our own backoff. */
export function retryDelayMs(error: unknown, backoffMs: number): number {
  if (!APICallError.isInstance(error)) return backoffMs;
  const header = error.responseHeaders?.['retry-after'];
  if (header === undefined) return backoffMs;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms >= 0 && ms <= MAX_RETRY_AFTER_MS ? ms : backoffMs;
}
