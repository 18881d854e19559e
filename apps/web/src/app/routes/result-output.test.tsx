import {
  type CompareResultItem,
  CompareRequest,
  CompareResponse,
  HistoryListResponse,
  TransformRequest,
  TransformResponse,
} from '@promptsmith/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubClipboard } from '@/testing/clipboard';
import { FakeEventStream, serve, serveLlmStatus } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import CompareRoute from './compare';
import PlaygroundRoute from './playground';

const OPTIMIZED = [
  '# Role',
  'You are a poet.',
  '',
  '## Steps',
  '- Read <poem> first',
  '1. Write it',
  '',
  '<poem>',
  'cats & dogs',
  '</poem>',
].join('\n');

const RESULT = {
  optimizedPrompt: OPTIMIZED,
  model: 'gemini',
  engine: 'builtin',
  rationale: [],
  questions: [],
  warnings: [],
  durationMs: 3,
} satisfies TransformResponse;

function serveTransform(result: TransformResponse = RESULT) {
  return serve('post', '/api/transform', { request: TransformRequest }, () => {
    const stream = new FakeEventStream(TransformResponse);
    stream.done(result);
    return stream.response();
  });
}

async function transform(user: ReturnType<typeof userEvent.setup>) {
  // Pasted, not typed: the prompt is not what these tests are about.
  await user.click(screen.getByRole('textbox', { name: 'Your prompt' }));
  await user.paste('a poem about cats');
  await user.click(screen.getByRole('button', { name: 'Transform Prompt' }));
  const editor = await screen.findByRole('textbox', { name: 'Optimized prompt for Gemini (editable)' });
  // The finished run moves focus to the result's heading after the result has painted; a test
  // that typed into the editor before that would lose its focus to the heading midway.
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Optimized prompt', level: 2 })).toHaveFocus(),
  );
  return editor;
}

const tokens = (kind: string) =>
  Array.from(screen.getByTestId('optimized-output').querySelectorAll(`[data-token="${kind}"]`)).map(
    (el) => el.textContent,
  );

beforeEach(() => {
  // Run both under each result asks which models there are.
  serveLlmStatus();
  serve('get', '/api/history', { response: HistoryListResponse }, () => ({ items: [], nextCursor: null }));
  localStorage.clear();
});

describe('the Playground result', () => {
  it('highlights headings, list markers and XML tags; Plain text turns it off', async () => {
    serveTransform();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<PlaygroundRoute />, { url: '/playground', user: testUser() });
    await transform(user);

    expect(tokens('heading')).toEqual(['# Role', '## Steps']);
    expect(tokens('list')).toEqual(['-', '1.']);
    expect(tokens('tag')).toEqual(['<poem>', '<poem>', '</poem>']);
    // The highlighted copy is the exact text.
    expect(screen.getByTestId('optimized-output').textContent).toBe(OPTIMIZED);

    const toggle = screen.getByRole('button', { name: 'Plain text' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(tokens('heading')).toEqual([]);
    expect(tokens('tag')).toEqual([]);
    expect(screen.getByTestId('optimized-output').textContent).toBe(OPTIMIZED);
    unmount();
  });

  it('remembers Plain text for the next visit', async () => {
    serveTransform();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<PlaygroundRoute />, { url: '/playground', user: testUser() });
    await transform(user);
    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    unmount();
    renderWithProviders(<PlaygroundRoute />, { url: '/playground', user: testUser() });
    await transform(user);
    expect(screen.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    expect(tokens('heading')).toEqual([]);
  });

  it('is edited in place; Copy copies the edited text exactly, Restore original undoes it', async () => {
    serveTransform();
    // After user-event's setup, which brings a clipboard of its own.
    const user = userEvent.setup();
    const writeText = stubClipboard();
    renderWithProviders(<PlaygroundRoute />, { url: '/playground', user: testUser() });
    const editor = await transform(user);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith(OPTIMIZED);

    await user.type(editor, '{Control>}{End}{/Control}\n- Rhyme in <b>pairs</b>');
    const edited = `${OPTIMIZED}\n- Rhyme in <b>pairs</b>`;
    expect(editor).toHaveValue(edited);
    // The highlighted layer follows the typing.
    expect(screen.getByTestId('optimized-output').textContent).toBe(edited);
    expect(tokens('tag')).toContain('<b>');
    expect(screen.getByText('Edited')).toBeInTheDocument();

    // The button may still read "Copied" from the first press.
    await user.click(screen.getByRole('button', { name: /^Cop(y|ied)$/ }));
    expect(writeText).toHaveBeenLastCalledWith(edited);

    await user.click(screen.getByRole('button', { name: 'Restore original' }));
    expect(editor).toHaveValue(OPTIMIZED);
    expect(screen.queryByText('Edited')).not.toBeInTheDocument();
  });

  it('opens the prompt in ChatGPT and Claude by URL; Gemini gets it by clipboard, with a note', async () => {
    serveTransform();
    // After user-event's setup, which brings a clipboard of its own.
    const user = userEvent.setup();
    const writeText = stubClipboard();
    renderWithProviders(<PlaygroundRoute />, { url: '/playground', user: testUser() });
    const editor = await transform(user);
    await user.clear(editor);
    await user.paste('Say hi & bye');

    const links = screen.getAllByRole('link', { name: /^Open in / });
    // The result's own assistant first.
    expect(links.map((l) => l.textContent?.replace(/\s+/g, ' '))).toEqual([
      'Open in Gemini (opens in a new tab)',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const chatgpt = screen.getByRole('link', { name: /Open in ChatGPT/ });
    expect(chatgpt).toHaveAttribute('href', 'https://chatgpt.com/?q=Say+hi+%26+bye');
    expect(screen.getByRole('link', { name: /Open in Claude/ })).toHaveAttribute(
      'href',
      'https://claude.ai/new?q=Say+hi+%26+bye',
    );
    const gemini = screen.getByRole('link', { name: /Open in Gemini/ });
    expect(gemini).toHaveAttribute('href', 'https://gemini.google.com/app');

    // jsdom does not navigate; the click handler is what is under test.
    gemini.addEventListener('click', (event) => event.preventDefault());
    await user.click(gemini);
    expect(writeText).toHaveBeenLastCalledWith('Say hi & bye');
    expect(
      await screen.findByText('Prompt copied. Paste it into Gemini (Ctrl+V or ⌘V).'),
    ).toBeInTheDocument();

    writeText.mockClear();
    chatgpt.addEventListener('click', (event) => event.preventDefault());
    await user.click(chatgpt);
    expect(writeText).not.toHaveBeenCalled();
  });
});

describe('the Compare results', () => {
  const item = (model: CompareResultItem['model']): CompareResultItem => ({
    model,
    optimizedPrompt: `<task>\nOptimized for ${model}\n</task>`,
    engine: 'builtin',
    rationale: [],
    questions: [],
    warnings: [],
  });

  it('are highlighted and editable per card, with one Plain text switch and an Open in link each', async () => {
    serve('post', '/api/compare', { request: CompareRequest }, () => {
      const stream = new FakeEventStream(CompareResponse);
      stream.done({ results: [item('gpt'), item('claude'), item('gemini')], durationMs: 4, historyId: 'h1' });
      return stream.response();
    });
    // After user-event's setup, which brings a clipboard of its own.
    const user = userEvent.setup();
    const writeText = stubClipboard();
    renderWithProviders(<CompareRoute />, { url: '/compare', user: testUser() });
    await user.click(screen.getByRole('textbox', { name: 'Your prompt' }));
    await user.paste('cats');
    await user.click(screen.getByRole('button', { name: 'Compare Across Assistants' }));

    const claude = await screen.findByRole('article', { name: 'Claude' });
    const output = within(claude).getByTestId('compare-output-claude');
    expect(Array.from(output.querySelectorAll('[data-token="tag"]')).map((el) => el.textContent)).toEqual([
      '<task>',
      '</task>',
    ]);
    expect(within(claude).getByRole('link', { name: /^Open in Claude/ })).toHaveAttribute(
      'href',
      `https://claude.ai/new?${new URLSearchParams({ q: item('claude').optimizedPrompt })}`,
    );

    const editor = within(claude).getByRole('textbox', { name: 'Claude optimized prompt (editable)' });
    await user.clear(editor);
    await user.paste('Mine now');
    await user.click(within(claude).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenLastCalledWith('Mine now');
    // Other cards keep their own text.
    expect(
      within(screen.getByRole('article', { name: 'ChatGPT' })).getByRole('textbox', {
        name: 'ChatGPT optimized prompt (editable)',
      }),
    ).toHaveValue(item('gpt').optimizedPrompt);

    await user.click(screen.getByRole('button', { name: 'Plain text' }));
    for (const model of ['gpt', 'claude', 'gemini'])
      expect(screen.getByTestId(`compare-output-${model}`).querySelector('[data-token]')).toBeNull();
  });
});
