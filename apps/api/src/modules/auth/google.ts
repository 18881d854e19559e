import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { createRemoteJwks, JwksUnavailableError } from './jwks-cache';

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

export type GoogleVerification =
  | { ok: true; identity: GoogleIdentity }
  | { ok: false; reason: 'invalid'; detail: string }
  | { ok: false; reason: 'unavailable'; detail: string };

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
  now: () => Date;
  /** Pre-built key source (tests may pass a local one); otherwise the remote, cached JWKS. */
  keys?: JWTVerifyGetKey;
}

export interface GoogleVerifier {
  verify(idToken: string): Promise<GoogleVerification>;
}

/** Only Google's own algorithm: this rejects `alg: none` and HS256 key-confusion tokens. */
const ALGORITHMS = ['RS256'];
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Verifies a Google Identity Services ID token: signature against Google's JWKS, `aud` is our
 * client id, `iss` is Google, `exp`/`iat`/`nbf` against the injected clock. Everything the
 * app learns about the user comes from the verified payload, never from the request body.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleVerifier {
  const keys = options.keys ?? createRemoteJwks({ url: options.jwksUrl, now: options.now });
  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          algorithms: ALGORITHMS,
          audience: options.clientId,
          issuer: options.issuers,
          currentDate: options.now(),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const { sub, email } = payload;
        if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || !email.includes('@')) {
          return { ok: false, reason: 'invalid', detail: 'token lacks sub or email' };
        }
        // Older Google tokens carried "true" as a string.
        const verified = payload.email_verified === true || payload.email_verified === 'true';
        const picture =
          typeof payload.picture === 'string' && payload.picture.startsWith('https://')
            ? payload.picture
            : undefined;
        return {
          ok: true,
          identity: {
            sub,
            email: email.trim().toLowerCase(),
            emailVerified: verified,
            name: typeof payload.name === 'string' ? payload.name.trim().slice(0, 100) : undefined,
            picture: picture?.slice(0, 2_048),
          },
        };
      } catch (error) {
        if (error instanceof JwksUnavailableError)
          return { ok: false, reason: 'unavailable', detail: error.message };
        if (error instanceof errors.JOSEError)
          return { ok: false, reason: 'invalid', detail: `${error.code}: ${error.message}` };
        // Malformed input can surface as a plain TypeError; it is still the client's fault.
        return {
          ok: false,
          reason: 'invalid',
          detail: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
