import {
  ASSISTANTS,
  type AssistantKey,
  type HistoryVersion,
  type RefineChip,
  type TokenUsage,
} from '@promptsmith/contract';
import { buildRefineMetaPrompt, refine, requirementLine } from '@promptsmith/optimizer';
import { type FastifyBaseLogger } from 'fastify';
import { type Config } from '../../config';
import { type ProviderRegistry, rewriteWithLlm } from '../../llm/llm-rewrite';
import { type LlmAccess, confirmEmailNotice, fallbackNotice, signInNotice } from '../prompts';

export interface Refinement {
  optimizedPrompt: string;
  engine: 'builtin' | 'llm';
  provider?: string;
  /** Why the free text became a requirement line instead of a model's rewrite. */
  notice?: string;
}

export interface RefineInput {
  chips: RefineChip[];
  instruction: string | undefined;
}

export interface RefineContext {
  llmAccess: LlmAccess;
  signal: AbortSignal;
  /** Each upstream call's usage, for the daily token budgets. */
  onUsage?: (usage: TokenUsage) => void;
  /** Under 'over-budget': the budget's message (when it resets). */
  budgetNotice?: string;
  log: FastifyBaseLogger;
}

/**
 * Chips are always the built-in engine's (deterministic, same result every time); the free text
 * goes to the assistant's model when one is configured and this caller may use it, else it is
 * added as a requirement line and the notice says how to have a model rewrite it.
 */
export function createRefineService(registry: ProviderRegistry, llm: Config['llm']) {
  return {
    async refine(current: HistoryVersion, input: RefineInput, context: RefineContext): Promise<Refinement> {
      const model: AssistantKey = current.model;
      const chipped = refine(current.optimizedPrompt, model, input.chips).prompt;
      const builtin = (notice?: string): Refinement => ({
        optimizedPrompt: refine(chipped, model, [], { instruction: input.instruction }).prompt,
        engine: 'builtin',
        ...(notice ? { notice } : {}),
      });
      const change = requirementLine(input.instruction);
      if (!change) return builtin();

      const target = registry.get(model);
      if (!target) {
        return builtin(
          `No AI provider is configured for ${ASSISTANTS[model].name}, so your words were added as a requirement line. With a provider configured (README, Configuration), its model rewrites the prompt with them.`,
        );
      }
      if (context.llmAccess !== 'allowed') {
        const why =
          context.llmAccess === 'over-budget' && context.budgetNotice
            ? context.budgetNotice
            : context.llmAccess === 'confirmation-required'
              ? confirmEmailNotice(target.label)
              : signInNotice(target.label);
        return builtin(`${why} Your words were added as a requirement line.`);
      }
      const outcome = await rewriteWithLlm(target, buildRefineMetaPrompt(chipped, model, change), {
        signal: context.signal,
        timeoutMs: llm.timeoutMs,
        maxOutputTokens: llm.maxOutputTokens,
        retryDelayMs: llm.retryDelayMs,
        ...(context.onUsage ? { onUsage: context.onUsage } : {}),
      });
      if (outcome.ok) return { optimizedPrompt: outcome.text, engine: 'llm', provider: target.label };
      const detail = outcome.error instanceof Error ? outcome.error.message : undefined;
      context.log.warn({ provider: target.label, reason: outcome.reason, detail }, 'LLM refine failed');
      return builtin(
        `${fallbackNotice(target.label, outcome.reason, llm.timeoutMs)} Your words were added as a requirement line.`,
      );
    },
  };
}

export type RefineService = ReturnType<typeof createRefineService>;
