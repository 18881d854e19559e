import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import packageJson from '../../../package.json';
import { type Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { type CounterStore, createMemoryCounterStore, createRedisCounterStore } from './lib/counter-store';
import { type ProviderRegistry } from './llm/provider-registry';
import { type Mailer } from './mail/types';
import { mailPlugin } from './mail/mail-plugin';
import { type GoogleVerifier } from './modules/auth/google';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { historyRoutes } from './modules/history/routes';
import { promptRoutes } from './modules/prompts/routes';
import { testimonialRoutes } from './modules/testimonials/routes';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerJsonBodyParser } from './plugins/json-body';
import { noStoreApiResponses, securityHeaders } from './plugins/security-headers';
import { type SessionService, sessionsPlugin } from './plugins/sessions';
import { registerWebApp } from './plugins/web-app';

/** Everything with a side effect or a clock comes in here, so tests drive it for real. */
export interface AppDeps {
  database?: DatabaseHandle;
  counters?: CounterStore;
  now?: () => Date;
  /** Mail transport (tests: a loopback SMTP or memory mailer); by default SMTP_URL or the dev outbox. */
  mailer?: Mailer;
  mailPollMs?: number;
  /** Google ID-token verifier; by default built from config.google. */
  google?: GoogleVerifier;
  /** The LLM per assistant; by default built from config.llm. */
  llm?: ProviderRegistry;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    counters: CounterStore;
    sessions: SessionService;
    now: () => Date;
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // Slow or idle clients must not hold sockets forever (slowloris); see SECURITY.md.
    connectionTimeout: 60_000,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: 5_000,
    // Node only checks header/request deadlines every connectionsCheckingInterval (30 s by
    // default), so a slow-headers client would outlive headersTimeout by that much.
    http: { headersTimeout: config.http.headersTimeoutMs, connectionsCheckingInterval: 1_000 },
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: anything else is answered 415 instead of being half-parsed.
  app.removeContentTypeParser('text/plain');
  registerJsonBodyParser(app);
  registerErrorHandler(app);

  const database =
    deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const ownsDatabase = deps.database === undefined;
  const counters =
    deps.counters ??
    (config.redisUrl
      ? createRedisCounterStore(
          new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }),
          config.redisKeyPrefix,
        )
      : createMemoryCounterStore());
  const ownsCounters = deps.counters === undefined;
  const now = deps.now ?? (() => new Date());

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('counters', counters);
  app.decorate('now', now);
  app.addHook('onClose', async () => {
    if (ownsCounters) await counters.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, securityHeaders(config));
  noStoreApiResponses(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Promptsmith API', version: packageJson.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.decorate('sessions', sessionsPlugin(app, { db: database.db, now, publicUrl: config.publicUrl }));

  await app.register(healthRoutes, { version: packageJson.version });
  await app.register(mailPlugin, { mailer: deps.mailer, intervalMs: deps.mailPollMs });
  await app.register(authRoutes, { google: deps.google });
  await app.register(promptRoutes, { registry: deps.llm });
  await app.register(historyRoutes);
  await app.register(testimonialRoutes);

  await registerWebApp(app, config.webDistDir ?? DEFAULT_WEB_DIST);
  return app;
}
