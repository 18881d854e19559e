import { describe, expect, it } from 'vitest';
import { dailyQuotaKey, isOverDailyQuota, msUntilNextUtcDay } from './quota';

describe('testimonial daily quota', () => {
  it('keys the count by user and UTC day', () => {
    expect(dailyQuotaKey('u1', new Date('2030-05-06T23:59:59.999Z'))).toBe('testimonials:u1:2030-05-06');
    expect(dailyQuotaKey('u1', new Date('2030-05-07T00:00:00.000Z'))).toBe('testimonials:u1:2030-05-07');
  });

  it('counts down to the next UTC midnight', () => {
    expect(msUntilNextUtcDay(new Date('2030-05-06T23:59:59.000Z'))).toBe(1_000);
    expect(msUntilNextUtcDay(new Date('2030-05-06T00:00:00.000Z'))).toBe(24 * 60 * 60 * 1000);
  });

  it('allows five and refuses the sixth', () => {
    expect(isOverDailyQuota(5)).toBe(false);
    expect(isOverDailyQuota(6)).toBe(true);
  });
});
