import {
  type Answers,
  type AssistantKey,
  CompareRequest,
  CompareResponse,
  type CompareResultItem,
  ErrorResponse,
  LIMITS,
  STREAM_EVENTS,
  TransformRequest,
  TransformResponse,
} from '@promptsmith/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Analysis,
  analyzeRequest,
  completeAnalysis,
  type RequestAnalysis,
  unknownAnswerIds,
} from '@promptsmith/optimizer';
import { AppError, badRequest } from '../../lib/app-error';
import { nextTurn } from '../../lib/next-turn';
import { ClientGoneError, unlessClientGone } from '../../llm/llm-rewrite';
import { createProviderRegistry, type ProviderRegistry } from '../../llm/provider-registry';
import { mapError } from '../../plugins/error-handler';
import { createHistoryRepository } from '../history';
import { openEventStream } from './event-stream';
import { enforcePromptRateLimit } from './rate-limit';
import { llmAccessOf } from '../../llm/access';
import { createPromptService, type LlmAccess } from './service';
import { collectUsage } from '../../llm/usage-charge';

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

/**
 * Answers must answer questions this prompt asks: checked before any work (or stream) starts,
 * on the request's one analysis (computed here only when there are answers to check).
 */
function rejectUnknownAnswers(analysis: () => Analysis, answers: Answers): void {
  if (Object.keys(answers).length === 0) return;
  const unknown = unknownAnswerIds(analysis(), answers);
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown question ${unknown.length === 1 ? 'id' : 'ids'}: ${unknown.join(', ')}`,
      'VALIDATION_FAILED',
    );
  }
}

function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

const routes: FastifyPluginAsyncZod<PromptRoutesOptions> = async (app, options) => {
  const registry = options.registry ?? (await createProviderRegistry(app.config.llm));
  const service = createPromptService(registry, app.config.llm);
  const history = createHistoryRepository(app.database.db);

  /**
   * LLM access, with the daily token budget: a caller over it gets the built-in engine and a
   * notice saying when it resets (the rewrite still works without a model, so no 429 here).
   * The calls' tokens are collected and charged by `settleUsage`, which the request awaits
   * before its reply, in the same statement as its history entry (db/batched-writes.ts).
   */
  function budgetedAccess(request: FastifyRequest, models: AssistantKey[]) {
    const access: LlmAccess = llmAccessOf(request.session?.user, app.config.llm.allowAnonymous);
    const subject = request.session?.user.id ?? `ip:${request.ip}`;
    // A failed charge is logged, never the user's problem.
    const usage = collectUsage((tokens) =>
      app.llmBudget
        .record(subject, tokens)
        .catch((err: unknown) => request.log.error({ err }, 'LLM usage not recorded')),
    );
    const { onUsage } = usage;
    if (access !== 'allowed' || !models.some((m) => registry.get(m))) {
      return {
        mayCallLlm: false,
        settleUsage: usage.settle,
        access: Promise.resolve({ llmAccess: access, onUsage }),
      };
    }
    const checked = app.llmBudget.assertAvailable(subject).then(
      () => ({ llmAccess: access, onUsage }),
      (error: unknown) => {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        return { llmAccess: 'over-budget' as const, budgetNotice: error.message, onUsage };
      },
    );
    return { mayCallLlm: true, settleUsage: usage.settle, access: checked };
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
    // Once per request, whatever the number of assistants (the answers check, every LLM's
    // meta-prompt and every built-in rendering share it), and only when first needed.
    // In two steps: the LLM's meta-prompt needs only the first, so the slots are read while the
    // provider works (BENCHMARKS.md, llm overhead).
    let part: RequestAnalysis | undefined;
    let analysis: Analysis | undefined;
    const forMetaPrompt = () => (part ??= analyzeRequest(prompt, answers));
    const input = { forMetaPrompt, analysis: () => (analysis ??= completeAnalysis(forMetaPrompt())) };
    rejectUnknownAnswers(input.analysis, answers);
    const started = performance.now();
    const controller = new AbortController();
    // 'close' without a finished response means the client went away mid-request.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const session = request.session;
    const budget = budgetedAccess(request, models);
    if (budget.mayCallLlm) {
      // The meta-prompt needs the analysis before the call: computed while the budget's database
      // read is under way (after one turn of the loop, so the query has gone out), not after it.
      budget.access.catch(() => undefined);
      await nextTurn();
      input.forMetaPrompt();
    }
    const context = {
      ...(await budget.access),
      signal: controller.signal,
      log: request.log,
    };
    const finish = async (results: CompareResultItem[]): Promise<T> => {
      // Queued in the same turn, so the entry and the charge share one statement.
      const [historyId] = await Promise.all([
        session
          ? history.insert({
              userId: session.user.id,
              kind,
              prompt,
              models,
              results,
              createdAt: app.now(),
            })
          : undefined,
        budget.settleUsage(),
      ]);
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
        // Calls that answered before a failure or a disconnect are charged all the same.
        await budget.settleUsage();
        stream.end();
      }
      return undefined;
    }

    try {
      return await unlessClientGone(reply, async () =>
        finish(await Promise.all(models.map((model) => service.optimizeFor(model, input, context)))),
      );
    } finally {
      await budget.settleUsage();
    }
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
};

/** POST /api/transform and /api/compare, as JSON or as a stream; saves history for signed-in users. */
export const promptRoutes = fp(routes, {
  name: 'prompts',
  dependencies: ['config', 'clock', 'database', 'counters', 'sessions', 'llm-budget'],
  encapsulate: true,
});
