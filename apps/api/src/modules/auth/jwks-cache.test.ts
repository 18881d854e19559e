import { describe, expect, it } from 'vitest';
import { cacheMaxAgeSeconds } from './jwks-cache';

describe('cacheMaxAgeSeconds', () => {
  it('reads max-age among other directives', () => {
    expect(cacheMaxAgeSeconds('public, max-age=21958, must-revalidate, no-transform')).toBe(21958);
    expect(cacheMaxAgeSeconds('Max-Age=60')).toBe(60);
  });
  it('treats no-store and no-cache as "do not keep"', () => {
    expect(cacheMaxAgeSeconds('no-store')).toBe(0);
    expect(cacheMaxAgeSeconds('private, no-cache, max-age=600')).toBe(0);
  });
  it('returns null when the header says nothing usable', () => {
    expect(cacheMaxAgeSeconds(null)).toBeNull();
    expect(cacheMaxAgeSeconds('public')).toBeNull();
    expect(cacheMaxAgeSeconds('max-age=soon')).toBeNull();
  });
});
