import fp from 'fastify-plugin';
import { type DatabaseHandle, openDatabase } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  /** An open database (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle | undefined;
}

/** PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL; migrated before the first request. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const { databaseUrl, dataDir } = app.config;
    const database = options.database ?? (await openDatabase({ databaseUrl, dataDir }));
    app.decorate('database', database);
    if (!options.database) app.addHook('onClose', () => database.close());
  },
  { name: 'database', dependencies: ['config'] },
);
