import {
  VerifyEmailRequest,
  VerifyEmailResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '@promptsmith/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, serve } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import ForgotPasswordPage from './forgot-password-page';

const sendCode = () => screen.getByRole('button', { name: 'Send Verification Code' });

function serveVerifyEmail() {
  return serve(
    'post',
    '/api/auth/verify-email',
    { request: VerifyEmailRequest, response: VerifyEmailResponse },
    ({ email }) =>
      email === 'ada@example.com'
        ? { exists: true, message: 'Verification code sent to your email' }
        : apiError(404, 'NOT_FOUND', 'No account with that address'),
  );
}

describe('ForgotPasswordPage', () => {
  it('mails a code, checks it, and opens the reset screen with email and code in router state', async () => {
    serveVerifyEmail();
    const check = serve(
      'post',
      '/api/auth/verify-otp',
      { request: VerifyOtpRequest, response: VerifyOtpResponse },
      ({ otp }) =>
        otp === '123456'
          ? { verified: true, message: 'Code verified' }
          : apiError(400, 'INVALID_CODE', 'Invalid verification code. Please try again.'),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(sendCode());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Verification code sent to your email: ada@example.com',
    );
    const code = screen.getByLabelText('Verification code');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code. Please try again.',
    );
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.state).toEqual({ email: 'ada@example.com', otp: '123456' });
    expect(check.requests).toEqual([
      { email: 'ada@example.com', otp: '654321' },
      { email: 'ada@example.com', otp: '123456' },
    ]);
  });

  it('says so in the spec’s words when no account has the address', async () => {
    serveVerifyEmail();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(sendCode());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No account found with this email address. Please check and try again.',
    );
  });

  it('checks the address before sending anything', async () => {
    const served = serveVerifyEmail();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'not an address');
    await user.click(sendCode());
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(served.requests).toEqual([]);
  });
});

describe('ForgotPasswordPage steps in the URL', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the code step and the address in the URL, so a reload stays on it', async () => {
    serveVerifyEmail();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(sendCode());
    await screen.findByLabelText('Verification code');
    expect(router.state.location.search).toBe('?step=code&email=ada%40example.com');
    // A fresh page on that URL (a reload) opens the code step for the same address.
    cleanup();
    renderWithProviders(<ForgotPasswordPage />, {
      url: '/forgot-password?step=code&email=ada%40example.com',
    });
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code we sent to ada@example.com.')).toBeInTheDocument();
    // The minute has not passed: the countdown survives the reload too.
    expect(screen.getByRole('button', { name: /^Resend code in \d+ s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('"I have a code" opens the code step without mailing another', async () => {
    const served = serveVerifyEmail();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'I have a code' }));
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(served.requests).toEqual([]);
    // No code was asked for here, so one can be asked for at once.
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(served.requests).toEqual([{ email: 'ada@example.com' }]));
    expect(await screen.findByRole('button', { name: 'Resend code in 60 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('asked again within the minute, goes on to the code step and counts down the server’s wait', async () => {
    serve('post', '/api/auth/verify-email', { request: VerifyEmailRequest }, () =>
      apiError(
        429,
        'RATE_LIMITED',
        'A code was sent a moment ago. Please wait a minute before asking for another one.',
        42,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(sendCode());
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We already sent a code to ada@example.com.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code in 42 s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
