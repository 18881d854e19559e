import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface TestKey {
  kid: string;
  privateKey: PrivateKey;
  publicJwk: JWK;
}

export async function createTestKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

/** A stand-in for https://www.googleapis.com/oauth2/v3/certs on loopback. */
export interface JwksServer {
  url: string;
  /** How many times the key set was fetched. */
  fetches: number;
  keys: JWK[];
  close(): Promise<void>;
}

export async function startJwksServer(
  keys: JWK[],
  cacheControl = 'public, max-age=3600',
): Promise<JwksServer> {
  const state = { fetches: 0, keys };
  const server: Server = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    state.fetches += 1;
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': cacheControl });
    response.end(JSON.stringify({ keys: state.keys }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    get fetches() {
      return state.fetches;
    },
    set fetches(n: number) {
      state.fetches = n;
    },
    get keys() {
      return state.keys;
    },
    set keys(k: JWK[]) {
      state.keys = k;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

export interface IdTokenClaims {
  sub: string;
  email: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  /** The sign-in attempt's nonce (POST /api/auth/google/nonce). */
  nonce?: string;
  aud?: string | string[];
  iss?: string;
  iat?: number;
  exp?: number;
}

/** An ID token shaped like Google's, signed with a test key. */
export function signIdToken(key: TestKey, claims: IdTokenClaims, now: Date): Promise<string> {
  const iat = claims.iat ?? Math.floor(now.getTime() / 1000);
  const { aud, iss, exp, ...rest } = claims;
  return new SignJWT({ email_verified: true, ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(iss ?? 'https://accounts.google.com')
    .setAudience(aud ?? 'test-client.apps.googleusercontent.com')
    .setIssuedAt(iat)
    .setExpirationTime(exp ?? iat + 3600)
    .sign(key.privateKey);
}
