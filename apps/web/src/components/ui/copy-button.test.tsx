import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, stubClipboard } from '@/testing/clipboard';
import { CopyButton } from './copy-button';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  // Let the clipboard write resolve.
  await act(async () => {});
}

describe('CopyButton', () => {
  it("copies and reads 'Copied' for 2 s, then 'Copy' again", async () => {
    const writeText = stubClipboard();
    render(<CopyButton text="hello" />);
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(1_999);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('restarts the 2 s when copied again', async () => {
    stubClipboard();
    render(<CopyButton text="hello" />);
    await press('Copy');
    await advance(1_500);
    await press('Copied');
    await advance(1_999);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('keeps both labels laid out, so its width does not change, and names only the shown one', async () => {
    stubClipboard();
    render(<CopyButton text="hello" />);
    const button = screen.getByRole('button', { name: 'Copy' });
    expect(button).toHaveTextContent('CopyCopied');
    await press('Copy');
    expect(button).toHaveAccessibleName('Copied');
    expect(button).toHaveTextContent('CopyCopied');
  });

  it('is disabled while there is nothing to copy', () => {
    render(<CopyButton text="" />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });
});
