import {
  ASSISTANT_LIST,
  HistoryListResponse,
  TestimonialListResponse,
  TransformRequest,
  TransformResponse,
} from '@promptsmith/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeEventStream, serve } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import CompareRoute from './compare';
import HomeRoute from './home';
import PlaygroundRoute from './playground';
import ProfileRoute from './profile';

// One vocabulary (issue 14, item 20): "assistant", never "agent"; "Sign Out", never "Logout".
const FORBIDDEN = /\bagents?\b|\blog ?out\b/i;

describe('one vocabulary', () => {
  it('the profile signs out with "Sign Out", and says neither "Logout" nor "agent"', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ProfileRoute />, { url: '/profile', user: testUser() });
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(FORBIDDEN);
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(screen.getByRole('button', { name: 'Sign out from all devices' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(FORBIDDEN);
  });

  it('the home page compares across assistants, not agents', () => {
    serve('get', '/api/testimonials', { response: TestimonialListResponse }, () => ({ testimonials: [] }));
    renderWithProviders(<HomeRoute />, { url: '/' });
    expect(screen.getByRole('heading', { name: 'Compare Across Assistants' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(FORBIDDEN);
  });
});

describe('model labels, shown the same way on the Playground and Compare', () => {
  it('the Playground names the model after the assistant, in the picker and on the result', async () => {
    serve('get', '/api/history', { response: HistoryListResponse }, () => ({ items: [], nextCursor: null }));
    serve('post', '/api/transform', { request: TransformRequest }, () => {
      const stream = new FakeEventStream(TransformResponse);
      stream.done({
        optimizedPrompt: 'You are a poet.',
        model: 'gpt',
        engine: 'builtin',
        rationale: [],
        questions: [],
        warnings: [],
        durationMs: 1,
      });
      return stream.response();
    });
    const user = userEvent.setup();
    renderWithProviders(<PlaygroundRoute />, { url: '/playground', user: testUser() });
    const picker = screen.getByRole('combobox', { name: 'Target assistant' });
    expect(picker).toHaveTextContent('ChatGPTGPT-4.1-nano');
    await user.type(screen.getByRole('textbox', { name: 'Your prompt' }), 'a poem');
    await user.click(screen.getByRole('button', { name: 'Transform Prompt' }));
    await screen.findByRole('textbox', { name: /editable/ });
    expect(screen.getAllByText('GPT-4.1-nano')).toHaveLength(2);
  });

  it('Compare describes each assistant chip by its model, as its result card does', () => {
    renderWithProviders(<CompareRoute />, { url: '/compare', user: testUser() });
    const group = screen.getByRole('group', { name: 'AI assistants' });
    for (const assistant of ASSISTANT_LIST) {
      const chip = within(group).getByRole('checkbox', { name: assistant.name });
      expect(chip).toHaveAccessibleDescription(assistant.modelLabel);
    }
  });
});
