import { type CountryCode, MESSAGES } from '@promptsmith/contract';
import { eq } from 'drizzle-orm';
import { type Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../lib/app-error';
import { type MailService } from '../../mail/mail-plugin';
import { type SessionService } from '../../plugins/sessions';
import { passwordChangedMail, resetCodeMail } from './auth-mail';
import { type GoogleVerifier } from './google';
import { canonicalMobile, identifierKey, parseLoginIdentifier } from './identifiers';
import { assertAcceptablePassword, hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserByMobile,
  insertUser,
  updateUser,
  violatedUniqueIndex,
} from './repository';
import {
  checkResetCode,
  type CodeCheck,
  consumeResetCode,
  explainResetCodeFailure,
  generateResetCode,
  replaceResetCode,
} from './reset-codes';
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
  currentPasswordWrong: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  noPasswordYet:
    'Your account signs in with Google and has no password yet. Use "Forgot password" to set one.',
  googleUnavailable: 'Google sign-in is temporarily unavailable. Please try again.',
  googleEmailTaken:
    'An account with this email already exists. Sign in with your password, or use a Google account with a verified email.',
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

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);

function codeError(check: Exclude<CodeCheck, 'valid'>): AppError {
  if (check === 'expired') return new AppError(400, 'CODE_EXPIRED', AUTH_TEXT.codeExpired);
  if (check === 'exhausted') return new AppError(400, 'INVALID_CODE', AUTH_TEXT.codeExhausted);
  return new AppError(400, 'INVALID_CODE', MESSAGES.invalidVerificationCode);
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, now, sessions, throttle, mail, limits } = deps;

  function duplicateError(error: unknown): AppError | null {
    const index = violatedUniqueIndex(error);
    if (!index) return null;
    return conflict(index.includes('mobile') ? AUTH_TEXT.mobileTaken : AUTH_TEXT.emailTaken);
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
      try {
        return await insertUser(db, {
          name: input.name,
          email: input.email,
          mobileNumber: mobileE164 ? input.mobileNumber : null,
          countryCode: mobileE164 ? input.countryCode : null,
          mobileE164,
          passwordHash,
          createdAt: t,
          updatedAt: t,
        });
      } catch (error) {
        // Two signups raced past the checks above; the unique index decided.
        throw duplicateError(error) ?? error;
      }
    },

    async login(input: LoginInput, ip: string): Promise<UserRow> {
      const accountKey = `login-fail:acct:${ip}:${identifierKey(input.emailOrMobile, input.countryCode)}`;
      const ipKey = `login-fail:ip:${ip}`;
      await throttle.assertBelow(accountKey, limits.loginFailuresPerAccountAndIp, AUTH_TEXT.loginThrottled);
      await throttle.assertBelow(ipKey, limits.loginFailuresPerIp, AUTH_TEXT.loginThrottled);
      const identifier = parseLoginIdentifier(input.emailOrMobile, input.countryCode);
      const user = identifier
        ? identifier.kind === 'email'
          ? await findUserByEmail(db, identifier.email)
          : await findUserByMobile(db, identifier.e164)
        : undefined;
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !ok) {
        await throttle.recordFailure(accountKey, limits.loginFailuresPerAccountAndIp);
        await throttle.recordFailure(ipKey, limits.loginFailuresPerIp);
        throw invalidCredentials();
      }
      await throttle.clear(accountKey);
      return user;
    },

    async socialLogin(credential: string, ip: string): Promise<UserRow> {
      if (!deps.google) throw new AppError(400, 'GOOGLE_NOT_CONFIGURED', MESSAGES.googleNotConfigured);
      await throttle.consume(`social:ip:${ip}`, limits.socialLoginPerIp);
      const result = await deps.google.verify(credential);
      if (!result.ok) {
        if (result.reason === 'unavailable')
          throw new AppError(503, 'SERVICE_UNAVAILABLE', AUTH_TEXT.googleUnavailable);
        throw new AppError(401, 'INVALID_GOOGLE_TOKEN', MESSAGES.googleLoginFailed);
      }
      const identity = result.identity;
      const linked = await findUserByGoogleSub(db, identity.sub);
      if (linked) return linked;
      const existing = await findUserByEmail(db, identity.email);
      if (existing) {
        // Linking on an unverified email would hand the account to whoever typed it into Google.
        if (!identity.emailVerified || existing.googleSub) throw conflict(AUTH_TEXT.googleEmailTaken);
        const linkedNow = await updateUser(db, existing.id, {
          googleSub: identity.sub,
          photoUrl: existing.photoUrl ?? identity.picture ?? null,
          updatedAt: now(),
        });
        // Sessions cache the user row (PGlite): their next request reads the new one.
        sessions.forgetUser(existing.id);
        return linkedNow;
      }
      const t = now();
      try {
        return await insertUser(db, {
          name: identity.name || identity.email.split('@')[0] || 'Google user',
          email: identity.email,
          googleSub: identity.sub,
          photoUrl: identity.picture ?? null,
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

    async changePassword(
      session: { user: UserRow; tokenHash: string },
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      const { user } = session;
      const failKey = `password-change-fail:${user.id}`;
      await throttle.assertBelow(failKey, limits.passwordChangeFailuresPerUser);
      if (!user.passwordHash) throw badRequest(AUTH_TEXT.noPasswordYet);
      // 400, not 401: the session is fine, and a 401 would sign the web app out.
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await throttle.recordFailure(failKey, limits.passwordChangeFailuresPerUser);
        throw new AppError(400, 'INVALID_CREDENTIALS', AUTH_TEXT.currentPasswordWrong);
      }
      if (currentPassword === newPassword) throw badRequest(AUTH_TEXT.samePassword, 'VALIDATION_FAILED');
      assertAcceptablePassword(newPassword);
      const passwordHash = await hashPassword(newPassword);
      const t = now();
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash, updatedAt: t });
        // Anyone else holding a session (a thief, a forgotten device) is out; this one stays.
        await sessions.revokeAllForUser(user.id, session.tokenHash, tx);
        await mail.enqueue(tx, passwordChangedMail(user.email, user.name, deps.publicUrl, t));
      });
      mail.kick();
    },

    async requestResetCode(email: string, ip: string): Promise<void> {
      await throttle.consume(`verify-email:ip:${ip}`, limits.verifyEmailPerIp);
      const user = await findUserByEmail(db, email);
      // The spec's screen says so explicitly; signup reveals registration anyway.
      if (!user) throw new AppError(404, 'NOT_FOUND', MESSAGES.noAccountForEmail);
      await throttle.consume(`code-mail:${user.id}`, limits.codeMailPerAccount, AUTH_TEXT.codeMailThrottled);
      const code = generateResetCode();
      const t = now();
      await db.transaction(async (tx) => {
        await replaceResetCode(tx, user.id, code, t);
        await mail.enqueue(tx, resetCodeMail(user.email, user.name, code));
      });
      mail.kick();
    },

    async verifyResetCode(email: string, code: string, ip: string): Promise<void> {
      await throttle.consume(`code-check:ip:${ip}`, limits.codeChecksPerIp);
      const user = await findUserByEmail(db, email);
      if (!user) throw codeError('invalid');
      const check = await checkResetCode(db, user.id, code, now());
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
        if (!(await consumeResetCode(tx, user.id, code, t))) return false;
        await tx.update(users).set({ passwordHash, updatedAt: t }).where(eq(users.id, user.id));
        await sessions.revokeAllForUser(user.id, undefined, tx);
        await mail.enqueue(tx, passwordChangedMail(user.email, user.name, deps.publicUrl, t));
        return true;
      });
      if (!consumed) {
        const check = await explainResetCodeFailure(db, user.id, code, t);
        throw codeError(check === 'valid' ? 'invalid' : check);
      }
      mail.kick();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
