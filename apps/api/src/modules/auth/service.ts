import { type CountryCode, MESSAGES } from '@promptsmith/contract';
import { eq, sql } from 'drizzle-orm';
import { type Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { AppError, badRequest, conflict, tooManyRequests } from '../../lib/app-error';
import { type MailService } from '../../mail/mail-plugin';
import { type SessionService } from '../../plugins/sessions';
import {
  emailVerificationMail,
  googleLinkedMail,
  passwordChangedMail,
  resetCodeMail,
  signInPausedMail,
} from './auth-mail';
import { type GoogleVerifier } from './google';
import { googleNonce } from './google-nonce';
import { canonicalMobile, identifierKey, parseLoginIdentifier } from './identifiers';
import {
  checkCode,
  type CodeCheck,
  consumeCode,
  deleteCode,
  explainCodeFailure,
  generateCode,
  replaceCode,
} from './one-time-codes';
import { assertAcceptablePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserByMobile,
  insertUser,
  lockUser,
  updateUser,
  violatedUniqueIndex,
} from './repository';
import { type AuthLimits, type AuthThrottle } from './throttle';

export const AUTH_TEXT = {
  emailTaken: 'An account with this email already exists',
  mobileTaken: 'An account with this mobile number already exists',
  countryCodeRequired: 'Please select a country code for your mobile number',
  loginThrottled: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  codeSent: 'Verification code sent to your email',
  codeMailThrottled: 'A code was sent a moment ago. Please wait a minute before asking for another one.',
  codeVerified: 'Code verified',
  codeExpired: 'This verification code has expired. Please request a new one.',
  codeExhausted: 'Too many incorrect attempts. Please request a new code.',
  confirmationSent: 'We sent a new code to your email address.',
  emailConfirmed: 'Thank you! Your email address is confirmed.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Use "Forgot password" to set one.',
  googleUnavailable: 'Google sign-in is temporarily unavailable. Please try again.',
  googleEmailTaken:
    'An account with this email already exists. Sign in with your password, or use a Google account with a verified email.',
  googleEmailUnverified:
    'Google has not verified the email address of this Google account, so it cannot be used to sign in here. Verify it with Google, or sign up with a password.',
  loggedOut: 'Logged out successfully',
  loggedOutEverywhere: 'Signed out from all devices',
} as const;

export interface AuthServiceDeps {
  db: Database;
  now: () => Date;
  sessions: SessionService;
  throttle: AuthThrottle;
  limits: AuthLimits;
  mail: MailService;
  /** Null when GOOGLE_CLIENT_ID is not configured. */
  google: GoogleVerifier | null;
  publicUrl: string;
}

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  mobileNumber?: string | undefined;
  countryCode?: CountryCode | undefined;
}

export interface LoginInput {
  emailOrMobile: string;
  password: string;
  countryCode?: CountryCode | undefined;
}

const HOUR = 60 * 60_000;

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
const googleFailed = () => new AppError(401, 'INVALID_GOOGLE_TOKEN', MESSAGES.googleLoginFailed);

function codeError(check: Exclude<CodeCheck, 'valid'>): AppError {
  if (check === 'expired') return new AppError(400, 'CODE_EXPIRED', AUTH_TEXT.codeExpired);
  if (check === 'exhausted') return new AppError(400, 'INVALID_CODE', AUTH_TEXT.codeExhausted);
  return new AppError(400, 'INVALID_CODE', MESSAGES.invalidVerificationCode);
}

/** Throttle keys of sign-in attempts: the account is its user id when it exists, so every spelling counts once. */
function loginKeys(ip: string, account: string) {
  return {
    ip: `login:ip:${ip}`,
    accountAndIp: `login:acct-ip:${ip}:${account}`,
    account: `login:acct:${account}`,
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, now, sessions, throttle, mail, limits, publicUrl } = deps;

  function duplicateError(error: unknown): AppError | null {
    const index = violatedUniqueIndex(error);
    if (!index) return null;
    return conflict(index.includes('mobile') ? AUTH_TEXT.mobileTaken : AUTH_TEXT.emailTaken);
  }

  /** A fresh email-confirmation code, written and mailed in the caller's transaction. */
  async function issueConfirmationCode(tx: Database, user: UserRow, at: Date): Promise<void> {
    const code = generateCode();
    await replaceCode(tx, user.id, 'email-verification', code, at);
    await mail.enqueue(tx, emailVerificationMail(user.email, user.name, code));
  }

  async function findLoginAccount(input: LoginInput): Promise<UserRow | undefined> {
    const identifier = parseLoginIdentifier(input.emailOrMobile, input.countryCode);
    if (!identifier) return undefined;
    return identifier.kind === 'email'
      ? findUserByEmail(db, identifier.email)
      : findUserByMobile(db, identifier.e164);
  }

  /**
   * Counts this attempt against the account whatever the address, before any password check.
   * Past the limit sign-in pauses (Retry-After) and, the first time, the owner is mailed.
   */
  async function countAccountAttempt(key: string, user: UserRow | undefined): Promise<void> {
    const limit = limits.loginPerAccount;
    const hit = await throttle.count(key, limit);
    if (hit.count <= limit.max) return;
    // Exactly one request sees max + 1 (the count is atomic): it mails the owner, once per pause.
    if (hit.count === limit.max + 1 && user) {
      await db.transaction((tx) =>
        mail.enqueue(
          tx,
          signInPausedMail(user.email, user.name, publicUrl, limit.max, Math.round(limit.windowMs / 60_000)),
        ),
      );
      mail.kick();
    }
    throw tooManyRequests(AUTH_TEXT.loginThrottled, hit.resetInMs / 1000);
  }

  /**
   * Links a verified Google identity to the account with its address. An account whose address
   * was never confirmed may have been created by someone else (pre-hijacking): it loses its
   * password and every session first, so only the Google identity holds it afterwards. Either
   * way the owner is mailed.
   */
  async function linkGoogle(userId: string, sub: string, picture: string | undefined): Promise<UserRow> {
    const t = now();
    const linked = await db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user || user.googleSub) throw conflict(AUTH_TEXT.googleEmailTaken);
      const takeover = user.emailVerifiedAt === null;
      const updated = await updateUser(tx, user.id, {
        googleSub: sub,
        photoUrl: user.photoUrl ?? picture ?? null,
        emailVerifiedAt: user.emailVerifiedAt ?? t,
        ...(takeover ? { passwordHash: null } : {}),
        updatedAt: t,
      });
      if (takeover) {
        await sessions.revokeAllForUser(user.id, undefined, tx);
        await deleteCode(tx, user.id, 'email-verification');
      }
      await mail.enqueue(tx, googleLinkedMail(user.email, user.name, publicUrl, t, takeover));
      return updated;
    });
    // Sessions cache the user row (PGlite): their next request reads the new one.
    sessions.forgetUser(userId);
    mail.kick();
    return linked;
  }

  return {
    async signup(input: SignupInput, ip: string): Promise<UserRow> {
      await throttle.consume(`signup:ip:${ip}`, limits.signupPerIp);
      if (input.mobileNumber && !input.countryCode)
        throw badRequest(AUTH_TEXT.countryCodeRequired, 'VALIDATION_FAILED');
      assertAcceptablePassword(input.password);
      const mobileE164 =
        input.mobileNumber && input.countryCode
          ? canonicalMobile(input.countryCode, input.mobileNumber)
          : null;
      // Signup reveals registration by design (spec); checking first spares a wasted hash.
      if (await findUserByEmail(db, input.email)) throw conflict(AUTH_TEXT.emailTaken);
      if (mobileE164 && (await findUserByMobile(db, mobileE164))) throw conflict(AUTH_TEXT.mobileTaken);
      const passwordHash = await hashPassword(input.password);
      const t = now();
      let user: UserRow;
      try {
        // The account and its confirmation mail exist together or not at all.
        user = await db.transaction(async (tx) => {
          const created = await insertUser(tx, {
            name: input.name,
            email: input.email,
            mobileNumber: mobileE164 ? input.mobileNumber : null,
            countryCode: mobileE164 ? input.countryCode : null,
            mobileE164,
            passwordHash,
            createdAt: t,
            updatedAt: t,
          });
          await issueConfirmationCode(tx, created, t);
          return created;
        });
      } catch (error) {
        // Two signups raced past the checks above; the unique index decided.
        throw duplicateError(error) ?? error;
      }
      mail.kick();
      // The sign-up mail is this minute's code mail: "resend" right away waits like any other.
      await throttle.count(`confirm-mail:${user.id}`, limits.codeMailPerAccount);
      return user;
    },

    async login(input: LoginInput, ip: string): Promise<UserRow> {
      const user = await findLoginAccount(input);
      const keys = loginKeys(
        ip,
        user ? `user:${user.id}` : identifierKey(input.emailOrMobile, input.countryCode),
      );
      // Counted before the password is checked: N concurrent guesses cannot all pass a check
      // that reads the count first and writes it after.
      await throttle.consume(keys.ip, limits.loginPerIp, AUTH_TEXT.loginThrottled);
      await throttle.consume(keys.accountAndIp, limits.loginPerAccountAndIp, AUTH_TEXT.loginThrottled);
      await countAccountAttempt(keys.account, user);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok) throw invalidCredentials();
      // A success was no guess: it gives its attempt back, and the owner's own slips are forgiven.
      await throttle.clear(keys.accountAndIp);
      await throttle.release(keys.ip);
      await throttle.release(keys.account);
      return user;
    },

    async socialLogin(credential: string, nonceSecret: string | undefined, ip: string): Promise<UserRow> {
      if (!deps.google) throw new AppError(400, 'GOOGLE_NOT_CONFIGURED', MESSAGES.googleNotConfigured);
      await throttle.consume(`social:ip:${ip}`, limits.socialLoginPerIp);
      // No attempt cookie: the token was not minted for this browser's sign-in attempt.
      if (!nonceSecret) throw googleFailed();
      const nonce = googleNonce(nonceSecret);
      const result = await deps.google.verify(credential, nonce);
      if (!result.ok) {
        if (result.reason === 'unavailable')
          throw new AppError(503, 'SERVICE_UNAVAILABLE', AUTH_TEXT.googleUnavailable);
        throw googleFailed();
      }
      // One attempt, one sign-in: a replayed token finds its nonce used.
      if ((await throttle.count(`google-nonce:${nonce}`, { max: 1, windowMs: HOUR })).count > 1) {
        throw googleFailed();
      }
      const identity = result.identity;
      // Whether or not the account exists: an unverified Google address proves nothing.
      if (!identity.emailVerified) {
        throw new AppError(403, 'EMAIL_NOT_VERIFIED', AUTH_TEXT.googleEmailUnverified);
      }
      const linked = await findUserByGoogleSub(db, identity.sub);
      if (linked) return linked;
      const existing = await findUserByEmail(db, identity.email);
      if (existing) return linkGoogle(existing.id, identity.sub, identity.picture);
      const t = now();
      try {
        return await insertUser(db, {
          name: identity.name || identity.email.split('@')[0] || 'Google user',
          email: identity.email,
          googleSub: identity.sub,
          photoUrl: identity.picture ?? null,
          emailVerifiedAt: t,
          createdAt: t,
          updatedAt: t,
        });
      } catch (error) {
        // A concurrent sign-in with the same Google account created it first.
        const raced = violatedUniqueIndex(error) ? await findUserByGoogleSub(db, identity.sub) : undefined;
        if (raced) return raced;
        throw duplicateError(error) ?? error;
      }
    },

    async updateProfile(userId: string, name: string): Promise<UserRow> {
      const user = await updateUser(db, userId, { name, updatedAt: now() });
      sessions.forgetUser(userId);
      return user;
    },

    async resendConfirmation(user: UserRow): Promise<void> {
      if (user.emailVerifiedAt) throw conflict(AUTH_TEXT.alreadyConfirmed);
      await throttle.consume(
        `confirm-mail:${user.id}`,
        limits.codeMailPerAccount,
        AUTH_TEXT.codeMailThrottled,
      );
      await db.transaction((tx) => issueConfirmationCode(tx, user, now()));
      mail.kick();
    },

    async confirmEmail(user: UserRow, code: string, ip: string): Promise<UserRow> {
      if (user.emailVerifiedAt) return user;
      await throttle.consume(`code-check:ip:${ip}`, limits.codeChecksPerIp);
      const t = now();
      const confirmed = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, user.id, 'email-verification', code, t))) return null;
        return updateUser(tx, user.id, { emailVerifiedAt: t, updatedAt: t });
      });
      if (!confirmed) {
        const check = await explainCodeFailure(db, user.id, 'email-verification', code, t);
        throw codeError(check === 'valid' ? 'invalid' : check);
      }
      sessions.forgetUser(user.id);
      return confirmed;
    },

    async changePassword(
      session: { user: UserRow; tokenHash: string },
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      const { user } = session;
      const attemptKey = `password-change:${user.id}`;
      if (!user.passwordHash) throw badRequest(AUTH_TEXT.noPasswordYet);
      // Counted before the check, like sign-in: concurrent guesses cannot overrun the limit.
      await throttle.consume(attemptKey, limits.passwordChangePerUser);
      // 400, not 401: the session is fine, and a 401 would sign the web app out.
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new AppError(400, 'INVALID_CREDENTIALS', AUTH_TEXT.currentPasswordWrong);
      }
      await throttle.clear(attemptKey);
      if (currentPassword === newPassword) throw badRequest(AUTH_TEXT.samePassword, 'VALIDATION_FAILED');
      assertAcceptablePassword(newPassword);
      const passwordHash = await hashPassword(newPassword);
      const t = now();
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash, updatedAt: t });
        // Anyone else holding a session (a thief, a forgotten device) is out; this one stays.
        await sessions.revokeAllForUser(user.id, session.tokenHash, tx);
        await mail.enqueue(tx, passwordChangedMail(user.email, user.name, publicUrl, t));
      });
      mail.kick();
    },

    async requestResetCode(email: string, ip: string): Promise<void> {
      await throttle.consume(`verify-email:ip:${ip}`, limits.verifyEmailPerIp);
      const user = await findUserByEmail(db, email);
      // The spec's screen says so explicitly; signup reveals registration anyway.
      if (!user) throw new AppError(404, 'NOT_FOUND', MESSAGES.noAccountForEmail);
      await throttle.consume(`code-mail:${user.id}`, limits.codeMailPerAccount, AUTH_TEXT.codeMailThrottled);
      const code = generateCode();
      const t = now();
      await db.transaction(async (tx) => {
        await replaceCode(tx, user.id, 'password-reset', code, t);
        await mail.enqueue(tx, resetCodeMail(user.email, user.name, code));
      });
      mail.kick();
    },

    async verifyResetCode(email: string, code: string, ip: string): Promise<void> {
      await throttle.consume(`code-check:ip:${ip}`, limits.codeChecksPerIp);
      const user = await findUserByEmail(db, email);
      if (!user) throw codeError('invalid');
      const check = await checkCode(db, user.id, 'password-reset', code, now());
      if (check !== 'valid') throw codeError(check);
    },

    async resetPassword(email: string, code: string, newPassword: string, ip: string): Promise<void> {
      await throttle.consume(`code-check:ip:${ip}`, limits.codeChecksPerIp);
      const user = await findUserByEmail(db, email);
      if (!user) throw codeError('invalid');
      // Checked before the code is consumed, so a rejected password does not burn the code.
      assertAcceptablePassword(newPassword);
      const passwordHash = await hashPassword(newPassword);
      const t = now();
      const consumed = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, user.id, 'password-reset', code, t))) return false;
        await tx
          .update(users)
          // The mailed code proves the mailbox: the address is confirmed now, if it was not.
          .set({ passwordHash, updatedAt: t, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${t})` })
          .where(eq(users.id, user.id));
        await deleteCode(tx, user.id, 'email-verification');
        await sessions.revokeAllForUser(user.id, undefined, tx);
        await mail.enqueue(tx, passwordChangedMail(user.email, user.name, publicUrl, t));
        return true;
      });
      if (!consumed) {
        const check = await explainCodeFailure(db, user.id, 'password-reset', code, t);
        throw codeError(check === 'valid' ? 'invalid' : check);
      }
      // A new password ends a sign-in pause (the owner may have reset because of it).
      await throttle.clear(`login:acct:user:${user.id}`);
      mail.kick();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
