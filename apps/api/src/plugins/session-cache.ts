/**
 * In-memory session look-ups, for PGlite only. A PGlite data directory belongs to one process,
 * so every sign-out, "sign out everywhere" and password change passes through this process and
 * drops its entries here at once. With PostgreSQL several instances share the sessions table and
 * one of them may revoke a session behind another's back, so there is no cache at all: each
 * request asks the database, and a logout on one instance holds on the others immediately.
 */
export interface CachedSession<User> {
  user: User;
  lastUsedAt: Date;
  expiresAt: Date;
  /** When the entry was read from the database (the caller's clock). */
  cachedAt: number;
}

export interface SessionCache<User> {
  get(tokenHash: string, nowMs: number): CachedSession<User> | undefined;
  /** Stores a look-up unless an invalidation happened since `generation` was read. */
  set(tokenHash: string, entry: CachedSession<User>, generation: number): void;
  /** Read before querying; see set(). */
  generation(): number;
  forgetToken(tokenHash: string): void;
  forgetUser(userId: string): void;
}

/** A backstop for user-row changes made by code that does not call forgetUser. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export function createSessionCache<User extends { id: string }>(): SessionCache<User> {
  const entries = new Map<string, CachedSession<User>>();
  // Bumped by every invalidation: a look-up that started before one must not store its
  // (possibly revoked) result afterwards.
  let generation = 0;
  return {
    get(tokenHash, nowMs) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (nowMs - entry.cachedAt > TTL_MS || nowMs < entry.cachedAt || entry.expiresAt.getTime() <= nowMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    set(tokenHash, entry, seen) {
      if (seen !== generation) return;
      // Map keeps insertion order: the oldest entry goes first when full.
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(tokenHash, entry);
    },
    generation: () => generation,
    forgetToken(tokenHash) {
      generation++;
      entries.delete(tokenHash);
    },
    forgetUser(userId) {
      generation++;
      for (const [hash, entry] of entries) if (entry.user.id === userId) entries.delete(hash);
    },
  };
}
