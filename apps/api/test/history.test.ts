import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { signIn, type SignedInUser } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

interface Entry {
  id: string;
  kind: string;
  prompt: string;
  models: string[];
  results: { model: string; mark: boolean | null; engine: string }[];
  createdAt: string;
}

describe.each(databaseKinds())('history on %s', (kind) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  // A clock that moves one second per call, so "newest first" is well defined.
  let tick = Date.UTC(2030, 0, 1);
  const now = () => new Date((tick += 1_000));

  const as = (
    user: SignedInUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: user ? user.headers : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    // Sessions expire by this clock too: start it near real time.
    tick = Date.now();
    t = await createTestApp(kind, {
      deps: { now },
      config: { rateLimit: { anonymousPerMinute: 100, userPerMinute: 100 } },
    });
    alice = await signIn(t.app, 'Alice');
    bob = await signIn(t.app, 'Bob');
  });
  afterAll(async () => {
    await t.close();
  });

  it('needs sign-in for every history route', async () => {
    for (const [method, url] of [
      ['GET', '/api/history'],
      ['GET', '/api/history/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/history'],
      ['DELETE', '/api/history/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await as(null, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
    }
    const patch = await as(null, 'PATCH', '/api/history/00000000-0000-4000-8000-000000000000', {
      marks: [{ model: 'gpt', mark: true }],
    });
    expect(patch.statusCode).toBe(401);
  });

  it('saves transforms and compares, lists them newest first, and paginates with a cursor', async () => {
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) {
      const res =
        i % 2 === 0
          ? await as(alice, 'POST', '/api/compare', { prompt: `prompt ${i}`, models: ['gpt', 'claude'] })
          : await as(alice, 'POST', '/api/transform', { prompt: `prompt ${i}`, model: 'gemini' });
      expect(res.statusCode).toBe(200);
      ids.push(res.json<{ historyId: string }>().historyId);
    }
    const first = await as(alice, 'GET', '/api/history?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ items: Entry[]; nextCursor: string | null }>();
    expect(page1.items.map((e) => e.prompt)).toEqual(['prompt 5', 'prompt 4']);
    expect(page1.items[1]).toMatchObject({
      kind: 'compare',
      models: ['gpt', 'claude'],
      results: [
        { model: 'gpt', engine: 'builtin', mark: null },
        { model: 'claude', engine: 'builtin', mark: null },
      ],
    });
    expect(page1.nextCursor).toEqual(expect.any(String));

    const seen = [...page1.items.map((e) => e.id)];
    let cursor = page1.nextCursor;
    while (cursor) {
      const page = (
        await as(alice, 'GET', `/api/history?limit=2&cursor=${encodeURIComponent(cursor)}`)
      ).json<{
        items: Entry[];
        nextCursor: string | null;
      }>();
      seen.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([...ids].reverse());

    const all = (await as(alice, 'GET', '/api/history')).json<{
      items: Entry[];
      nextCursor: string | null;
    }>();
    expect(all.items).toHaveLength(5);
    expect(all.nextCursor).toBeNull();
    const times = all.items.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('does not save anything for anonymous callers', async () => {
    const res = await as(null, 'POST', '/api/transform', { prompt: 'anonymous prompt', model: 'gpt' });
    expect(res.json()).not.toHaveProperty('historyId');
    const bobs = (await as(bob, 'GET', '/api/history')).json<{ items: Entry[] }>();
    expect(bobs.items).toEqual([]);
  });

  it('rejects a bad cursor and bad page sizes', async () => {
    expect((await as(alice, 'GET', '/api/history?cursor=not-a-cursor')).json()).toEqual({
      message: 'Invalid cursor',
      code: 'BAD_REQUEST',
    });
    expect((await as(alice, 'GET', '/api/history?limit=0')).statusCode).toBe(400);
    expect((await as(alice, 'GET', '/api/history?limit=51')).statusCode).toBe(400);
    expect((await as(alice, 'GET', '/api/history?limit=abc')).statusCode).toBe(400);
  });

  it('marks results Best, Needs Improvement and unmarked', async () => {
    const created = await as(alice, 'POST', '/api/compare', {
      prompt: 'to mark',
      models: ['gpt', 'claude', 'mistral'],
    });
    const id = created.json<{ historyId: string }>().historyId;
    const marked = await as(alice, 'PATCH', `/api/history/${id}`, {
      marks: [
        { model: 'gpt', mark: true },
        { model: 'claude', mark: false },
      ],
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Entry>().results.map((r) => [r.model, r.mark])).toEqual([
      ['gpt', true],
      ['claude', false],
      ['mistral', null],
    ]);
    await as(alice, 'PATCH', `/api/history/${id}`, { marks: [{ model: 'gpt', mark: null }] });
    const reread = (await as(alice, 'GET', `/api/history/${id}`)).json<Entry>();
    expect(reread.results.map((r) => r.mark)).toEqual([null, false, null]);

    const notInEntry = await as(alice, 'PATCH', `/api/history/${id}`, {
      marks: [{ model: 'gemini', mark: true }],
    });
    expect(notInEntry.statusCode).toBe(400);
    expect(notInEntry.json()).toEqual({
      message: 'This entry has no result for gemini',
      code: 'BAD_REQUEST',
    });
    expect((await as(alice, 'PATCH', `/api/history/${id}`, { marks: [] })).statusCode).toBe(400);
    expect(
      (await as(alice, 'PATCH', `/api/history/${id}`, { marks: [{ model: 'gpt', mark: 'best' }] }))
        .statusCode,
    ).toBe(400);
  });

  it('is owner-only: another user gets 404 for every operation on the entry', async () => {
    const created = await as(alice, 'POST', '/api/transform', { prompt: 'private', model: 'gpt' });
    const id = created.json<{ historyId: string }>().historyId;
    const notFound = { message: 'History entry not found', code: 'NOT_FOUND' };
    expect((await as(bob, 'GET', `/api/history/${id}`)).json()).toEqual(notFound);
    const patch = await as(bob, 'PATCH', `/api/history/${id}`, { marks: [{ model: 'gpt', mark: true }] });
    expect(patch.statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/history/${id}`)).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', '/api/history')).json()).toEqual({ deleted: 0 });
    // Still there, unmarked, for its owner.
    const own = await as(alice, 'GET', `/api/history/${id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json<Entry>().results[0]?.mark).toBeNull();
  });

  it('answers 404 for ids that are not UUIDs or do not exist', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const res = await as(alice, 'GET', `/api/history/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
    }
  });

  it('deletes one entry, then all of them', async () => {
    const before = (await as(alice, 'GET', '/api/history?limit=50')).json<{ items: Entry[] }>().items;
    const victim = before[0];
    expect(victim).toBeDefined();
    const del = await as(alice, 'DELETE', `/api/history/${victim?.id}`);
    expect(del.statusCode).toBe(204);
    expect(del.payload).toBe('');
    expect((await as(alice, 'GET', `/api/history/${victim?.id}`)).statusCode).toBe(404);
    expect((await as(alice, 'DELETE', `/api/history/${victim?.id}`)).statusCode).toBe(404);

    await as(bob, 'POST', '/api/transform', { prompt: 'bob keeps this', model: 'gpt' });
    const cleared = await as(alice, 'DELETE', '/api/history');
    expect(cleared.json()).toEqual({ deleted: before.length - 1 });
    expect((await as(alice, 'GET', '/api/history')).json()).toEqual({ items: [], nextCursor: null });
    // Another user's history is untouched.
    expect((await as(bob, 'GET', '/api/history')).json<{ items: Entry[] }>().items).toHaveLength(1);
  });
});
