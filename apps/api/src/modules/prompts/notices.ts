import { type RationaleItem } from '@promptsmith/contract';
import { type FailureReason } from '../../llm/llm-rewrite';

/** Texts that tell people which engine answered and why. Pure. */

export function signInNotice(provider: string): string {
  return `Made by the built-in engine. Sign in to have ${provider} rewrite this prompt.`;
}

export function confirmEmailNotice(provider: string): string {
  return `Made by the built-in engine. Confirm your email address to have ${provider} rewrite this prompt.`;
}

export function fallbackNotice(provider: string, reason: FailureReason, timeoutMs: number): string {
  switch (reason) {
    case 'timeout':
      return `${provider} did not answer within ${formatDuration(timeoutMs)}; the built-in engine made this prompt.`;
    case 'empty':
      return `${provider} returned an empty answer; the built-in engine made this prompt.`;
    case 'error':
      return `${provider} is unavailable right now; the built-in engine made this prompt.`;
  }
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

/**
 * An LLM's rewrite carries no record of its edits; what we can state truthfully is the vendor
 * rules the meta-prompt told it to apply.
 */
export function llmRationale(
  rules: readonly { text: string; source: string }[],
  provider: string,
): RationaleItem[] {
  return rules.map((rule) => ({
    change: `${provider} was instructed to apply this rule`,
    rule: rule.text,
    source: rule.source,
  }));
}
