import { LIMITS, MESSAGES } from '@promptsmith/contract';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/app-error';

const WINDOW_MS = 60_000;

/**
 * Per user when signed in, per IP otherwise, in the shared counter store so every instance
 * agrees. Where a request may reach LLMs (signed in, or ALLOW_ANONYMOUS_LLM) each assistant
 * counts: a compare for six assistants is six provider calls, so it spends six of the minute's
 * budget. A visitor's compare runs on the built-in engine and counts once.
 */
export async function enforcePromptRateLimit(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const userId = request.session?.user.id;
  const [key, limit] = userId
    ? [`prompts:user:${userId}`, app.config.rateLimit.userPerMinute]
    : [`prompts:ip:${request.ip}`, app.config.rateLimit.anonymousPerMinute];
  const mayUseLlm = userId !== undefined || app.config.llm.allowAnonymous;
  const hit = await app.counters.hit(key, WINDOW_MS, mayUseLlm ? assistantsRequested(request.body) : 1);
  if (hit.count > limit) throw tooManyRequests(MESSAGES.tooManyRequests, hit.resetInMs / 1000);
}

/** How many assistants a transform or compare body asks for (1 when it cannot tell yet; validation follows). */
function assistantsRequested(body: unknown): number {
  const models = (body as { models?: unknown } | null)?.models;
  if (!Array.isArray(models)) return 1;
  return Math.min(Math.max(models.length, 1), LIMITS.compareMaxModels);
}
