import {
  ASSISTANTS,
  ASSISTANT_KEYS,
  type AssistantKey,
  ErrorResponse,
  JudgeRequest,
  JudgeResponse,
  LlmStatusResponse,
  LlmUsageResponse,
  MESSAGES,
  RunRequest,
  RunResponse,
  STREAM_EVENTS,
} from '@promptsmith/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { judgeAnswers } from '../../llm/judge';
import { ClientGoneError, unlessClientGone } from '../../llm/llm-rewrite';
import { createProviderRegistry, type ProviderRegistry } from '../../llm/provider-registry';
import { askModel } from '../../llm/run-answer';
import { collectUsage } from '../../llm/usage-charge';
import { mapError } from '../../plugins/error-handler';
import { openEventStream } from '../prompts';
import { llmAccessOf, requireLlmAccess } from '../../llm/access';

export interface EvaluationRoutesOptions {
  /** Tests may pass their own; by default the registry is built from config.llm. */
  registry?: ProviderRegistry | undefined;
}

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

const PROVIDERS_HELP = 'See "LLM providers" in the README to configure a key or a local Ollama.';

/** 409: the request is fine, this server's configuration cannot serve it (no 5xx for valid input). */
function notConfigured(what: string): AppError {
  return new AppError(409, 'LLM_NOT_CONFIGURED', `No model is configured for ${what}. ${PROVIDERS_HELP}`);
}

const WINDOW_MS = 60_000;

const routes: FastifyPluginAsyncZod<EvaluationRoutesOptions> = async (app, options) => {
  const registry = options.registry ?? (await createProviderRegistry(app.config.llm));
  const { llm } = app.config;

  /** Who pays: the user, or the address of an anonymous caller under ALLOW_ANONYMOUS_LLM. */
  const subjectOf = (request: FastifyRequest) => request.session?.user.id ?? `ip:${request.ip}`;

  /** Sign-in and confirmation, the per-minute limit (one hit per upstream call), then the day's budget. */
  async function admit(request: FastifyRequest, upstreamCalls: number): Promise<string> {
    requireLlmAccess(request.session?.user, llm.allowAnonymous);
    const subject = subjectOf(request);
    const limit = request.session
      ? app.config.rateLimit.userPerMinute
      : app.config.rateLimit.anonymousPerMinute;
    const hit = await app.counters.hit(`llm:${subject}`, WINDOW_MS, upstreamCalls);
    if (hit.count > limit) throw tooManyRequests(MESSAGES.tooManyRequests, hit.resetInMs / 1000);
    await app.llmBudget.assertAvailable(subject);
    return subject;
  }

  /**
   * Collects the upstream calls' tokens, charged by `settle` before the reply (usage-charge.ts);
   * a failed charge is logged, never the user's problem.
   */
  const usageOf = (request: FastifyRequest, subject: string) =>
    collectUsage((tokens) =>
      app.llmBudget
        .record(subject, tokens)
        .catch((err: unknown) => request.log.error({ err }, 'LLM usage not recorded')),
    );

  /** Aborted when the client goes away before its answer: the upstream calls are cancelled. */
  const clientGone = (reply: FastifyReply) => {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    return controller;
  };

  app.post(
    '/api/run',
    {
      schema: {
        tags: ['evaluation'],
        summary: "Run a prompt on an assistant's configured model",
        description:
          'With `Accept: text/event-stream`: `delta` events {text} as the answer arrives, then `done` with the JSON body below, or `error` {message, code}. Needs sign-in with a confirmed email unless anonymous LLM use is allowed; counts against the daily token budgets.',
        body: RunRequest,
        response: { 200: RunResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { prompt, model } = request.body;
      const target = registry.get(model);
      if (!target) throw notConfigured(ASSISTANTS[model].name);
      const subject = await admit(request, 1);
      const started = performance.now();
      const controller = clientGone(reply);
      const usage = usageOf(request, subject);
      const ask = async (onDelta?: (text: string) => void) => {
        const answer = await askModel(target, prompt, {
          signal: controller.signal,
          timeoutMs: llm.timeoutMs,
          maxOutputTokens: llm.maxOutputTokens,
          retryDelayMs: llm.retryDelayMs,
          onUsage: usage.onUsage,
          ...(onDelta ? { onDelta } : {}),
        });
        await usage.settle();
        return answer;
      };
      const respond = (answer: Awaited<ReturnType<typeof ask>>): RunResponse => ({
        model,
        provider: target.label,
        answer: answer.text,
        usage: answer.usage,
        durationMs: Math.round(performance.now() - started),
      });

      if ((request.headers.accept ?? '').includes('text/event-stream')) {
        const stream = openEventStream(reply);
        try {
          const answer = await ask((text) => stream.send(STREAM_EVENTS.delta, { text }));
          stream.send(STREAM_EVENTS.done, RunResponse.parse(respond(answer)));
        } catch (error) {
          if (!(error instanceof ClientGoneError))
            stream.send(STREAM_EVENTS.error, mapError(error as Error).body);
        } finally {
          await usage.settle();
          stream.end();
        }
        return undefined;
      }
      try {
        return await unlessClientGone(reply, async () => respond(await ask()));
      } finally {
        await usage.settle();
      }
    },
  );

  app.post(
    '/api/judge',
    {
      schema: {
        tags: ['evaluation'],
        summary: 'Judge answers pairwise, in both orders, against a rubric',
        description:
          "`answers[0]` is the baseline: the verdict says whether the best other answer improved on it. The judge is a model of another vendor family than the answers' models when one is configured (JUDGE_MODEL overrides); `judge` names it.",
        body: JudgeRequest,
        response: { 200: JudgeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { task, answers } = request.body;
      const produced = answers.map((a) => a.model).filter((m): m is AssistantKey => m !== undefined);
      const judge = registry.judgeFor(produced);
      if (!judge) throw notConfigured('judging');
      const subject = await admit(request, answers.length * (answers.length - 1));
      const started = performance.now();
      const controller = clientGone(reply);
      const usage = usageOf(request, subject);
      try {
        return await unlessClientGone(reply, async () => {
          const outcome = await judgeAnswers(judge, task, answers, {
            signal: controller.signal,
            timeoutMs: llm.timeoutMs,
            maxOutputTokens: Math.min(llm.maxOutputTokens, 800),
            retryDelayMs: llm.retryDelayMs,
            onUsage: usage.onUsage,
          });
          await usage.settle();
          return { judge: judge.label, ...outcome, durationMs: Math.round(performance.now() - started) };
        });
      } finally {
        await usage.settle();
      }
    },
  );

  app.get(
    '/api/llm/status',
    {
      schema: {
        tags: ['evaluation'],
        summary: 'Which assistants can run on a model, who judges, and whether this caller may use them',
        response: { 200: LlmStatusResponse },
      },
    },
    async (request) => {
      const models: Partial<Record<AssistantKey, string>> = {};
      for (const key of ASSISTANT_KEYS) {
        const target = registry.get(key);
        if (target) models[key] = target.label;
      }
      return {
        models,
        judge: registry.judgeFor([])?.label ?? null,
        access: llmAccessOf(request.session?.user, llm.allowAnonymous),
      };
    },
  );

  app.get(
    '/api/llm/usage',
    {
      schema: {
        tags: ['evaluation'],
        summary: "Today's LLM tokens for the signed-in user, the daily budget and when it resets",
        response: { 200: LlmUsageResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      if (!request.session) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
      return app.llmBudget.usage(request.session.user.id);
    },
  );
};

/** POST /api/run, POST /api/judge, GET /api/llm/status and /api/llm/usage. */
export const evaluationRoutes = fp(routes, {
  name: 'evaluation',
  dependencies: ['config', 'clock', 'database', 'counters', 'sessions', 'llm-budget'],
  encapsulate: true,
});
