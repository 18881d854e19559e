import { type HistoryEntry, HistoryDeleteAllResponse, HistoryListResponse } from '@promptsmith/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DRAFT_KEYS, drafts, parseCompareDraft, parsePlaygroundDraft } from '@/lib/drafts';
import { apiError, serve } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import HistoryPage from './history-page';

let nextId = 0;
function entry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  nextId += 1;
  const models = overrides.models ?? ['gpt'];
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    kind: 'transform',
    prompt: `prompt number ${nextId}`,
    models,
    results: models.map((model) => ({
      model,
      optimizedPrompt: '# Role\nYou are an expert writer.',
      engine: 'builtin',
      rationale: [],
      mark: null,
    })),
    createdAt: new Date(Date.now() - nextId * 60_000).toISOString(),
    ...overrides,
  };
}

const user = testUser();
const render = (url = '/history') => renderWithProviders(<HistoryPage />, { url, user });
const items = () => within(screen.getByRole('list', { name: 'History entries' })).getAllByRole('article');

describe('HistoryPage', () => {
  it("titles each entry with the user's first words, not the engine's first line", async () => {
    serve('get', '/api/history', { response: HistoryListResponse }, () => ({
      items: [
        entry({
          prompt: '## Plan a team offsite\nfor 12 people in May',
          kind: 'compare',
          models: ['gpt', 'claude'],
        }),
        entry({ prompt: 'write a haiku about autumn', models: ['mistral'] }),
      ],
      nextCursor: null,
    }));
    render();
    const [first, second] = await waitFor(() => items());
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('Plan a team offsite');
    expect(within(first!).getByRole('link', { name: 'Plan a team offsite' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/history\/[0-9a-f-]{36}$/),
    );
    expect(first).toHaveTextContent('for 12 people in May');
    expect(first).toHaveTextContent('Comparison');
    expect(first).toHaveTextContent('ChatGPT and Claude');
    expect(second).toHaveTextContent('Transform');
    expect(second).toHaveTextContent('Mistral');
    expect(screen.queryByText(/You are an expert/)).not.toBeInTheDocument();
    expect(screen.getByText('That is everything.')).toBeInTheDocument();
  });

  it('sends the search, assistant and kind to the API and keeps them in the URL', async () => {
    const served = serve('get', '/api/history', { response: HistoryListResponse }, (_body, { url }) => ({
      items:
        url.searchParams.get('q') === 'blog' ? [entry({ prompt: 'blog post about remote work' })] : [entry()],
      nextCursor: null,
    }));
    const ui = userEvent.setup();
    const { router } = render('/history?assistant=claude');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(served.urls[0]?.searchParams.get('model')).toBe('claude');

    await ui.type(screen.getByRole('searchbox', { name: 'Search your prompts' }), 'blog');
    // The search waits for a pause in typing.
    expect(
      await screen.findByRole('link', { name: 'blog post about remote work' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await ui.click(screen.getByRole('radio', { name: 'Comparisons' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=blog&assistant=claude&kind=compare'));
    const last = served.urls.at(-1);
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({
      limit: '20',
      q: 'blog',
      model: 'claude',
      kind: 'compare',
    });
  });

  it('says when nothing matches and clears the filters inline', async () => {
    serve('get', '/api/history', { response: HistoryListResponse }, (_body, { url }) => ({
      items: url.searchParams.has('q') ? [] : [entry({ prompt: 'the only one' })],
      nextCursor: null,
    }));
    const ui = userEvent.setup();
    const { router } = render('/history?q=zebra');
    expect(await screen.findByText('No entries match your search and filters.')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'the only one' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search your prompts' })).toHaveValue('');
  });

  it('invites a user without history to the Playground', async () => {
    serve('get', '/api/history', { response: HistoryListResponse }, () => ({ items: [], nextCursor: null }));
    render();
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Playground' })).toHaveAttribute('href', '/playground');
  });

  it('loads the next page with the cursor and the same filters', async () => {
    const page1 = Array.from({ length: 20 }, () => entry());
    const page2 = [entry({ prompt: 'the oldest entry' })];
    const served = serve('get', '/api/history', { response: HistoryListResponse }, (_body, { url }) =>
      url.searchParams.get('cursor') === 'next-page'
        ? { items: page2, nextCursor: null }
        : { items: page1, nextCursor: 'next-page' },
    );
    const ui = userEvent.setup();
    render('/history?kind=transform');
    await waitFor(() => expect(items()).toHaveLength(20));
    // jsdom has no IntersectionObserver: the button is what scrolling would press.
    await ui.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(21));
    expect(screen.getByRole('link', { name: 'the oldest entry' })).toBeInTheDocument();
    expect(served.urls[1]?.searchParams.get('cursor')).toBe('next-page');
    expect(served.urls[1]?.searchParams.get('kind')).toBe('transform');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('deletes one entry after confirming, and focus moves to the next one', async () => {
    const kept = entry({ prompt: 'keep me' });
    const doomed = entry({ prompt: 'delete me' });
    let items_ = [doomed, kept];
    serve('get', '/api/history', { response: HistoryListResponse }, () => ({
      items: items_,
      nextCursor: null,
    }));
    const deleted: string[] = [];
    serve('delete', '/api/history/:id', {}, (_body, { params }) => {
      deleted.push(String(params.id));
      items_ = items_.filter((e) => e.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    });
    const ui = userEvent.setup();
    render();
    const article = await screen.findByRole('article', { name: 'delete me' });
    await ui.click(within(article).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    expect(dialog).toHaveTextContent('“delete me” and its results are removed from our database.');
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'delete me' })).not.toBeInTheDocument());
    expect(deleted).toEqual([doomed.id]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'keep me' })).toHaveFocus());
  });

  it('keeps the entry and says why when deleting fails; Cancel deletes nothing', async () => {
    serve('get', '/api/history', { response: HistoryListResponse }, () => ({
      items: [entry({ prompt: 'stubborn' })],
      nextCursor: null,
    }));
    const served = serve('delete', '/api/history/:id', {}, () =>
      apiError(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.'),
    );
    const ui = userEvent.setup();
    render();
    const article = await screen.findByRole('article', { name: 'stubborn' });
    await ui.click(within(article).getByRole('button', { name: 'Delete' }));
    await ui.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(served.urls).toHaveLength(0);

    await ui.click(within(article).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await ui.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable.',
    );
    await ui.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('article', { name: 'stubborn' })).toBeInTheDocument();
  });

  it('deletes the whole history after confirming', async () => {
    let items_ = [entry(), entry(), entry()];
    serve('get', '/api/history', { response: HistoryListResponse }, () => ({
      items: items_,
      nextCursor: null,
    }));
    serve('delete', '/api/history', { response: HistoryDeleteAllResponse }, () => {
      const deleted = items_.length;
      items_ = [];
      return { deleted };
    });
    const ui = userEvent.setup();
    render();
    await waitFor(() => expect(items()).toHaveLength(3));
    await ui.click(screen.getByRole('button', { name: 'Delete all history' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your whole history?' });
    await ui.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    expect(await screen.findByText('Deleted 3 entries.')).toBeInTheDocument();
  });

  it('re-runs a transform in the Playground and a comparison in Compare, through the drafts', async () => {
    const transform = entry({ prompt: 'summarise my notes', models: ['claude'] });
    const comparison = entry({ prompt: 'name my startup', kind: 'compare', models: ['gpt', 'gemini'] });
    serve('get', '/api/history', { response: HistoryListResponse }, () => ({
      items: [transform, comparison],
      nextCursor: null,
    }));
    const ui = userEvent.setup();
    const { router } = render();
    await ui.click(
      within(await screen.findByRole('article', { name: 'summarise my notes' })).getByRole('button', {
        name: 'Re-run',
      }),
    );
    expect(router.state.location.pathname).toBe('/playground');
    expect(router.state.location.state).toEqual({ runDraft: true });
    expect(drafts.read(DRAFT_KEYS.playground, user.id, parsePlaygroundDraft)).toEqual({
      prompt: 'summarise my notes',
      model: 'claude',
      fill: null,
      template: null,
    });

    await router.navigate('/history');
    await ui.click(
      within(await screen.findByRole('article', { name: 'name my startup' })).getByRole('button', {
        name: 'Re-run',
      }),
    );
    expect(router.state.location.pathname).toBe('/compare');
    expect(drafts.read(DRAFT_KEYS.compare, user.id, parseCompareDraft)).toEqual({
      prompt: 'name my startup',
      models: ['gpt', 'gemini'],
    });
  });
});
