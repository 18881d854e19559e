import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { type CounterStore, createRedisCounterStore } from '../../src/lib/counter-store';

// Test support may read the environment: it is not product code.
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether Redis-backed variants run (global-setup probes it; CI requires it). */
export function redisAvailable(): boolean {
  return process.env.PROMPTSMITH_TEST_REDIS === 'available';
}

/**
 * Counters in the shared Redis under a prefix of this run's own, as several instances would
 * use them; closing deletes the run's keys.
 */
export function freshRedisCounters(): CounterStore {
  const prefix = `promptsmith-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 2 });
  const store = createRedisCounterStore(redis, prefix);
  return {
    ...store,
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await store.close();
    },
  };
}
