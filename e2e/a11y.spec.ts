import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

/**
 * axe on every page, light and dark: zero serious or critical violations. Other specs check
 * pages in the states they test (a result, an open dialog); this one walks the whole app at rest.
 */
// A screen joins the walk as soon as the router has it (the history page lands from another branch).
const ROUTES = readFileSync(new URL('../apps/web/src/app/router.tsx', import.meta.url), 'utf8');

const PUBLIC_PAGES = [
  { path: '/', heading: 'Master the art of AI prompting' },
  { path: '/login', heading: 'Sign in' },
  { path: '/signup', heading: /./ },
  { path: '/forgot-password', heading: /./ },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-conditions', heading: 'Terms & Conditions' },
  { path: '/no-such-page', heading: /./ },
];
const SIGNED_IN_PAGES = [
  { path: '/playground', heading: 'Prompt Playground' },
  { path: '/compare', heading: /./ },
  { path: '/templates', heading: 'Prompt Templates' },
  { path: '/profile', heading: 'Your profile' },
  { path: '/history', heading: 'History' },
].filter(({ path }) => ROUTES.includes(`path: '${path.slice(1)}'`));

for (const theme of ['light', 'dark'] as const) {
  test.describe(`every page passes axe (${theme})`, () => {
    test.use({ colorScheme: theme });

    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} (${theme})`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        if (path === '/') {
          // The hero card turns over by itself twice in its first seconds; a click by hand cancels
          // that, so axe never reads it half-turned. On a slow machine the first turn may come
          // before the click, so the card is then turned back until it shows its front.
          const flip = page.getByRole('button', { name: 'Flip the example card' });
          const card = page.getByTestId('hero-card');
          await flip.click();
          await expect(async () => {
            if ((await card.getAttribute('data-flipped')) !== 'false') await flip.click();
            await expect(card).toHaveAttribute('data-flipped', 'false', { timeout: 1_000 });
          }).toPass();
        }
        await expectAccessible(page);
      });
    }

    for (const { path, heading } of SIGNED_IN_PAGES) {
      test(`${path} signed in (${theme})`, async ({ page }) => {
        // The template grid is long: axe takes a while on a small CI machine.
        test.slow();
        await signInViaApi(page.request);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        await expectAccessible(page);
      });
    }
  });
}
