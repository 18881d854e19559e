import { MESSAGES } from '@promptsmith/contract';
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/app-error';

const WINDOW_MS = 60_000;

/**
 * Per user when signed in, per IP otherwise, in the shared counter store so every instance
 * agrees. A compare counts once: its cost is bounded by the 6-model limit.
 */
export async function enforcePromptRateLimit(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const userId = request.session?.user.id;
  const [key, limit] = userId
    ? [`prompts:user:${userId}`, app.config.rateLimit.userPerMinute]
    : [`prompts:ip:${request.ip}`, app.config.rateLimit.anonymousPerMinute];
  const hit = await app.counters.hit(key, WINDOW_MS);
  if (hit.count > limit) throw tooManyRequests(MESSAGES.tooManyRequests, hit.resetInMs / 1000);
}
