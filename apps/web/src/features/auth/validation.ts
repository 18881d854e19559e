import { isValidMobileNumber, LIMITS, MESSAGES } from '@promptsmith/contract';
import { passwordError } from '@/lib/password';

/** Client-side checks mirror the contract's messages; the server checks again (and more). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  return EMAIL_SHAPE.test(email.trim()) ? null : MESSAGES.invalidEmail;
}

export { passwordError };

export function mobileError(mobile: string): string | null {
  if (mobile.trim() === '') return null;
  return isValidMobileNumber(mobile) ? null : MESSAGES.invalidMobile;
}

export function codeError(code: string): string | null {
  return new RegExp(`^\\d{${LIMITS.resetCodeLength}}$`).test(code.trim()) ? null : MESSAGES.invalidCode;
}

export interface SignupValues {
  name: string;
  email: string;
  mobileNumber: string;
  password: string;
  confirmPassword: string;
}

export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.nameRequired;
  const email = emailError(values.email);
  if (email) errors.email = email;
  const mobile = mobileError(values.mobileNumber);
  if (mobile) errors.mobileNumber = mobile;
  const password = passwordError(values.password);
  if (password) errors.password = password;
  if (values.password !== values.confirmPassword) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}
