import { TEMPLATES } from '@promptsmith/contract';
import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

// Issue 14: items 17 (Google), 20 (one vocabulary) and 21 (templates search and counts).

test.describe('Google sign-in when the server has no GOOGLE_CLIENT_ID', () => {
  for (const path of ['/login', '/signup'])
    test(`${path} shows no Google button, no "or" divider and no apology`, async ({ page }) => {
      const config = page.waitForResponse((r) => r.url().endsWith('/api/auth/config'));
      await page.goto(path);
      expect(await (await config).json()).toEqual({ googleClientId: null });
      // The form is there, and nothing about Google at all.
      await expect(page.getByRole('button', { name: /^(Sign In|Create Account)$/ })).toBeVisible();
      await expect(page.getByText(/google/i)).toHaveCount(0);
      await expect(page.getByText('or', { exact: true })).toHaveCount(0);
      await expectAccessible(page);
    });
});

test.describe('one vocabulary', () => {
  const FORBIDDEN = /\bagents?\b|\blog ?out\b/i;
  const visibleText = (page: Page) => page.locator('body').innerText();

  test('"assistant" and "Sign Out" everywhere a signed-in user goes', async ({ page }) => {
    await signInViaApi(page.request);
    for (const [path, heading] of [
      ['/', 'Master the art of AI prompting'],
      ['/playground', 'Prompt Playground'],
      ['/compare', 'Compare Across Assistants'],
      ['/templates', 'Prompt Templates'],
      ['/profile', 'Your profile'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await visibleText(page), path).not.toMatch(FORBIDDEN);
    }
    await expect(page.getByRole('button', { name: 'Sign Out', exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('button', { name: 'Sign out from all devices' })).toBeVisible();
    expect(await visibleText(page)).not.toMatch(FORBIDDEN);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Compare Across Assistants' })).toBeVisible();
  });

  test('the model label follows the assistant the same way on the Playground and Compare', async ({
    page,
  }) => {
    await signInViaApi(page.request);
    await page.goto('/playground');
    const picker = page.getByRole('combobox', { name: 'Target assistant' });
    await expect(picker).toContainText('ChatGPT');
    await expect(picker).toContainText('GPT-4.1-nano');
    await picker.click();
    await expect(page.getByRole('option', { name: 'Claude' })).toContainText('Claude 3 Haiku');
    await page.getByRole('option', { name: 'Claude' }).click();
    await page.getByRole('textbox', { name: 'Your prompt' }).fill('write a haiku about autumn');
    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(page.getByRole('textbox', { name: /^Optimized prompt for Claude/ })).toBeVisible();
    await expect(page.getByText('Claude 3 Haiku', { exact: true })).toHaveCount(2);

    await page.goto('/compare');
    const chip = page.getByRole('checkbox', { name: 'Claude' });
    await expect(chip).toHaveAccessibleDescription('Claude 3 Haiku');
    await page.getByRole('textbox', { name: 'Your prompt' }).fill('write a haiku about autumn');
    await page.getByRole('button', { name: 'Compare Across Assistants' }).click();
    await expect(page.getByRole('article', { name: 'Claude' }).getByText('Claude 3 Haiku')).toBeVisible();
  });
});

test.describe('templates: search, counts and the no-match state', () => {
  const cards = (page: Page) => page.getByRole('article');
  const search = (page: Page) => page.getByRole('searchbox', { name: 'Search templates' });

  test.beforeEach(async ({ page }) => {
    await signInViaApi(page.request);
    await page.goto('/templates');
    await expect(cards(page)).toHaveCount(40);
  });

  test('search finds titles, descriptions and prompt text; the category counts follow it', async ({
    page,
  }) => {
    const coding = TEMPLATES.filter((t) => t.use === 'coding').length;
    await expect(page.getByRole('radio', { name: 'Coding' })).toHaveAccessibleDescription(
      `${coding} templates`,
    );
    await expect(
      page.locator('label').filter({ has: page.getByRole('radio', { name: 'Coding' }) }),
    ).toContainText(String(coding));

    await search(page).fill('explainer');
    await expect(page.getByRole('article', { name: 'Code Explainer' })).toBeVisible();
    const found = TEMPLATES.filter((t) =>
      `${t.title} ${t.description} ${t.content}`.toLowerCase().includes('explainer'),
    );
    await expect(cards(page)).toHaveCount(found.length);
    await expect(page.getByText(`Showing ${found.length} of 40 templates`)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'All' })).toHaveAccessibleDescription(
      `${found.length} ${found.length === 1 ? 'template' : 'templates'}`,
    );

    // A word from a description only.
    const template = TEMPLATES.find((t) => t.title === 'Resume Optimizer') ?? TEMPLATES[0]!;
    const word = template.description.split(/\W+/).find((w) => w.length > 6 && !template.title.includes(w))!;
    await search(page).fill(word);
    await expect(page.getByRole('article', { name: template.title })).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const)
    test(`nothing matches: the message and an inline Clear filters (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('radio', { name: 'Creative' }).check({ force: true });
      await search(page).fill('quantum tax ledger');
      await expect(cards(page)).toHaveCount(0);
      const summary = page.getByTestId('templates-summary');
      await expect(summary.getByRole('status')).toHaveText(
        'No templates match your current filters. Try adjusting your selections.',
      );
      await expectAccessible(page);
      await summary.getByRole('button', { name: 'Clear filters' }).click();
      await expect(cards(page)).toHaveCount(40);
      await expect(search(page)).toHaveValue('');
      await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    });
});
