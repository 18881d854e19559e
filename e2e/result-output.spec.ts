import { type BrowserContext, type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

const PROMPT =
  'Summarize this article for busy executives in five bullet points: The quarterly report shows revenue grew 12% while costs fell.';

const output = (page: Page) => page.getByTestId('optimized-output');
const editor = (page: Page) =>
  page.getByRole('textbox', { name: /^Optimized prompt for ChatGPT \(editable\)$/ });
const tokens = (page: Page, kind: string) => output(page).locator(`[data-token="${kind}"]`);

/** The vendors' sites are not reachable from the test machine: answer them with a stub page. */
async function stubVendors(context: BrowserContext) {
  for (const host of ['chatgpt.com', 'claude.ai', 'gemini.google.com'])
    await context.route(`https://${host}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<title>${host}</title><h1>${host}</h1>` }),
    );
}

async function transform(page: Page) {
  await page.getByRole('textbox', { name: 'Your prompt' }).fill(PROMPT);
  await page.getByRole('button', { name: 'Transform Prompt' }).click();
  await expect(editor(page)).toBeVisible();
}

test.describe('the optimized prompt, readable and editable', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await stubVendors(context);
    await signInViaApi(page.request);
    await page.goto('/playground');
  });

  test('headings, list markers and tags are highlighted, Copy is exact, Plain text turns it off', async ({
    page,
  }) => {
    await transform(page);
    await expect(tokens(page, 'heading').first()).toHaveText('# Role');
    await expect(tokens(page, 'list').first()).toHaveText('-');
    await expect(tokens(page, 'tag').first()).toHaveText('<text>');
    // Highlighted and in another colour than the text around it.
    const colours = await Promise.all(
      [tokens(page, 'heading').first(), tokens(page, 'tag').first(), output(page)].map((l) =>
        l.evaluate((el) => getComputedStyle(el).color),
      ),
    );
    expect(new Set(colours).size).toBe(3);

    const text = await editor(page).inputValue();
    expect(text).toMatch(/^# Role\n/);
    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    await page.getByRole('button', { name: 'Plain text' }).click();
    await expect(page.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    await expect(output(page).locator('[data-token]')).toHaveCount(0);
    // Remembered on the next visit.
    await page.reload();
    await transform(page);
    await expect(page.getByRole('button', { name: 'Plain text' })).toHaveAttribute('aria-pressed', 'true');
    await expect(output(page).locator('[data-token]')).toHaveCount(0);
  });

  test('is edited in place: the text under the caret is the text shown, and Copy takes the edit', async ({
    page,
  }) => {
    await transform(page);
    const box = editor(page);
    // The editable layer lies exactly over the highlighted one and grows with it: no inner scrollbar.
    const [area, shown] = await Promise.all([box.boundingBox(), output(page).boundingBox()]);
    expect(area).toEqual(shown);
    expect(await box.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);

    await box.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n- Close with one recommendation.\n<note>Board meeting</note>');
    const edited = await box.inputValue();
    expect(edited).toMatch(/- Close with one recommendation\.\n<note>Board meeting<\/note>$/);
    await expect(output(page)).toContainText('<note>Board meeting</note>');
    await expect(tokens(page, 'tag').last()).toHaveText('</note>');
    // Still aligned, and still no inner scrollbar after two more lines.
    const [areaAfter, shownAfter] = await Promise.all([box.boundingBox(), output(page).boundingBox()]);
    expect(areaAfter).toEqual(shownAfter);
    expect(areaAfter?.height ?? 0).toBeGreaterThan(area?.height ?? 0);
    expect(await box.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await expect(page.getByText('Edited', { exact: true })).toBeVisible();
    // A new empty last line takes its room under the caret too.
    await page.keyboard.press('Enter');
    const [areaEnter, shownEnter] = await Promise.all([box.boundingBox(), output(page).boundingBox()]);
    expect(areaEnter).toEqual(shownEnter);
    expect(areaEnter?.height ?? 0).toBeGreaterThan(areaAfter?.height ?? 0);
    await page.keyboard.press('Backspace');

    await page.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);

    await page.getByRole('button', { name: 'Restore original' }).click();
    await expect(box).not.toHaveValue(edited);
    await expect(page.getByText('Edited', { exact: true })).toHaveCount(0);
  });

  test('Open in ChatGPT carries the edited prompt in the URL; Open in Gemini copies it and opens Gemini', async ({
    page,
  }) => {
    await transform(page);
    await editor(page).fill('Draft a two-line haiku about quarterly reports & coffee.');

    const [chatgpt] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /^Open in ChatGPT/ }).click(),
    ]);
    await chatgpt.waitForLoadState();
    const url = new URL(chatgpt.url());
    expect(url.origin + url.pathname).toBe('https://chatgpt.com/');
    expect(url.searchParams.get('q')).toBe('Draft a two-line haiku about quarterly reports & coffee.');
    await chatgpt.close();

    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    const [gemini] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: /^Open in Gemini/ }).click(),
    ]);
    await gemini.waitForLoadState();
    expect(gemini.url()).toBe('https://gemini.google.com/app');
    await gemini.close();
    await expect(
      page.getByText('Prompt copied. Paste it into Gemini (Ctrl+V or ⌘V).', { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'Draft a two-line haiku about quarterly reports & coffee.',
    );
  });

  for (const scheme of ['light', 'dark'] as const)
    test(`the result with its tools is accessible (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await transform(page);
      await editor(page).fill(`${await editor(page).inputValue()}\nEdited.`);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Plain text' }).click();
      await expectAccessible(page);
    });

  test('Compare cards are highlighted, editable, and open in their own assistant', async ({ page }) => {
    await page.goto('/compare');
    await page.getByRole('textbox', { name: 'Your prompt' }).fill(PROMPT);
    await page.getByRole('button', { name: 'Compare Across Assistants' }).click();
    const claude = page.getByRole('article', { name: 'Claude' });
    const box = claude.getByRole('textbox', { name: 'Claude optimized prompt (editable)' });
    await expect(box).toBeVisible();
    await expect(
      claude.getByTestId('compare-output-claude').locator('[data-token="tag"]').first(),
    ).toHaveText('<text>');
    await box.fill('My own words for Claude.');
    await claude.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('My own words for Claude.');

    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      claude.getByRole('link', { name: /^Open in Claude/ }).click(),
    ]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).searchParams.get('q')).toBe('My own words for Claude.');
    await tab.close();
    await expectAccessible(page);
  });
});
