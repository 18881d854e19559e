import { type Locator, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

const output = (page: Page) => page.getByTestId('optimized-output');
const panel = (page: Page) => page.getByRole('form', { name: 'Sharpen it' });
const questions = (page: Page) => panel(page).getByRole('group');

/** Questions with a suggested answer (not only "Keep as placeholder"): their first chip. */
async function suggestedAnswers(page: Page) {
  const found: { legend: string; chip: Locator; option: string }[] = [];
  for (const group of await questions(page).all()) {
    const chip = group.getByRole('button').filter({ hasNotText: 'Keep as placeholder' }).first();
    if ((await chip.count()) === 0) continue;
    const legend = (await group.locator('legend').innerText()).trim();
    found.push({ legend, chip, option: (await chip.innerText()).trim() });
  }
  return found;
}

test.describe('Sharpen it in the playground (built-in engine)', () => {
  test('a one-word prompt gets questions; answering two puts the answers in the prompt', async ({ page }) => {
    await signInViaApi(page.request);
    await page.goto('/playground');
    await page.getByRole('textbox', { name: 'Your prompt' }).fill('poem');
    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(output(page)).toBeVisible();

    await expect(panel(page)).toBeVisible();
    expect(await questions(page).count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(page);

    const [first, second] = await suggestedAnswers(page);
    if (!first || !second) throw new Error('Expected two questions with suggested answers');
    await first.chip.click();
    await second.chip.click();
    await expect(first.chip).toHaveAttribute('aria-pressed', 'true');
    await expect(second.chip).toHaveAttribute('aria-pressed', 'true');
    const before = await output(page).innerText();

    await panel(page).getByRole('button', { name: 'Sharpen prompt' }).click();
    await expect(output(page)).not.toHaveText(before);
    // Finished (not streaming): the form's button has its label back.
    await expect(page.getByRole('button', { name: 'Transform Prompt' })).toBeEnabled();
    const sharpened = (await output(page).innerText()).toLowerCase();
    expect(sharpened).toContain(first.option.toLowerCase());
    expect(sharpened).toContain(second.option.toLowerCase());

    // The engine does not ask again what was answered (the panel may be gone altogether).
    for (const { legend } of [first, second]) {
      await expect(panel(page).locator('legend', { hasText: legend })).toHaveCount(0);
    }
  });
});
