/**
 * Every `code` an API error may carry. Kept apart from the zod schemas (errors.ts) so the web
 * app can read the list without bundling zod.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'GOOGLE_NOT_CONFIGURED',
  'INVALID_GOOGLE_TOKEN',
  'CSRF_REJECTED',
  'MISDIRECTED_REQUEST',
  'EMAIL_NOT_VERIFIED',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'LLM_NOT_CONFIGURED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
