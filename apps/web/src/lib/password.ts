import { LIMITS, MESSAGES } from '@promptsmith/contract';

/** Length in characters (code points), the way the server counts. */
export function passwordError(password: string): string | null {
  const length = [...password].length;
  if (length < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  if (length > LIMITS.passwordMax) return MESSAGES.passwordTooLong;
  return null;
}
