import { LIMITS, stripBidiControls } from '@promptsmith/contract';
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
  /** `nonce`: the value this sign-in attempt asked Google to put in the token. */
  verify(idToken: string, nonce: string): Promise<GoogleVerification>;
}

/** Only Google's own algorithm: this rejects `alg: none` and HS256 key-confusion tokens. */
const ALGORITHMS = ['RS256'];
const CLOCK_TOLERANCE_SECONDS = 5;
/** Google's ID tokens live an hour; one issued longer ago (or in the future) is not fresh. */
const MAX_TOKEN_AGE = '1h';

/**
 * Verifies a Google Identity Services ID token: signature against Google's JWKS, `aud` is
 * exactly our client id (jose would accept an array merely containing it), `iss` is Google,
 * `exp`/`iat`/`nbf` against the injected clock with `iat` at most an hour old, and `nonce` is
 * the one issued for this attempt. Everything the app learns about the user comes from the
 * verified payload, never from the request body.
 */
export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleVerifier {
  const keys = options.keys ?? createRemoteJwks({ url: options.jwksUrl, now: options.now });
  return {
    async verify(idToken, nonce) {
      try {
        const { payload } = await jwtVerify(idToken, keys, {
          algorithms: ALGORITHMS,
          audience: options.clientId,
          issuer: options.issuers,
          currentDate: options.now(),
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          maxTokenAge: MAX_TOKEN_AGE,
          requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        });
        if (payload.aud !== options.clientId) {
          return { ok: false, reason: 'invalid', detail: 'aud is not exactly our client id' };
        }
        if (payload.nonce !== nonce) {
          return { ok: false, reason: 'invalid', detail: 'nonce does not belong to this sign-in attempt' };
        }
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
            name:
              typeof payload.name === 'string'
                ? stripBidiControls(payload.name).trim().slice(0, LIMITS.nameMax)
                : undefined,
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
