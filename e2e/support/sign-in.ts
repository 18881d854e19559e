import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './fixtures';

export const TEST_PASSWORD = 'Lantern-Harbor-5829';

/**
 * A fresh account, signed in through the API: the session cookie lands in the request's
 * browser context, so pages opened afterwards are signed in. Screens under test here are the
 * prompt tools, not the sign-in forms (e2e/auth.spec.ts covers those).
 */
export async function signInViaApi(
  request: APIRequestContext,
  { name = 'Prompt Tester', baseURL = '' }: { name?: string; baseURL?: string } = {},
): Promise<{ email: string }> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '.'));
  const signup = await request.post(`${baseURL}/api/auth/signup`, {
    data: { name, email, password: TEST_PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const login = await request.post(`${baseURL}/api/auth/login`, {
    data: { emailOrMobile: email, password: TEST_PASSWORD, rememberMe: true },
  });
  expect(login.status(), await login.text()).toBe(200);
  return { email };
}
