import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

/**
 * The strict CSP (apps/api security-headers) must hold without the pages tripping it: a
 * violation is logged in the console, which Lighthouse counts against best practices, and a
 * blocked script means a feature silently missing.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('content security policy', () => {
  test('public pages load without a violation, with the saved dark theme applied', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    for (const [path, heading] of [
      ['/', 'Master the art of AI prompting'],
      ['/login', /./],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
  });

  test('signed-in screens that validate replies with zod raise no violation', async ({ page }) => {
    await signInViaApi(page.request);
    const violations = await recordViolations(page);
    await page.goto('/playground');
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Playground' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), '/playground').toEqual([]);

    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Templates' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(), '/templates').toEqual([]);
  });
});
