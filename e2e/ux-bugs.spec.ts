import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

/**
 * The layout, focus and connectivity bugs of issue 14 that only a real browser shows: widths,
 * colours, scroll positions and focus rings. Logic bugs are covered by the web unit tests.
 */

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });
const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('element is not rendered');
  return rect;
};
const header = (page: Page) => page.getByTestId('top-nav');

test.describe('phone number fields (bug 1)', () => {
  for (const width of [1280, 390]) {
    test(`are usable inside the card at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const cases: { path: string; open?: (page: Page) => Promise<void>; label: string }[] = [
        { path: '/signup', label: 'Mobile number (optional)' },
        {
          path: '/login',
          open: (p) => p.getByRole('radio', { name: 'Mobile' }).click(),
          label: 'Mobile number',
        },
      ];
      for (const { path, open, label } of cases) {
        await page.goto(path);
        await open?.(page);
        const field = page.getByRole('textbox', { name: label, exact: true });
        await field.fill('5551234567');
        const form = await box(page.locator('form').first());
        const input = await box(field);
        expect(input.width, `${path} number field width`).toBeGreaterThanOrEqual(120);
        expect(input.x + input.width, `${path} number field stays in the form`).toBeLessThanOrEqual(
          form.x + form.width + 1,
        );
        // Every typed digit fits in view: nothing scrolled away inside the field.
        expect(await field.evaluate((el: HTMLInputElement) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    });
  }
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page.request);
  });

  test('compare marks look pressed, Best is single-choice, one wording (bug 2)', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/compare');
      await promptBox(page).fill('outline a talk on testing strategies for web apps');
      await page.getByRole('button', { name: 'Compare Across Assistants' }).click();
      const gpt = page.getByRole('article', { name: 'ChatGPT' });
      const claude = page.getByRole('article', { name: 'Claude' });
      const best = gpt.getByRole('button', { name: 'Best' });
      await expect(best).toBeEnabled();
      const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
      const unpressed = await background(best);
      await best.click();
      await expect(best).toHaveAttribute('aria-pressed', 'true');
      await page.mouse.move(0, 0);
      await expect
        .poll(() => background(best), `${scheme}: pressed Best has its own background`)
        .not.toBe(unpressed);

      await expectAccessible(page);
      await claude.getByRole('button', { name: 'Best' }).click();
      await expect(claude.getByRole('button', { name: 'Best' })).toHaveAttribute('aria-pressed', 'true');
      await expect(best).toHaveAttribute('aria-pressed', 'false');

      await gpt.getByRole('button', { name: 'Needs Work' }).click();
      await expect(gpt.getByText('Needs Work', { exact: true })).toHaveCount(2);
      await expect(page.getByText('Needs Improvement')).toHaveCount(0);
    }
  });

  test('the diff reads line by line, side by side when wide, and leaves no blank page (bug 3)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/playground');
    const long = Array.from(
      { length: 40 },
      (_, i) => `step ${i + 1}: meet every small requirement of the release checklist`,
    ).join('\n');
    await promptBox(page).fill(`write a runbook for our release process\n${long}`);
    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(page.getByTestId('optimized-output')).toBeVisible();
    await page.getByRole('tab', { name: 'Diff' }).click();
    const diff = page.getByTestId('diff-view');
    await expect(diff).toBeVisible();
    await expect(diff.getByRole('table')).toBeVisible();
    // Two text columns on a wide screen: the original and the optimized prompt.
    await expect(diff.getByRole('columnheader', { name: 'Your prompt' })).toBeVisible();
    await expect(diff.getByRole('columnheader', { name: 'Optimized prompt' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const blankBelowFooter = await page.evaluate(() => {
      const footer = document.querySelector('footer');
      return document.documentElement.scrollHeight - (footer?.getBoundingClientRect().bottom ?? 0) - scrollY;
    });
    expect(blankBelowFooter).toBeLessThanOrEqual(1);
    await expectAccessible(page);
    // A narrow screen reads the same diff as one column of − and + lines.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(diff.getByRole('table')).toBeHidden();
    await expect(diff.getByRole('list', { name: 'Changes, line by line' })).toBeVisible();
  });

  test('the sticky header never hides the focused control (bug 5)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/templates');
    // Shift+Tab from `from` to `to`, with `to` parked just under the top edge, coming from
    // below: scrolling up brings the header back over it, and the browser, counting it as in
    // view, would not scroll to it.
    const shiftTabTo = async (from: Locator, to: Locator, shown: Locator) => {
      await expect(shown).toBeVisible();
      const top = await shown.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await page.evaluate(async (y) => {
        window.scrollTo(0, y + 300);
        await new Promise((resolve) => setTimeout(resolve, 100));
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }, top - 20);
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await from.evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
      await page.keyboard.press('Shift+Tab');
      await expect(to).toBeFocused();
      const headerBottom = (await box(header(page))).height;
      await expect.poll(async () => (await box(shown)).y).toBeGreaterThanOrEqual(headerBottom);
    };
    const copy = page.getByRole('button', { name: /^Copy / }).nth(6);
    const use = page.getByRole('link', { name: /^Use Template / }).nth(6);
    await shiftTabTo(use, copy, copy);
    // A filter chip: the focus is on its visually hidden radio, the chip must show.
    const all = page.getByRole('radio', { name: 'All' });
    await shiftTabTo(page.getByRole('checkbox').first(), all, all.locator('..'));
  });

  test('focus: visible on primary buttons, quiet after a tab click, on the result after Transform (bug 6)', async ({
    page,
  }) => {
    await page.goto('/playground');
    await promptBox(page).fill('explain recursion to a beginner with one example');
    const transform = page.getByRole('button', { name: 'Transform Prompt' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await promptBox(page).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(transform).toBeFocused();
      // A ring thick enough to see, in neither the card's nor the button's own colour.
      const ring = () =>
        transform.evaluate((el) => {
          const style = getComputedStyle(el);
          const card = el.closest('form')?.parentElement;
          return {
            style: style.outlineStyle,
            width: style.outlineWidth,
            color: style.outlineColor,
            button: style.backgroundColor,
            card: card ? getComputedStyle(card).backgroundColor : '',
          };
        });
      await expect.poll(async () => (await ring()).width, scheme).toBe('3px');
      // Colours settle after the transition.
      await expect
        .poll(async () => {
          const { style, color, button, card } = await ring();
          return (
            style === 'solid' && color !== button && color !== card && !/^rgba?\(255, 255, 255/.test(color)
          );
        }, scheme)
        .toBe(true);
    }

    await page.keyboard.press('Enter');
    await expect(page.getByTestId('optimized-output')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Optimized prompt' })).toBeFocused();

    // A fresh page: no earlier keyboard use, the tab is clicked.
    await page.goto('/profile');
    const security = page.getByRole('tab', { name: 'Security' });
    await security.click();
    await expect(security).toBeFocused();
    expect(await security.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    // From the keyboard, the ring is back.
    await page.keyboard.press('ArrowRight');
    const testimonials = page.getByRole('tab', { name: 'Testimonials' });
    await expect(testimonials).toBeFocused();
    expect(await testimonials.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });

  test('a prompt over 20,000 characters is kept whole and the limit is said (bug 9)', async ({ page }) => {
    await page.goto('/playground');
    const long = 'summarize these notes. '.repeat(872); // 20,056 characters
    await promptBox(page).fill(long);
    await expect(promptBox(page)).toHaveValue(long);
    await expect(
      page.getByText('Your prompt is 20,056 characters, 56 over the 20,000-character limit.'),
    ).toBeVisible();
    await expect(promptBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Transform Prompt' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('Copy keeps its width when it reads Copied (bug 7)', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/compare');
    await promptBox(page).fill('write release notes for version 2.0 of a todo app');
    await page.getByRole('button', { name: 'Compare Across Assistants' }).click();
    const claude = page.getByRole('article', { name: 'Claude' });
    const copy = claude.getByRole('button', { name: 'Copy', exact: true });
    await expect(copy).toBeEnabled();
    const needsWork = claude.getByRole('button', { name: 'Needs Work' });
    await copy.scrollIntoViewIfNeeded();
    const before = await box(copy);
    // The marks sit on the Copy button's line, at the same distance.
    const offset = async (from: Locator) => {
      const [a, b] = [await box(from), await box(needsWork)];
      return { dx: b.x - a.x, dy: b.y - a.y };
    };
    const markBefore = await offset(copy);
    await copy.click();
    const copied = claude.getByRole('button', { name: 'Copied', exact: true });
    await expect(copied).toBeVisible();
    expect((await box(copied)).width).toBe(before.width);
    expect(await offset(copied)).toEqual(markBefore);
  });
});

test.describe('mobile (bug 10)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('scrolls to the result, Esc closes the menu, no keyboard hint, the name is not cut', async ({
    page,
  }) => {
    await signInViaApi(page.request, { name: 'Maximilian Okonkwo' });
    await page.goto('/playground');
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Playground' })).toBeVisible();
    await expect(page.getByText(/Ctrl\+Enter|⌘\+Enter/)).toHaveCount(0);
    await promptBox(page).fill('explain recursion to a beginner with one example');
    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(page.getByTestId('optimized-output')).toBeInViewport();

    // Back up the page: the header hides while scrolled down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.goto('/profile');
    const name = page.getByTestId('profile-header-name');
    await expect(name).toHaveText('Maximilian Okonkwo');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

test('password reset: the code step survives a reload, with "I have a code" and a Resend countdown (bug 8)', async ({
  page,
}) => {
  const { email } = await signInViaApi(page.request);
  await page.context().clearCookies({ name: 'ps_session' });
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
  await expectAccessible(page);
  const resend = page.getByRole('button', { name: /^Resend code in \d+ s$/ });
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  const first = Number(/(\d+) s/.exec((await resend.textContent()) ?? '')?.[1]);
  await expect
    .poll(async () => Number(/(\d+) s/.exec((await resend.textContent()) ?? '')?.[1]))
    .toBeLessThan(first);

  // Back to the email step and "I have a code": straight to the code step, nothing mailed.
  await page.getByRole('button', { name: 'Use a different email address' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'I have a code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  // Asking again within the minute goes on to the code step with the countdown, not a dead end.
  await page.goBack();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'We already sent a code' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in \d+ s$/ })).toBeVisible();
});

test('offline shows the offline screen alone, not over the not-found page (bug 11)', async ({
  page,
  context,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('heading', { name: 'No Internet Connection' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: "Looks like you're lost" })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectAccessible(page);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});
