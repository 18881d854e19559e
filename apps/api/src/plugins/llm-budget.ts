import fp from 'fastify-plugin';
import {
  createCounterUsageStore,
  createDatabaseUsageStore,
  createTokenBudget,
  type TokenBudget,
} from '../llm/token-budget';

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
    const store = redisUrl
      ? createCounterUsageStore(app.counters)
      : createDatabaseUsageStore(app.database.db);
    app.decorate(
      'llmBudget',
      createTokenBudget(store, { perSubject: llm.dailyTokensPerUser, total: llm.dailyTokensTotal }, app.now),
    );
  },
  { name: 'llm-budget', dependencies: ['config', 'clock', 'database', 'counters'] },
);
