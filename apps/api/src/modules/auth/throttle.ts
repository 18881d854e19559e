import { MESSAGES } from '@promptsmith/contract';
import { type CounterStore } from '../../lib/counter-store';
import { tooManyRequests } from '../../lib/app-error';

const MINUTE = 60_000;

export type Limit = { max: number; windowMs: number };

/**
 * Limits from the decisions (login, verify-email, code mails) plus conservative ones
 * for the other endpoints. Sign-up and Google sign-in share the anonymous per-minute budget
 * (RATE_LIMIT_ANONYMOUS_PER_MINUTE). Counters live in the shared CounterStore (Redis when
 * configured), so every instance enforces the same budget.
 */
export function authLimits(anonymousPerMinute: number) {
  return {
    loginFailuresPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
    loginFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
    verifyEmailPerIp: { max: 5, windowMs: MINUTE },
    codeMailPerAccount: { max: 1, windowMs: MINUTE },
    codeChecksPerIp: { max: 30, windowMs: MINUTE },
    signupPerIp: { max: anonymousPerMinute, windowMs: MINUTE },
    socialLoginPerIp: { max: anonymousPerMinute, windowMs: MINUTE },
    passwordChangeFailuresPerUser: { max: 10, windowMs: 15 * MINUTE },
  } satisfies Record<string, Limit>;
}

export type AuthLimits = ReturnType<typeof authLimits>;

export interface AuthThrottle {
  /** Counts this call and rejects it (429 + Retry-After) once the budget is spent. */
  consume(key: string, limit: Limit, message?: string): Promise<void>;
  /** Rejects when earlier recorded failures already spent the budget; counts nothing. */
  assertBelow(key: string, limit: Limit, message?: string): Promise<void>;
  /** Records one failure against a budget checked with assertBelow. */
  recordFailure(key: string, limit: Limit): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createAuthThrottle(counters: CounterStore): AuthThrottle {
  return {
    async consume(key, limit, message = MESSAGES.tooManyRequests) {
      const hit = await counters.hit(`auth:${key}`, limit.windowMs);
      if (hit.count > limit.max) throw tooManyRequests(message, hit.resetInMs / 1000);
    },
    async assertBelow(key, limit, message = MESSAGES.tooManyRequests) {
      const current = await counters.peek(`auth:${key}`);
      if (current && current.count >= limit.max) throw tooManyRequests(message, current.resetInMs / 1000);
    },
    async recordFailure(key, limit) {
      await counters.hit(`auth:${key}`, limit.windowMs);
    },
    clear: (key) => counters.reset(`auth:${key}`),
  };
}
