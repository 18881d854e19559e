import { createHash, randomBytes } from 'node:crypto';

/**
 * A Google sign-in attempt is bound to the browser that started it: the browser keeps a random
 * secret in an HttpOnly cookie, and Google puts the secret's hash in the ID token as `nonce`.
 * Anyone can read the nonce in a token; only the holder of the cookie can show the secret
 * behind it, so a token lifted from elsewhere cannot be redeemed by another client.
 */
export function newGoogleAttempt(): { secret: string; nonce: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, nonce: googleNonce(secret) };
}

export function googleNonce(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Lives as long as a Google ID token may be used (see MAX_TOKEN_AGE in google.ts). */
export const GOOGLE_ATTEMPT_TTL_SECONDS = 60 * 60;

export function googleAttemptCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? '__Host-ps_google_attempt' : 'ps_google_attempt';
}
