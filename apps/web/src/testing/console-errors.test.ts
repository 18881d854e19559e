import { describe, expect, it } from 'vitest';
import { trapConsoleErrors } from './console-errors';

describe('trapConsoleErrors', () => {
  it('fails with every message logged while it was set', () => {
    const trap = trapConsoleErrors();
    console.error('Warning: each child in a list should have a unique %s prop.', '"key"');
    console.error(new Error('boom'));
    expect(() => trap.release()).toThrow(
      /console.error was called during the test:\nWarning: each child in a list should have a unique "key" prop\.\n---\nError: boom/,
    );
  });

  it('passes when nothing was logged', () => {
    const trap = trapConsoleErrors();
    console.info('not an error');
    expect(() => trap.release()).not.toThrow();
  });
});
