import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createGroupCommit', () => {
  it('writes callers that arrive together, or while a write is in flight, as one batch each', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const write = async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((n) => n * 10);
    };
    const insert = createGroupCommit(write);
    const first = [insert(1), insert(2)];
    await tick();
    const later = [insert(3), insert(4), insert(5)];
    await tick();
    expect(batches).toEqual([[1, 2]]);
    release();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ]);
  });

  it('settles no caller before its batch is written', async () => {
    let written = false;
    const insert = createGroupCommit(async (items: number[]) => {
      await tick();
      written = true;
      return items;
    });
    await insert(1);
    expect(written).toBe(true);
  });

  it('splits batches at maxBatch', async () => {
    const sizes: number[] = [];
    const insert = createGroupCommit(async (items: number[]) => {
      sizes.push(items.length);
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map(insert));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('retries a failed batch row by row, so only the bad row fails', async () => {
    const insert = createGroupCommit(async (items: number[]) => {
      if (items.includes(2)) throw new Error('bad row');
      return items;
    });
    const results = await Promise.allSettled([insert(1), insert(2), insert(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
