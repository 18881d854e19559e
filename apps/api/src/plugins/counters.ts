import fp from 'fastify-plugin';
import { type CounterStore, createMemoryCounterStore, createRedisCounterStore } from '../lib/counter-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate-limit and quota counters: Redis when REDIS_URL is set (shared by instances), else memory. */
    counters: CounterStore;
  }
}

export interface CountersPluginOptions {
  /** A store owned by the caller (tests). */
  counters?: CounterStore | undefined;
}

export const countersPlugin = fp<CountersPluginOptions>(
  async (app, options) => {
    const { redisUrl, redisKeyPrefix } = app.config;
    let counters = options.counters;
    if (!counters && redisUrl) {
      // Loaded only when configured: ioredis is a noticeable share of start-up (BENCHMARKS.md).
      const { Redis } = await import('ioredis');
      counters = createRedisCounterStore(
        new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
        redisKeyPrefix,
      );
    }
    counters ??= createMemoryCounterStore();
    const store = counters;
    app.decorate('counters', store);
    if (!options.counters) app.addHook('onClose', () => store.close());
  },
  { name: 'counters', dependencies: ['config'] },
);
