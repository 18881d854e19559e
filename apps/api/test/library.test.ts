import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { signIn, type SignedInUser } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

interface Template {
  id: string;
  title: string;
  description: string;
  use: string;
  agents: string[];
  tags: string[];
  content: string;
}

interface Export {
  format: string;
  version: number;
  history: { prompt: string; kind: string; versions: { number: number; chips: string[] }[] }[];
  templates: { title: string; content: string; createdAt?: string }[];
}

const TEMPLATE = {
  title: 'Release notes',
  use: 'writing',
  agents: ['claude'],
  tags: ['work', 'weekly'],
  content: 'Write release notes for [PRODUCT] version [VERSION].',
};

describe.each(databaseKinds())('personal templates, export and import on %s', (kind) => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;

  const as = (
    user: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: user ? user.headers : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const mine = async (user: SignedInUser) =>
    (await as(user, 'GET', '/api/templates/mine')).json<{ items: Template[] }>().items;

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { rateLimit: { anonymousPerMinute: 200, userPerMinute: 200 } } });
    alice = await signIn(t.app, 'Alice');
    bob = await signIn(t.app, 'Bob');
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, lists, edits and deletes a template; only its owner sees or touches it', async () => {
    const created = await as(alice, 'POST', '/api/templates/mine', TEMPLATE);
    expect(created.statusCode).toBe(201);
    const template = created.json<Template>();
    expect(template).toMatchObject({ ...TEMPLATE, description: '' });

    expect((await mine(alice)).map((x) => x.id)).toEqual([template.id]);
    expect(await mine(bob)).toEqual([]);

    const edited = await as(alice, 'PUT', `/api/templates/mine/${template.id}`, {
      ...TEMPLATE,
      title: 'Weekly release notes',
      tags: ['work'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Template>()).toMatchObject({ title: 'Weekly release notes', tags: ['work'] });

    expect((await as(bob, 'PUT', `/api/templates/mine/${template.id}`, TEMPLATE)).statusCode).toBe(404);
    expect((await as(bob, 'DELETE', `/api/templates/mine/${template.id}`)).statusCode).toBe(404);
    expect((await as(null, 'GET', '/api/templates/mine')).statusCode).toBe(401);
    expect((await as(null, 'POST', '/api/templates/mine', TEMPLATE)).statusCode).toBe(401);
    expect((await mine(alice))[0]?.title).toBe('Weekly release notes');

    expect((await as(alice, 'DELETE', `/api/templates/mine/${template.id}`)).statusCode).toBe(204);
    expect(await mine(alice)).toEqual([]);
    expect((await as(alice, 'DELETE', `/api/templates/mine/${template.id}`)).statusCode).toBe(404);
  });

  it('validates a template', async () => {
    for (const [payload, message] of [
      [{ ...TEMPLATE, title: '  ' }, 'A template needs a title'],
      [{ ...TEMPLATE, content: ' ' }, 'A template needs a prompt'],
      [{ ...TEMPLATE, use: 'cooking' }, 'Unknown category'],
      [{ ...TEMPLATE, tags: ['a', 'a'] }, 'Each tag may appear only once'],
      [{ ...TEMPLATE, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'At most 10 tags'],
      [{ ...TEMPLATE, agents: ['hal'] }, 'Unknown model'],
    ] as const) {
      const res = await as(alice, 'POST', '/api/templates/mine', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
    expect(await mine(alice)).toEqual([]);
  });

  it('exports history with versions and templates, as JSON and as Markdown, and imports it back', async () => {
    const user = await signIn(t.app, 'Carol');
    const run = await as(user, 'POST', '/api/transform', {
      prompt: 'explain recursion to a child',
      model: 'claude',
    });
    const { historyId } = run.json<{ historyId: string }>();
    await as(user, 'POST', `/api/history/${historyId}/versions`, { chips: ['add-example'] });
    await as(user, 'POST', '/api/templates/mine', TEMPLATE);

    const res = await as(user, 'GET', '/api/library/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="promptsmith-export-\d{4}-\d\d-\d\d\.json"$/,
    );
    const file = res.json<Export>();
    expect(file).toMatchObject({ format: 'promptsmith-export', version: 1 });
    expect(file.history).toHaveLength(1);
    expect(file.history[0]).toMatchObject({
      prompt: 'explain recursion to a child',
      versions: [{ number: 2, chips: ['add-example'] }],
    });
    expect(file.templates).toMatchObject([{ title: 'Release notes' }]);

    const md = await as(user, 'GET', '/api/library/export/markdown');
    expect(md.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(md.body).toContain('# Promptsmith export');
    expect(md.body).toContain('### Release notes');
    expect(md.body).toContain('##### Version 2 (Add an example)');
    expect(md.body).toContain('```text\nexplain recursion to a child\n```');

    // Into an empty account: everything arrives, versions included.
    const dave = await signIn(t.app, 'Dave');
    const imported = await as(dave, 'POST', '/api/library/import', file);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      imported: { history: 1, templates: 1 },
      skipped: { history: 0, templates: 0 },
    });
    const daves = (await as(dave, 'GET', '/api/history')).json<{ items: { id: string }[] }>().items;
    expect(daves).toHaveLength(1);
    const versions = (await as(dave, 'GET', `/api/history/${daves[0]!.id}/versions`)).json<{
      versions: { number: number }[];
    }>();
    expect(versions.versions.map((v) => v.number)).toEqual([1, 2]);
    expect((await mine(dave)).map((x) => x.title)).toEqual(['Release notes']);

    // The same file again, and back into the account it came from: all duplicates.
    for (const who of [dave, user]) {
      const again = await as(who, 'POST', '/api/library/import', file);
      expect(again.json()).toEqual({
        imported: { history: 0, templates: 0 },
        skipped: { history: 1, templates: 1 },
      });
    }
    expect((await as(dave, 'GET', '/api/history')).json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it('imports nothing when any entry is bad, and names each bad one', async () => {
    const erin = await signIn(t.app, 'Erin');
    const good = {
      kind: 'transform',
      prompt: 'a good one',
      models: ['gpt'],
      results: [
        { model: 'gpt', optimizedPrompt: 'A good one.', engine: 'builtin', rationale: [], mark: null },
      ],
      createdAt: '2030-01-01T00:00:00.000Z',
    };
    const res = await as(erin, 'POST', '/api/library/import', {
      format: 'promptsmith-export',
      version: 1,
      history: [
        good,
        { ...good, prompt: '' },
        { ...good, results: [{ ...good.results[0], model: 'claude' }] },
        { ...good, createdAt: 'yesterday' },
      ],
      templates: [TEMPLATE, { ...TEMPLATE, use: 'cooking' }, 'not an object'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Nothing was imported: 5 entries are not valid.',
      code: 'VALIDATION_FAILED',
      errors: [
        { section: 'history', index: 1, message: 'prompt: prompt may not be empty' },
        { section: 'history', index: 2, message: "results: claude is not among the entry's models" },
        { section: 'history', index: 3, message: 'createdAt: createdAt must be an ISO date and time' },
        { section: 'templates', index: 1, message: expect.stringContaining('use: Unknown category') },
        { section: 'templates', index: 2, message: expect.any(String) },
      ],
    });
    expect((await as(erin, 'GET', '/api/history')).json<{ items: unknown[] }>().items).toEqual([]);
    expect(await mine(erin)).toEqual([]);

    const notAnExport = await as(erin, 'POST', '/api/library/import', { history: [] });
    expect(notAnExport.statusCode).toBe(400);
    expect(notAnExport.json<{ message: string }>().message).toContain('Not a Promptsmith export');
    expect(
      (await as(null, 'POST', '/api/library/import', { format: 'promptsmith-export', version: 1 }))
        .statusCode,
    ).toBe(401);
    expect((await as(null, 'GET', '/api/library/export')).statusCode).toBe(401);
  });

  it('skips duplicates inside one file and imports the rest in one go', async () => {
    const frank = await signIn(t.app, 'Frank');
    const res = await as(frank, 'POST', '/api/library/import', {
      format: 'promptsmith-export',
      version: 1,
      templates: [TEMPLATE, TEMPLATE, { ...TEMPLATE, title: 'Other' }],
    });
    expect(res.json()).toEqual({
      imported: { history: 0, templates: 2 },
      skipped: { history: 0, templates: 1 },
    });
  });
});
