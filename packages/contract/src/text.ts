import { LIMITS } from './messages';

/**
 * Small text rules shared by the server's schemas and the web app's form checks. No zod here,
 * so the web app's first-load bundle can use them.
 */

/** Directional embeddings and isolates (U+202A–U+202E, U+2066–U+2069): they make a name display as other text. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/** The digits of a typed mobile number: spaces, dashes, dots and brackets people type are ignored. */
export function mobileDigits(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/**
 * 6 to 15 digits, and still at least 6 once trunk zeros are dropped: "000000" is not a number
 * (it would be stored as the bare country code and block everyone else who typed zeros).
 */
export function isValidMobileNumber(value: string): boolean {
  const digits = mobileDigits(value);
  const { mobileMinDigits: min, mobileMaxDigits: max } = LIMITS;
  return new RegExp(`^\\d{${min},${max}}$`).test(digits) && digits.replace(/^0+/, '').length >= min;
}
