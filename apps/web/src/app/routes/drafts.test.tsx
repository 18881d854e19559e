import {
  type AssistantKey,
  CompareRequest,
  CompareResponse,
  HistoryListResponse,
  type PublicUser,
  TransformRequest,
  TransformResponse,
} from '@promptsmith/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import CompareRoute from './compare';
import PlaygroundRoute from './playground';
import { DRAFT_KEYS, drafts } from '@/lib/drafts';
import { RUN_ON_ARRIVAL } from '@/lib/run-on-arrival';
import { FakeEventStream, serve, serveLlmStatus } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';

const promptBox = () => screen.getByRole('textbox', { name: 'Your prompt' });

beforeEach(() => {
  // Run both under a result (Playground, Compare) asks which models there are.
  serveLlmStatus();
  serve('get', '/api/history', { response: HistoryListResponse }, () => ({ items: [], nextCursor: null }));
});

/** Opens a screen, lets the test work in it, then leaves it (navigation or reload). */
function visit(ui: React.ReactElement, url: string, user: PublicUser | null = testUser()) {
  return renderWithProviders(ui, { url, user });
}

/** The assistant picked earlier (Radix's select cannot be driven in jsdom; the e2e test picks it). */
function pickedBefore(model: AssistantKey, user = testUser()) {
  drafts.write(DRAFT_KEYS.playground, user.id, { prompt: '', model, fill: null, template: null });
}

describe('drafts survive leaving the screen', () => {
  it('keeps the Playground prompt and assistant', async () => {
    const user = userEvent.setup();
    pickedBefore('claude');
    const first = visit(<PlaygroundRoute />, '/playground');
    await user.type(promptBox(), 'write a limerick about tea');
    first.unmount();

    visit(<PlaygroundRoute />, '/playground');
    expect(promptBox()).toHaveValue('write a limerick about tea');
    expect(screen.getByRole('combobox', { name: 'Target assistant' })).toHaveTextContent('Claude');
  });

  it('keeps template fields filled in across a reload of the same template link', async () => {
    const user = userEvent.setup();
    const url = `/playground?template=${encodeURIComponent('Explain [TOPIC] simply')}`;
    const first = visit(<PlaygroundRoute />, url);
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'black holes');
    expect(promptBox()).toHaveValue('Explain black holes simply');
    first.unmount();

    visit(<PlaygroundRoute />, url);
    expect(promptBox()).toHaveValue('Explain black holes simply');
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('black holes');
  });

  it('lets a different template replace the draft, keeping the assistant', async () => {
    const user = userEvent.setup();
    pickedBefore('gemini');
    const first = visit(<PlaygroundRoute />, '/playground');
    await user.type(promptBox(), 'old idea');
    first.unmount();

    visit(<PlaygroundRoute />, `/playground?template=${encodeURIComponent('Summarise [TEXT]')}`);
    expect(promptBox()).toHaveValue('Summarise [TEXT]');
    expect(screen.getByRole('combobox', { name: 'Target assistant' })).toHaveTextContent('Gemini');
  });

  it('keeps the Compare prompt and assistants', async () => {
    const user = userEvent.setup();
    const first = visit(<CompareRoute />, '/compare');
    await user.type(promptBox(), 'plan a team offsite');
    const assistants = screen.getByRole('group', { name: 'AI assistants' });
    await user.click(within(assistants).getByRole('checkbox', { name: /Gemini/ }));
    await user.click(within(assistants).getByRole('checkbox', { name: /Mistral/ }));
    first.unmount();

    visit(<CompareRoute />, '/compare');
    expect(promptBox()).toHaveValue('plan a team offsite');
    const again = screen.getByRole('group', { name: 'AI assistants' });
    expect(within(again).getByRole('checkbox', { name: /Gemini/ })).not.toBeChecked();
    expect(within(again).getByRole('checkbox', { name: /Mistral/ })).toBeChecked();
    expect(within(again).getByRole('checkbox', { name: /ChatGPT/ })).toBeChecked();
  });

  it('does not show one account’s draft to another in the same tab', async () => {
    const user = userEvent.setup();
    const first = visit(<PlaygroundRoute />, '/playground', testUser({ id: 'alice' }));
    await user.type(promptBox(), "alice's secret plan");
    first.unmount();

    visit(<PlaygroundRoute />, '/playground', testUser({ id: 'bob' }));
    expect(promptBox()).toHaveValue('');
  });

  it('runs the draft once when History asks to re-run it, then forgets the request', async () => {
    const user = testUser();
    drafts.write(DRAFT_KEYS.playground, user.id, {
      prompt: 'summarise my notes',
      model: 'claude',
      fill: null,
      template: null,
    });
    const served = serve('post', '/api/transform', { request: TransformRequest }, () => {
      const stream = new FakeEventStream(TransformResponse);
      stream.done({
        optimizedPrompt: 'Summarise the notes below.',
        model: 'claude',
        engine: 'builtin',
        rationale: [],
        questions: [],
        warnings: [],
        durationMs: 3,
      });
      return stream.response();
    });
    const { router } = renderWithProviders(<PlaygroundRoute />, {
      url: '/playground',
      state: RUN_ON_ARRIVAL,
      user,
    });
    await waitFor(() =>
      expect(screen.getByTestId('optimized-output')).toHaveTextContent('Summarise the notes below.'),
    );
    expect(served.requests).toEqual([{ prompt: 'summarise my notes', model: 'claude' }]);
    expect(router.state.location.state).toBeNull();
  });

  it('runs a re-run comparison with its assistants', async () => {
    const user = testUser();
    drafts.write(DRAFT_KEYS.compare, user.id, { prompt: 'name my startup', models: ['gpt', 'gemini'] });
    const served = serve('post', '/api/compare', { request: CompareRequest }, () => {
      const stream = new FakeEventStream(CompareResponse);
      stream.done({ results: [], durationMs: 1 });
      return stream.response();
    });
    renderWithProviders(<CompareRoute />, { url: '/compare', state: RUN_ON_ARRIVAL, user });
    await waitFor(() => expect(served.requests).toHaveLength(1));
    expect(served.requests[0]).toEqual({ prompt: 'name my startup', models: ['gpt', 'gemini'] });
  });
});
