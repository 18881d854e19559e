import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyEntries } from '../src/db/schema';
import { databaseKinds } from './support/databases';
import { signIn, type SignedInUser } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

interface Entry {
  id: string;
  kind: 'transform' | 'compare';
  prompt: string;
  models: string[];
}
interface Page {
  items: Entry[];
  nextCursor: string | null;
}

describe.each(databaseKinds())('history search, filters and deletion on %s', (kind) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  let tick = Date.now();
  const now = () => new Date((tick += 1_000));

  const get = async (user: SignedInUser, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/history?${query}`, headers: user.headers });
    expect(res.statusCode, `${query}: ${res.payload}`).toBe(200);
    return res.json<Page>();
  };
  const prompts = async (user: SignedInUser, query: string) =>
    (await get(user, query)).items.map((e) => e.prompt);
  const post = (user: SignedInUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, payload });
  /** What the database itself holds for a user, not what the API chooses to show. */
  const storedPrompts = async (user: SignedInUser) =>
    (
      await t.app.database.db
        .select({ prompt: historyEntries.prompt })
        .from(historyEntries)
        .where(eq(historyEntries.userId, user.id))
    ).map((row) => row.prompt);

  beforeAll(async () => {
    t = await createTestApp(kind, {
      deps: { now },
      config: { rateLimit: { anonymousPerMinute: 100, userPerMinute: 100 } },
    });
    alice = await signIn(t.app, 'Alice');
    bob = await signIn(t.app, 'Bob');
    await post(alice, '/api/transform', { prompt: 'Write a blog post about remote work', model: 'gpt' });
    await post(alice, '/api/transform', {
      prompt: 'Explain 100% of the _tricky_ SQL joins',
      model: 'claude',
    });
    await post(alice, '/api/compare', { prompt: 'A REMOTE team offsite agenda', models: ['gpt', 'gemini'] });
    await post(alice, '/api/compare', { prompt: 'Poem about the sea', models: ['mistral'] });
    await post(bob, '/api/transform', { prompt: 'Bob writes about remote work too', model: 'gpt' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds every word of the search in the prompt, case-insensitively, only in your own entries', async () => {
    expect(await prompts(alice, 'q=remote')).toEqual([
      'A REMOTE team offsite agenda',
      'Write a blog post about remote work',
    ]);
    expect(await prompts(alice, `q=${encodeURIComponent('WORK remote')}`)).toEqual([
      'Write a blog post about remote work',
    ]);
    expect(await prompts(alice, 'q=nothing-like-this')).toEqual([]);
    expect(await prompts(alice, `q=${encodeURIComponent('   ')}`)).toHaveLength(4);
  });

  it('matches %, _ and backslashes literally', async () => {
    expect(await prompts(alice, `q=${encodeURIComponent('100%')}`)).toEqual([
      'Explain 100% of the _tricky_ SQL joins',
    ]);
    expect(await prompts(alice, `q=${encodeURIComponent('%')}`)).toHaveLength(1);
    expect(await prompts(alice, `q=${encodeURIComponent('_')}`)).toHaveLength(1);
    expect(await prompts(alice, `q=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('filters by kind and by assistant, alone and together with a search', async () => {
    expect(await prompts(alice, 'kind=compare')).toEqual([
      'Poem about the sea',
      'A REMOTE team offsite agenda',
    ]);
    expect(await prompts(alice, 'kind=transform')).toEqual([
      'Explain 100% of the _tricky_ SQL joins',
      'Write a blog post about remote work',
    ]);
    expect(await prompts(alice, 'model=gpt')).toEqual([
      'A REMOTE team offsite agenda',
      'Write a blog post about remote work',
    ]);
    expect(await prompts(alice, 'model=gpt&kind=transform&q=blog')).toEqual([
      'Write a blog post about remote work',
    ]);
    expect(await prompts(alice, 'model=deepseek')).toEqual([]);
  });

  it('pages through filtered results with the cursor', async () => {
    const first = await get(alice, 'model=gpt&limit=1');
    expect(first.items.map((e) => e.prompt)).toEqual(['A REMOTE team offsite agenda']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await get(alice, `model=gpt&limit=1&cursor=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(second.items.map((e) => e.prompt)).toEqual(['Write a blog post about remote work']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad filters with a 400 and a message', async () => {
    for (const [query, message] of [
      ['model=gpt5', 'Unknown model. Valid models: gpt, claude, gemini, deepseek, mistral, metaLlama'],
      ['kind=everything', undefined],
      [`q=${'x'.repeat(201)}`, 'Search for at most 200 characters'],
      ['q=%00', 'The search contains invalid characters'],
      ['unknown=1', undefined],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/history?${query}`, headers: alice.headers });
      expect(res.statusCode, query).toBe(400);
      const body = res.json<{ message: string; code: string }>();
      expect(body.code, query).toBe('VALIDATION_FAILED');
      if (message) expect(body.message, query).toContain(message);
      else expect(body.message, query).toEqual(expect.any(String));
    }
  });

  it('needs sign-in for a filtered list too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/history?q=remote&model=gpt' });
    expect(res.statusCode).toBe(401);
  });

  it('deleting an entry removes its row from the database; deleting all removes every row of the user only', async () => {
    const [victim] = (await get(alice, 'q=poem')).items;
    expect(victim).toBeDefined();
    const other = (await get(bob, '')).items[0];
    // Another user cannot delete it, and nothing of theirs is touched by trying.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/history/${victim?.id}`, headers: bob.headers }))
        .statusCode,
    ).toBe(404);
    expect(await storedPrompts(alice)).toContain('Poem about the sea');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/history/${victim?.id}`,
      headers: alice.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(await storedPrompts(alice)).not.toContain('Poem about the sea');
    const byId = await t.app.database.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.id, victim?.id ?? ''));
    expect(byId).toEqual([]);

    const all = await t.app.inject({ method: 'DELETE', url: '/api/history', headers: alice.headers });
    expect(all.json()).toEqual({ deleted: 3 });
    expect(await storedPrompts(alice)).toEqual([]);
    expect(await storedPrompts(bob)).toEqual(['Bob writes about remote work too']);
    expect((await get(bob, '')).items[0]?.id).toBe(other?.id);
  });
});
