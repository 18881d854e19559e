import { format } from 'node:util';
import { vi } from 'vitest';

/**
 * Collects console.error calls from now on; `release()` stops collecting and throws when there
 * were any. The web test setup wraps every test in one, so React's act() and key warnings, MSW's
 * unhandled requests and the app's own error logging fail the test that caused them.
 */
export function trapConsoleErrors(): { release(): void } {
  const logged: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
  });
  return {
    release() {
      spy.mockRestore();
      if (logged.length > 0) {
        throw new Error(`console.error was called during the test:\n${logged.join('\n---\n')}`);
      }
    },
  };
}
