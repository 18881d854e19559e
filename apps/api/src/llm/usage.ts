import { type TokenUsage } from '@promptsmith/contract';
import { type LanguageModelUsage } from 'ai';

/**
 * The provider's usage figures as the contract reports them. A provider that sends none (some
 * compatible servers) is charged an estimate of four characters per token, so budgets still hold.
 */
export function tokenUsage(
  usage: Partial<Pick<LanguageModelUsage, 'inputTokens' | 'outputTokens' | 'totalTokens'>> | undefined,
  estimate: { input: string; output: string },
): TokenUsage {
  const inputTokens = usage?.inputTokens ?? Math.ceil(estimate.input.length / 4);
  const outputTokens = usage?.outputTokens ?? Math.ceil(estimate.output.length / 4);
  const totalTokens = usage?.totalTokens ?? inputTokens + outputTokens;
  return { inputTokens, outputTokens, totalTokens };
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

export const NO_USAGE: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
