import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

const cards = (page: Page) => page.getByRole('article');
const grid = (page: Page) => page.getByTestId('template-grid');

async function columnCount(page: Page): Promise<number> {
  return grid(page).evaluate(
    (el) => getComputedStyle(el).gridTemplateColumns.split(' ').filter(Boolean).length,
  );
}

test.describe('templates', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page.request);
    await page.goto('/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Templates' })).toBeVisible();
  });

  test('lists exactly 40 templates and is accessible', async ({ page }) => {
    // axe over 40 cards is slow on a small CI machine.
    test.slow();
    await expect(
      page.getByText('Ready-to-use expert prompt templates for different AI assistants and use cases'),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(40);
    for (const title of ['Code Explainer', 'Blog Post Generator', 'Historical Event Analysis']) {
      await expect(page.getByRole('article', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expectAccessible(page);
  });

  test('is accessible in dark mode', async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(cards(page)).toHaveCount(40);
    await expectAccessible(page);
  });

  test('filters by category and agents, with the no-match message', async ({ page }) => {
    await page.getByRole('radio', { name: 'Coding' }).check({ force: true });
    const coding = await cards(page).count();
    expect(coding).toBeGreaterThanOrEqual(5);
    expect(coding).toBeLessThan(40);
    for (const chip of await cards(page).all())
      await expect(chip.getByText('Coding', { exact: true })).toBeVisible();

    await page.getByRole('radio', { name: 'Writing' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'DeepSeek' }).check({ force: true });
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page.getByText('No templates match your current filters. Try adjusting your selections.'),
    ).toBeVisible();

    // Any selected agent is enough.
    await page.getByRole('checkbox', { name: 'Claude' }).check({ force: true });
    await expect(cards(page).first()).toBeVisible();
    for (const chip of await cards(page).all())
      await expect(chip.getByRole('list', { name: 'Suited to' })).toContainText('Claude');

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(40);
  });

  test('the filters work from the keyboard', async ({ page }) => {
    await page.getByRole('radio', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Coding' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Gemini' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Gemini' })).toBeChecked();
    const count = await cards(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(40);
  });

  test("Copy puts the template on the clipboard and shows 'Template copied to clipboard!' for 3 s", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Timed from before the click: the notice's 3 s start when the copy lands, a moment later.
    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Copy Resume Optimizer' }).click();
    const notice = page.getByText('Template copied to clipboard!');
    await expect(notice).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain('[');
    expect(clipboard.length).toBeGreaterThan(400);
    await expect(notice).toBeHidden({ timeout: 5_000 });
    const elapsed = Date.now() - clickedAt;
    expect(elapsed).toBeGreaterThanOrEqual(3_000);
    expect(elapsed).toBeLessThan(5_000);
  });

  test('Use Template opens the playground prefilled; the placeholder form fills it in; transform works', async ({
    page,
  }) => {
    await page.getByRole('link', { name: 'Use Template Code Explainer' }).click();
    await expect(page).toHaveURL(/\/playground\?template=/);
    const prompt = page.getByRole('textbox', { name: 'Your prompt' });
    await expect(prompt).toHaveValue(/^You are a senior \[LANGUAGE\] engineer/);

    const form = page.getByRole('group', { name: /Fill in the placeholders/ });
    await expect(form).toBeVisible();
    const values: Record<string, string> = {
      Language: 'Python',
      'Experience level': 'beginner',
      'Paste code here': 'def add(a, b):\n    return a + b',
      'Context or purpose': 'a calculator module',
    };
    for (const [label, value] of Object.entries(values))
      await form.getByLabel(label, { exact: true }).fill(value);
    // Filled in as typed, with no extra step; the pasted code keeps its newline.
    await expect(prompt).toHaveValue(/You are a senior Python engineer/);
    await expect(prompt).toHaveValue(/def add\(a, b\):\n {4}return a \+ b/);
    // The field grew to show both lines of the code.
    const code = form.getByLabel('Paste code here', { exact: true });
    expect(await code.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    expect((await code.boundingBox())?.height ?? 0).toBeGreaterThan(
      (await form.getByLabel('Language', { exact: true }).boundingBox())?.height ?? 0,
    );

    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(page.getByTestId('optimized-output')).toContainText('Python');
  });

  for (const [width, columns] of [
    [375, 1],
    [640, 2],
    [1024, 3],
  ] as const) {
    test(`the grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await expect(cards(page)).toHaveCount(40);
      expect(await columnCount(page)).toBe(columns);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    });
  }
});
