import { AuthConfigResponse, AuthSuccessResponse, LoginRequest } from '@promptsmith/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, serve } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import LoginPage from './login-page';

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const signIn = () => screen.getByRole('button', { name: 'Sign In' });

function serveLogin() {
  return serve('post', '/api/auth/login', { request: LoginRequest, response: AuthSuccessResponse }, () => ({
    token: 't',
    user: testUser(),
    message: 'Login successful! Redirecting...',
  }));
}

beforeEach(() => {
  serve('get', '/api/auth/config', { response: AuthConfigResponse }, () => ({ googleClientId: null }));
});

describe('LoginPage', () => {
  it('signs in, says so, and goes where the user was heading after the spec’s pause', async () => {
    const served = serveLogin();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginPage />, { url: '/login', state: { from: '/compare' } });
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(signIn());
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    expect(signIn()).toBeDisabled();
    expect(served.requests).toEqual([
      { emailOrMobile: 'ada@example.com', password: 'correct horse battery', rememberMe: false },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare'));
  });

  it('opens with the address from sign-up filled in and the password focused, then goes to the Playground', async () => {
    const served = serveLogin();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LoginPage />, {
      url: '/login',
      state: { message: 'Account created successfully! Please log in.', email: 'new@example.com' },
    });
    expect(screen.getByText('Account created successfully! Please log in.')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('new@example.com');
    expect(field('Password')).toHaveFocus();
    await user.keyboard('correct horse battery{Enter}');
    await screen.findByText('Login successful! Redirecting...');
    expect(served.requests).toEqual([
      { emailOrMobile: 'new@example.com', password: 'correct horse battery', rememberMe: true },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/playground'));
  });

  it('keeps where the visitor came from on the way to sign-up', () => {
    renderWithProviders(<LoginPage />, { url: '/login', state: { from: '/playground' } });
    expect(field('Email')).toHaveValue('');
    expect(field('Password')).not.toHaveFocus();
    expect(screen.getByRole('link', { name: 'Become a Wizard' })).toHaveAttribute('href', '/signup');
  });

  it('signs in by mobile number with its country code', async () => {
    const served = serveLogin();
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { url: '/login' });
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    await user.type(field('Mobile number'), '4155550101');
    await user.type(field('Password'), 'correct horse battery');
    await user.click(signIn());
    await screen.findByText('Login successful! Redirecting...');
    expect(served.requests).toEqual([
      { emailOrMobile: '4155550101', password: 'correct horse battery', rememberMe: true, countryCode: '+1' },
    ]);
  });

  it('shows the server’s message for wrong credentials, and clears it when switching method', async () => {
    serve('post', '/api/auth/login', { request: LoginRequest }, () =>
      apiError(401, 'INVALID_CREDENTIALS', 'Invalid email/mobile or password'),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { url: '/login' });
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'wrong password');
    await user.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email/mobile or password');
    expect(signIn()).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Mobile' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error /auth/callback handed over until the next attempt', async () => {
    serve('post', '/api/auth/login', { request: LoginRequest }, () =>
      apiError(429, 'RATE_LIMITED', 'Too many failed sign-in attempts.'),
    );
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { url: '/login', state: { error: 'Access denied by Google' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied by Google');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'whatever it is');
    await user.click(signIn());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-in attempts.'),
    );
  });

  it('sends a signed-in user straight to the playground', async () => {
    const { router } = renderWithProviders(<LoginPage />, { url: '/login', user: testUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/playground'));
  });
});
