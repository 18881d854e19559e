/** The 18 country calling codes the spec offers for mobile sign-in, in the spec's order. */
export const COUNTRY_CODES = [
  { code: '+1', label: 'US/Canada' },
  { code: '+44', label: 'UK' },
  { code: '+91', label: 'India' },
  { code: '+61', label: 'Australia' },
  { code: '+33', label: 'France' },
  { code: '+49', label: 'Germany' },
  { code: '+86', label: 'China' },
  { code: '+81', label: 'Japan' },
  { code: '+82', label: 'South Korea' },
  { code: '+7', label: 'Russia' },
  { code: '+55', label: 'Brazil' },
  { code: '+52', label: 'Mexico' },
  { code: '+27', label: 'South Africa' },
  { code: '+234', label: 'Nigeria' },
  { code: '+971', label: 'UAE' },
  { code: '+966', label: 'Saudi Arabia' },
  { code: '+65', label: 'Singapore' },
  { code: '+60', label: 'Malaysia' },
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number]['code'];

export const COUNTRY_CODE_VALUES = COUNTRY_CODES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export const DEFAULT_COUNTRY_CODE: CountryCode = '+1';
