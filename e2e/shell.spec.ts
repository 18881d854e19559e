import { expect, expectAccessible, test } from './support/fixtures';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Master the art of AI prompting' },
  { path: '/home', heading: 'Master the art of AI prompting' },
  { path: '/login', heading: /sign in/i },
  { path: '/signup', heading: /create your account/i },
  { path: '/forgot-password', heading: /forgot/i },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms & Conditions' },
  { path: '/404', heading: "Looks like you're lost" },
];

test.describe('public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} renders and is accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('unknown paths show the not-found page with a way home', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { name: "Looks like you're lost" })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('protected routes send visitors to sign in', async ({ page }) => {
    // The Playground is open to visitors (try before signing up); History is for members.
    for (const path of ['/compare', '/templates', '/profile', '/history']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('the legal pages describe what is stored, the cookies and where prompts go', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { name: 'Cookies and local storage' })).toBeVisible();
    await expect(page.getByText('ps_session', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where your prompts go' })).toBeVisible();
    await page.goto('/terms-conditions');
    await expect(page.getByRole('heading', { name: 'Acceptable use' })).toBeVisible();
  });

  test('/auth/callback explains the failure and returns to sign in after 2 s', async ({ page }) => {
    await page.goto('/auth/callback?error_description=Access%20denied%20by%20user');
    await expect(page.getByRole('alert')).toHaveText('Access denied by user');
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    await page.goto('/auth/callback');
    await expect(page.getByRole('alert')).toHaveText('Authentication failed. Please try again.');
  });
});

test.describe('navigation', () => {
  test('the top bar links to every section and shows Sign In to visitors', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Playground', 'Compare', 'Templates', 'Sign In']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the footer links to the legal pages and contact', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'GitHub' })).toHaveAttribute('rel', /noopener/);
  });

  test('the bar hides on scroll down and shows on scroll up and near the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/privacy-policy');
    const bar = page.getByTestId('top-nav');
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 600);
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -200);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 300);
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(bar).toHaveAttribute('data-hidden', 'false');
  });

  test('the mobile menu opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 720 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('cookie banner', () => {
  test.use({ acceptCookies: false });

  test('Accept stores a 365-day Lax cookie and the banner stays gone on reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === 'cookieConsent');
    expect(cookie).toBeDefined();
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe('dark mode', () => {
  test('follows the OS and the toggle persists across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/dark/);
    await expectAccessible(page);
  });
});

test.describe('connectivity', () => {
  test('offline replaces the page, blocks clicks, and coming back online returns home', async ({
    page,
    context,
  }) => {
    await page.goto('/privacy-policy');
    await context.setOffline(true);
    const offline = page.getByTestId('offline-screen');
    await expect(offline.getByRole('heading', { name: 'No Internet Connection' })).toBeVisible();
    await expect(page).toHaveURL(/\/404$/);
    // A click on the page beneath is swallowed.
    await page.mouse.click(10, 10);
    await expect(page).toHaveURL(/\/404$/);
    await context.setOffline(false);
    await expect(offline).toBeHidden();
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  });

  test('Retry Connection stays put while offline and returns home once the server answers', async ({
    page,
    context,
  }) => {
    await page.goto('/terms-conditions');
    await context.setOffline(true);
    const retry = page.getByRole('button', { name: 'Retry Connection' });
    await retry.click();
    await expect(retry).toBeVisible();
    await expect(page).toHaveURL(/\/404$/);

    // The browser's 'online' event would recover by itself; here only the probe says so, as
    // when the network returns without an event.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await page.goto('/terms-conditions');
    // The app must be rendered (its listeners attached) before the event is sent.
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(retry).toBeHidden();
    await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
  });
});
