import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' contract schemas, browsable at /api/docs. Registered
 * before the modules: swagger collects routes as they are added.
 */
export const apiDocsPlugin = fp<{ version: string }>(
  async (app, { version }) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Promptsmith API', version },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'api-docs' },
);
