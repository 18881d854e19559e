/** Delivery retry policy: exponential, capped, then give up and keep the row as 'failed'. */
export const MAIL_RETRY = {
  baseDelayMs: 15_000,
  maxDelayMs: 60 * 60 * 1000,
  maxAttempts: 8,
} as const;

/** Delay before the next try after `attempts` failed ones (1 -> 15 s, 2 -> 30 s, ... capped at 1 h). */
export function retryDelayMs(attempts: number, policy: typeof MAIL_RETRY = MAIL_RETRY): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(exponent, 30));
}

export function shouldGiveUp(attempts: number, policy: typeof MAIL_RETRY = MAIL_RETRY): boolean {
  return attempts >= policy.maxAttempts;
}
