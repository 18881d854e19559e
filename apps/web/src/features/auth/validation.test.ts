import { MESSAGES } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { codeError, emailError, mobileError, passwordError, validateSignup } from './validation';

describe('auth form validation', () => {
  it('uses the contract messages', () => {
    expect(emailError('nope')).toBe(MESSAGES.invalidEmail);
    expect(emailError(' a@b.co ')).toBeNull();
    expect(codeError('12345')).toBe(MESSAGES.invalidCode);
    expect(codeError('123456')).toBeNull();
    expect(mobileError('')).toBeNull();
    expect(mobileError('12345')).toBe(MESSAGES.invalidMobile);
    expect(mobileError('(415) 555-0101')).toBeNull();
  });
  it('counts password length in characters, as the server does', () => {
    expect(passwordError('ab😀😀😀😀😀')).toBe(MESSAGES.passwordTooShort);
    expect(passwordError('ab😀😀😀😀😀😀')).toBeNull();
    expect(passwordError('x'.repeat(129))).toBe(MESSAGES.passwordTooLong);
  });
  it('reports every signup problem at once', () => {
    expect(
      validateSignup({
        name: ' ',
        email: 'x',
        mobileNumber: '1',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.invalidEmail,
      mobileNumber: MESSAGES.invalidMobile,
      password: MESSAGES.passwordTooShort,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
  });
});
