import {
  ErrorResponse,
  REFINE_CHIP_LABELS,
  RefineRequest,
  RefineResponse,
  RestoreRequest,
  VersionListQuery,
  VersionListResponse,
  VersionParams,
} from '@promptsmith/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { ClientGoneError } from '../../llm/llm-rewrite';
import { createProviderRegistry, type ProviderRegistry } from '../../llm/provider-registry';
import { requireUser } from '../../plugins/sessions';
import { collectUsage } from '../../llm/usage-charge';
import { llmAccessOf } from '../../llm/access';
import { enforcePromptRateLimit } from '../prompts';
import { createVersionRepository } from './repository';
import { createRefineService } from './service';

export interface VersionRoutesOptions {
  registry?: ProviderRegistry | undefined;
}

const tags = ['history'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const NOT_FOUND = 'History entry not found';
const IdParams = z.strictObject({ id: z.string().max(100) });

/** Aborted when the client goes away, so an LLM call in flight is cancelled. */
function clientSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

const routes: FastifyPluginAsyncZod<VersionRoutesOptions> = async (app, options) => {
  const repository = createVersionRepository(app.database.db);
  const registry = options.registry ?? (await createProviderRegistry(app.config.llm));
  const service = createRefineService(registry, app.config.llm);

  /**
   * LLM access with the daily token budget, as for the prompts module: over it, the free text
   * becomes a requirement line and the notice says when the budget resets. Only checked when
   * the free text would go to a model.
   */
  async function budgetedAccess(request: FastifyRequest, userId: string, toModel: boolean) {
    const access = llmAccessOf(request.session?.user, app.config.llm.allowAnonymous);
    // Charged by `settle`, awaited before the reply (usage-charge.ts); a failed charge is logged.
    const { onUsage, settle: settleUsage } = collectUsage((tokens) =>
      app.llmBudget
        .record(userId, tokens)
        .catch((err: unknown) => request.log.error({ err }, 'LLM usage not recorded')),
    );
    if (access !== 'allowed' || !toModel) return { llmAccess: access, onUsage, settleUsage };
    try {
      await app.llmBudget.assertAvailable(userId);
      return { llmAccess: access, onUsage, settleUsage };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      return { llmAccess: 'over-budget' as const, budgetNotice: error.message, onUsage, settleUsage };
    }
  }

  app.get(
    '/api/history/:id/versions',
    {
      schema: {
        tags,
        security,
        summary: 'The versions of one result of a history entry, oldest first',
        params: IdParams,
        querystring: VersionListQuery,
        response: { 200: VersionListResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const list = await repository.list(user.id, request.params.id, request.query.model);
      if (!list) throw notFound(NOT_FOUND);
      return list;
    },
  );

  app.post(
    '/api/history/:id/versions',
    {
      preValidation: async (request) => enforcePromptRateLimit(app, request),
      schema: {
        tags,
        security,
        summary: 'Refine the current version with chips and/or free text; adds the next version',
        description:
          'Chips are applied by the built-in engine. The free text is rewritten into the prompt by the ' +
          "assistant's model when one is configured and the caller may use it; otherwise it is added " +
          'as a requirement line and `notice` says why. 409 when the chips are already applied.',
        params: IdParams,
        body: RefineRequest,
        response: { 201: RefineResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { model, chips, instruction } = request.body;
      const list = await repository.list(user.id, request.params.id, model);
      if (!list) throw notFound(NOT_FOUND);
      const current = list.versions.at(-1)!;
      const { settleUsage, ...access } = await budgetedAccess(
        request,
        user.id,
        Boolean(instruction?.trim()) && registry.get(list.model) !== undefined,
      );
      let refined;
      try {
        refined = await service.refine(
          current,
          { chips, instruction },
          { ...access, signal: clientSignal(reply), log: request.log },
        );
      } catch (error) {
        if (error instanceof ClientGoneError) return reply.hijack();
        throw error;
      } finally {
        // The call's tokens are charged before any reply, the 409 below included.
        await settleUsage();
      }
      if (refined.optimizedPrompt === current.optimizedPrompt) {
        throw conflict(
          `Nothing to change: ${chips.map((c) => REFINE_CHIP_LABELS[c]).join(', ') || 'that'} is already in the prompt.`,
        );
      }
      const version = await repository.append(
        user.id,
        request.params.id,
        list.model,
        () => ({
          optimizedPrompt: refined.optimizedPrompt,
          engine: refined.engine,
          provider: refined.provider,
          chips,
          instruction: instruction || null,
          restoredFrom: null,
        }),
        app.now(),
      );
      if (!version) throw notFound(NOT_FOUND);
      return reply.status(201).send({ version, ...(refined.notice ? { notice: refined.notice } : {}) });
    },
  );

  app.post(
    '/api/history/:id/versions/:number/restore',
    {
      schema: {
        tags,
        security,
        summary: 'Make an earlier version current again (added as the next version)',
        params: VersionParams,
        body: RestoreRequest,
        response: { 201: RefineResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { id, number } = request.params;
      const version = await repository.append(
        user.id,
        id,
        request.body.model,
        ({ versions }) => {
          const source = versions.find((v) => v.number === number);
          if (!source) throw notFound(`This entry has no version ${number}`);
          if (source === versions.at(-1)) throw conflict(`Version ${number} is already the current one.`);
          return {
            optimizedPrompt: source.optimizedPrompt,
            engine: source.engine,
            provider: source.provider,
            chips: [],
            instruction: null,
            restoredFrom: number,
          };
        },
        app.now(),
      );
      if (!version) throw notFound(NOT_FOUND);
      return reply.status(201).send({ version });
    },
  );
};

/** Refine and restore: each adds a version of a history entry's result. Owner-only (404 otherwise). */
export const versionRoutes = fp(routes, {
  name: 'versions',
  dependencies: ['config', 'clock', 'database', 'counters', 'sessions', 'llm-budget'],
  encapsulate: true,
});
