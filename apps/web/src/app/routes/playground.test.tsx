import type { HistoryListResponse, StreamDelta, TransformResponse } from '@promptsmith/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { advance, stubClipboard } from '@/testing/clipboard';
import { fetchRecentHistory } from './api/history';
import { transformPrompt } from './api/transform';
import PlaygroundPage from './playground-page';

vi.mock('./api/transform', () => ({ transformPrompt: vi.fn() }));
vi.mock('./api/history', () => ({ RECENT_HISTORY_KEY: ['history', 'recent'], fetchRecentHistory: vi.fn() }));
vi.mock('@/lib/session', () => ({ useSession: () => ({ status: 'authenticated', user: null }) }));

const transform = vi.mocked(transformPrompt);
const history = vi.mocked(fetchRecentHistory);

const RESULT: TransformResponse = {
  optimizedPrompt: 'You are a poet. Write a short poem about cats.',
  model: 'gpt',
  engine: 'builtin',
  rationale: [{ change: 'Added a role', rule: 'Give the model a persona', source: 'OpenAI guide [O1]' }],
  durationMs: 12,
};

function renderPage(url = '/playground') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <PlaygroundPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const promptBox = () => screen.getByRole('textbox', { name: 'Your prompt' });
const transformButton = () => screen.getByRole('button', { name: 'Transform Prompt' });

beforeEach(() => {
  transform.mockReset();
  history.mockReset();
  history.mockResolvedValue({ items: [], nextCursor: null });
});
afterEach(() => vi.useRealTimers());

describe('PlaygroundPage', () => {
  it('disables Transform Prompt until there is a prompt', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(transformButton()).toBeDisabled();
    await user.type(promptBox(), 'x');
    expect(transformButton()).toBeEnabled();
  });

  it('rejects a whitespace-only prompt with the spec message and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), '   ');
    await user.click(transformButton());
    expect(screen.getAllByText('Please enter a prompt to optimize').length).toBeGreaterThan(0);
    expect(promptBox()).toHaveAttribute('aria-invalid', 'true');
    expect(transform).not.toHaveBeenCalled();
  });

  it('streams text while loading, then shows the result, engine and rationale', async () => {
    let finish: (value: TransformResponse) => void = () => {};
    let onDelta: (delta: StreamDelta) => void = () => {};
    transform.mockImplementation((_request, options) => {
      onDelta = options.onDelta;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'write a poem about cats');
    await user.click(transformButton());

    const busy = screen.getByRole('button', { name: 'Optimizing your prompt...' });
    expect(busy).toBeDisabled();
    expect(transform).toHaveBeenCalledWith(
      { prompt: 'write a poem about cats', model: 'gpt' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    act(() => onDelta({ model: 'gpt', text: 'You are ' }));
    act(() => onDelta({ model: 'gpt', text: 'a poet.' }));
    expect(screen.getByTestId('optimized-output')).toHaveTextContent('You are a poet.');

    await act(async () => finish(RESULT));
    expect(screen.getByTestId('optimized-output')).toHaveTextContent(RESULT.optimizedPrompt);
    expect(screen.getByText('Built-in engine')).toBeInTheDocument();
    expect(screen.getByText('The optimized prompt for ChatGPT is ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'What changed (1)' }));
    expect(screen.getByText('Added a role')).toBeInTheDocument();
    expect(screen.getByText('Give the model a persona')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Diff' }));
    expect(screen.getByText('+7 words')).toBeInTheDocument();
    const added = [...document.querySelectorAll('ins')].map((node) => node.textContent).join(' ');
    expect(added).toContain('short');
  });

  it('names the LLM provider when an LLM made the result', async () => {
    transform.mockResolvedValue({ ...RESULT, engine: 'llm', provider: 'openai:gpt-4.1-nano' });
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    expect(await screen.findByText('LLM · openai:gpt-4.1-nano')).toBeInTheDocument();
  });

  it('submits with Ctrl+Enter and Cmd+Enter', async () => {
    transform.mockResolvedValue(RESULT);
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(transform).toHaveBeenCalledTimes(1));
    await user.type(promptBox(), '!');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(transform).toHaveBeenCalledTimes(2));
    expect(promptBox()).toHaveValue('cats!');
  });

  it('shows the server message in a red alert, or the fallback', async () => {
    transform.mockRejectedValueOnce(new ApiError(429, 'Too many requests. Please wait.', 'RATE_LIMITED'));
    transform.mockRejectedValueOnce(new TypeError('boom'));
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait.');
    await user.click(transformButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to optimize prompt'));
  });

  it('clears the previous result when the prompt is edited', async () => {
    transform.mockResolvedValue(RESULT);
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    expect(await screen.findByTestId('optimized-output')).toBeInTheDocument();
    await user.type(promptBox(), 's');
    expect(screen.queryByTestId('optimized-output')).not.toBeInTheDocument();
    expect(screen.queryByText('Built-in engine')).not.toBeInTheDocument();
  });

  it('prefills from ?template= and substitutes placeholder values', async () => {
    const template = 'Explain [TOPIC] to a [AUDIENCE]. Keep [TOPIC] short.';
    const user = userEvent.setup();
    renderPage(`/playground?template=${encodeURIComponent(template)}`);
    expect(promptBox()).toHaveValue(template);
    const group = screen.getByRole('group', { name: /Fill in the placeholders \(2\)/ });
    expect(group).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'tides');
    await user.click(screen.getByRole('button', { name: 'Fill in prompt' }));
    expect(promptBox()).toHaveValue('Explain tides to a [AUDIENCE]. Keep tides short.');
    expect(screen.getByRole('group', { name: /Fill in the placeholders \(1\)/ })).toBeInTheDocument();
    // Enter in a placeholder field fills in rather than transforming.
    await user.type(screen.getByRole('textbox', { name: 'Audience' }), 'child{Enter}');
    expect(promptBox()).toHaveValue('Explain tides to a child. Keep tides short.');
    expect(screen.queryByRole('group', { name: /Fill in the placeholders/ })).not.toBeInTheDocument();
    expect(transform).not.toHaveBeenCalled();
  });

  it('shows Copied for 2 s after copying the result', async () => {
    transform.mockResolvedValue(RESULT);
    renderPage();
    const typist = userEvent.setup();
    await typist.type(promptBox(), 'cats');
    await typist.click(transformButton());
    await screen.findByTestId('optimized-output');
    // From here the clock moves only when the test says so, however busy the machine.
    vi.useFakeTimers();
    const writeText = stubClipboard();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(RESULT.optimizedPrompt);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(1_999);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('lists recent transforms and reopens one', async () => {
    const list: HistoryListResponse = {
      nextCursor: null,
      items: [
        {
          id: 'h1',
          kind: 'transform',
          prompt: 'summarize this article',
          models: ['claude'],
          createdAt: new Date().toISOString(),
          results: [
            { ...RESULT, model: 'claude', optimizedPrompt: 'Summarize the article below.', mark: null },
          ],
        },
        {
          id: 'h2',
          kind: 'compare',
          prompt: 'a compare entry',
          models: ['gpt', 'claude'],
          createdAt: new Date().toISOString(),
          results: [],
        },
      ],
    };
    history.mockResolvedValue(list);
    const user = userEvent.setup();
    renderPage();
    const item = await screen.findByRole('button', { name: /summarize this article/ });
    expect(screen.queryByText('a compare entry')).not.toBeInTheDocument();
    await user.click(item);
    expect(promptBox()).toHaveValue('summarize this article');
    expect(screen.getByTestId('optimized-output')).toHaveTextContent('Summarize the article below.');
    expect(item).toHaveAttribute('aria-current', 'true');
  });
});
