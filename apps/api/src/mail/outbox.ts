import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { type Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { type MailMessage } from './types';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Writes a message in the caller's transaction: it is sent if and only if the change that
 * caused it commits. Call `app.mail.kick()` after the commit so the worker sends it at once.
 * `at` is the app clock (injected in tests); without it the database clock decides.
 */
export async function enqueueMail(tx: Database, message: MailMessage, at?: Date): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ ...message, ...(at ? { nextAttemptAt: at, createdAt: at } : {}) })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row.id;
}

/**
 * Claims up to `limit` due messages for `leaseMs`. FOR UPDATE SKIP LOCKED makes concurrent
 * claimers (other instances) pass over rows being claimed, and the lease (locked_until) keeps
 * them away while this worker sends, so no message is sent twice by two instances.
 */
export async function claimDueMail(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markRetry(db: Database, id: string, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt, lockedUntil: null, lastError: error.slice(0, 1_000) })
    .where(eq(mailOutbox.id, id));
}

export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', lockedUntil: null, lastError: error.slice(0, 1_000) })
    .where(eq(mailOutbox.id, id));
}
