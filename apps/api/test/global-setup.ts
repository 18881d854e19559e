import { Redis } from 'ioredis';
import pg from 'pg';
import { TEST_DATABASE_URL } from './support/databases';
import { TEST_REDIS_URL } from './support/redis';

/**
 * PostgreSQL integration tests need a reachable server. Locally an unreachable one is skipped
 * with a warning; under CI=true it fails the run, so CI can never go green without them.
 */
export default async function setup(): Promise<void> {
  await probePostgres();
  await probeRedis();
}

async function probePostgres(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.PROMPTSMITH_TEST_POSTGRES = 'available';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable (${reason}); CI requires it.`);
    }
    console.warn(`\n[integration] PostgreSQL unreachable (${reason}); PostgreSQL tests will be skipped.\n`);
    process.env.PROMPTSMITH_TEST_POSTGRES = 'unavailable';
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Same rule for Redis, which the Redis-backed throttle tests need. */
async function probeRedis(): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 3_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
    process.env.PROMPTSMITH_TEST_REDIS = 'available';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.CI === 'true') {
      throw new Error(`Redis at ${TEST_REDIS_URL} is unreachable (${reason}); CI requires it.`);
    }
    console.warn(`\n[integration] Redis unreachable (${reason}); Redis-backed tests will be skipped.\n`);
    process.env.PROMPTSMITH_TEST_REDIS = 'unavailable';
  } finally {
    redis.disconnect();
  }
}
