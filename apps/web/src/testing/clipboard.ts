import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * jsdom has no clipboard. Copy-feedback tests run on fake timers and click with fireEvent:
 * user-event and Testing Library's async helpers wait on real timers that a fake clock never
 * fires, so the clock would have to drift with wall time and timing checks would get loose.
 */
export function stubClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** Moves the fake clock and lets React apply what the timers did. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}
