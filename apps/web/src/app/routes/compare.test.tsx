import {
  type CompareResultItem,
  CompareRequest,
  CompareResponse,
  HistoryEntry,
  UpdateMarksRequest,
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
});
