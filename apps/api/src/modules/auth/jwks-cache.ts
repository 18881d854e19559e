import { createLocalJWKSet, errors, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';

/** `max-age` from a Cache-Control header, in seconds; null when absent or not cacheable. */
export function cacheMaxAgeSeconds(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  if (!maxAge) return null;
  const seconds = Number(maxAge.slice('max-age='.length));
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

export interface RemoteJwksOptions {
  url: string;
  now: () => Date;
  fetch?: typeof fetch;
  /** When the response says nothing about caching. */
  defaultTtlMs?: number;
  /** Upper bound, whatever the server says. */
  maxTtlMs?: number;
  /** An unknown `kid` refetches at most this often, so junk tokens cannot hammer Google. */
  refetchCooldownMs?: number;
  timeoutMs?: number;
}

export class JwksUnavailableError extends Error {}

/**
 * Google's signing keys, fetched on first use and kept as long as the response's
 * Cache-Control max-age allows (Google rotates keys and says how long each set is good for).
 * A token signed with a key we do not know triggers one early refetch (rotation), rate-limited.
 */
export function createRemoteJwks(options: RemoteJwksOptions): JWTVerifyGetKey {
  const doFetch = options.fetch ?? fetch;
  const defaultTtlMs = options.defaultTtlMs ?? 5 * 60_000;
  const maxTtlMs = options.maxTtlMs ?? 24 * 60 * 60_000;
  const cooldownMs = options.refetchCooldownMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 5_000;
  let cached: { resolve: JWTVerifyGetKey; expiresAt: number; fetchedAt: number } | undefined;
  let inflight: Promise<NonNullable<typeof cached>> | undefined;

  async function load(): Promise<NonNullable<typeof cached>> {
    let response: Response;
    try {
      response = await doFetch(options.url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new JwksUnavailableError(
        `JWKS fetch failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!response.ok) throw new JwksUnavailableError(`JWKS fetch answered ${response.status}`);
    const body = (await response.json().catch(() => null)) as JSONWebKeySet | null;
    if (!body || !Array.isArray(body.keys)) throw new JwksUnavailableError('JWKS response has no keys');
    const maxAge = cacheMaxAgeSeconds(response.headers.get('cache-control'));
    const ttl = Math.min(maxTtlMs, maxAge === null ? defaultTtlMs : maxAge * 1000);
    const t = options.now().getTime();
    return { resolve: createLocalJWKSet(body), expiresAt: t + ttl, fetchedAt: t };
  }

  function refresh(): Promise<NonNullable<typeof cached>> {
    inflight ??= load().then(
      (fresh) => {
        cached = fresh;
        inflight = undefined;
        return fresh;
      },
      (error: unknown) => {
        inflight = undefined;
        throw error;
      },
    );
    return inflight;
  }

  return async (header, token) => {
    const t = options.now().getTime();
    const current = cached && cached.expiresAt > t ? cached : await refresh();
    try {
      return await current.resolve(header, token);
    } catch (error) {
      const unknownKey = error instanceof errors.JWKSNoMatchingKey;
      if (!unknownKey || t - current.fetchedAt < cooldownMs) throw error;
      return (await refresh()).resolve(header, token);
    }
  };
}
