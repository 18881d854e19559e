import { HealthResponse } from '@promptsmith/contract';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['health'], summary: 'Liveness and database kind', response: { 200: HealthResponse } },
    },
    async (_request, reply) => {
      let status: 'ok' | 'degraded' = 'ok';
      try {
        await app.database.ping();
      } catch {
        status = 'degraded';
      }
      void reply.header('cache-control', 'no-store');
      return { status, database: app.database.kind, version };
    },
  );
};
