import {
  type HistoryEntry,
  HistoryListResponse,
  RefineRequest,
  RefineResponse,
  TransformRequest,
  TransformResponse,
  VersionListResponse,
} from '@promptsmith/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PlaygroundRoute from './playground';
import { advance, stubClipboard } from '@/testing/clipboard';
import { apiError, FakeEventStream, serve, serveLlmStatus } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';

const RESULT = {
  optimizedPrompt: 'You are a poet. Write a short poem about cats.',
  model: 'gpt',
  engine: 'builtin',
  rationale: [{ change: 'Added a role', rule: 'Give the model a persona', source: 'OpenAI guide [O1]' }],
  questions: [],
  warnings: [],
  durationMs: 12,
} satisfies TransformResponse;

/** The playground as the app shows it to a signed-in user: with the history panel beside it. */
function renderPage(url = '/playground') {
  return renderWithProviders(<PlaygroundRoute />, { url, user: testUser() });
}

/** Serves POST /api/transform; each call gets a stream the test writes, or `reply` at once. */
function serveTransform(reply?: (stream: FakeEventStream<typeof TransformResponse>) => void) {
  const streams: FakeEventStream<typeof TransformResponse>[] = [];
  const served = serve('post', '/api/transform', { request: TransformRequest }, () => {
    const stream = new FakeEventStream(TransformResponse);
    streams.push(stream);
    reply?.(stream);
    return stream.response();
  });
  return { served, streams };
}

function serveHistory(items: HistoryEntry[] = []) {
  return serve('get', '/api/history', { response: HistoryListResponse }, () => ({ items, nextCursor: null }));
}

/** GET /api/history/:id/versions: version 1 only, the saved result itself. */
function serveVersions(optimizedPrompt: string, model: 'gpt' | 'claude' = 'gpt') {
  return serve('get', '/api/history/:id/versions', { response: VersionListResponse }, () => ({
    model,
    versions: [
      {
        number: 1,
        model,
        optimizedPrompt,
        engine: 'builtin' as const,
        chips: [],
        instruction: null,
        restoredFrom: null,
        createdAt: new Date().toISOString(),
      },
    ],
  }));
}

const promptBox = () => screen.getByRole('textbox', { name: 'Your prompt' });
const transformButton = () => screen.getByRole('button', { name: 'Transform Prompt' });

beforeEach(() => {
  serveHistory();
  serveLlmStatus();
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
    const { served } = serveTransform();
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), '   ');
    await user.click(transformButton());
    expect(screen.getAllByText('Please enter a prompt to optimize').length).toBeGreaterThan(0);
    expect(promptBox()).toHaveAttribute('aria-invalid', 'true');
    expect(promptBox()).toHaveFocus();
    expect(served.requests).toEqual([]);
  });

  it('streams text while loading, then shows the result, engine and rationale', async () => {
    const { served, streams } = serveTransform();
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'write a poem about cats');
    await user.click(transformButton());

    expect(screen.getByRole('button', { name: 'Optimizing your prompt...' })).toBeDisabled();
    await waitFor(() =>
      expect(served.requests).toEqual([{ prompt: 'write a poem about cats', model: 'gpt' }]),
    );
    const [stream] = streams;
    stream?.delta({ model: 'gpt', text: 'You are ' });
    stream?.delta({ model: 'gpt', text: 'a poet.' });
    await waitFor(() => expect(screen.getByTestId('optimized-output')).toHaveTextContent('You are a poet.'));

    stream?.done(RESULT);
    await waitFor(() =>
      expect(screen.getByTestId('optimized-output')).toHaveTextContent(RESULT.optimizedPrompt),
    );
    expect(screen.getByText('Built-in engine')).toBeInTheDocument();
    expect(screen.getByText('The optimized prompt for ChatGPT is ready.')).toBeInTheDocument();
    // Focus moves from the button to the result.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Optimized prompt' })).toHaveFocus());
    await user.click(screen.getByRole('tab', { name: 'What changed (1)' }));
    expect(screen.getByText('Added a role')).toBeInTheDocument();
    expect(screen.getByText('Give the model a persona')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Diff' }));
    expect(await screen.findByText(/^\+\d+ words$/)).toBeInTheDocument();
    // Line by line, side by side: the user's prompt in one column, the result in the other.
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Your prompt' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Optimized prompt' })).toBeInTheDocument();
    // A rewritten line sits beside its rewrite, not with the words of both interleaved.
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent(
      `Removed line: write a poem about catsAdded line: ${RESULT.optimizedPrompt}`,
    );
  });

  it('names the LLM provider when an LLM made the result', async () => {
    serveTransform((stream) => stream.done({ ...RESULT, engine: 'llm', provider: 'openai:gpt-4.1-nano' }));
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    expect(await screen.findByText('LLM · openai:gpt-4.1-nano')).toBeInTheDocument();
  });

  it('submits with Ctrl+Enter and Cmd+Enter', async () => {
    const { served } = serveTransform((stream) => stream.done(RESULT));
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(served.requests).toHaveLength(1));
    await screen.findByTestId('optimized-output');
    await user.type(promptBox(), '!');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(served.requests).toHaveLength(2));
    expect(promptBox()).toHaveValue('cats!');
  });

  it('shows the server message in a red alert, or the fallback', async () => {
    let calls = 0;
    serve('post', '/api/transform', { request: TransformRequest }, () =>
      ++calls === 1
        ? apiError(429, 'RATE_LIMITED', 'Too many requests. Please wait.')
        : new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait.');
    await user.click(transformButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to optimize prompt'));
  });

  it('clears the previous result when the prompt is edited', async () => {
    serveTransform((stream) => stream.done(RESULT));
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    expect(await screen.findByTestId('optimized-output')).toBeInTheDocument();
    await user.type(promptBox(), 's');
    expect(screen.queryByTestId('optimized-output')).not.toBeInTheDocument();
    expect(screen.queryByText('Built-in engine')).not.toBeInTheDocument();
  });

  it('prefills from ?template= and fills the placeholders in live, newlines kept', async () => {
    const { served } = serveTransform((stream) => stream.done(RESULT));
    const template = 'Explain [TOPIC] to a [AUDIENCE]. Keep [TOPIC] short.\n[PASTE CODE HERE]';
    const user = userEvent.setup();
    renderPage(`/playground?template=${encodeURIComponent(template)}`);
    expect(promptBox()).toHaveValue(template);
    expect(screen.getByRole('group', { name: /Fill in the placeholders \(3\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill in prompt' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'tides');
    expect(promptBox()).toHaveValue('Explain tides to a [AUDIENCE]. Keep tides short.\n[PASTE CODE HERE]');
    // Enter in a field is a new line: pasted code keeps its shape, and nothing is sent.
    const code = screen.getByRole('textbox', { name: 'Paste code here' });
    await user.type(code, 'def add(a, b):{Enter}    return a + b');
    expect(promptBox()).toHaveValue(
      'Explain tides to a [AUDIENCE]. Keep tides short.\ndef add(a, b):\n    return a + b',
    );
    // Emptying a field brings its placeholder back.
    await user.clear(screen.getByRole('textbox', { name: 'Topic' }));
    expect(promptBox()).toHaveValue(
      'Explain [TOPIC] to a [AUDIENCE]. Keep [TOPIC] short.\ndef add(a, b):\n    return a + b',
    );
    expect(screen.getByRole('group', { name: /Fill in the placeholders \(3\)/ })).toBeInTheDocument();
    expect(served.requests).toEqual([]);

    // Ctrl+Enter in a field still transforms, with the prompt as filled in.
    await user.type(screen.getByRole('textbox', { name: 'Audience' }), 'child{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(served.requests).toEqual([
        {
          prompt: 'Explain [TOPIC] to a child. Keep [TOPIC] short.\ndef add(a, b):\n    return a + b',
          model: 'gpt',
        },
      ]),
    );
  });

  it('shows Copied for 2 s after copying the result', async () => {
    serveTransform((stream) => stream.done(RESULT));
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
    serveHistory([
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
    ]);
    const versions = serveVersions('Summarize the article below.', 'claude');
    const user = userEvent.setup();
    renderPage();
    const item = await screen.findByRole('button', { name: /summarize this article/ });
    expect(screen.queryByText('a compare entry')).not.toBeInTheDocument();
    await user.click(item);
    expect(promptBox()).toHaveValue('summarize this article');
    expect(screen.getByTestId('optimized-output')).toHaveTextContent('Summarize the article below.');
    expect(item).toHaveAttribute('aria-current', 'true');
    // A reopened entry can be refined: its versions are those of the entry and assistant.
    expect(await screen.findByText('Version 1: first result')).toBeInTheDocument();
    expect(versions.urls[0]?.pathname).toBe('/api/history/h1/versions');
    expect(versions.urls[0]?.searchParams.get('model')).toBe('claude');
  });

  it('refines a saved result with a chip and shows the new version as the result', async () => {
    serveTransform((stream) => stream.done({ ...RESULT, historyId: 'saved-1' }));
    serveVersions(RESULT.optimizedPrompt);
    const refined = serve(
      'post',
      '/api/history/:id/versions',
      { request: RefineRequest, response: RefineResponse },
      (): RefineResponse => ({
        version: {
          number: 2,
          model: 'gpt',
          optimizedPrompt: `${RESULT.optimizedPrompt}\n\n- Keep the answer short.`,
          engine: 'builtin',
          chips: ['shorter'],
          instruction: null,
          restoredFrom: null,
          createdAt: new Date().toISOString(),
        },
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    const refine = await screen.findByRole('button', { name: 'Refine prompt' });
    expect(refine).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Shorter' }));
    // Shorter and More detailed undo each other.
    await user.click(screen.getByRole('button', { name: 'More detailed' }));
    expect(screen.getByRole('button', { name: 'Shorter' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Shorter' }));
    await user.type(screen.getByRole('textbox', { name: 'What should change?' }), 'rhyme');
    await user.click(refine);
    await waitFor(() =>
      expect(screen.getByTestId('optimized-output')).toHaveTextContent('- Keep the answer short.'),
    );
    expect(refined.requests).toEqual([{ model: 'gpt', chips: ['shorter'], instruction: 'rhyme' }]);
    expect(refined.urls[0]?.pathname).toBe('/api/history/saved-1/versions');
  });

  it('refreshes the history list when a result was saved to it', async () => {
    const history = serveHistory();
    serveTransform((stream) => stream.done({ ...RESULT, historyId: 'saved-1' }));
    serveVersions(RESULT.optimizedPrompt);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Prompts you transform are saved here so you can reopen them.');
    expect(history.urls).toHaveLength(1);
    expect(history.urls[0]?.searchParams.get('limit')).toBe('20');
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    await waitFor(() => expect(history.urls).toHaveLength(2));
  });

  it('shows no history panel to a visitor', async () => {
    serveTransform((stream) => stream.done(RESULT));
    const user = userEvent.setup();
    renderWithProviders(<PlaygroundRoute />, { url: '/playground' });
    await user.type(promptBox(), 'cats');
    await user.click(transformButton());
    await screen.findByTestId('optimized-output');
    expect(screen.queryByRole('heading', { name: 'Recent prompts' })).not.toBeInTheDocument();
  });
});
