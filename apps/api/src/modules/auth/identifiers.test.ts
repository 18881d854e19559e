import { describe, expect, it } from 'vitest';
import { canonicalMobile, identifierKey, parseLoginIdentifier } from './identifiers';

describe('canonicalMobile', () => {
  it('keeps digits only and drops trunk zeros', () => {
    expect(canonicalMobile('+44', '07911 123-456')).toBe('+447911123456');
    expect(canonicalMobile('+1', '(415) 555-0101')).toBe('+14155550101');
  });
});

describe('parseLoginIdentifier', () => {
  it('reads an email (anything with @), lower-cased', () => {
    expect(parseLoginIdentifier('  Ada@Example.COM ', '+1')).toEqual({
      kind: 'email',
      email: 'ada@example.com',
    });
  });
  it('reads a national number under the chosen country code', () => {
    expect(parseLoginIdentifier('415 555 0101', '+1')).toEqual({ kind: 'mobile', e164: '+14155550101' });
  });
  it('reads a full +number without a country code', () => {
    expect(parseLoginIdentifier('+44 7911 123456', undefined)).toEqual({
      kind: 'mobile',
      e164: '+447911123456',
    });
  });
  it('gives up on a national number without a code, or on junk', () => {
    expect(parseLoginIdentifier('4155550101', undefined)).toBeNull();
    expect(parseLoginIdentifier('12345', '+1')).toBeNull();
    // Trunk zeros alone are no number (they would all mean the bare country code).
    expect(parseLoginIdentifier('000000', '+44')).toBeNull();
    expect(parseLoginIdentifier('not a thing', '+1')).toBeNull();
  });
});

describe('identifierKey', () => {
  it('is the same for every spelling of one account', () => {
    expect(identifierKey('ADA@example.com', undefined)).toBe(identifierKey('ada@example.com ', '+1'));
    expect(identifierKey('07911 123456', '+44')).toBe(identifierKey('+447911123456', undefined));
  });
});
