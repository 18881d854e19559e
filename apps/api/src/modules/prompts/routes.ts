import {
  type Answers,
  type AssistantKey,
  CompareRequest,
  CompareResponse,
  type CompareResultItem,
  ErrorResponse,
  type TokenUsage,
  LIMITS,
  STREAM_EVENTS,
  TransformRequest,
  TransformResponse,
} from '@promptsmith/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { type Analysis, analyze, unknownAnswerIds } from '@promptsmith/optimizer';
import { AppError, badRequest } from '../../lib/app-error';
import { ClientGoneError, unlessClientGone } from '../../llm/llm-rewrite';
import { createProviderRegistry, type ProviderRegistry } from '../../llm/provider-registry';
import { mapError } from '../../plugins/error-handler';
import { createHistoryRepository } from '../history';
import { openEventStream } from './event-stream';
import { enforcePromptRateLimit } from './rate-limit';
import { createPromptService, type LlmAccess } from './service';

export interface PromptRoutesOptions {
  /** Tests may pass their own; by default the registry is built from config.llm. */
  registry?: ProviderRegistry | undefined;
}

const STREAMING_NOTE =
  'With `Accept: text/event-stream` the reply is a server-sent-events stream: `delta` events ' +
  '{model, text, replace?} as text arrives, then one `done` event whose data is the JSON body ' +
  'below, or one `error` event {message, code}. LLM-backed rewriting needs sign-in unless the ' +
  'server allows anonymous LLM use; otherwise the built-in engine answers, with a notice.';

const errors = {
  400: ErrorResponse,
  413: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
};

function rejectOversizedPrompt(body: unknown): void {
  const prompt = (body as { prompt?: unknown } | null)?.prompt;
  if (typeof prompt === 'string' && prompt.length > LIMITS.promptMaxChars) {
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `Your prompt is ${prompt.length.toLocaleString('en-US')} characters long; the limit is ${LIMITS.promptMaxChars.toLocaleString('en-US')}. Please shorten it.`,
    );
  }
}

/** Answers must answer questions this prompt asks: checked before any work (or stream) starts. */
function rejectUnknownAnswers(prompt: string, answers: Answers): void {
  if (Object.keys(answers).length === 0) return;
  const unknown = unknownAnswerIds(prompt, answers);
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown question ${unknown.length === 1 ? 'id' : 'ids'}: ${unknown.join(', ')}`,
      'VALIDATION_FAILED',
    );
  }
}

export function llmAccess(
  user: { emailVerifiedAt: Date | null } | undefined,
  allowAnonymous: boolean,
): LlmAccess {
  if (allowAnonymous) return 'allowed';
  if (!user) return 'sign-in-required';
  return user.emailVerifiedAt ? 'allowed' : 'confirmation-required';
}

function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

const routes: FastifyPluginCallbackZod<PromptRoutesOptions> = (app, options, done) => {
  const registry = options.registry ?? createProviderRegistry(app.config.llm);
  const service = createPromptService(registry, app.config.llm);
  const history = createHistoryRepository(app.database.db);

  /**
   * LLM access, with the daily token budget: a caller over it gets the built-in engine and a
   * notice saying when it resets (the rewrite still works without a model, so no 429 here).
   */
  async function budgetedAccess(request: FastifyRequest, models: AssistantKey[]) {
    const access = llmAccess(request.session?.user, app.config.llm.allowAnonymous);
    const subject = request.session?.user.id ?? `ip:${request.ip}`;
    const onUsage = (usage: TokenUsage) => {
      app.llmBudget
        .record(subject, usage.totalTokens)
        .catch((err: unknown) => request.log.error({ err }, 'LLM usage not recorded'));
    };
    if (access !== 'allowed' || !models.some((m) => registry.get(m))) return { llmAccess: access, onUsage };
    try {
      await app.llmBudget.assertAvailable(subject);
      return { llmAccess: access, onUsage };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      return { llmAccess: 'over-budget' as const, budgetNotice: error.message, onUsage };
    }
  }

  const preValidation = async (request: FastifyRequest) => {
    await enforcePromptRateLimit(app, request);
    rejectOversizedPrompt(request.body);
  };

  /**
   * Runs every assistant in parallel, saves the history entry for a signed-in user, and answers
   * as JSON or as an event stream. `respond` shapes the final object of each endpoint.
   */
  async function run<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'transform' | 'compare',
    prompt: string,
    answers: Answers,
    models: AssistantKey[],
    respond: (results: CompareResultItem[], durationMs: number, historyId: string | undefined) => T,
  ): Promise<T | undefined> {
    rejectUnknownAnswers(prompt, answers);
    const started = performance.now();
    // Once per request, whatever the number of assistants, and only when first needed: an LLM
    // call goes out before it, so the analysis runs while the provider works (service.ts).
    let analysis: Analysis | undefined;
    const input = { rough: prompt, answers, analysis: () => (analysis ??= analyze(prompt, answers)) };
    const controller = new AbortController();
    // 'close' without a finished response means the client went away mid-request.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const session = request.session;
    const context = {
      ...(await budgetedAccess(request, models)),
      signal: controller.signal,
      log: request.log,
    };
    const finish = async (results: CompareResultItem[]): Promise<T> => {
      const historyId = session
        ? await history.insert({
            userId: session.user.id,
            kind,
            prompt,
            models,
            results,
            createdAt: app.now(),
          })
        : undefined;
      return respond(results, Math.round(performance.now() - started), historyId);
    };

    if (wantsEventStream(request)) {
      const stream = openEventStream(reply);
      // From here on Fastify no longer answers for us: every failure must become an `error` event.
      try {
        const results = await Promise.all(
          models.map((model) =>
            service.optimizeFor(model, input, {
              ...context,
              onDelta: (delta) => stream.send(STREAM_EVENTS.delta, delta),
            }),
          ),
        );
        stream.send(STREAM_EVENTS.done, await finish(results));
      } catch (error) {
        if (!(error instanceof ClientGoneError)) {
          const mapped = mapError(error as Error);
          if (mapped.status >= 500) request.log.error({ err: error }, 'stream failed');
          stream.send(STREAM_EVENTS.error, mapped.body);
        }
      } finally {
        stream.end();
      }
      return undefined;
    }

    return unlessClientGone(reply, async () =>
      finish(await Promise.all(models.map((model) => service.optimizeFor(model, input, context)))),
    );
  }

  app.post(
    '/api/transform',
    {
      preValidation,
      schema: {
        tags: ['prompts'],
        summary: 'Optimize a rough prompt for one assistant',
        description: STREAMING_NOTE,
        body: TransformRequest,
        response: { 200: TransformResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { prompt, model, answers = {} } = request.body;
      return run(request, reply, 'transform', prompt, answers, [model], ([result], durationMs, historyId) => {
        // run() returns one result per model; transform asks for exactly one.
        const only = result as CompareResultItem;
        return { ...only, durationMs, ...(historyId ? { historyId } : {}) };
      });
    },
  );

  app.post(
    '/api/compare',
    {
      preValidation,
      schema: {
        tags: ['prompts'],
        summary: 'Optimize a rough prompt for several assistants in parallel',
        description: STREAMING_NOTE,
        body: CompareRequest,
        response: { 200: CompareResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { prompt, models, answers = {} } = request.body;
      return run(request, reply, 'compare', prompt, answers, models, (results, durationMs, historyId) => ({
        results,
        durationMs,
        ...(historyId ? { historyId } : {}),
      }));
    },
  );
  done();
};

/** POST /api/transform and /api/compare, as JSON or as a stream; saves history for signed-in users. */
export const promptRoutes = fp(routes, {
  name: 'prompts',
  dependencies: ['config', 'clock', 'database', 'counters', 'sessions', 'llm-budget'],
  encapsulate: true,
});
