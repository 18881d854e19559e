import { MESSAGES } from '@promptsmith/contract';
import { type CounterStore, type Hit } from '../../lib/counter-store';
import { tooManyRequests } from '../../lib/app-error';

const MINUTE = 60_000;

export type Limit = { max: number; windowMs: number };

/**
 * Budgets per address, account and minute. Sign-in attempts are counted before the password is
 * checked, so concurrent guesses cannot slip past the limit; a success takes its own attempt
 * back. Sign-up and Google sign-in share the anonymous per-minute budget
 * (RATE_LIMIT_ANONYMOUS_PER_MINUTE). Counters live in the shared CounterStore (Redis when
 * configured), so every instance enforces the same budget.
 */
export function authLimits(anonymousPerMinute: number) {
  return {
    loginPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
    loginPerIp: { max: 50, windowMs: 15 * MINUTE },
    /** Whatever the address: a distributed guesser meets this one (a soft lockout; the owner is mailed). */
    loginPerAccount: { max: 20, windowMs: 15 * MINUTE },
    verifyEmailPerIp: { max: 5, windowMs: MINUTE },
    codeMailPerAccount: { max: 1, windowMs: MINUTE },
    codeChecksPerIp: { max: 30, windowMs: MINUTE },
    signupPerIp: { max: anonymousPerMinute, windowMs: MINUTE },
    socialLoginPerIp: { max: anonymousPerMinute, windowMs: MINUTE },
    passwordChangePerUser: { max: 10, windowMs: 15 * MINUTE },
  } satisfies Record<string, Limit>;
}

export type AuthLimits = ReturnType<typeof authLimits>;

export interface AuthThrottle {
  /**
   * Counts this call atomically and rejects it (429 + Retry-After) once the budget is spent:
   * of N concurrent calls, exactly `limit.max` get through. Answers the count.
   */
  consume(key: string, limit: Limit, message?: string): Promise<Hit>;
  /** Counts this call atomically and answers the count; the caller decides what it means. */
  count(key: string, limit: Limit): Promise<Hit>;
  /** Takes a consumed call back (it succeeded, so it was no guess). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createAuthThrottle(counters: CounterStore): AuthThrottle {
  return {
    async consume(key, limit, message = MESSAGES.tooManyRequests) {
      const hit = await counters.hit(`auth:${key}`, limit.windowMs);
      if (hit.count > limit.max) throw tooManyRequests(message, hit.resetInMs / 1000);
      return hit;
    },
    count: (key, limit) => counters.hit(`auth:${key}`, limit.windowMs),
    release: (key) => counters.release(`auth:${key}`),
    clear: (key) => counters.reset(`auth:${key}`),
  };
}
