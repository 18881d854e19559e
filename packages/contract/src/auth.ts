import { z } from 'zod';
import { COUNTRY_CODE_VALUES } from './country-codes';
import { LIMITS, MESSAGES } from './messages';
import { isValidMobileNumber, mobileDigits, stripBidiControls } from './text';

const trimmed = z.string().trim();

/** `"api"` asks for the session token in the reply even from a browser-like client. */
const ApiClientSchema = z.literal('api').optional();

export const EmailSchema = trimmed
  .max(LIMITS.emailMax, MESSAGES.invalidEmail)
  .pipe(z.email({ message: MESSAGES.invalidEmail }))
  .transform((email) => email.toLowerCase());

/** One password rule everywhere (see README deviations: replaces the spec's 6/6/8). */
export const PasswordSchema = z
  .string({ message: 'Password is required' })
  .min(LIMITS.passwordMin, MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, MESSAGES.passwordTooLong);

export const CountryCodeSchema = z.enum(COUNTRY_CODE_VALUES);

/** Digits only, 6-15 of them (6 without trunk zeros); typed spaces, dashes, dots and brackets are ignored. */
export const MobileNumberSchema = z
  .string()
  .transform(mobileDigits)
  .pipe(z.string().refine(isValidMobileNumber, MESSAGES.invalidMobile));

/** Bidi controls are dropped: a name must not display as something else (e.g. reversed). */
export const NameSchema = z
  .string()
  .transform(stripBidiControls)
  .pipe(trimmed.min(1, MESSAGES.nameRequired).max(LIMITS.nameMax));

export const PublicUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  role: z.string().nullable(),
  photoURL: z.string().nullable(),
  createdAt: z.string(),
  hasPassword: z.boolean(),
  /** The owner confirmed the address (mailed code or Google); until then no LLM use or Google link. */
  emailVerified: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const SignupRequest = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  mobileNumber: z
    .union([z.literal(''), z.null(), MobileNumberSchema])
    .optional()
    .transform((v) => (v ? v : undefined)),
  countryCode: CountryCodeSchema.optional(),
});
export type SignupRequest = z.input<typeof SignupRequest>;

export const LoginRequest = z.strictObject({
  emailOrMobile: trimmed.min(1, 'Please enter your email or mobile number').max(LIMITS.emailMax),
  password: z
    .string()
    .min(1, 'Please enter your password')
    .max(LIMITS.passwordMax * 4),
  countryCode: CountryCodeSchema.optional(),
  rememberMe: z.boolean().optional(),
  client: ApiClientSchema,
});
export type LoginRequest = z.input<typeof LoginRequest>;

/**
 * `token` is for API clients only (requests without the browser's Sec-Fetch-* headers, or with
 * `"client": "api"`): a browser keeps its session in the HttpOnly cookie, out of scripts' reach.
 */
export const AuthSuccessResponse = z.object({
  token: z.string().optional(),
  user: PublicUser,
  message: z.string(),
});
export type AuthSuccessResponse = z.infer<typeof AuthSuccessResponse>;

export const MeResponse = z.object({ user: PublicUser });
export type MeResponse = z.infer<typeof MeResponse>;
export const SessionResponse = z.object({ user: PublicUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const SocialLoginRequest = z.strictObject({
  provider: z.literal('google'),
  /** Google Identity Services ID token: the only thing the server trusts. */
  credential: z.string().min(1).max(8_192),
  // The spec's display fields may come too; they are never trusted.
  name: z.string().max(LIMITS.nameMax).optional(),
  email: z.string().max(LIMITS.emailMax).optional(),
  uid: z.string().max(256).optional(),
  photoURL: z.string().max(2_048).optional(),
  rememberMe: z.boolean().optional(),
  client: ApiClientSchema,
});
export type SocialLoginRequest = z.input<typeof SocialLoginRequest>;

export const UpdateProfileRequest = z.strictObject({ name: NameSchema });
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;
export const UpdateProfileResponse = z.object({ user: PublicUser, message: z.string() });
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponse>;

export const ChangePasswordRequest = z.strictObject({
  currentPassword: z
    .string()
    .min(1, MESSAGES.currentPasswordRequired)
    .max(LIMITS.passwordMax * 4),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const VerifyEmailRequest = z.strictObject({ email: EmailSchema });
export type VerifyEmailRequest = z.input<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = z.object({ exists: z.boolean(), message: z.string() });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

export const ResetCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.resetCodeLength}}$`), MESSAGES.invalidCode);

export const VerifyOtpRequest = z.strictObject({ email: EmailSchema, otp: ResetCodeSchema });
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequest>;
export const VerifyOtpResponse = z.object({ verified: z.boolean(), message: z.string() });
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

export const ResetPasswordRequest = z.strictObject({
  email: EmailSchema,
  otp: ResetCodeSchema,
  newPassword: PasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** Confirms the signed-in user's email address with the code mailed at sign-up (or resent). */
export const ConfirmEmailRequest = z.strictObject({ code: ResetCodeSchema });
export type ConfirmEmailRequest = z.input<typeof ConfirmEmailRequest>;
export const ConfirmEmailResponse = z.object({ user: PublicUser, message: z.string() });
export type ConfirmEmailResponse = z.infer<typeof ConfirmEmailResponse>;

/**
 * A Google sign-in attempt: the nonce goes into Google's ID token; its secret stays in an
 * HttpOnly cookie, so only this browser can redeem that token, and only once.
 */
export const GoogleNonceResponse = z.object({ nonce: z.string() });
export type GoogleNonceResponse = z.infer<typeof GoogleNonceResponse>;

export const AuthConfigResponse = z.object({ googleClientId: z.string().nullable() });
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;
