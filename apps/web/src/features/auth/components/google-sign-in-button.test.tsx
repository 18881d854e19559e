import { AuthConfigResponse, GoogleNonceResponse, MESSAGES } from '@promptsmith/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import LoginPage from '../login-page';
import SignupPage from '../signup-page';

afterEach(() => {
  delete window.google;
});

function serveConfig(googleClientId: string | null) {
  return serve('get', '/api/auth/config', { response: AuthConfigResponse }, () => ({ googleClientId }));
}

describe('Google sign-in', () => {
  it.each([
    ['/login', <LoginPage key="login" />],
    ['/signup', <SignupPage key="signup" />],
  ])('%s shows no Google button, no "or" and no apology when Google is not configured', async (url, page) => {
    serveConfig(null);
    const { queryClient } = renderWithProviders(page, { url });
    // The server has answered and the screen has rendered with its answer.
    await waitFor(() => expect(queryClient.getQueryState(['auth', 'config'])?.status).toBe('success'));
    expect(screen.queryByRole('button', { name: /google/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/google/i)).not.toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.googleNotConfigured)).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('shows the divider and Google’s own button when it is configured', async () => {
    serveConfig('client-123.apps.googleusercontent.com');
    serve('post', '/api/auth/google/nonce', { response: GoogleNonceResponse }, () => ({ nonce: 'n-1' }));
    const initialize = vi.fn();
    const renderButton = vi.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.textContent = 'Continue with Google';
      parent.append(button);
    });
    window.google = { accounts: { id: { initialize, renderButton, disableAutoSelect: vi.fn() } } };
    renderWithProviders(<LoginPage />, { url: '/login' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('or')).toBeInTheDocument();
    expect(initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'client-123.apps.googleusercontent.com', nonce: 'n-1' }),
    );
  });
});
