import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, randomBytes } from 'node:crypto';
import { type Database } from '../db/client';
import { sessions, type UserRow, users } from '../db/schema';
import { AppError, unauthorized } from '../lib/app-error';
import { isAllowedOrigin } from '../lib/network';
import { createSessionCache } from './session-cache';

/**
 * Under https the cookie carries the `__Host-` prefix: browsers then accept it only with
 * Secure, Path=/ and no Domain, so no sibling subdomain can plant or shadow it.
 */
export function sessionCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? '__Host-ps_session' : 'ps_session';
}
const PERSISTENT_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const BROWSER_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Writing last_used_at on every request would turn each read into a write. */
const TOUCH_INTERVAL_MS = 60_000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CurrentSession {
  user: UserRow;
  tokenHash: string;
  via: 'cookie' | 'bearer';
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** Who sent the request: set for /api/ requests with a live session, else null. */
    session: CurrentSession | null;
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionService {
  create(
    reply: FastifyReply,
    userId: string,
    options: { persistent: boolean; userAgent: string | undefined },
  ): Promise<string>;
  /** Ends one session (logout) and drops the cookie. */
  revoke(reply: FastifyReply, tokenHash: string): Promise<void>;
  /** Ends one session, leaving the cookie alone (a new session is about to replace it). */
  revokeToken(tokenHash: string): Promise<void>;
  /** Ends every session of a user, optionally keeping one (the caller's); `tx` joins a transaction. */
  revokeAllForUser(userId: string, keepTokenHash?: string, tx?: Database): Promise<void>;
  /** Tells the browser to drop the session cookie. */
  clearCookie(reply: FastifyReply): void;
  /** After a change to a user's row: the next request reads it again (see session-cache.ts). */
  forgetUser(userId: string): void;
}

/**
 * Resolves the session of every /api/ request (cookie or bearer token) into `request.session`,
 * guards cookie-authenticated writes against cross-site requests, and decorates `app.sessions`
 * to create and end sessions.
 */
export const sessionsPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const { now } = app;
    const { publicUrl, allowedHosts } = app.config;
    // A session unused for this long is over, whatever its absolute expiry (SESSION_IDLE_DAYS).
    const { idleTimeoutMs } = app.config.sessions;
    const secureCookie = publicUrl.startsWith('https://');
    const cookieName = sessionCookieName(publicUrl);
    const sameOrigin = (origin: string) => isAllowedOrigin(origin, publicUrl, allowedHosts);

    app.decorateRequest('session', null);
    // Prepared once: every signed-in request runs it, so neither Drizzle nor the server should
    // build or plan it again each time.
    const lookup = db
      .select({ user: users, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
        ),
      )
      .limit(1)
      .prepare('session_lookup');
    // Only where this process sees every revocation: see session-cache.ts.
    const cache = app.database.kind === 'pglite' ? createSessionCache<UserRow>() : null;

    function clearCookie(reply: FastifyReply): void {
      void reply.clearCookie(cookieName, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
      });
    }

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const cookie = request.cookies[cookieName];
      const token = bearer ?? cookie;
      if (!token || token.length > 200) return;
      if (!bearer && UNSAFE_METHODS.has(request.method)) {
        assertSameOrigin(request, sameOrigin);
        assertJsonBody(request);
      }
      const tokenHash = hashToken(token);
      const t = now();
      const idleSince = new Date(t.getTime() - idleTimeoutMs);
      let row = cache?.get(tokenHash, t.getTime());
      if (row && row.lastUsedAt <= idleSince) row = undefined;
      if (!row) {
        const generation = cache?.generation() ?? 0;
        const [found] = await lookup.execute({
          tokenHash,
          now: t.toISOString(),
          idleSince: idleSince.toISOString(),
        });
        if (!found) return;
        row = { ...found, cachedAt: t.getTime() };
        cache?.set(tokenHash, row, generation);
      }
      request.session = { user: row.user, tokenHash, via: bearer ? 'bearer' : 'cookie' };
      if (t.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        row.lastUsedAt = t;
        await db.update(sessions).set({ lastUsedAt: t }).where(eq(sessions.tokenHash, tokenHash));
      }
    });

    async function revokeToken(tokenHash: string): Promise<void> {
      cache?.forgetToken(tokenHash);
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      // Again after the delete: a look-up may have re-read the row while it was in flight.
      cache?.forgetToken(tokenHash);
    }

    app.decorate('sessions', {
      async create(reply, userId, { persistent, userAgent }) {
        const token = randomBytes(32).toString('base64url');
        const t = now();
        // Expired and idle rows are dead weight; each sign-in sweeps the user's own.
        const idleSince = new Date(t.getTime() - idleTimeoutMs);
        await db
          .delete(sessions)
          .where(
            and(
              eq(sessions.userId, userId),
              or(lte(sessions.expiresAt, t), lte(sessions.lastUsedAt, idleSince)),
            ),
          );
        await db.insert(sessions).values({
          tokenHash: hashToken(token),
          userId,
          persistent,
          userAgent: userAgent?.slice(0, 512) ?? null,
          createdAt: t,
          lastUsedAt: t,
          expiresAt: new Date(t.getTime() + (persistent ? PERSISTENT_TTL_MS : BROWSER_SESSION_TTL_MS)),
        });
        void reply.setCookie(cookieName, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie,
          // No maxAge: a browser-session cookie, gone when the browser closes.
          ...(persistent ? { maxAge: PERSISTENT_TTL_MS / 1000 } : {}),
        });
        return token;
      },
      async revoke(reply, tokenHash) {
        await revokeToken(tokenHash);
        clearCookie(reply);
      },
      revokeToken,
      async revokeAllForUser(userId, keepTokenHash, tx = db) {
        // Also drops the kept session's entry: its user row (password hash) is changing too.
        cache?.forgetUser(userId);
        await tx
          .delete(sessions)
          .where(
            keepTokenHash
              ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
              : eq(sessions.userId, userId),
          );
      },
      clearCookie,
      forgetUser: (userId) => cache?.forgetUser(userId),
    } satisfies SessionService);
  },
  { name: 'sessions', dependencies: ['config', 'clock', 'database', '@fastify/cookie'] },
);

/**
 * A cookie rides along on cross-site requests; a state change must come from our own pages.
 * Browsers send Sec-Fetch-Site (modern) or Origin; non-browser clients send neither. The Origin
 * is compared with our own list (PUBLIC_URL, ALLOWED_HOSTS), never with the Host the request
 * names: after DNS rebinding, an attacker's page is "same-origin" with whatever Host it sends.
 */
function assertSameOrigin(request: FastifyRequest, sameOrigin: (origin: string) => boolean): void {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
    throw new AppError(403, 'CSRF_REJECTED', 'Cross-site request rejected');
  }
  const origin = request.headers.origin;
  if (typeof origin === 'string' && !sameOrigin(origin)) {
    throw new AppError(403, 'CSRF_REJECTED', 'Cross-site request rejected');
  }
}

/**
 * HTML forms can post cross-site without a preflight only as urlencoded, multipart or
 * text/plain; a cookie-authenticated state change must carry JSON (or no body at all).
 */
function assertJsonBody(request: FastifyRequest): void {
  const type = request.headers['content-type'];
  const hasBody = type !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  if (!hasBody) return;
  if (typeof type !== 'string' || !/^application\/json\s*(;|$)/i.test(type)) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json');
  }
}

export function requireUser(request: FastifyRequest): CurrentSession {
  if (!request.session) throw unauthorized();
  return request.session;
}
