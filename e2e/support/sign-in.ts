import { expect, type APIRequestContext } from '@playwright/test';
import { CONFIRMATION_SUBJECT, latestCode, uniqueEmail } from './fixtures';

export const TEST_PASSWORD = 'Lantern-Harbor-5829';

/**
 * A fresh account, signed in through the API: the session cookie lands in the request's
 * browser context, so pages opened afterwards are signed in. Screens under test here are the
 * prompt tools, not the sign-in forms (e2e/auth.spec.ts covers those). With `confirmFrom` (the
 * server's data directory) the address is also confirmed with the mailed code, as LLM use needs.
 */
export async function signInViaApi(
  request: APIRequestContext,
  {
    name = 'Prompt Tester',
    baseURL = '',
    confirmFrom,
  }: { name?: string; baseURL?: string; confirmFrom?: string } = {},
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
  if (confirmFrom !== undefined) {
    await expect.poll(() => latestCode(email, CONFIRMATION_SUBJECT, confirmFrom)).toMatch(/^\d{6}$/);
    const confirmed = await request.post(`${baseURL}/api/auth/confirm-email`, {
      data: { code: latestCode(email, CONFIRMATION_SUBJECT, confirmFrom) },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  return { email };
}
