import { HealthResponse } from '@promptsmith/contract';
import fp from 'fastify-plugin';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSharedProbe } from './probe';

const routes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  const databaseAnswers = createSharedProbe(() => app.database.ping());
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Liveness and database kind', response: { 200: HealthResponse } },
    },
    async (_request, reply) => {
      const status: 'ok' | 'degraded' = (await databaseAnswers()) ? 'ok' : 'degraded';
      void reply.header('cache-control', 'no-store');
      return { status, database: app.database.kind, version };
    },
  );
};

/** GET /api/health: liveness and which database answers. */
export const healthRoutes = fp(routes, { name: 'health', dependencies: ['database'], encapsulate: true });
