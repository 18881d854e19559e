import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Copied to clipboard', { tone: 'success' })}>
      Copy
    </button>
  );
}

describe('ToastProvider', () => {
  it('shows a toast once the lazily loaded viewport arrives', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    // Nothing of Radix is mounted before the first toast (it is a separate chunk).
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect((await screen.findAllByText('Copied to clipboard')).length).toBeGreaterThan(0);
  });
});
