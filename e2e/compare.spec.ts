import { type HistoryListResponse } from '@promptsmith/contract';
import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });
const compareButton = (page: Page) => page.getByRole('button', { name: 'Compare Across Assistants' });
const card = (page: Page, name: string) => page.getByRole('article', { name });
const assistant = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

async function latestMarks(page: Page): Promise<Record<string, boolean | null>> {
  const response = await page.request.get('/api/history?limit=1');
  const body = (await response.json()) as HistoryListResponse;
  return Object.fromEntries((body.items[0]?.results ?? []).map((r) => [r.model, r.mark]));
}

test.describe('compare', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page.request);
    await page.goto('/compare');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare Across Assistants' })).toBeVisible();
  });

  test('compares across the default assistants: ChatGPT, Claude and Gemini', async ({ page }) => {
    for (const name of ['ChatGPT', 'Claude', 'Gemini']) await expect(assistant(page, name)).toBeChecked();
    for (const name of ['DeepSeek', 'Mistral', 'Meta Llama'])
      await expect(assistant(page, name)).not.toBeChecked();
    await promptBox(page).fill('write a cover letter for a junior data analyst role');
    await compareButton(page).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    for (const name of ['ChatGPT', 'Claude', 'Gemini']) {
      await expect(card(page, name).getByRole('region', { name: `${name} optimized prompt` })).toContainText(
        'cover letter',
      );
      await expect(card(page, name).getByText('Built-in engine')).toBeVisible();
    }
    await expectAccessible(page);
  });

  test('compares across a custom selection, and needs at least one assistant', async ({ page }) => {
    await promptBox(page).fill('explain photosynthesis to a ten-year-old');
    for (const name of ['ChatGPT', 'Claude', 'Gemini']) await assistant(page, name).uncheck({ force: true });
    await expect(compareButton(page)).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('Please select at least one AI assistant');

    for (const name of ['DeepSeek', 'Mistral', 'Meta Llama', 'Claude'])
      await assistant(page, name).check({ force: true });
    await compareButton(page).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    for (const name of ['Claude', 'DeepSeek', 'Mistral', 'Meta Llama']) {
      await expect(card(page, name).getByRole('region')).toContainText('photosynthesis');
    }
    await expect(card(page, 'ChatGPT')).toHaveCount(0);
  });

  test('validates an empty prompt', async ({ page }) => {
    await expect(compareButton(page)).toBeDisabled();
    await promptBox(page).fill('   ');
    await compareButton(page).click();
    await expect(page.getByText('Please enter a prompt to compare').first()).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('Best / Needs Work marks toggle and are saved to history', async ({ page }) => {
    await promptBox(page).fill('outline a talk on testing strategies for web apps');
    await compareButton(page).click();
    const gpt = card(page, 'ChatGPT');
    const best = gpt.getByRole('button', { name: 'Best' });
    const needsWork = gpt.getByRole('button', { name: 'Needs Work' });
    await expect(best).toBeEnabled();

    await best.click();
    await expect(best).toHaveAttribute('aria-pressed', 'true');
    await expect(gpt.getByText('Best', { exact: true })).toHaveCount(2);
    await expect.poll(() => latestMarks(page)).toMatchObject({ gpt: true, claude: null, gemini: null });

    await card(page, 'Claude').getByRole('button', { name: 'Needs Work' }).click();
    await expect.poll(() => latestMarks(page)).toMatchObject({ gpt: true, claude: false });

    await needsWork.click();
    await expect(best).toHaveAttribute('aria-pressed', 'false');
    await expect(needsWork).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => latestMarks(page)).toMatchObject({ gpt: false, claude: false });

    await needsWork.click();
    await expect(needsWork).toHaveAttribute('aria-pressed', 'false');
    await expect(gpt.getByText('Needs Improvement')).toHaveCount(0);
    await expect.poll(() => latestMarks(page)).toMatchObject({ gpt: null, claude: false });
  });

  test('copy reads Copied, and editing the prompt clears results and marks', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await promptBox(page).fill('write release notes for version 2.0 of a todo app');
    await compareButton(page).click();
    const claude = card(page, 'Claude');
    await claude.getByRole('button', { name: 'Best' }).click();
    await claude.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(claude.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await claude.getByRole('region').innerText(),
    );

    await promptBox(page).press('End');
    await promptBox(page).pressSequentially('!');
    await expect(page.getByRole('article')).toHaveCount(0);
    await compareButton(page).click();
    await expect(card(page, 'Claude').getByRole('button', { name: 'Best' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('fits a 360 px wide screen and passes axe in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await promptBox(page).fill('compose a limerick about a forgetful robot');
    await compareButton(page).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(card(page, 'Gemini').getByRole('button', { name: 'Best' })).toBeEnabled();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
