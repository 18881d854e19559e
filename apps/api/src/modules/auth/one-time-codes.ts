import { LIMITS } from '@promptsmith/contract';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { createHash, randomInt } from 'node:crypto';
import { type Database } from '../../db/client';
import { type CodePurpose, oneTimeCodes } from '../../db/schema';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * Mailed 6-digit codes: password reset and email verification follow the same rules. A code
 * lives 10 minutes, allows 5 wrong tries (counted atomically), works once, and only its hash is
 * stored.
 */

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** LIMITS.resetCodeLength)
    .toString()
    .padStart(LIMITS.resetCodeLength, '0');
}

/**
 * Salted with the user id and purpose so equal codes differ; a 6-digit code is guessable
 * offline anyway, so the real protection is the 10-minute life and the 5-try limit, and the
 * hash only keeps codes out of plain sight in backups and logs.
 */
export function hashCode(userId: string, purpose: CodePurpose, code: string): string {
  // Reset codes keep their original salt, so codes issued before verification existed still match.
  const salt = purpose === 'password-reset' ? userId : `${userId}:${purpose}`;
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** A new request replaces any earlier code of that purpose and resets its tries. */
export async function replaceCode(
  tx: Database,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<void> {
  const values = {
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  };
  await tx
    .insert(oneTimeCodes)
    .values(values)
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: values });
}

export type CodeCheck = 'valid' | 'invalid' | 'expired' | 'exhausted';

const ofUser = (userId: string, purpose: CodePurpose) =>
  and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));

/**
 * Why a code did not work, after the wrong try was counted. A wrong guess increments
 * `attempts` atomically and only while below the limit, so concurrent guesses cannot get more
 * than CODE_MAX_ATTEMPTS tries at one code.
 */
async function explainFailure(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  codeHash: string,
  now: Date,
): Promise<CodeCheck> {
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        ofUser(userId, purpose),
        ne(oneTimeCodes.codeHash, codeHash),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  if (counted) {
    if (counted.attempts >= CODE_MAX_ATTEMPTS) await deleteCode(db, userId, purpose);
    return counted.attempts >= CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid';
  }
  const [row] = await db.select().from(oneTimeCodes).where(ofUser(userId, purpose));
  if (!row) return 'invalid';
  if (row.expiresAt <= now) {
    await deleteCode(db, userId, purpose);
    return 'expired';
  }
  if (row.attempts >= CODE_MAX_ATTEMPTS) {
    await deleteCode(db, userId, purpose);
    return 'exhausted';
  }
  return 'invalid';
}

function liveCode(userId: string, purpose: CodePurpose, codeHash: string, now: Date) {
  return and(
    ofUser(userId, purpose),
    eq(oneTimeCodes.codeHash, codeHash),
    gt(oneTimeCodes.expiresAt, now),
    lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
  );
}

/** Checks without consuming (verify-otp: the reset page submits the code again). */
export async function checkCode(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  const codeHash = hashCode(userId, purpose, code);
  const [row] = await db
    .select({ userId: oneTimeCodes.userId })
    .from(oneTimeCodes)
    .where(liveCode(userId, purpose, codeHash, now));
  return row ? 'valid' : explainFailure(db, userId, purpose, codeHash, now);
}

/**
 * Consumes the code with one DELETE ... RETURNING inside the caller's transaction. Two
 * concurrent uses race for the same row; the database lets exactly one delete it.
 */
export async function consumeCode(
  tx: Database,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const deleted = await tx
    .delete(oneTimeCodes)
    .where(liveCode(userId, purpose, hashCode(userId, purpose, code), now))
    .returning({ userId: oneTimeCodes.userId });
  return deleted.length === 1;
}

/** After a failed consumeCode: counts the wrong try and says why. */
export async function explainCodeFailure(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  return explainFailure(db, userId, purpose, hashCode(userId, purpose, code), now);
}

export async function deleteCode(db: Database, userId: string, purpose: CodePurpose): Promise<void> {
  await db.delete(oneTimeCodes).where(ofUser(userId, purpose));
}
