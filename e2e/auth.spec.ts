import { type Page } from '@playwright/test';
import {
  CONFIRMATION_SUBJECT,
  expect,
  expectAccessible,
  latestCode,
  readOutbox,
  RESET_SUBJECT,
  test,
  uniqueEmail,
} from './support/fixtures';

const PASSWORD = 'violet tuesday lantern';

function uniqueMobile(): string {
  // 10 digits, unique enough per run.
  return `7${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;
}

async function signUp(page: Page, { name, email, mobile }: { name: string; email: string; mobile?: string }) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  if (mobile) {
    await page.getByRole('combobox', { name: 'Country code' }).click();
    await page.getByRole('option', { name: '+44 UK' }).click();
    await page.getByLabel('Mobile number (optional)').fill(mobile);
  }
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Account created successfully! Please log in.' }),
  ).toBeVisible();
}

async function signInByEmail(page: Page, email: string, password = PASSWORD) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('accounts', () => {
  test('sign up, email sign-in, sign out, mobile sign-in, edit name, change password, sign in with it', async ({
    page,
  }) => {
    // The longest journey of the suite; on a busy 2-core machine it needs the extra time.
    test.slow();
    const email = uniqueEmail('journey');
    const mobile = uniqueMobile();
    await signUp(page, { name: 'Journey Tester', email, mobile });
    await expectAccessible(page);

    await signInByEmail(page, email);
    await expect(page.getByText('Login successful! Redirecting...')).toBeVisible();
    await expect(page).toHaveURL(/\/playground$/);

    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('Journey Tester');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Mobile sign-in: switching the method clears the field.
    await page.getByLabel('Email', { exact: true }).fill('typed@example.com');
    await page.getByRole('radio', { name: 'Mobile' }).click();
    await expect(page.getByLabel('Mobile number')).toHaveValue('');
    await page.getByRole('combobox', { name: 'Country code' }).click();
    await expect(page.getByRole('option')).toHaveCount(18);
    await page.getByRole('option', { name: '+44 UK' }).click();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/playground$/);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(page.getByLabel('Email (Cannot be changed)')).toBeDisabled();
    await page.getByLabel('Full name').fill('Renamed Tester');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('Renamed Tester');

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('different');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('New passwords do not match')).toBeVisible();
    const newPassword = 'amber quilt harbour';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated successfully!')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInByEmail(page, email, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email/mobile or password');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/playground$/);
  });

  test('signed in before confirming: the banner takes the mailed code, refuses a wrong one, and resends', async ({
    page,
  }) => {
    const email = uniqueEmail('confirm');
    await signUp(page, { name: 'Confirming Tester', email });
    // Sign-in works before the address is confirmed (the spec's flow).
    await signInByEmail(page, email);
    await expect(page).toHaveURL(/\/playground$/);

    const banner = page.getByRole('region', { name: 'Confirm your email address' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(email);
    await expectAccessible(page);

    await expect.poll(() => latestCode(email, CONFIRMATION_SUBJECT)).toMatch(/^\d{6}$/);
    const code = latestCode(email, CONFIRMATION_SUBJECT);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await banner.getByLabel('Confirmation code').fill(wrong);
    await banner.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(banner.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');

    // The sign-up mail went out moments ago: a new one waits for the minute to pass.
    await banner.getByRole('button', { name: 'Send a new code' }).click();
    await expect(banner.getByRole('alert')).toHaveText(
      'A code was sent a moment ago. Please wait a minute before asking for another one.',
    );

    await banner.getByLabel('Confirmation code').fill(code);
    await banner.getByLabel('Confirmation code').press('Enter');
    await expect(
      page.getByText('Thank you! Your email address is confirmed.', { exact: true }),
    ).toBeVisible();
    await expect(banner).toBeHidden();
    // The server remembers it: a new page load shows no banner.
    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText('Confirming Tester');
    await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
  });

  test('forgot password: code from the outbox, reset, sign in with the new password', async ({ page }) => {
    const email = uniqueEmail('forgot');
    await signUp(page, { name: 'Forgetful Tester', email });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No account found with this email address. Please check and try again.',
    );

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Verification Code' }).click();
    await expect(page.getByLabel('Verification code')).toBeVisible();
    await expectAccessible(page);

    await expect.poll(() => latestCode(email, RESET_SUBJECT)).toMatch(/^\d{6}$/);
    const code = latestCode(email, RESET_SUBJECT);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Verification code').fill(wrong);
    await page.getByRole('button', { name: 'Verify and Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid verification code. Please try again.');

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify and Continue' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);

    const newPassword = 'copper meadow sonata';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successful! Redirecting to login page...')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

    await signInByEmail(page, email, newPassword);
    await expect(page).toHaveURL(/\/playground$/);
    await expect
      .poll(() => readOutbox(email).map((m) => m.subject))
      .toContain('Your Promptsmith password was changed');
  });

  test('the reset page without a code explains and returns to forgot-password after 3 s', async ({
    page,
  }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('alert')).toHaveText(
      'Verification information missing. Please start the reset process again.',
    );
    await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6_000 });
  });

  test('a protected route sends the visitor to sign in and back to where they were going', async ({
    page,
  }) => {
    const email = uniqueEmail('guard');
    await signUp(page, { name: 'Guard Tester', email });
    await page.goto('/templates?category=coding');
    await expect(page).toHaveURL(/\/login$/);
    await signInByEmail(page, email);
    await expect(page).toHaveURL(/\/templates\?category=coding$/);
    // Signed in, /login goes straight to the playground.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/playground$/);
  });

  test('signing out in one tab signs the other tabs out within 2 s', async ({ context }) => {
    const first = await context.newPage();
    const email = uniqueEmail('tabs');
    await signUp(first, { name: 'Tab Tester', email });
    await signInByEmail(first, email);
    await expect(first).toHaveURL(/\/playground$/);
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(second.getByTestId('profile-name')).toHaveText('Tab Tester');

    await first.goto('/profile');
    await first.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(second).toHaveURL(/\/login$/, { timeout: 2_500 });
  });

  test('sign out from all devices ends the session in another browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('everywhere');
    await signUp(page, { name: 'Everywhere Tester', email });
    await signInByEmail(page, email);
    await expect(page).toHaveURL(/\/playground$/);

    const otherContext = await browser.newContext({ baseURL });
    await otherContext.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL ?? '' }]);
    const other = await otherContext.newPage();
    await other.goto('/login');
    await signInByEmail(other, email);
    await expect(other).toHaveURL(/\/playground$/);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Sign out from all devices' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await other.goto('/profile');
    await expect(other).toHaveURL(/\/login$/);
    const me = await other.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
    await otherContext.close();
  });

  test('signup checks fields before sending and announces the errors', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Val Idator');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Mobile number (optional)').fill('123');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('shorter');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Please enter a valid mobile number')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('without GOOGLE_CLIENT_ID neither form shows a Google button', async ({ page }) => {
    // e2e/ux-output.spec.ts checks the whole screens (no "or", no apology, axe).
    for (const path of ['/login', '/signup']) {
      const config = page.waitForResponse((r) => r.url().endsWith('/api/auth/config'));
      await page.goto(path);
      await config;
      await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
    }
  });
});
