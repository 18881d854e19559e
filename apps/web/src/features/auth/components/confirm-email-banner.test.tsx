import { ConfirmEmailRequest, ConfirmEmailResponse, MessageResponse } from '@promptsmith/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, serve } from '@/testing/fake-api';
import { renderWithProviders, testUser } from '@/testing/render';
import { ConfirmEmailBanner } from './confirm-email-banner';

const unconfirmed = testUser({ emailVerified: false });
const banner = () => screen.queryByRole('region', { name: 'Confirm your email address' });

describe('ConfirmEmailBanner', () => {
  it('is not there for visitors or for confirmed users', () => {
    const confirmed = renderWithProviders(<ConfirmEmailBanner />, { user: testUser() });
    expect(banner()).toBeNull();
    expect(confirmed.container).toBeEmptyDOMElement();
    confirmed.unmount();
    renderWithProviders(<ConfirmEmailBanner />);
    expect(banner()).toBeNull();
  });

  it('checks the code, shows the server’s refusal, resends, and goes away once confirmed', async () => {
    const confirm = serve(
      'post',
      '/api/auth/confirm-email',
      { request: ConfirmEmailRequest, response: ConfirmEmailResponse },
      ({ code }) =>
        code === '123456'
          ? {
              user: { ...unconfirmed, emailVerified: true },
              message: 'Thank you! Your email address is confirmed.',
            }
          : apiError(400, 'INVALID_CODE', 'Invalid verification code. Please try again.'),
    );
    const resend = serve('post', '/api/auth/confirm-email/resend', { response: MessageResponse }, () => ({
      message: 'We sent a new code to your email address.',
    }));
    const user = userEvent.setup();
    renderWithProviders(<ConfirmEmailBanner />, { user: unconfirmed });
    expect(banner()).toHaveTextContent('ada@example.com');
    const field = screen.getByLabelText('Confirmation code');

    // Letters are dropped as typed; five digits are not a code yet.
    await user.type(field, '12a345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid 6-digit verification code',
    );
    expect(confirm.requests).toEqual([]);

    await user.type(field, '9');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code. Please try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to your email address.')).toBeInTheDocument();
    expect(resend.requests).toHaveLength(1);
    expect(field).toHaveValue('');

    await user.type(field, '123456{Enter}');
    expect(await screen.findByText('Thank you! Your email address is confirmed.')).toBeInTheDocument();
    expect(banner()).toBeNull();
    expect(confirm.requests).toEqual([{ code: '123459' }, { code: '123456' }]);
  });
});
