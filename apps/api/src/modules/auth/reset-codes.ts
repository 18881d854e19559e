import { LIMITS } from '@promptsmith/contract';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { createHash, randomInt } from 'node:crypto';
import { type Database } from '../../db/client';
import { passwordResetCodes } from '../../db/schema';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateResetCode(): string {
  return randomInt(0, 10 ** LIMITS.resetCodeLength)
    .toString()
    .padStart(LIMITS.resetCodeLength, '0');
}

/**
 * Only a hash is stored. Salted with the user id so equal codes of two users differ; a
 * 6-digit code is guessable offline anyway, so the real protection is the 10-minute life and
 * the 5-try limit, and the hash only keeps codes out of plain sight in backups and logs.
 */
export function hashResetCode(userId: string, code: string): string {
  return createHash('sha256').update(`${userId}:${code}`).digest('hex');
}

/** A new request replaces any earlier code (one row per user) and resets its tries. */
export async function replaceResetCode(tx: Database, userId: string, code: string, now: Date): Promise<void> {
  const values = {
    userId,
    codeHash: hashResetCode(userId, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
  };
  await tx
    .insert(passwordResetCodes)
    .values(values)
    .onConflictDoUpdate({ target: passwordResetCodes.userId, set: values });
}

export type CodeCheck = 'valid' | 'invalid' | 'expired' | 'exhausted';

/**
 * Why a code did not work, after the wrong try was counted. A wrong guess increments
 * `attempts` atomically and only while below the limit, so concurrent guesses cannot get more
 * than RESET_CODE_MAX_ATTEMPTS tries at one code.
 */
async function explainFailure(db: Database, userId: string, codeHash: string, now: Date): Promise<CodeCheck> {
  const [counted] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        ne(passwordResetCodes.codeHash, codeHash),
        lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: passwordResetCodes.attempts });
  if (counted) {
    if (counted.attempts >= RESET_CODE_MAX_ATTEMPTS) await deleteResetCode(db, userId);
    return counted.attempts >= RESET_CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
  }
  const [row] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  if (!row) return 'invalid';
  if (row.expiresAt <= now) {
    await deleteResetCode(db, userId);
    return 'expired';
  }
  if (row.attempts >= RESET_CODE_MAX_ATTEMPTS) {
    await deleteResetCode(db, userId);
    return 'exhausted';
  }
  return 'invalid';
}

function liveCode(userId: string, codeHash: string, now: Date) {
  return and(
    eq(passwordResetCodes.userId, userId),
    eq(passwordResetCodes.codeHash, codeHash),
    gt(passwordResetCodes.expiresAt, now),
    lt(passwordResetCodes.attempts, RESET_CODE_MAX_ATTEMPTS),
  );
}

/** verify-otp: checks without consuming (the reset page submits the code again). */
export async function checkResetCode(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const codeHash = hashResetCode(userId, code);
  const [row] = await db
    .select({ userId: passwordResetCodes.userId })
    .from(passwordResetCodes)
    .where(liveCode(userId, codeHash, now));
  return row ? 'valid' : explainFailure(db, userId, codeHash, now);
}

/**
 * reset-password: consumes the code with one DELETE ... RETURNING inside the caller's
 * transaction. Two concurrent resets race for the same row; the database lets exactly one
 * delete it, and the other sees no row.
 */
export async function consumeResetCode(
  tx: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const deleted = await tx
    .delete(passwordResetCodes)
    .where(liveCode(userId, hashResetCode(userId, code), now))
    .returning({ userId: passwordResetCodes.userId });
  return deleted.length === 1;
}

export async function explainResetCodeFailure(
  db: Database,
  userId: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  return explainFailure(db, userId, hashResetCode(userId, code), now);
}

export async function deleteResetCode(db: Database, userId: string): Promise<void> {
  await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
}
