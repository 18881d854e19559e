import { describe, expect, it } from 'vitest';
import { createSharedProbe } from './probe';

describe('createSharedProbe', () => {
  it('lets concurrent callers share one ping and reuses a success while it is fresh', async () => {
    let t = 0;
    let pings = 0;
    const probe = createSharedProbe(
      async () => {
        pings += 1;
      },
      1_000,
      () => t,
    );
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(pings).toBe(1);
    t = 999;
    expect(await probe()).toBe(true);
    expect(pings).toBe(1);
    t = 1_000;
    expect(await probe()).toBe(true);
    expect(pings).toBe(2);
  });

  it('never reuses a failure: the next call probes again', async () => {
    let up = false;
    let pings = 0;
    const probe = createSharedProbe(
      async () => {
        pings += 1;
        if (!up) throw new Error('down');
      },
      1_000,
      () => 0,
    );
    expect(await probe()).toBe(false);
    up = true;
    expect(await probe()).toBe(true);
    expect(pings).toBe(2);
  });
});
