import pg from 'pg';
import { TEST_DATABASE_URL } from './support/databases';

/**
 * PostgreSQL integration tests need a reachable server. Locally an unreachable one is skipped
 * with a warning; under CI=true it fails the run, so CI can never go green without them.
 */
export default async function setup(): Promise<void> {
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
