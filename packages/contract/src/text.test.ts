import { describe, expect, it } from 'vitest';
import { NameSchema, SignupRequest } from './auth';
import { isValidMobileNumber, stripBidiControls } from './text';

describe('isValidMobileNumber', () => {
  it('wants 6 to 15 digits, at least 6 of them after trunk zeros', () => {
    expect(isValidMobileNumber('07911 123-456')).toBe(true);
    expect(isValidMobileNumber('(415) 555-0101')).toBe(true);
    for (const bad of ['000000', '0000000000', '012345', '12345', '1234567890123456', '12a456'])
      expect(isValidMobileNumber(bad), bad).toBe(false);
  });
});

describe('names', () => {
  it('lose bidi embeddings and isolates, which would make them display as other text', () => {
    expect(stripBidiControls('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j')).toBe(
      'abcdefghij',
    );
    expect(NameSchema.parse('  \u202EAda\u202C  ')).toBe('Ada');
    expect(NameSchema.safeParse('\u202E').success).toBe(false);
    expect(
      SignupRequest.safeParse({ name: 'A', email: 'a@b.co', password: 'x'.repeat(8), mobileNumber: '000000' })
        .success,
    ).toBe(false);
  });
});
