import type { CompareResponse, CompareResultItem, StreamDelta } from '@promptsmith/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { compareAcross } from './api/compare';
import { saveMarks } from './api/marks';
import ComparePage from './compare-page';

vi.mock('./api/compare', () => ({ compareAcross: vi.fn() }));
vi.mock('./api/marks', () => ({ saveMarks: vi.fn() }));

const compare = vi.mocked(compareAcross);
const save = vi.mocked(saveMarks);

const item = (model: CompareResultItem['model']): CompareResultItem => ({
  model,
  optimizedPrompt: `Optimized for ${model}`,
  engine: 'builtin',
  rationale: [],
});
const response = (models: CompareResultItem['model'][]): CompareResponse => ({
  results: models.map(item),
  durationMs: 5,
  historyId: 'entry-1',
});

const promptBox = () => screen.getByRole('textbox', { name: 'Your prompt' });
const compareButton = () => screen.getByRole('button', { name: 'Compare Across Assistants' });
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  compare.mockReset();
  save.mockReset();
  save.mockResolvedValue({} as never);
});

describe('ComparePage', () => {
  it('selects ChatGPT, Claude and Gemini by default', () => {
    render(<ComparePage />);
    for (const name of ['ChatGPT', 'Claude', 'Gemini'])
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    for (const name of ['DeepSeek', 'Mistral', 'Meta Llama']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
  });

  it('disables the button without a prompt or without an assistant, with the spec message', async () => {
    const user = userEvent.setup();
    render(<ComparePage />);
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
    const user = userEvent.setup();
    render(<ComparePage />);
    await user.type(promptBox(), '  ');
    await user.click(compareButton());
    expect(screen.getAllByText('Please enter a prompt to compare').length).toBeGreaterThan(0);
    expect(compare).not.toHaveBeenCalled();
  });

  it('streams into one card per assistant, then shows the results', async () => {
    let finish: (value: CompareResponse) => void = () => {};
    let onDelta: (delta: StreamDelta) => void = () => {};
    compare.mockImplementation((_request, options) => {
      onDelta = options.onDelta;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    render(<ComparePage />);
    await user.type(promptBox(), 'cats');
    await user.click(screen.getByRole('checkbox', { name: 'Gemini' }));
    await user.click(screen.getByRole('checkbox', { name: 'DeepSeek' }));
    await user.click(compareButton());

    expect(screen.getByRole('button', { name: 'Comparing across assistants...' })).toBeDisabled();
    expect(compare).toHaveBeenCalledWith(
      { prompt: 'cats', models: ['gpt', 'claude', 'deepseek'] },
      expect.anything(),
    );
    expect(screen.getAllByRole('article')).toHaveLength(3);
    act(() => onDelta({ model: 'claude', text: 'Partial' }));
    expect(screen.getByTestId('compare-output-claude')).toHaveTextContent('Partial');

    await act(async () => finish(response(['gpt', 'claude', 'deepseek'])));
    expect(screen.getByTestId('compare-output-deepseek')).toHaveTextContent('Optimized for deepseek');
    expect(within(card('ChatGPT')).getByText('Built-in engine')).toBeInTheDocument();
  });

  it('toggles Best / Needs Work marks and saves them to the history entry', async () => {
    compare.mockResolvedValue(response(['gpt', 'claude', 'gemini']));
    const user = userEvent.setup();
    render(<ComparePage />);
    await user.type(promptBox(), 'cats');
    await user.click(compareButton());
    const gpt = await screen.findByRole('article', { name: 'ChatGPT' });
    const best = within(gpt).getByRole('button', { name: 'Best' });
    const needsWork = within(gpt).getByRole('button', { name: 'Needs Work' });

    await user.click(best);
    expect(best).toHaveAttribute('aria-pressed', 'true');
    expect(within(gpt).getByText('Best Response')).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith('entry-1', [{ model: 'gpt', mark: true }]);

    await user.click(needsWork);
    expect(best).toHaveAttribute('aria-pressed', 'false');
    expect(needsWork).toHaveAttribute('aria-pressed', 'true');
    expect(within(gpt).getByText('Needs Improvement')).toBeInTheDocument();
    expect(save).toHaveBeenLastCalledWith('entry-1', [{ model: 'gpt', mark: false }]);

    await user.click(needsWork);
    expect(needsWork).toHaveAttribute('aria-pressed', 'false');
    expect(save).toHaveBeenLastCalledWith('entry-1', [{ model: 'gpt', mark: null }]);
    // Other cards are independent.
    expect(within(card('Claude')).getByRole('button', { name: 'Best' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('reverts a mark the server refused', async () => {
    compare.mockResolvedValue(response(['gpt']));
    save.mockRejectedValueOnce(new ApiError(404, 'History entry not found', 'NOT_FOUND'));
    const user = userEvent.setup();
    render(<ComparePage />);
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
    compare.mockResolvedValue(response(['gpt', 'claude', 'gemini']));
    const user = userEvent.setup();
    render(<ComparePage />);
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
      new ApiError(429, 'Too many requests. Please wait a moment and try again.', 'RATE_LIMITED'),
      'Too many requests. Please wait a moment and try again.',
    ],
    [new ApiError(502, 'Request failed (502)', 'HTTP_ERROR'), 'Failed to compare across assistants'],
    [new ApiError(0, '', 'STREAM_INCOMPLETE'), 'Failed to generate comparison. Please try again.'],
  ])('shows errors in a red alert: %s', async (error, message) => {
    compare.mockRejectedValue(error);
    const user = userEvent.setup();
    render(<ComparePage />);
    await user.type(promptBox(), 'cats');
    await user.click(compareButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
