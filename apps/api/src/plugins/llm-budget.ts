import fp from 'fastify-plugin';
import {
  createCounterUsageStore,
  createDatabaseUsageStore,
  createTokenBudget,
  type TokenBudget,
} from '../llm/token-budget';
import { cachedUsageStoreFor } from '../llm/usage-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Daily LLM token budgets: Redis when REDIS_URL is set, else the database; shared by instances. */
    llmBudget: TokenBudget;
  }
}

export const llmBudgetPlugin = fp(
  async (app) => {
    const { redisUrl, llm } = app.config;
    // The in-memory counter store would give each instance its own budget: the database is shared.
    // PGlite's counts are this process's alone, so they are also kept in memory (usage-cache.ts).
    const { db, kind } = app.database;
    const store = redisUrl
      ? createCounterUsageStore(app.counters)
      : kind === 'pglite'
        ? cachedUsageStoreFor(db, () => createDatabaseUsageStore(db))
        : createDatabaseUsageStore(db);
    app.decorate(
      'llmBudget',
      createTokenBudget(store, { perSubject: llm.dailyTokensPerUser, total: llm.dailyTokensTotal }, app.now),
    );
  },
  { name: 'llm-budget', dependencies: ['config', 'clock', 'database', 'counters'] },
);
