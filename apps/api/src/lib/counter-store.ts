import { type Redis } from 'ioredis';

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
  hit(key: string, windowMs: number): Promise<Hit>;
  peek(key: string): Promise<Hit | null>;
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
    hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return Promise.resolve({ count: w.count, resetInMs: w.resetAt - t });
    },
    peek(key) {
      const w = windows.get(key);
      const t = now();
      return Promise.resolve(w && w.resetAt > t ? { count: w.count, resetInMs: w.resetAt - t } : null);
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
    async hit(key, windowMs) {
      // INCR then set the expiry only on the first hit, atomically in one round trip.
      const result = (await redis.eval(
        "local c = redis.call('INCR', KEYS[1]) if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return {c, redis.call('PTTL', KEYS[1])}",
        1,
        prefix + key,
        String(windowMs),
      )) as [number, number];
      return { count: result[0], resetInMs: Math.max(0, result[1]) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null ? null : { count: Number(count), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
