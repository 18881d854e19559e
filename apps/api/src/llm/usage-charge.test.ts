import { describe, expect, it } from 'vitest';
import { collectUsage } from './usage-charge';

const usage = (totalTokens: number) => ({ inputTokens: 0, outputTokens: totalTokens, totalTokens });

describe('collectUsage', () => {
  it("charges a request's calls once, summed, when settled", async () => {
    const charged: number[] = [];
    const collector = collectUsage(async (tokens) => void charged.push(tokens));
    collector.onUsage(usage(20));
    collector.onUsage(usage(15));
    expect(charged).toEqual([]);
    await collector.settle();
    await collector.settle();
    expect(charged).toEqual([35]);
  });

  it('resolves settle only once the charge is written', async () => {
    let written = false;
    const collector = collectUsage(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      written = true;
    });
    collector.onUsage(usage(1));
    await collector.settle();
    expect(written).toBe(true);
  });

  it('writes nothing when no call reported tokens', async () => {
    const charged: number[] = [];
    await collectUsage(async (tokens) => void charged.push(tokens)).settle();
    expect(charged).toEqual([]);
  });

  it('charges usage reported after settling at once', async () => {
    const charged: number[] = [];
    const collector = collectUsage(async (tokens) => void charged.push(tokens));
    await collector.settle();
    collector.onUsage(usage(9));
    expect(charged).toEqual([9]);
  });
});
