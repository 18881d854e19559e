import { type HistoryEntry, HistoryEntry as HistoryEntrySchema } from '@promptsmith/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, serve } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import HistoryEntryPage from './history-entry-page';

const ID = '00000000-0000-4000-8000-000000000001';
const COMPARISON: HistoryEntry = {
  id: ID,
  kind: 'compare',
  prompt: 'Name my bakery\nIt sells sourdough in Lisbon',
  models: ['gpt', 'claude'],
  results: [
    {
      model: 'gpt',
      optimizedPrompt: '# Role\nYou are a brand namer.',
      engine: 'builtin',
      rationale: [{ change: 'Added a role', rule: 'Give the model a persona', source: 'OpenAI guide' }],
      mark: true,
    },
    {
      model: 'claude',
      optimizedPrompt: '<task>Name a bakery</task>',
      engine: 'builtin',
      rationale: [],
      mark: false,
    },
  ],
  createdAt: '2030-01-01T10:00:00.000Z',
};

/** As the app's router mounts it: the id comes from the path. */
function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/history/:id" element={<HistoryEntryPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { url: `/history/${ID}`, user: testUser() },
  );
}

describe('HistoryEntryPage', () => {
  it('shows the prompt and each saved result with its mark', async () => {
    serve('get', '/api/history/:id', { response: HistoryEntrySchema }, () => COMPARISON);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Name my bakery' })).toBeInTheDocument();
    expect(screen.getByText(/Comparison for ChatGPT and Claude/)).toBeInTheDocument();
    expect(screen.getByTestId('saved-prompt')).toHaveTextContent('It sells sourdough in Lisbon');
    const gpt = screen.getByRole('region', { name: 'ChatGPT' });
    expect(within(gpt).getByText('Best')).toBeInTheDocument();
    expect(within(gpt).getByTestId('saved-output')).toHaveTextContent('You are a brand namer.');
    expect(within(gpt).getByText('What changed (1)')).toBeInTheDocument();
    const claude = screen.getByRole('region', { name: 'Claude' });
    expect(within(claude).getByText('Needs Work')).toBeInTheDocument();
  });

  it('says plainly when the entry does not exist (or is someone else’s)', async () => {
    serve('get', '/api/history/:id', {}, () => apiError(404, 'NOT_FOUND', 'History entry not found'));
    render();
    expect(await screen.findByText('This entry does not exist or was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to history' })).toHaveAttribute('href', '/history');
  });

  it('deletes the entry after confirming and goes back to the list', async () => {
    serve('get', '/api/history/:id', { response: HistoryEntrySchema }, () => COMPARISON);
    const deleted: unknown[] = [];
    serve('delete', '/api/history/:id', {}, (_body, { params }) => {
      deleted.push(params.id);
      return new HttpResponse(null, { status: 204 });
    });
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'));
    expect(deleted).toEqual([ID]);
  });

  it('re-runs a comparison in Compare', async () => {
    serve('get', '/api/history/:id', { response: HistoryEntrySchema }, () => COMPARISON);
    const user = userEvent.setup();
    const { router } = render();
    await user.click(await screen.findByRole('button', { name: 'Re-run in Compare' }));
    expect(router.state.location.pathname).toBe('/compare');
  });
});
