import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, stubClipboard } from '@/testing/clipboard';
import { renderWithProviders, testUser } from '@/testing/render';
import { TEMPLATES } from '@promptsmith/contract';
import TemplatesPage from './templates-page';

const renderPage = () => renderWithProviders(<TemplatesPage />, { url: '/templates', user: testUser() });

const cards = () => screen.queryAllByRole('article');

afterEach(() => vi.useRealTimers());

describe('TemplatesPage', () => {
  it('shows the heading, subtitle and all 40 templates by default', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Prompt Templates' })).toBeInTheDocument();
    expect(
      screen.getByText('Ready-to-use expert prompt templates for different AI assistants and use cases'),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(40);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });

  it('shows each card with its category, agents, title, description, Copy and Use Template', () => {
    renderPage();
    const card = screen.getByRole('article', { name: 'Code Explainer' });
    const template = TEMPLATES.find((t) => t.title === 'Code Explainer')!;
    expect(within(card).getByText('Coding')).toBeInTheDocument();
    expect(within(card).getByText(template.description)).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(template.agents.length);
    expect(within(card).getByRole('button', { name: 'Copy Code Explainer' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Use Template Code Explainer' })).toHaveAttribute(
      'href',
      `/playground?template=${encodeURIComponent(template.content)}`,
    );
  });

  it('filters by category and by agents, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Writing' }));
    expect(cards()).toHaveLength(TEMPLATES.filter((t) => t.use === 'writing').length);
    await user.click(screen.getByRole('checkbox', { name: 'DeepSeek' }));
    expect(cards()).toHaveLength(0);
    expect(
      screen.getByText('No templates match your current filters. Try adjusting your selections.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Claude' }));
    expect(cards()).toHaveLength(
      TEMPLATES.filter(
        (t) => t.use === 'writing' && (t.agents.includes('deepseek') || t.agents.includes('claude')),
      ).length,
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(40);
  });

  it("shows 'Template copied to clipboard!' for 3 s after Copy", async () => {
    vi.useFakeTimers();
    const writeText = stubClipboard();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Copy Blog Post Generator' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith(TEMPLATES.find((t) => t.title === 'Blog Post Generator')!.content);
    expect(screen.getByText('Template copied to clipboard!')).toBeInTheDocument();
    await advance(2_999);
    expect(screen.getByText('Template copied to clipboard!')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Template copied to clipboard!')).not.toBeInTheDocument();
  });

  it('searches titles, descriptions and prompt text as the user types', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search templates' });
    const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);
    const haystack = (t: (typeof TEMPLATES)[number]) =>
      `${t.title} ${t.description} ${t.content}`.toLowerCase();
    await user.click(search);
    await user.paste('Explainer');
    expect(titles()).toEqual(TEMPLATES.filter((t) => haystack(t).includes('explainer')).map((t) => t.title));
    expect(titles()).toContain('Code Explainer');
    // Every word counts, wherever it is: here in the prompt's text ("[PASTE CODE HERE]").
    await user.clear(search);
    await user.paste('paste code here');
    const expected = TEMPLATES.filter((t) => ['paste', 'code', 'here'].every((w) => haystack(t).includes(w)));
    expect(expected.some((t) => !/paste/i.test(`${t.title} ${t.description}`))).toBe(true);
    expect(titles()).toEqual(expected.map((t) => t.title));
    expect(screen.getByText(`Showing ${expected.length} of 40 templates`)).toHaveAttribute('role', 'status');
  });

  it('counts the templates of each category, following the search and the assistants', async () => {
    const user = userEvent.setup();
    renderPage();
    const coding = screen.getByRole('radio', { name: 'Coding' });
    const codingCount = TEMPLATES.filter((t) => t.use === 'coding').length;
    expect(coding).toHaveAccessibleDescription(`${codingCount} templates`);
    expect(screen.getByRole('radio', { name: 'All' })).toHaveAccessibleDescription('40 templates');
    expect(coding.closest('label')).toHaveTextContent(`Coding${codingCount}`);

    await user.click(screen.getByRole('checkbox', { name: 'DeepSeek' }));
    const deepseekCoding = TEMPLATES.filter(
      (t) => t.use === 'coding' && t.agents.includes('deepseek'),
    ).length;
    expect(coding).toHaveAccessibleDescription(`${deepseekCoding} templates`);
    await user.click(screen.getByRole('searchbox', { name: 'Search templates' }));
    await user.paste('zzzz-nothing');
    for (const name of ['All', 'Coding', 'Writing']) {
      expect(screen.getByRole('radio', { name })).toHaveAccessibleDescription('0 templates');
    }
  });

  it('says when nothing matches and clears search and filters from there', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Analysis' }));
    await user.click(screen.getByRole('searchbox', { name: 'Search templates' }));
    await user.paste('no such words anywhere');
    expect(cards()).toHaveLength(0);
    const summary = screen.getByTestId('templates-summary');
    expect(within(summary).getByRole('status')).toHaveTextContent(
      'No templates match your current filters. Try adjusting your selections.',
    );
    await user.click(within(summary).getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(40);
    expect(screen.getByRole('searchbox', { name: 'Search templates' })).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(within(summary).queryByRole('button')).not.toBeInTheDocument();
  });
});
