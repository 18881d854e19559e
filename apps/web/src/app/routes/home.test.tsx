import { type PublicUser, type Testimonial, TestimonialListResponse } from '@promptsmith/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { apiError, serve } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import HomeRoute from './home';

const approved = (id: string, content: string): Testimonial => ({
  id,
  content,
  author: 'Api Author',
  role: null,
  rating: 4,
  createdAt: '2030-01-01T00:00:00.000Z',
});

function renderHome(user: PublicUser | null = null) {
  return renderWithProviders(<HomeRoute />, { user });
}

function serveApproved(testimonials: Testimonial[] = []) {
  return serve('get', '/api/testimonials', { response: TestimonialListResponse }, () => ({ testimonials }));
}

/** Lets the query's promise settle under fake timers. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const slideLabel = () => screen.getByRole('group', { name: /of \d+$/ }).getAttribute('aria-label');
const cardTexts = () =>
  within(screen.getByRole('group', { name: /of \d+$/ }))
    .getAllByTestId('testimonial-card')
    .map((c) => c.querySelector('blockquote p')?.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  serveApproved();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomePage hero', () => {
  it('shows the hero texts; Try it now opens the Playground, also for visitors', async () => {
    renderHome();
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Master the art of AI prompting');
    expect(screen.getByRole('link', { name: 'Try it now' })).toHaveAttribute('href', '/playground');
    expect(screen.getByRole('link', { name: 'Browse templates' })).toHaveAttribute('href', '/templates');
    const supported = within(screen.getByRole('list', { name: 'Supports' })).getAllByRole('listitem');
    expect(supported.map((item) => item.textContent)).toEqual([
      'ChatGPT',
      'Claude',
      'Gemini',
      'DeepSeek',
      'Mistral',
      'Meta Llama',
    ]);
    for (const item of supported)
      expect(item.innerHTML).toMatch(/<svg[^>]*data-assistant-mark=.*<(path|ellipse|line|rect) /);
    for (const title of ['Prompt Playground', 'Compare Across Assistants', 'Ready-Made Templates']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('New templates are added regularly.')).toBeInTheDocument();
  });

  it('sends signed-in users to /playground', async () => {
    renderHome(testUser({ id: 'u1' }));
    await settle();
    expect(screen.getByRole('link', { name: 'Try it now' })).toHaveAttribute('href', '/playground');
  });

  it('flips the card at 0.8 s, back at 2 s, and on click', async () => {
    renderHome();
    const card = screen.getByTestId('hero-card');
    const flip = screen.getByRole('button', { name: 'Flip the example card' });
    expect(card).toHaveAttribute('data-flipped', 'false');
    await advance(799);
    expect(card).toHaveAttribute('data-flipped', 'false');
    await advance(1);
    expect(card).toHaveAttribute('data-flipped', 'true');
    expect(flip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('hero-card-front')).toHaveAttribute('aria-hidden', 'true');
    await advance(1_200);
    expect(card).toHaveAttribute('data-flipped', 'false');
    fireEvent.click(flip);
    expect(card).toHaveAttribute('data-flipped', 'true');
    fireEvent.click(flip);
    expect(card).toHaveAttribute('data-flipped', 'false');
  });

  it('a click before the automatic flip cancels it', async () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Flip the example card' }));
    await advance(3_000);
    expect(screen.getByTestId('hero-card')).toHaveAttribute('data-flipped', 'true');
  });
});

describe('HomePage testimonial carousel', () => {
  it('shows the five built-in testimonials three per slide and advances every 5 s, wrapping', async () => {
    renderHome();
    await settle();
    expect(slideLabel()).toBe('1 of 2');
    expect(cardTexts()).toHaveLength(3);
    await advance(4_999);
    expect(slideLabel()).toBe('1 of 2');
    await advance(1);
    expect(slideLabel()).toBe('2 of 2');
    expect(cardTexts()).toHaveLength(2);
    await advance(5_000);
    expect(slideLabel()).toBe('1 of 2');
  });

  it('moves with previous/next and dots, wrapping both ways', async () => {
    renderHome();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(slideLabel()).toBe('2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(slideLabel()).toBe('1 of 2');
    const dot2 = screen.getByRole('button', { name: 'Show testimonials slide 2 of 2' });
    fireEvent.click(dot2);
    expect(slideLabel()).toBe('2 of 2');
    expect(dot2).toHaveAttribute('aria-current', 'true');
  });

  it('pauses while hovered or focused', async () => {
    renderHome();
    await settle();
    const carousel = screen.getByTestId('testimonial-carousel');
    fireEvent.mouseEnter(carousel);
    await advance(12_000);
    expect(slideLabel()).toBe('1 of 2');
    fireEvent.mouseLeave(carousel);
    await advance(5_000);
    expect(slideLabel()).toBe('2 of 2');

    fireEvent.focus(screen.getByRole('button', { name: 'Next testimonials' }));
    await advance(12_000);
    expect(slideLabel()).toBe('2 of 2');
    expect(screen.getByRole('group', { name: /of 2$/ }).parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('does not advance by itself under prefers-reduced-motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    renderHome();
    await settle();
    await advance(20_000);
    expect(slideLabel()).toBe('1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(slideLabel()).toBe('2 of 2');
  });

  it('adds approved testimonials after the built-in ones and shows markup as text', async () => {
    serveApproved([approved('a1', '<img src=x onerror="window.__pwned=1">Hello <b>there</b>')]);
    renderHome();
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(cardTexts()).toContain('<img src=x onerror="window.__pwned=1">Hello <b>there</b>');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('Api Author')).toBeInTheDocument();
    // No role: the default label.
    expect(screen.getAllByText('Promptsmith user').length).toBeGreaterThan(0);
  });

  it('adds the signed-in user’s own stored submissions once, even when also approved', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userTestimonials,
      JSON.stringify([
        {
          id: 'a1',
          userId: 'u1',
          content: 'Approved and mine',
          author: 'Api Author',
          role: null,
          rating: 4,
          date: '',
        },
        { id: 'p1', userId: 'u1', content: 'Still pending', author: 'Me', role: null, rating: 5, date: '' },
        { id: 'o1', userId: 'u2', content: 'Someone else', author: 'Other', role: null, rating: 5, date: '' },
      ]),
    );
    serveApproved([approved('a1', 'Approved and mine')]);
    renderHome(testUser({ id: 'u1' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(slideLabel()).toBe('2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(cardTexts()).toEqual(['Still pending']);
    expect(screen.getByText('Your submission')).toBeInTheDocument();
    expect(screen.queryByText('Someone else')).toBeNull();
  });

  it('keeps the built-in testimonials when the API fails', async () => {
    serve('get', '/api/testimonials', {}, () => apiError(503, 'SERVICE_UNAVAILABLE', 'Down for a moment'));
    renderHome();
    await settle();
    expect(slideLabel()).toBe('1 of 2');
  });
});

describe('HomePage testimonial links', () => {
  it('are hidden from visitors', async () => {
    renderHome();
    await settle();
    expect(screen.queryByRole('link', { name: 'Share your testimonial' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add your testimonial' })).toBeNull();
  });

  it('link signed-in users to /profile; Add your testimonial opens its testimonials tab', async () => {
    renderHome(testUser({ id: 'u1' }));
    await settle();
    expect(screen.getByRole('link', { name: 'Share your testimonial' })).toHaveAttribute('href', '/profile');
    const add = screen.getByRole('link', { name: 'Add your testimonial' });
    expect(add).toHaveAttribute('href', '/profile');
    fireEvent.click(add);
    expect(localStorage.getItem(STORAGE_KEYS.activeProfileTab)).toBe('testimonials');
  });
});
