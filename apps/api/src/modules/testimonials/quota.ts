import { LIMITS } from '@promptsmith/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "5 per user per day" is a calendar day in UTC, so the limit resets at one moment everyone
 * can be told about. The key carries the day: a clock that moves past midnight starts a fresh
 * count even where the counter store's own expiry uses another clock. Pure.
 */
export function dailyQuotaKey(userId: string, now: Date): string {
  return `testimonials:${userId}:${now.toISOString().slice(0, 10)}`;
}

/** Milliseconds from `now` to the next UTC midnight (at least 1). */
export function msUntilNextUtcDay(now: Date): number {
  const t = now.getTime();
  return Math.max(1, DAY_MS - (t % DAY_MS));
}

export function isOverDailyQuota(count: number, limit: number = LIMITS.testimonialsPerUserPerDay): boolean {
  return count > limit;
}
