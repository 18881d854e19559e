import {
  JudgeRequest,
  JudgeResponse,
  LLM_PROVIDERS_DOC_URL,
  RunRequest,
  RunResponse,
} from '@promptsmith/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventStream, serve, serveLlmStatus } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import { RunBoth } from './run-both';

const PROPS = {
  original: 'poem about cats',
  optimized: 'You are a poet. Write a poem about cats.',
  model: 'gpt',
} as const;

const usage = { inputTokens: 12, outputTokens: 30, totalTokens: 42 };

const scores = (n: number) => ({ goal: n, constraints: n, format: n, correctness: n, concision: n });

const JUDGED = {
  judge: 'anthropic:claude-3-haiku-20240307',
  verdict: 'improved',
  answers: [
    {
      id: 'original',
      scores: scores(2),
      overall: 2,
      wins: 0,
      suggestion: 'needs-work',
      reasons: [],
      unfollowedInstruction: 'Rhyme',
    },
    {
      id: 'optimized',
      scores: scores(5),
      overall: 5,
      wins: 1,
      suggestion: 'best',
      reasons: ['It rhymes.'],
      unfollowedInstruction: null,
    },
  ],
  reasons: ['It rhymes.'],
  unfollowedInstruction: 'Rhyme',
  comparisons: 2,
  usage: { inputTokens: 20, outputTokens: 20, totalTokens: 40 },
  durationMs: 5,
} satisfies JudgeResponse;

describe('Run both', () => {
  it('says no model is configured and links to the README, without calling anything', async () => {
    serveLlmStatus();
    renderWithProviders(<RunBoth {...PROPS} />, { user: testUser() });
    const button = await screen.findByRole('button', { name: 'Run both (no model configured)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/No model is configured for ChatGPT/);
    expect(screen.getByRole('link', { name: /How to add a provider/ })).toHaveAttribute(
      'href',
      LLM_PROVIDERS_DOC_URL,
    );
  });

  it('asks a visitor to sign in first', async () => {
    serveLlmStatus({
      models: { gpt: 'openai:gpt-4.1-nano' },
      judge: 'openai:gpt-4.1-nano',
      access: 'sign-in-required',
    });
    renderWithProviders(<RunBoth {...PROPS} />);
    expect(await screen.findByRole('button', { name: 'Run both (sign in first)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('streams both answers side by side with tokens and time, then shows the judged verdict', async () => {
    serveLlmStatus({
      models: { gpt: 'openai:gpt-4.1-nano' },
      judge: 'anthropic:claude-3-haiku-20240307',
      access: 'allowed',
    });
    const runs = serve('post', '/api/run', { request: RunRequest }, (body) => {
      const stream = new FakeEventStream(RunResponse);
      const answer = body.prompt === PROPS.original ? 'Cats nap.' : 'Cats nap in sunny laps.';
      stream.runDelta(answer.slice(0, 4));
      stream.runDelta(answer.slice(4));
      stream.done({ model: 'gpt', provider: 'openai:gpt-4.1-nano', answer, usage, durationMs: 1500 });
      return stream.response();
    });
    const judged = serve(
      'post',
      '/api/judge',
      { request: JudgeRequest, response: JudgeResponse },
      () => JUDGED,
    );
    renderWithProviders(<RunBoth {...PROPS} />, { user: testUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'Run both' }));
    expect(await screen.findByTestId('run-answer-original')).toHaveTextContent('Cats nap.');
    expect(screen.getByTestId('run-answer-optimized')).toHaveTextContent('Cats nap in sunny laps.');
    expect(runs.requests).toEqual(
      expect.arrayContaining([
        { prompt: PROPS.original, model: 'gpt' },
        { prompt: PROPS.optimized, model: 'gpt' },
      ]),
    );
    const figures = screen.getAllByTestId('run-figures');
    expect(figures).toHaveLength(2);
    expect(figures[0]).toHaveTextContent('42 tokens (12 in, 30 out) · 1.5 s · openai:gpt-4.1-nano');

    await userEvent.click(screen.getByRole('button', { name: 'Judge the answers' }));
    const verdict = await screen.findByTestId('judge-verdict');
    expect(within(verdict).getByText('Improved')).toBeInTheDocument();
    expect(verdict).toHaveTextContent('Judged by anthropic:claude-3-haiku-20240307');
    expect(verdict).toHaveTextContent('Instruction not followed: Rhyme');
    expect(within(verdict).getByText('It rhymes.')).toBeInTheDocument();
    await waitFor(() => expect(judged.requests).toHaveLength(1));
    expect(judged.requests[0]).toEqual({
      task: PROPS.original,
      answers: [
        { id: 'original', text: 'Cats nap.', model: 'gpt' },
        { id: 'optimized', text: 'Cats nap in sunny laps.', model: 'gpt' },
      ],
    });
  });
});
