import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';

afterEach(() => vi.useRealTimers());

describe('CopyButton', () => {
  it("copies and reads 'Copied' for 2 s, then 'Copy' again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<CopyButton text="hello" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('hello');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1_900);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('restarts the 2 s when copied again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<CopyButton text="hello" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    await user.click(screen.getByRole('button', { name: 'Copied' }));
    await act(async () => {
      vi.advanceTimersByTime(1_500);
    });
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('is disabled while there is nothing to copy', () => {
    render(<CopyButton text="" />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });
});
