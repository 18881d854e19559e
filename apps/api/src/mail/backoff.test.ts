import { describe, expect, it } from 'vitest';
import { MAIL_RETRY, retryDelayMs, shouldGiveUp } from './backoff';

describe('mail retry backoff', () => {
  it('doubles from 15 s and caps at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(MAIL_RETRY.maxDelayMs);
    expect(retryDelayMs(10_000)).toBe(MAIL_RETRY.maxDelayMs);
  });
  it('gives up after the last attempt', () => {
    expect(shouldGiveUp(MAIL_RETRY.maxAttempts - 1)).toBe(false);
    expect(shouldGiveUp(MAIL_RETRY.maxAttempts)).toBe(true);
  });
});
