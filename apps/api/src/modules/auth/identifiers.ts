import { type CountryCode, isValidMobileNumber } from '@promptsmith/contract';

/**
 * Canonical form of a mobile number: "+<country code><national digits>" with trunk zeros
 * dropped, so "07911 123456" and "7911123456" under +44 are the same account.
 */
export function canonicalMobile(countryCode: CountryCode, digits: string): string {
  const national = digits.replace(/\D/g, '').replace(/^0+/, '');
  return `${countryCode}${national}`;
}

export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'mobile'; e164: string };

/**
 * What the login form's single field holds: an email (it has an @), a mobile number under the
 * chosen country code, or a full +number. Returns null when it cannot be either.
 */
export function parseLoginIdentifier(
  value: string,
  countryCode: CountryCode | undefined,
): LoginIdentifier | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return { kind: 'email', email: trimmed.toLowerCase() };
  const digits = trimmed.replace(/[\s\-().]/g, '');
  if (/^\+\d{7,18}$/.test(digits)) return { kind: 'mobile', e164: `+${digits.slice(1)}` };
  if (!isValidMobileNumber(digits) || !countryCode) return null;
  return { kind: 'mobile', e164: canonicalMobile(countryCode, digits) };
}

/** The throttling key for an identifier: the same for every spelling of one account. */
export function identifierKey(value: string, countryCode: CountryCode | undefined): string {
  const parsed = parseLoginIdentifier(value, countryCode);
  if (!parsed) return `raw:${value.trim().toLowerCase().slice(0, 64)}`;
  return parsed.kind === 'email' ? `email:${parsed.email}` : `mobile:${parsed.e164}`;
}
