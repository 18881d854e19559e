import { resolve } from 'node:path';
import { z } from 'zod';
import { isLoopbackHost, parseAllowedHosts, parseTrustProxy, type TrustProxy } from './lib/network';

/**
 * The only reader of process.env. Everything else receives a parsed, typed Config, so tests
 * build apps with any configuration without touching the environment.
 */
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      const n = Number(v);
      if (!Number.isInteger(n) || n <= 0) {
        ctx.addIssue({ code: 'custom', message: `must be a positive whole number, got "${v}"` });
        return z.NEVER;
      }
      return n;
    });

const url = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return 3000;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 65535) {
        ctx.addIssue({ code: 'custom', message: `must be a port number from 0 to 65535, got "${v}"` });
        return z.NEVER;
      }
      return n;
    }),
  HOST: optionalString.default('127.0.0.1'),
  PUBLIC_URL: url(['http:', 'https:']),
  DATA_DIR: optionalString.default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  REDIS_URL: url(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: optionalString.default('promptsmith:'),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_OUTBOX: z
    .enum(['file', ''], { message: 'must be "file" (write mail to DATA_DIR/outbox) or unset' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  MAIL_FROM: optionalString.default('Promptsmith <no-reply@promptsmith.local>'),
  TESTIMONIAL_RECIPIENT: optionalString.pipe(z.email().optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: url(['http:', 'https:']),
  GOOGLE_ISSUER: optionalString,
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: url(['http:', 'https:']),
  ANTHROPIC_API_KEY: optionalString,
  ANTHROPIC_BASE_URL: url(['http:', 'https:']),
  GOOGLE_GENERATIVE_AI_API_KEY: optionalString,
  DEEPSEEK_API_KEY: optionalString,
  MISTRAL_API_KEY: optionalString,
  OPENAI_COMPATIBLE_BASE_URL: url(['http:', 'https:']),
  OPENAI_COMPATIBLE_API_KEY: optionalString,
  OPENAI_COMPATIBLE_ASSISTANTS: optionalString,
  LLM_TIMEOUT_MS: positiveInt(30_000),
  LLM_MAX_OUTPUT_TOKENS: positiveInt(2_048),
  LLM_RETRY_DELAY_MS: positiveInt(500),
  ALLOW_ANONYMOUS_LLM: booleanFlag,
  JUDGE_MODEL: optionalString.refine((v) => v === undefined || /^[a-z-]+:.+$/.test(v), {
    message: 'must be "<provider>:<model>", e.g. "anthropic:claude-3-5-haiku-latest"',
  }),
  LLM_DAILY_TOKENS_PER_USER: positiveInt(200_000),
  LLM_DAILY_TOKENS_TOTAL: positiveInt(5_000_000),
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: positiveInt(30),
  RATE_LIMIT_USER_PER_MINUTE: positiveInt(60),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'object' && 'error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseAllowedHosts(v);
      if ('error' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }
      return parsed.hosts;
    }),
  SESSION_IDLE_DAYS: positiveInt(14),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  /** Real mail over SMTP when set; otherwise the file outbox (config load refuses a public production server without it). */
  smtpUrl: string | undefined;
  mailFrom: string;
  testimonialRecipient: string | undefined;
  google: { clientId: string | undefined; jwksUrl: string; issuers: string[] };
  llm: {
    timeoutMs: number;
    maxOutputTokens: number;
    /** Backoff before the one retry after a 429/5xx (a Retry-After of at most 5 s is honoured instead). */
    retryDelayMs: number;
    allowAnonymous: boolean;
    openai: { apiKey: string | undefined; baseUrl: string | undefined };
    anthropic: { apiKey: string | undefined; baseUrl: string | undefined };
    google: { apiKey: string | undefined };
    deepseek: { apiKey: string | undefined };
    mistral: { apiKey: string | undefined };
    openaiCompatible: {
      baseUrl: string | undefined;
      apiKey: string | undefined;
      assistants: string | undefined;
    };
    /** Per-assistant model overrides, from MODEL_<KEY> variables (e.g. MODEL_GPT=gpt-4.1-mini). */
    models: Record<string, string>;
    /** "<provider>:<model>" that judges answers; by default a configured model of another vendor family. */
    judgeModel: string | undefined;
    /** Daily token budgets (UTC days), counted per upstream call from the providers' usage figures. */
    dailyTokensPerUser: number;
    dailyTokensTotal: number;
  };
  rateLimit: { anonymousPerMinute: number; userPerMinute: number };
  /** Deadlines for receiving a request's headers, and the whole request (slow clients). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number };
  /** false, a hop count, or the proxies' addresses/CIDRs: never "trust everyone". */
  trustProxy: TrustProxy;
  /**
   * Host names this server answers to (any port): PUBLIC_URL's, ALLOWED_HOSTS, and the loopback
   * names when PUBLIC_URL is loopback. Other Host headers are refused (DNS rebinding), and
   * cookie-authenticated changes must come from an Origin on this list (CSRF).
   */
  allowedHosts: string[];
  sessions: { idleTimeoutMs: number };
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const publicHost = new URL(publicUrl).hostname;
  assertMailConfigured(e, publicUrl);
  const models = Object.fromEntries(
    Object.entries(env)
      .filter(([name, value]) => name.startsWith('MODEL_') && value)
      .map(([name, value]) => [name.slice('MODEL_'.length).toLowerCase(), value as string]),
  );
  return {
    nodeEnv: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    testimonialRecipient: e.TESTIMONIAL_RECIPIENT,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      jwksUrl: e.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
      issuers: e.GOOGLE_ISSUER ? [e.GOOGLE_ISSUER] : ['https://accounts.google.com', 'accounts.google.com'],
    },
    llm: {
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxOutputTokens: e.LLM_MAX_OUTPUT_TOKENS,
      retryDelayMs: e.LLM_RETRY_DELAY_MS,
      allowAnonymous: e.ALLOW_ANONYMOUS_LLM,
      openai: { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL },
      anthropic: { apiKey: e.ANTHROPIC_API_KEY, baseUrl: e.ANTHROPIC_BASE_URL },
      google: { apiKey: e.GOOGLE_GENERATIVE_AI_API_KEY },
      deepseek: { apiKey: e.DEEPSEEK_API_KEY },
      mistral: { apiKey: e.MISTRAL_API_KEY },
      openaiCompatible: {
        baseUrl: e.OPENAI_COMPATIBLE_BASE_URL,
        apiKey: e.OPENAI_COMPATIBLE_API_KEY,
        assistants: e.OPENAI_COMPATIBLE_ASSISTANTS,
      },
      models,
      judgeModel: e.JUDGE_MODEL,
      dailyTokensPerUser: e.LLM_DAILY_TOKENS_PER_USER,
      dailyTokensTotal: e.LLM_DAILY_TOKENS_TOTAL,
    },
    rateLimit: {
      anonymousPerMinute: e.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
      userPerMinute: e.RATE_LIMIT_USER_PER_MINUTE,
    },
    http: {
      // Node requires headersTimeout <= requestTimeout.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    },
    trustProxy: e.TRUST_PROXY,
    allowedHosts: [
      ...new Set([
        publicHost.toLowerCase(),
        ...(isLoopbackHost(publicHost) ? LOOPBACK_NAMES : []),
        ...e.ALLOWED_HOSTS,
      ]),
    ],
    sessions: { idleTimeoutMs: e.SESSION_IDLE_DAYS * 24 * 60 * 60 * 1000 },
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
  };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/**
 * Codes and reset mails must reach people, never a log. In production (NODE_ENV, the default)
 * a public server needs SMTP_URL, or MAIL_OUTBOX=file said out loud. A server whose PUBLIC_URL
 * is loopback (the laptop quick start) is reachable only from this machine, so the file outbox
 * is its default and `npm start` keeps working with no settings.
 */
function assertMailConfigured(e: Env, publicUrl: string): void {
  if (e.SMTP_URL && e.MAIL_OUTBOX) {
    throw new ConfigError(
      'Invalid configuration: set SMTP_URL (send mail) or MAIL_OUTBOX=file (write it to DATA_DIR/outbox), not both',
    );
  }
  if (e.SMTP_URL || e.MAIL_OUTBOX || e.NODE_ENV !== 'production') return;
  if (isLoopbackHost(new URL(publicUrl).hostname)) return;
  throw new ConfigError(
    `Invalid configuration: SMTP_URL is required in production (PUBLIC_URL ${publicUrl} is not a loopback address, so sign-up and reset codes must be mailed); set MAIL_OUTBOX=file to write mail to DATA_DIR/outbox instead`,
  );
}

/** A config for tests and tools: defaults, overridden field by field. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
