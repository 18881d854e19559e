import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';

// Test support may read the environment: it is not product code.
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds every integration suite runs on. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.PROMPTSMITH_TEST_POSTGRES === 'unavailable' ? ['pglite'] : ['pglite', 'postgres'];
}

/** A new, empty PostgreSQL database (its URL), and how to drop it when the test file is done. */
export async function createPostgresDatabase(prefix = 'promptsmith_test'): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new PostgreSQL database created
 * for this test file and dropped when it closes.
 */
export async function freshDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const database = await createPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: 'unused', poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
