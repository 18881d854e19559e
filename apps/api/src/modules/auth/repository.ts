import { eq } from 'drizzle-orm';
import { type Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserByMobile(db: Database, e164: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobileE164, e164)).limit(1);
  return row;
}

export async function findUserByGoogleSub(db: Database, sub: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row;
}

/** The row, locked until the transaction ends (decisions about it must not race). */
export async function lockUser(tx: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('users insert returned no row');
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<
    Pick<NewUser, 'name' | 'passwordHash' | 'googleSub' | 'photoUrl' | 'emailVerifiedAt' | 'updatedAt'>
  >,
): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/**
 * The unique index a failed insert collided with, or null for any other error. Drivers wrap
 * the PostgreSQL error differently (drizzle's DrizzleQueryError has it as `cause`).
 */
export function violatedUniqueIndex(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (e.code === '23505') {
      if (typeof e.constraint === 'string') return e.constraint;
      const named = typeof e.message === 'string' ? /"([^"]+)"/.exec(e.message)?.[1] : undefined;
      return named ?? 'unknown';
    }
    current = e.cause;
  }
  return null;
}
