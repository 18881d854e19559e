import { UserTemplate, UserTemplateInput, UserTemplateListResponse } from '@promptsmith/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { serve } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import { MyTemplates } from './my-templates';

/**
 * The template form is loaded on demand (it is not part of the Templates page's first load):
 * what the user sees after New template and Edit must be the same as when it was bundled.
 */
const saved: UserTemplate = {
  id: 'tpl-1',
  title: 'Weekly status update',
  description: 'A short update for the team on Fridays',
  use: 'business',
  agents: ['claude'],
  tags: ['work', 'weekly'],
  content: 'Write a weekly status update for [TEAM] covering wins, blockers and next steps.',
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

function serveList(items: UserTemplate[]) {
  return serve('get', '/api/templates/mine', { response: UserTemplateListResponse }, () => ({ items }));
}

const renderMine = () =>
  renderWithProviders(<MyTemplates matches={() => true} onCopy={() => undefined} />, {
    url: '/templates',
    user: testUser(),
  });

describe('MyTemplates with the form loaded on demand', () => {
  // Vitest compiles the lazily imported module on first use, which on a loaded machine takes
  // longer than a query's wait; the browser has it preloaded on hover or focus instead.
  beforeAll(async () => {
    await import('./template-form');
  }, 120_000);

  it('shows no form until New template is chosen', async () => {
    serveList([]);
    renderMine();
    expect(await screen.findByText(/No templates of your own yet/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New template' })).toBeInTheDocument();
  });

  it('New template opens an empty form with its fields and Save template', async () => {
    serveList([]);
    renderMine();
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save template' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
  });

  it('Cancel closes the new form and brings New template back', async () => {
    serveList([]);
    renderMine();
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New template' })).toBeInTheDocument();
  });

  it('saves a new template with what was typed', async () => {
    serveList([]);
    const created = serve(
      'post',
      '/api/templates/mine',
      { request: UserTemplateInput, response: UserTemplate },
      (body) => ({
        ...saved,
        ...body,
        id: 'tpl-2',
      }),
    );
    renderMine();
    await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Meeting notes');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Prompt' }),
      'Summarise these meeting notes into actions.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await vi.waitFor(() => expect(created.requests).toHaveLength(1));
    expect(created.requests[0]).toMatchObject({
      title: 'Meeting notes',
      content: 'Summarise these meeting notes into actions.',
    });
  });

  it('Edit opens the form filled with the template, titled after it', async () => {
    serveList([saved]);
    renderMine();
    const card = await screen.findByRole('article', { name: 'Weekly status update' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit Weekly status update' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Weekly status update');
    expect(screen.getByText('Edit “Weekly status update”')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('work, weekly');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
