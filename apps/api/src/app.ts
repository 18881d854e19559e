import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import packageJson from '../../../package.json';
import { type Config } from './config';
import { type DatabaseHandle } from './db/client';
import { type CounterStore } from './lib/counter-store';
import { type ProviderRegistry } from './llm/provider-registry';
import { mailPlugin } from './mail/mail-plugin';
import { type Mailer } from './mail/types';
import { authRoutes, type GoogleVerifier } from './modules/auth';
import { evaluationRoutes } from './modules/evaluation';
import { healthRoutes } from './modules/health';
import { historyRoutes } from './modules/history';
import { mcpRoutes } from './modules/mcp';
import { promptRoutes } from './modules/prompts';
import { testimonialRoutes } from './modules/testimonials';
import { versionRoutes } from './modules/versions';
import { libraryRoutes } from './modules/library';
import { serializeError } from './lib/log-serializers';
import { fastifyTrustProxy } from './lib/network';
import { allowedHostsPlugin } from './plugins/allowed-hosts';
import { apiDocsPlugin } from './plugins/api-docs';
import { clockPlugin } from './plugins/clock';
import { configPlugin } from './plugins/config';
import { countersPlugin } from './plugins/counters';
import { databasePlugin } from './plugins/database';
import { clientErrorHandler, errorHandlerPlugin, frameworkErrors } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { llmBudgetPlugin } from './plugins/llm-budget';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionsPlugin } from './plugins/sessions';
import { webAppPlugin } from './plugins/web-app';

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
  /** Where log lines go (tests read them); by default stdout. */
  logStream?: { write(line: string): void };
}

const here = dirname(fileURLToPath(import.meta.url));
const DEFAULT_WEB_DIST = resolve(here, '../../web/dist');

/**
 * The whole server: shared plugins first (each names the plugins it needs, and Fastify refuses
 * to start when one is missing or registered later), then one plugin per module, then the web app.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { err: (error: Error) => serializeError(error) },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
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
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // Routes validate requests and serialize responses with the contract's zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(clockPlugin, { now: deps.now });
  await app.register(jsonBodyPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(databasePlugin, { database: deps.database });
  await app.register(countersPlugin, { counters: deps.counters });
  await app.register(fastifyCookie);
  await app.register(securityHeadersPlugin);
  await app.register(allowedHostsPlugin);
  await app.register(apiDocsPlugin, { version: packageJson.version });
  await app.register(sessionsPlugin);
  await app.register(mailPlugin, { mailer: deps.mailer, intervalMs: deps.mailPollMs });
  await app.register(llmBudgetPlugin);

  await app.register(healthRoutes, { version: packageJson.version });
  await app.register(authRoutes, { google: deps.google });
  await app.register(promptRoutes, { registry: deps.llm });
  await app.register(evaluationRoutes, { registry: deps.llm });
  await app.register(historyRoutes);
  await app.register(versionRoutes, { registry: deps.llm });
  await app.register(libraryRoutes);
  await app.register(testimonialRoutes);
  await app.register(mcpRoutes, { version: packageJson.version });

  await app.register(webAppPlugin, { distDir: config.webDistDir ?? DEFAULT_WEB_DIST });
  return app;
}
