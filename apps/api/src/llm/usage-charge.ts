import { type TokenUsage } from '@promptsmith/contract';

export interface UsageCollector {
  /** Called with each upstream call's usage as it answers. */
  onUsage: (usage: TokenUsage) => void;
  /**
   * Charges what was collected, once; resolves when the charge is written. Usage reported after
   * this (a call that answered after the request had already failed) is charged at once.
   */
  settle: () => Promise<void>;
}

/**
 * A request's token usage, charged in one go before its reply rather than call by call: the
 * request then waits for one write, which joins its history entry's statement, and an
 * acknowledged reply never precedes its charge.
 */
export function collectUsage(charge: (tokens: number) => Promise<void>): UsageCollector {
  let pending = 0;
  let settled = false;
  return {
    onUsage(usage) {
      if (!settled) {
        pending += usage.totalTokens;
        return;
      }
      // Nobody awaits this: the request has ended; `charge` reports its own failures.
      void charge(usage.totalTokens);
    },
    async settle() {
      settled = true;
      const tokens = pending;
      pending = 0;
      if (tokens > 0) await charge(tokens);
    },
  };
}
