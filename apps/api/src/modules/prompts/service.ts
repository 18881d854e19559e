import {
  type AssistantKey,
  type CompareResultItem,
  type StreamDelta,
  type TokenUsage,
} from '@promptsmith/contract';
import {
  type Analysis,
  type MetaPromptInput,
  metaPromptFor,
  PROFILES,
  renderFor,
  stripThinkBlocks,
} from '@promptsmith/optimizer';
import { type FastifyBaseLogger } from 'fastify';
import { type Config } from '../../config';
import { nextTurn } from '../../lib/next-turn';
import { type FailureReason, type ProviderRegistry, rewriteWithLlm } from '../../llm/llm-rewrite';
import { confirmEmailNotice, fallbackNotice, llmRationale, signInNotice } from './notices';

/**
 * Whether this caller may spend LLM calls: signed in with a confirmed email address, or anyone
 * under ALLOW_ANONYMOUS_LLM. Otherwise the built-in engine answers and the notice says why.
 */
export type LlmAccess = 'allowed' | 'sign-in-required' | 'confirmation-required' | 'over-budget';

export interface OptimizeContext {
  llmAccess: LlmAccess;
  /** Aborted when the client disconnects. */
  signal: AbortSignal;
  /** Streaming: called with visible text as it is produced. */
  onDelta?: (delta: StreamDelta) => void;
  /** Each upstream call's usage, for the daily token budgets. */
  onUsage?: (usage: TokenUsage) => void;
  /** Under 'over-budget': the budget's message (when it resets), shown as the notice. */
  budgetNotice?: string;
  log: FastifyBaseLogger;
}

export interface PromptService {
  /**
   * One assistant's optimized prompt, from its LLM when configured and allowed, else built in.
   * `request.analysis()` gives the request's one analysis of the rough prompt with its answers
   * (computed once, on first call; the route checked the answers' ids); `request.forMetaPrompt()`
   * its first step, all the LLM's meta-prompt reads.
   */
  optimizeFor(
    assistant: AssistantKey,
    request: { forMetaPrompt: () => MetaPromptInput; analysis: () => Analysis },
    context: OptimizeContext,
  ): Promise<CompareResultItem>;
}

export function createPromptService(registry: ProviderRegistry, llm: Config['llm']): PromptService {
  return {
    async optimizeFor(assistant, { forMetaPrompt, analysis }, context) {
      const target = registry.get(assistant);
      // The LLM call goes out first, its meta-prompt built from the analysis' first step; the slots,
      // the built-in rendering (its questions and warnings, and the fallback) are computed while the
      // provider works, so they no longer delay the call (BENCHMARKS.md, llm overhead).
      const onDelta = context.onDelta;
      const rewriting =
        target && context.llmAccess === 'allowed'
          ? rewriteWithLlm(target, metaPromptFor(forMetaPrompt(), assistant), {
              signal: context.signal,
              timeoutMs: llm.timeoutMs,
              maxOutputTokens: llm.maxOutputTokens,
              retryDelayMs: llm.retryDelayMs,
              ...(context.onUsage ? { onUsage: context.onUsage } : {}),
              ...(onDelta ? { onDelta: (text: string) => onDelta({ model: assistant, text }) } : {}),
            })
          : null;
      // Awaited below; observed here too, so a throw in between cannot leave it unhandled.
      rewriting?.catch(() => undefined);
      // The CPU work below waits for the loop's check phase: the LLM request reaches the socket
      // first, and under load the engine runs of concurrent requests follow each other (next-turn.ts).
      await nextTurn();
      const reading = renderFor(analysis(), assistant);
      const asked = { questions: reading.questions, warnings: reading.warnings };
      const builtin = (): CompareResultItem => ({
        model: assistant,
        optimizedPrompt: stripThinkBlocks(reading.prompt),
        engine: 'builtin',
        rationale: reading.rationale,
        ...asked,
      });
      const emitBuiltin = (result: CompareResultItem, replace: boolean) =>
        context.onDelta?.({
          model: assistant,
          text: result.optimizedPrompt,
          ...(replace ? { replace } : {}),
        });

      if (!target || !rewriting) {
        const result = builtin();
        if (target) {
          result.notice =
            context.llmAccess === 'over-budget' && context.budgetNotice
              ? `${context.budgetNotice} Until then the built-in engine answers.`
              : context.llmAccess === 'confirmation-required'
                ? confirmEmailNotice(target.label)
                : signInNotice(target.label);
        }
        // The reply (or the stream's text) is written in the next check phase, together with
        // the other requests' replies, not between two engine runs (next-turn.ts).
        await nextTurn();
        emitBuiltin(result, false);
        return result;
      }

      const outcome = await rewriting;
      if (outcome.ok) {
        return {
          model: assistant,
          optimizedPrompt: outcome.text,
          engine: 'llm',
          provider: target.label,
          rationale: llmRationale(PROFILES[assistant].rules, target.label),
          ...asked,
        };
      }
      logFailure(context.log, target.label, outcome.reason, outcome.error);
      const result = {
        ...builtin(),
        notice: fallbackNotice(target.label, outcome.reason, llm.timeoutMs),
      };
      emitBuiltin(result, outcome.emitted);
      return result;
    },
  };
}

function logFailure(log: FastifyBaseLogger, provider: string, reason: FailureReason, error: unknown): void {
  const detail = error instanceof Error ? error.message : undefined;
  log.warn({ provider, reason, detail }, 'LLM rewrite failed; built-in engine used');
}
