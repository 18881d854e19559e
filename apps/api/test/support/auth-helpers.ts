import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { type TestApp } from './test-app';

export const PUBLIC_ORIGIN = 'http://localhost:3000';
export const GOOD_PASSWORD = 'correct horse battery staple';

let ipCounter = 0;
/** A fresh client address per call, so per-IP limits of one test do not leak into another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${emailCounter}.${Date.now()}@example.com`;
}

export interface Req {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  body?: unknown;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** One request as a browser (cookie) or an API client (bearer) would make it. */
export function call(app: FastifyInstance, req: Req): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...req.headers };
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  if (req.cookie) headers.cookie = `ps_session=${req.cookie}`;
  return app.inject({
    method: req.method ?? (req.body === undefined ? 'GET' : 'POST'),
    url: req.url,
    headers,
    remoteAddress: req.ip ?? '127.0.0.1',
    ...(req.body === undefined ? {} : { payload: req.body as object }),
  });
}

/** The session cookie of a reply: `ps_session`, or `__Host-ps_session` under https. */
export function sessionCookie(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === 'ps_session' || c.name === '__Host-ps_session');
}

export async function signup(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ email: string; password: string; res: LightMyRequestResponse }> {
  const email = (overrides.email as string | undefined) ?? uniqueEmail();
  const password = (overrides.password as string | undefined) ?? GOOD_PASSWORD;
  const res = await call(app, {
    url: '/api/auth/signup',
    body: { name: 'Ada Lovelace', email, password, ...overrides },
    ip: nextIp(),
  });
  return { email, password, res };
}

export async function login(
  app: FastifyInstance,
  emailOrMobile: string,
  password: string,
  extra: Record<string, unknown> = {},
  ip = nextIp(),
): Promise<{ token: string; cookie: string; res: LightMyRequestResponse }> {
  const res = await call(app, { url: '/api/auth/login', body: { emailOrMobile, password, ...extra }, ip });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ token: string }>();
  return { token: body.token, cookie: sessionCookie(res)?.value ?? '', res };
}

/** Signs up and signs in a new user; returns the credentials and both forms of the session. */
export async function newUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const { email, password, res } = await signup(app, overrides);
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const session = await login(app, email, password);
  return { email, password, ...session };
}

/** The confirmation code sign-up mailed to `email` (flushes the outbox first). */
export async function confirmationCode(t: TestApp, email: string): Promise<string> {
  await t.app.mail.flush();
  const code = t.mailbox.lastCodeFor(email, 'confirmation');
  if (!code) throw new Error(`no confirmation code was mailed to ${email}`);
  return code;
}

/** A new user who also confirmed their address with the mailed code, through the API. */
export async function confirmedUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const user = await newUser(t.app, overrides);
  const res = await call(t.app, {
    url: '/api/auth/confirm-email',
    body: { code: await confirmationCode(t, user.email) },
    token: user.token,
    ip: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`confirm-email failed: ${res.statusCode} ${res.body}`);
  return user;
}
