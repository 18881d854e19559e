import { type FastifyInstance } from 'fastify';
import { call, nextIp } from './auth-helpers';

/**
 * A Google sign-in attempt as the web app starts one: the nonce to sign into the ID token, and
 * the Cookie header that proves this client started the attempt.
 */
export async function startGoogleAttempt(app: FastifyInstance): Promise<{ nonce: string; cookie: string }> {
  const res = await call(app, { url: '/api/auth/google/nonce', method: 'POST', ip: nextIp() });
  const cookie = res.cookies.find((c) => c.name === 'ps_google_attempt');
  if (!cookie) throw new Error(`no attempt cookie: ${res.statusCode} ${res.body}`);
  return { nonce: res.json<{ nonce: string }>().nonce, cookie: `ps_google_attempt=${cookie.value}` };
}
