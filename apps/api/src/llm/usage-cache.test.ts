import { describe, expect, it } from 'vitest';
import { type UsageStore } from './token-budget';
import { cachedUsageStoreFor, createCachedUsageStore } from './usage-cache';

/** A database stand-in: counts per day and subject, every read and write recorded. */
function fakeDatabase() {
  const rows = new Map<string, number>();
  const log: string[] = [];
  let failNextAdd = false;
  let heldRead: (() => void) | null = null;
  const store: UsageStore = {
    async add(day, subjects, tokens) {
      log.push('add');
      if (failNextAdd) {
        failNextAdd = false;
        throw new Error('database gone');
      }
      for (const s of subjects) rows.set(`${day}/${s}`, (rows.get(`${day}/${s}`) ?? 0) + tokens);
    },
    async read(day, subjects) {
      log.push('read');
      const answer = subjects.map((s) => rows.get(`${day}/${s}`) ?? 0);
      if (heldRead === null) return answer;
      // A slow read: answers what the database held when it ran, after the test lets it go.
      await new Promise<void>((resolve) => (heldRead = resolve));
      return answer;
    },
  };
  return {
    store,
    rows,
    log,
    failNextAdd: () => (failNextAdd = true),
    holdNextRead: () => (heldRead = () => undefined),
    releaseRead: () => {
      const release = heldRead;
      heldRead = null;
      release?.();
    },
  };
}

const DAY = '2026-11-24';

describe('cached token usage (PGlite)', () => {
  it('asks the database once per subject, then counts charges itself, and still writes each one', async () => {
    const db = fakeDatabase();
    db.rows.set(`${DAY}/user:1`, 30);
    const store = createCachedUsageStore(db.store);
    expect(await store.read(DAY, ['user:1', '*'])).toEqual([30, 0]);
    await store.add(DAY, ['user:1', '*'], 20);
    await store.add(DAY, ['user:1', '*'], 5);
    expect(await store.read(DAY, ['user:1', '*'])).toEqual([55, 25]);
    expect(db.log).toEqual(['read', 'add', 'add']);
    // The database holds the same counts: nothing lives only in memory.
    expect([db.rows.get(`${DAY}/user:1`), db.rows.get(`${DAY}/*`)]).toEqual([55, 25]);
    // Another day, or a new subject, is read from the database.
    expect(await store.read('2026-11-25', ['user:1'])).toEqual([0]);
    expect(await store.read(DAY, ['user:2', '*'])).toEqual([0, 25]);
    expect(db.log).toEqual(['read', 'add', 'add', 'read', 'read']);
  });

  it('does not keep a read that a charge overtook, nor a charge the database refused', async () => {
    const db = fakeDatabase();
    const store = createCachedUsageStore(db.store);
    db.holdNextRead();
    const slow = store.read(DAY, ['user:1']);
    await Promise.resolve();
    // Charged while the read was under way: the read's answer misses it.
    await store.add(DAY, ['user:1'], 20);
    db.releaseRead();
    expect(await slow).toEqual([0]);
    expect(await store.read(DAY, ['user:1'])).toEqual([20]);

    db.failNextAdd();
    await expect(store.add(DAY, ['user:1'], 7)).rejects.toThrow('database gone');
    expect(await store.read(DAY, ['user:1'])).toEqual([20]);
    expect(db.log.filter((entry) => entry === 'read')).toHaveLength(3);
  });

  it('is shared by every budget on one database', async () => {
    const db = fakeDatabase();
    const handle = {};
    const a = cachedUsageStoreFor(handle, () => db.store);
    const b = cachedUsageStoreFor(handle, () => db.store);
    expect(await b.read(DAY, ['user:1'])).toEqual([0]);
    await a.add(DAY, ['user:1'], 20);
    expect(await b.read(DAY, ['user:1'])).toEqual([20]);
    expect(cachedUsageStoreFor({}, () => db.store)).not.toBe(a);
  });
});
