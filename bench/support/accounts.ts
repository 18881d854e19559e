import { randomBytes } from 'node:crypto';

export interface Account {
  email: string;
  password: string;
  token: string;
}

async function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs up and signs in through the public API, as a client would. */
export async function createAccount(baseUrl: string): Promise<Account> {
  const email = `bench.${randomBytes(6).toString('hex')}@example.test`;
  const password = `Bench-${randomBytes(9).toString('base64url')}`;
  const signup = await postJson(`${baseUrl}/api/auth/signup`, { name: 'Bench User', email, password });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${await signup.text()}`);
  const login = await postJson(`${baseUrl}/api/auth/login`, { emailOrMobile: email, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return { email, password, token };
}

/** A rough prompt of exactly `length` characters, built from plain words. */
export function roughPrompt(length: number): string {
  const base =
    'write me a friendly but professional email to my team explaining that the quarterly planning ' +
    'meeting moves to thursday afternoon, ask everyone to bring their top three priorities and any ' +
    'blockers, keep it short and mention that remote people get a video link the day before. ';
  return base
    .repeat(Math.ceil(length / base.length))
    .slice(0, length)
    .trim()
    .padEnd(length, '.');
}
