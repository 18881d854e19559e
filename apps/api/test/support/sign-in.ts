import { randomBytes } from 'node:crypto';
import { type FastifyInstance } from 'fastify';
import { sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/plugins/sessions';

export interface SignedInUser {
  id: string;
  token: string;
  /** Headers that authenticate a request as this user. */
  headers: { authorization: string };
}

/**
 * Creates a user and a live session straight in the database, so suites that need a signed-in
 * caller do not depend on the auth endpoints. The address counts as confirmed unless
 * `emailVerified: false` (an account fresh from sign-up).
 */
export async function signIn(
  app: FastifyInstance,
  name = 'Test User',
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<SignedInUser> {
  const { db } = app.database;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomBytes(4).toString('hex')}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ name, email, emailVerifiedAt: emailVerified ? new Date() : null })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    persistent: true,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  });
  return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
}
