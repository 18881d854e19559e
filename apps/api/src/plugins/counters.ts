import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
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
    const counters =
      options.counters ??
      (redisUrl
        ? createRedisCounterStore(
            new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
            redisKeyPrefix,
          )
        : createMemoryCounterStore());
    app.decorate('counters', counters);
    if (!options.counters) app.addHook('onClose', () => counters.close());
  },
  { name: 'counters', dependencies: ['config'] },
);
