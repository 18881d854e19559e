import {
  type AssistantKey,
  type CompareResultItem,
  CompareRequest,
  CompareResponse,
  HistoryEntry,
  type HistoryVersion,
  RefineRequest,
  RefineResponse,
  RestoreRequest,
  UpdateMarksRequest,
  VersionListResponse,
} from '@promptsmith/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, FakeEventStream, serve, serveLlmStatus } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import CompareRoute from './compare';

const item = (model: CompareResultItem['model']): CompareResultItem => ({
  model,
  optimizedPrompt: `Optimized for ${model}`,
  engine: 'builtin',
  rationale: [],
  questions: [],
  warnings: [],
});
const response = (models: CompareResultItem['model'][]) => ({
  results: models.map(item),
  durationMs: 5,
  historyId: 'entry-1',
});

function renderPage() {
  return renderWithProviders(<CompareRoute />, { url: '/compare', user: testUser() });
}

/** Serves POST /api/compare; each call gets a stream the test writes, or `reply` at once. */
function serveCompare(reply?: (stream: FakeEventStream<typeof CompareResponse>) => void) {
  const streams: FakeEventStream<typeof CompareResponse>[] = [];
  const served = serve('post', '/api/compare', { request: CompareRequest }, () => {
    const stream = new FakeEventStream(CompareResponse);
    streams.push(stream);
    reply?.(stream);
    return stream.response();
  });
  return { served, streams };
}

/** Serves PATCH /api/history/:id, answering with the entry as marked. */
function serveMarks(fail?: () => Response) {
  return serve(
    'patch',
    '/api/history/:id',
    { request: UpdateMarksRequest, response: HistoryEntry },
    (body, { params }) =>
      fail?.() ?? {
        id: String(params.id),
        kind: 'compare' as const,
        prompt: 'cats',
        models: ['gpt' as const],
        createdAt: '2030-01-01T00:00:00.000Z',
        results: [{ ...item('gpt'), mark: body.marks[0]?.mark ?? null }],
      },
  );
}

/**
 * The versions endpoints of one compare entry, per assistant, as the server keeps them: version 1
 * is the card's result; a refinement appends `refined(body)`, a restore appends version n again.
 */
function serveVersionStore(
  refined: (body: RefineRequest, current: string) => Partial<HistoryVersion> & { notice?: string },
) {
  const store: Partial<Record<AssistantKey, HistoryVersion[]>> = {};
  const of = (model: AssistantKey) =>
    (store[model] ??= [
      {
        number: 1,
        model,
        optimizedPrompt: `Optimized for ${model}`,
        engine: 'builtin',
        chips: [],
        instruction: null,
        restoredFrom: null,
        createdAt: '2030-01-01T00:00:00.000Z',
      },
    ]);
  const append = (model: AssistantKey, version: Omit<HistoryVersion, 'number' | 'model' | 'createdAt'>) => {
    const list = of(model);
    const next: HistoryVersion = {
      ...version,
      number: list.length + 1,
      model,
      createdAt: '2030-01-01T00:00:00.000Z',
    };
    list.push(next);
    return next;
  };
  const list = serve(
    'get',
    '/api/history/:id/versions',
    { response: VersionListResponse },
    (_body, { url }) => {
      const model = url.searchParams.get('model') as AssistantKey;
      return { model, versions: of(model) };
    },
  );
  const refine = serve(
    'post',
    '/api/history/:id/versions',
    { request: RefineRequest, response: RefineResponse },
    (body) => {
      const model = body.model ?? 'gpt';
      const { notice, ...made } = refined(body, of(model).at(-1)!.optimizedPrompt);
      const version = append(model, {
        optimizedPrompt: '',
        engine: 'builtin',
        chips: body.chips ?? [],
        instruction: body.instruction ?? null,
        restoredFrom: null,
        ...made,
      });
      return { version, ...(notice ? { notice } : {}) };
    },
  );
  const restore = serve(
    'post',
    '/api/history/:id/versions/:number/restore',
    { request: RestoreRequest, response: RefineResponse },
    (body, { params }) => {
      const model = body.model ?? 'gpt';
      const source = of(model).find((v) => v.number === Number(params.number))!;
      return {
        version: append(model, {
          optimizedPrompt: source.optimizedPrompt,
          engine: source.engine,
          chips: [],
          instruction: null,
          restoredFrom: source.number,
        }),
      };
    },
  );
  return { list, refine, restore };
}

const promptBox = () => screen.getByRole('textbox', { name: 'Your prompt' });
const compareButton = () => screen.getByRole('button', { name: 'Compare Across Assistants' });
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  serveLlmStatus();
});

describe('ComparePage', () => {
  it('selects ChatGPT, Claude and Gemini by default', () => {
    renderPage();
    for (const name of ['ChatGPT', 'Claude', 'Gemini'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    for (const name of ['DeepSeek', 'Mistral', 'Meta Llama']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
  });

  it('disables the button without a prompt or without an assistant, with the spec message', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(compareButton()).toBeDisabled();
    await user.type(promptBox(), 'cats');
    expect(compareButton()).toBeEnabled();
    for (const name of ['ChatGPT', 'Claude', 'Gemini'])
      await user.click(screen.getByRole('checkbox', { name }));
    expect(compareButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one AI assistant');
    await user.click(screen.getByRole('checkbox', { name: 'Mistral' }));
    expect(compareButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a whitespace-only prompt with the spec message', async () => {
    const { served } = serveCompare();
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), '  ');
    await user.click(compareButton());
    expect(screen.getAllByText('Please enter a prompt to compare').length).toBeGreaterThan(0);
    expect(promptBox()).toHaveFocus();
    expect(served.requests).toEqual([]);
  });

  it('streams into one card per assistant, then shows the results', async () => {
    const { served, streams } = serveCompare();
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(screen.getByRole('checkbox', { name: 'Gemini' }));
    await user.click(screen.getByRole('checkbox', { name: 'DeepSeek' }));
    await user.click(compareButton());

    expect(screen.getByRole('button', { name: 'Comparing across assistants...' })).toBeDisabled();
    await waitFor(() =>
      expect(served.requests).toEqual([{ prompt: 'cats', models: ['gpt', 'claude', 'deepseek'] }]),
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    streams[0]?.delta({ model: 'claude', text: 'Partial' });
    await waitFor(() => expect(screen.getByTestId('compare-output-claude')).toHaveTextContent('Partial'));

    streams[0]?.done(response(['gpt', 'claude', 'deepseek']));
    await waitFor(() =>
      expect(screen.getByTestId('compare-output-deepseek')).toHaveTextContent('Optimized for deepseek'),
    );
    expect(within(card('ChatGPT')).getByText('Built-in engine')).toBeInTheDocument();
  });

  it('toggles Best / Needs Work marks and saves them to the history entry', async () => {
    serveCompare((stream) => stream.done(response(['gpt', 'claude', 'gemini'])));
    const marks = serveMarks();
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(compareButton());
    const gpt = await screen.findByRole('article', { name: 'ChatGPT' });
    const best = within(gpt).getByRole('button', { name: 'Best' });
    const needsWork = within(gpt).getByRole('button', { name: 'Needs Work' });

    await user.click(best);
    expect(best).toHaveAttribute('aria-pressed', 'true');
    // The badge says what the button says.
    expect(within(gpt).getAllByText('Best')).toHaveLength(2);
    await waitFor(() => expect(marks.requests.at(-1)).toEqual({ marks: [{ model: 'gpt', mark: true }] }));
    expect(marks.urls.at(-1)?.pathname).toBe('/api/history/entry-1');

    await user.click(needsWork);
    expect(best).toHaveAttribute('aria-pressed', 'false');
    expect(needsWork).toHaveAttribute('aria-pressed', 'true');
    expect(within(gpt).getAllByText('Needs Work')).toHaveLength(2);
    expect(screen.queryByText('Needs Improvement')).not.toBeInTheDocument();
    await waitFor(() => expect(marks.requests.at(-1)).toEqual({ marks: [{ model: 'gpt', mark: false }] }));

    await user.click(needsWork);
    expect(needsWork).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(marks.requests.at(-1)).toEqual({ marks: [{ model: 'gpt', mark: null }] }));
    // Other cards are independent.
    expect(within(card('Claude')).getByRole('button', { name: 'Best' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps Best single-choice: a new Best unmarks the previous one in the same request', async () => {
    serveCompare((stream) => stream.done(response(['gpt', 'claude', 'gemini'])));
    const marks = serveMarks();
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(compareButton());
    const gptBest = within(await screen.findByRole('article', { name: 'ChatGPT' })).getByRole('button', {
      name: 'Best',
    });
    const claudeBest = within(card('Claude')).getByRole('button', { name: 'Best' });
    await user.click(gptBest);
    await waitFor(() => expect(marks.requests).toHaveLength(1));
    await user.click(claudeBest);

    expect(claudeBest).toHaveAttribute('aria-pressed', 'true');
    expect(gptBest).toHaveAttribute('aria-pressed', 'false');
    expect(within(card('ChatGPT')).getAllByText('Best')).toHaveLength(1);
    await waitFor(() =>
      expect(marks.requests.at(-1)).toEqual({
        marks: [
          { model: 'claude', mark: true },
          { model: 'gpt', mark: null },
        ],
      }),
    );
  });

  it('reverts a mark the server refused', async () => {
    serveCompare((stream) => stream.done(response(['gpt'])));
    serveMarks(() => apiError(404, 'NOT_FOUND', 'History entry not found'));
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(compareButton());
    const best = within(await screen.findByRole('article', { name: 'ChatGPT' })).getByRole('button', {
      name: 'Best',
    });
    await user.click(best);
    await waitFor(() => expect(best).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByRole('alert')).toHaveTextContent('History entry not found');
  });

  it('clears results and marks when the prompt is edited', async () => {
    serveCompare((stream) => stream.done(response(['gpt', 'claude', 'gemini'])));
    serveMarks();
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(compareButton());
    const gpt = await screen.findByRole('article', { name: 'ChatGPT' });
    await user.click(within(gpt).getByRole('button', { name: 'Best' }));
    await user.type(promptBox(), '!');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(compareButton());
    const again = await screen.findByRole('article', { name: 'ChatGPT' });
    expect(within(again).getByRole('button', { name: 'Best' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    [
      'the server’s message',
      () => apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'),
      'Too many requests. Please wait a moment and try again.',
    ],
    [
      'a failure without a message',
      () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      'Failed to compare across assistants',
    ],
    [
      'a stream cut short',
      () => {
        const stream = new FakeEventStream(CompareResponse);
        stream.close();
        return stream.response();
      },
      'Failed to generate comparison. Please try again.',
    ],
  ])('shows errors in a red alert: %s', async (_case, reply, message) => {
    serve('post', '/api/compare', { request: CompareRequest }, reply);
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(compareButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  describe('Refine on a card', () => {
    const openRefine = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
      const article = await screen.findByRole('article', { name });
      await user.click(within(article).getByText('Refine', { selector: 'summary' }));
      return article;
    };

    it('fetches nothing until a card’s Refine is opened', async () => {
      serveCompare((stream) => stream.done(response(['gpt', 'claude'])));
      const { list } = serveVersionStore(() => ({}));
      const user = userEvent.setup();
      renderPage();
      await user.type(promptBox(), 'cats');
      await user.click(compareButton());
      await screen.findByRole('article', { name: 'Claude' });
      expect(list.urls).toHaveLength(0);
      const claude = await openRefine(user, 'Claude');
      await within(claude).findByRole('list', { name: 'Versions' });
      expect(list.urls.map((u) => u.searchParams.get('model'))).toEqual(['claude']);
      expect(list.urls[0]?.pathname).toBe('/api/history/entry-1/versions');
    });

    it('applies a chip to that card only, lists its versions, diffs them and restores one', async () => {
      serveCompare((stream) => stream.done(response(['gpt', 'claude'])));
      const { refine } = serveVersionStore((body, current) => ({
        optimizedPrompt: `${current}\n2. Keep the answer short.`,
        chips: body.chips ?? [],
      }));
      const user = userEvent.setup();
      renderPage();
      await user.type(promptBox(), 'cats');
      await user.click(compareButton());
      const claude = await openRefine(user, 'Claude');
      const refineButton = within(claude).getByRole('button', { name: 'Refine prompt' });
      expect(refineButton).toBeDisabled();
      await user.click(within(claude).getByRole('button', { name: 'Shorter' }));
      await user.click(refineButton);

      await waitFor(() =>
        expect(within(claude).getByTestId('compare-output-claude')).toHaveTextContent(
          'Keep the answer short.',
        ),
      );
      expect(refine.requests).toEqual([{ model: 'claude', chips: ['shorter'] }]);
      expect(refine.urls[0]?.pathname).toBe('/api/history/entry-1/versions');
      // The other card is untouched.
      expect(within(card('ChatGPT')).getByTestId('compare-output-gpt')).toHaveTextContent(
        /^Optimized for gpt$/,
      );
      const versions = within(claude).getByRole('list', { name: 'Versions' });
      await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(2));
      expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('Version 2: Shorter');
      expect(await within(claude).findByTestId('diff-view')).toHaveTextContent('Keep the answer short.');
      expect(screen.getByText('Claude now shows version 2 of its prompt.')).toHaveAttribute('role', 'status');

      await user.click(within(claude).getByRole('button', { name: 'Restore version 1' }));
      await waitFor(() =>
        expect(within(claude).getByTestId('compare-output-claude')).toHaveTextContent(
          /^Optimized for claude$/,
        ),
      );
      await waitFor(() => expect(within(versions).getAllByRole('listitem')).toHaveLength(3));
      expect(within(versions).getAllByRole('listitem')[0]).toHaveTextContent('Version 3: restored version 1');
    });

    it('without a provider, adds the free text as a requirement line and shows why on the card', async () => {
      serveCompare((stream) => stream.done(response(['gpt'])));
      const notice =
        'No AI provider is configured for ChatGPT, so your words were added as a requirement line.';
      serveVersionStore((_body, current) => ({
        optimizedPrompt: `${current}\nMention the costs.`,
        notice,
      }));
      const user = userEvent.setup();
      renderPage();
      await user.type(promptBox(), 'cats');
      await user.click(compareButton());
      const gpt = await openRefine(user, 'ChatGPT');
      await user.type(within(gpt).getByRole('textbox', { name: 'What should change?' }), 'mention the costs');
      await user.click(within(gpt).getByRole('button', { name: 'Refine prompt' }));
      await waitFor(() =>
        expect(within(gpt).getByTestId('compare-output-gpt')).toHaveTextContent('Mention the costs.'),
      );
      // In the Refine form and as the card's note on its current version.
      expect(within(gpt).getAllByText(notice)).toHaveLength(2);
      expect(within(gpt).getByRole('textbox', { name: 'What should change?' })).toHaveValue('');
    });

    it('shows no Refine on an unsaved comparison', async () => {
      serveCompare((stream) => stream.done({ ...response(['gpt']), historyId: undefined }));
      const user = userEvent.setup();
      renderPage();
      await user.type(promptBox(), 'cats');
      await user.click(compareButton());
      const gpt = await screen.findByRole('article', { name: 'ChatGPT' });
      expect(within(gpt).queryByText('Refine', { selector: 'summary' })).toBeNull();
    });
  });
});
