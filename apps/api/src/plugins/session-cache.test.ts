import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

const user = { id: 'u1' };
const entry = (cachedAt: number, expiresAt = cachedAt + 60_000) => ({
  user,
  lastUsedAt: new Date(cachedAt),
  expiresAt: new Date(expiresAt),
  cachedAt,
});

describe('session cache', () => {
  it('serves an entry until it is revoked, expires or grows stale', () => {
    const cache = createSessionCache<typeof user>();
    cache.set('a', entry(1_000), cache.generation());
    expect(cache.get('a', 2_000)?.user).toBe(user);
    cache.forgetToken('a');
    expect(cache.get('a', 2_000)).toBeUndefined();

    cache.set('b', entry(1_000, 1_500), cache.generation());
    expect(cache.get('b', 1_500)).toBeUndefined();

    cache.set('c', entry(1_000), cache.generation());
    expect(cache.get('c', 1_000 + 10_001)).toBeUndefined();
  });

  it('forgets every session of a user at once', () => {
    const cache = createSessionCache<typeof user>();
    cache.set('a', entry(0), cache.generation());
    cache.set('b', entry(0), cache.generation());
    cache.forgetUser('u1');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('drops a look-up that was in flight while a revocation happened', () => {
    const cache = createSessionCache<typeof user>();
    const seen = cache.generation();
    cache.forgetUser('u1');
    cache.set('a', entry(0), seen);
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
