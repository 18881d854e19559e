import { describe, expect, it } from 'vitest';
import { readAuthState, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it('returns local paths with their query and hash', () => {
    expect(safeRedirectPath('/templates?category=coding#top')).toBe('/templates?category=coding#top');
  });
  it('falls back to the playground for anything that could leave the site', () => {
    for (const from of [
      '//evil.example',
      '/\\evil.example',
      // Finding 11: the URL parser drops tabs and newlines, so these are //evil.example too.
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example/path',
      '/\\\t\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      42,
      undefined,
    ]) {
      expect(safeRedirectPath(from)).toBe('/playground');
    }
  });
  it('never returns to the auth screens', () => {
    expect(safeRedirectPath('/login')).toBe('/playground');
    expect(safeRedirectPath('/reset-password?x=1')).toBe('/playground');
    expect(safeRedirectPath('/loginhelp')).toBe('/loginhelp');
  });
});

describe('readAuthState', () => {
  it('keeps known string fields and the signed-out flag only', () => {
    expect(readAuthState({ from: '/compare', message: 'hi', otp: 123, extra: 'x', signedOut: true })).toEqual(
      {
        from: '/compare',
        message: 'hi',
        signedOut: true,
      },
    );
    expect(readAuthState(null)).toEqual({});
  });
});
