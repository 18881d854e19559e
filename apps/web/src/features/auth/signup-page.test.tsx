import { AuthConfigResponse, MessageResponse, SignupRequest } from '@promptsmith/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError, serve } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import SignupPage from './signup-page';

const field = (name: string) => screen.getByLabelText(name, { exact: true });

beforeEach(() => {
  serve('get', '/api/auth/config', { response: AuthConfigResponse }, () => ({ googleClientId: null }));
});

describe('SignupPage', () => {
  it('reports every problem at once, focuses the first, and sends nothing', async () => {
    const served = serve(
      'post',
      '/api/auth/signup',
      { request: SignupRequest, response: MessageResponse },
      () => ({
        message: 'unexpected',
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />, { url: '/signup' });
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    await waitFor(() => expect(field('Full name')).toHaveFocus());
    // A corrected field stops showing its old error.
    await user.type(field('Password'), 'long enough now');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(served.requests).toEqual([]);
  });

  it('creates the account and sends the user to sign in with the server’s message', async () => {
    const served = serve(
      'post',
      '/api/auth/signup',
      { request: SignupRequest, response: MessageResponse },
      () => ({
        message: 'Account created successfully! Please log in.',
      }),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SignupPage />, { url: '/signup' });
    await user.type(field('Full name'), '  Ada Lovelace ');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Mobile number (optional)'), '7911 123456');
    await user.type(field('Password'), 'correct horse battery');
    await user.type(field('Confirm password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The login form opens with the address just registered.
    expect(router.state.location.state).toEqual({
      message: 'Account created successfully! Please log in.',
      email: 'ada@example.com',
    });
    expect(served.requests).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'correct horse battery',
        mobileNumber: '7911 123456',
        countryCode: '+1',
      },
    ]);
  });

  it('brings a visitor who came from the Playground back there after signing in', async () => {
    serve('post', '/api/auth/signup', { request: SignupRequest, response: MessageResponse }, () => ({
      message: 'Account created successfully! Please log in.',
    }));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SignupPage />, {
      url: '/signup',
      state: { from: '/playground' },
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await user.type(field('Full name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'correct horse battery');
    await user.type(field('Confirm password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      message: 'Account created successfully! Please log in.',
      email: 'ada@example.com',
      from: '/playground',
    });
  });

  it('shows the server’s refusal and lets the user try again', async () => {
    serve('post', '/api/auth/signup', { request: SignupRequest }, () =>
      apiError(409, 'CONFLICT', 'An account with this email already exists'),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />, { url: '/signup' });
    await user.type(field('Full name'), 'Ada');
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'correct horse battery');
    await user.type(field('Confirm password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });
});
