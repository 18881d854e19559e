import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app';
import { type Config, testConfig } from '../../src/config';
import { type DatabaseKind, freshDatabase } from './databases';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A real app on a real, fresh database; requests go through app.inject (no sockets). */
export async function createTestApp(
  kind: DatabaseKind,
  options: { config?: Partial<Config>; deps?: AppDeps } = {},
): Promise<TestApp> {
  const database = await freshDatabase(kind);
  const app = await buildApp(testConfig({ webDistDir: '/nonexistent', ...options.config }), {
    database,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
