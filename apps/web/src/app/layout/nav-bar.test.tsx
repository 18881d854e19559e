import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '@/testing/render';
import { NavBar } from './nav-bar';

beforeEach(() =>
  // The theme toggle asks for the OS colour scheme; jsdom has no matchMedia.
  vi.stubGlobal(
    'matchMedia',
    () =>
      ({
        matches: false,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('NavBar mobile menu', () => {
  it('closes on Esc and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NavBar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu');
    expect(menu).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NavBar links', () => {
  it('shows History and Profile to a signed-in user', () => {
    renderWithProviders(<NavBar />, { user: testUser() });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history');
    expect(within(main).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it('shows Sign In and no History to a visitor', () => {
    renderWithProviders(<NavBar />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
