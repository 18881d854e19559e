import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { compareErrorMessage } from './compare-error';
import { pressMark, toggleMark } from './marks';

describe('toggleMark', () => {
  it('sets an unmarked result to the pressed mark', () => {
    expect(toggleMark(null, true)).toBe(true);
    expect(toggleMark(null, false)).toBe(false);
  });

  it('unmarks when the active mark is pressed again', () => {
    expect(toggleMark(true, true)).toBeNull();
    expect(toggleMark(false, false)).toBeNull();
  });

  it('switches between Best and Needs Work', () => {
    expect(toggleMark(true, false)).toBe(false);
    expect(toggleMark(false, true)).toBe(true);
  });
});

describe('compareErrorMessage', () => {
  it("uses the server's message", () => {
    expect(compareErrorMessage(new ApiError(429, 'Too many requests.', 'RATE_LIMITED'))).toBe(
      'Too many requests.',
    );
    expect(compareErrorMessage(new ApiError(500, 'Provider down', 'INTERNAL'))).toBe('Provider down');
  });

  it('falls back when the server failed without a message', () => {
    expect(compareErrorMessage(new ApiError(502, '', 'SERVICE_UNAVAILABLE'))).toBe(
      'Failed to compare across assistants',
    );
    expect(compareErrorMessage(new ApiError(500, '', 'INTERNAL'))).toBe(
      'Failed to compare across assistants',
    );
  });

  it('falls back further when there was no usable reply at all', () => {
    expect(compareErrorMessage(new ApiError(0, '', 'SERVICE_UNAVAILABLE'))).toBe(
      'Failed to generate comparison. Please try again.',
    );
    expect(compareErrorMessage(new TypeError('x'))).toBe('Failed to generate comparison. Please try again.');
  });
});

describe('pressMark', () => {
  it('keeps Best single-choice: a new Best unmarks the previous one', () => {
    expect(pressMark({ gpt: true, claude: false }, 'gemini', true)).toEqual({
      marks: { gpt: null, claude: false, gemini: true },
      changes: [
        { model: 'gemini', mark: true },
        { model: 'gpt', mark: null },
      ],
    });
  });

  it('leaves other marks alone for Needs Work and for unmarking', () => {
    expect(pressMark({ gpt: true, claude: false }, 'gemini', false).changes).toEqual([
      { model: 'gemini', mark: false },
    ]);
    expect(pressMark({ gpt: true, claude: true }, 'gpt', true)).toEqual({
      marks: { gpt: null, claude: true },
      changes: [{ model: 'gpt', mark: null }],
    });
  });
});
