import {
  AuthConfigResponse,
  AuthSuccessResponse,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  GoogleNonceResponse,
  LoginRequest,
  MeResponse,
  SessionResponse,
  MESSAGES,
  MessageResponse,
  ResetPasswordRequest,
  SignupRequest,
  SocialLoginRequest,
  UpdateProfileRequest,
  UpdateProfileResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '@promptsmith/contract';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { type UserRow } from '../../db/schema';
import { requireUser } from '../../plugins/sessions';
import { createGoogleVerifier, type GoogleVerifier } from './google';
import { GOOGLE_ATTEMPT_TTL_SECONDS, googleAttemptCookieName, newGoogleAttempt } from './google-nonce';
import { toPublicUser } from './public-user';
import { AUTH_TEXT, createAuthService } from './service';
import { authLimits, createAuthThrottle } from './throttle';

export interface AuthRoutesOptions {
  /** Injected verifier (tests); otherwise built from config.google when a client id is set. */
  google?: GoogleVerifier | undefined;
}

const tags = ['auth'];
const noStore = (reply: FastifyReply) => void reply.header('cache-control', 'no-store');

/**
 * A browser's session lives in the HttpOnly cookie, and the token stays out of the JSON, where
 * any injected script could read it. Browsers mark their requests with Sec-Fetch-Site (and a
 * POST with Origin, also where they send no Sec-Fetch-*: plain http other than localhost).
 * Sec-Fetch-Mode alone is no sign: Node's fetch sends it too. API clients (neither header, or
 * `"client": "api"`) get the token to send as a bearer token.
 */
function wantsToken(request: FastifyRequest, client: 'api' | undefined): boolean {
  if (client === 'api') return true;
  return request.headers['sec-fetch-site'] === undefined && request.headers.origin === undefined;
}

const routes: FastifyPluginCallbackZod<AuthRoutesOptions> = (app, options, done) => {
  const { google: googleConfig, publicUrl } = app.config;
  const attemptCookie = googleAttemptCookieName(publicUrl);
  const secureCookie = publicUrl.startsWith('https://');
  const google =
    options.google ??
    (googleConfig.clientId
      ? createGoogleVerifier({
          clientId: googleConfig.clientId,
          jwksUrl: googleConfig.jwksUrl,
          issuers: googleConfig.issuers,
          now: app.now,
        })
      : null);
  const service = createAuthService({
    db: app.database.db,
    now: app.now,
    sessions: app.sessions,
    throttle: createAuthThrottle(app.counters),
    limits: authLimits(app.config.rateLimit.anonymousPerMinute),
    mail: app.mail,
    google,
    publicUrl,
  });

  /**
   * Creates the session (cookie for browsers, token in JSON for API clients). A session the
   * caller already carried ends here: a sign-in never leaves an older credential alive beside it.
   */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    body: { rememberMe?: boolean | undefined; client?: 'api' | undefined },
  ) {
    if (request.session) await app.sessions.revokeToken(request.session.tokenHash);
    const token = await app.sessions.create(reply, user.id, {
      persistent: body.rememberMe ?? true,
      userAgent: request.headers['user-agent'],
    });
    noStore(reply);
    return {
      ...(wantsToken(request, body.client) ? { token } : {}),
      user: toPublicUser(user),
      message: MESSAGES.loginSuccess,
    };
  }

  app.get(
    '/api/auth/config',
    {
      schema: {
        tags,
        summary: 'Public auth settings for the web app',
        response: { 200: AuthConfigResponse },
      },
    },
    () => ({ googleClientId: googleConfig.clientId ?? null }),
  );

  app.post(
    '/api/auth/signup',
    {
      schema: {
        tags,
        summary: 'Create an account (does not sign in)',
        body: SignupRequest,
        response: { 201: MessageResponse },
      },
    },
    async (request, reply) => {
      await service.signup(request.body, request.ip);
      return reply.status(201).send({ message: MESSAGES.signupSuccess });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in by email, or by mobile number with a country code',
        body: LoginRequest,
        response: { 200: AuthSuccessResponse },
      },
    },
    async (request, reply) => {
      const user = await service.login(request.body, request.ip);
      return signIn(request, reply, user, request.body);
    },
  );

  app.post(
    '/api/auth/google/nonce',
    {
      schema: {
        tags,
        summary: 'Start a Google sign-in attempt: the nonce to give Google, bound to this client by a cookie',
        response: { 200: GoogleNonceResponse },
      },
    },
    async (_request, reply) => {
      const attempt = newGoogleAttempt();
      void reply.setCookie(attemptCookie, attempt.secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        maxAge: GOOGLE_ATTEMPT_TTL_SECONDS,
      });
      noStore(reply);
      return { nonce: attempt.nonce };
    },
  );

  app.post(
    '/api/auth/social-login',
    {
      schema: {
        tags,
        summary:
          'Sign in with a Google ID token (the only field trusted) minted with the nonce of POST /api/auth/google/nonce',
        body: SocialLoginRequest,
        response: { 200: AuthSuccessResponse },
      },
    },
    async (request, reply) => {
      const secret = request.cookies[attemptCookie];
      // Each attempt is used once, whatever the outcome.
      void reply.clearCookie(attemptCookie, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
      });
      const user = await service.socialLogin(request.body.credential, secret, request.ip);
      return signIn(request, reply, user, request.body);
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: MeResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      noStore(reply);
      return { user: toPublicUser(user) };
    },
  );

  // The web app asks this on every page load: a visitor is a normal answer, not an error
  // (a 401 here would put an error in every visitor's browser console).
  app.get(
    '/api/auth/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null for a visitor',
        response: { 200: SessionResponse },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { user: request.session ? toPublicUser(request.session.user) : null };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'End this session', response: { 200: MessageResponse } } },
    async (request, reply) => {
      if (request.session) await app.sessions.revoke(reply, request.session.tokenHash);
      else app.sessions.clearCookie(reply);
      return { message: AUTH_TEXT.loggedOut };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      schema: {
        tags,
        summary: 'Sign out from all devices (every session of the user)',
        security: [{ bearer: [] }],
        response: { 200: MessageResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await app.sessions.revokeAllForUser(user.id);
      app.sessions.clearCookie(reply);
      return { message: AUTH_TEXT.loggedOutEverywhere };
    },
  );

  app.post(
    '/api/auth/confirm-email',
    {
      schema: {
        tags,
        summary: 'Confirm the email address with the code mailed at sign-up (or resent)',
        security: [{ bearer: [] }],
        body: ConfirmEmailRequest,
        response: { 200: ConfirmEmailResponse },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const confirmed = await service.confirmEmail(user, request.body.code, request.ip);
      noStore(reply);
      return {
        user: toPublicUser(confirmed),
        message: user.emailVerifiedAt ? AUTH_TEXT.alreadyConfirmed : AUTH_TEXT.emailConfirmed,
      };
    },
  );

  app.post(
    '/api/auth/confirm-email/resend',
    {
      schema: {
        tags,
        summary: 'Mail a new email-confirmation code (one a minute)',
        security: [{ bearer: [] }],
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await service.resendConfirmation(user);
      return { message: AUTH_TEXT.confirmationSent };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      schema: {
        tags,
        summary: 'Change the display name',
        security: [{ bearer: [] }],
        body: UpdateProfileRequest,
        response: { 200: UpdateProfileResponse },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const updated = await service.updateProfile(user.id, request.body.name);
      return { user: toPublicUser(updated), message: MESSAGES.profileUpdated };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; ends every other session',
        security: [{ bearer: [] }],
        body: ChangePasswordRequest,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const session = requireUser(request);
      await service.changePassword(session, request.body.currentPassword, request.body.newPassword);
      return { message: MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Forgot password, step 1: mail a 6-digit code',
        body: VerifyEmailRequest,
        response: { 200: VerifyEmailResponse },
      },
    },
    async (request) => {
      await service.requestResetCode(request.body.email, request.ip);
      return { exists: true, message: AUTH_TEXT.codeSent };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      schema: {
        tags,
        summary: 'Forgot password, step 2: check the code (does not consume it)',
        body: VerifyOtpRequest,
        response: { 200: VerifyOtpResponse },
      },
    },
    async (request) => {
      await service.verifyResetCode(request.body.email, request.body.otp, request.ip);
      return { verified: true, message: AUTH_TEXT.codeVerified };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the code (single use); ends every session',
        body: ResetPasswordRequest,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await service.resetPassword(request.body.email, request.body.otp, request.body.newPassword, request.ip);
      return { message: MESSAGES.resetSuccess };
    },
  );
  done();
};

/** Sign-up, sign-in (password or Google), sessions, profile and password reset under /api/auth. */
export const authRoutes = fp(routes, {
  name: 'auth',
  dependencies: ['config', 'clock', 'database', 'counters', 'sessions', 'mail'],
  encapsulate: true,
});
