import { TransformRequest, TransformResponse } from '@promptsmith/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PlaygroundRoute from './playground';
import { FakeEventStream, serve, serveLlmStatus } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';

describe('the Playground for a visitor', () => {
  it('optimizes with the built-in engine, asks for no history, and shows what an account adds', async () => {
    // Run both under the result asks which models there are (none, and a visitor).
    serveLlmStatus();
    const served = serve('post', '/api/transform', { request: TransformRequest }, () => {
      const stream = new FakeEventStream(TransformResponse);
      stream.done({
        optimizedPrompt: 'You are a poet. Write a haiku about rain.',
        model: 'gpt',
        engine: 'builtin',
        rationale: [],
        questions: [],
        warnings: [],
        durationMs: 3,
      });
      return stream.response();
    });
    const user = userEvent.setup();
    renderWithProviders(<PlaygroundRoute />, { url: '/playground' });
    expect(screen.getByRole('heading', { name: 'Keep your prompts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('heading', { name: 'Recent prompts' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Your prompt' }), 'haiku about rain');
    await user.click(screen.getByRole('button', { name: 'Transform Prompt' }));
    await waitFor(() =>
      expect(screen.getByTestId('optimized-output')).toHaveTextContent(
        'You are a poet. Write a haiku about rain.',
      ),
    );
    expect(served.requests).toEqual([{ prompt: 'haiku about rain', model: 'gpt' }]);
  });
});
