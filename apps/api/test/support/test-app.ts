import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../../src/app';
import { type Config, testConfig } from '../../src/config';
import { type DatabaseKind, freshDatabase } from './databases';
import { createMemoryMailer, type MemoryMailer } from './memory-mailer';

export interface TestApp {
  app: FastifyInstance;
  /** Mail the app sent, unless the test injected its own mailer. */
  mailbox: MemoryMailer;
  close(): Promise<void>;
}

/** A real app on a real, fresh database; requests go through app.inject (no sockets). */
export async function createTestApp(
  kind: DatabaseKind,
  options: { config?: Partial<Config>; deps?: AppDeps } = {},
): Promise<TestApp> {
  const database = await freshDatabase(kind);
  // Mail goes to memory by default, so no test writes into ./data/outbox.
  const mailbox = createMemoryMailer();
  const app = await buildApp(testConfig({ webDistDir: '/nonexistent', ...options.config }), {
    database,
    mailer: mailbox,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    mailbox,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
