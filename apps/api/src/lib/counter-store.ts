// A type-only import: ioredis itself loads only when REDIS_URL is set (plugins/counters.ts).
import type { Redis } from 'ioredis';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Fixed-window counters shared by throttles and quotas. In memory for one instance; in Redis
 * when several instances must agree (REDIS_URL).
 */
export interface CounterStore {
  /**
   * Adds `amount` (default 1) and answers the new count, atomically: concurrent callers each see
   * a different count, so "refuse above the limit" lets exactly `limit` of them through.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<Hit>;
  /** Takes one hit back (a request that turned out fine); nothing when the window is gone. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    hit(key, windowMs, amount = 1) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += amount;
      return Promise.resolve({ count: w.count, resetInMs: w.resetAt - t });
    },
    release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count -= 1;
      return Promise.resolve();
    },
    reset(key) {
      windows.delete(key);
      return Promise.resolve();
    },
    close() {
      clearInterval(sweep);
      return Promise.resolve();
    },
  };
}

/** `keyPrefix` lets several deployments or test runs share one Redis without colliding. */
export function createRedisCounterStore(redis: Redis, keyPrefix = 'promptsmith:'): CounterStore {
  const prefix = `${keyPrefix}counter:`;
  return {
    async hit(key, windowMs, amount = 1) {
      // INCRBY, and give a new key (no expiry yet) its window, atomically in one round trip.
      const result = (await redis.eval(
        "local c = redis.call('INCRBY', KEYS[1], ARGV[2]) if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {c, redis.call('PTTL', KEYS[1])}",
        1,
        prefix + key,
        String(windowMs),
        String(amount),
      )) as [number, number];
      return { count: result[0], resetInMs: Math.max(0, result[1]) };
    },
    async release(key) {
      // DECR on a missing key would create one without an expiry: only touch a live window.
      await redis.eval(
        "if redis.call('GET', KEYS[1]) and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
