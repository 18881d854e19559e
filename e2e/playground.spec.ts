import { ASSISTANT_LIST } from '@promptsmith/contract';
import { type Page } from '@playwright/test';
import { startLlmAppServer, type LlmAppServer } from './support/llm-app-server';
import { expect, expectAccessible, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

const output = (page: Page) => page.getByTestId('optimized-output');
const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });
const transformButton = (page: Page) => page.getByRole('button', { name: 'Transform Prompt' });

async function chooseTarget(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Target assistant' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByRole('combobox', { name: 'Target assistant' })).toContainText(name);
}

test.describe('playground with the built-in engine', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page.request);
    await page.goto('/playground');
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Playground' })).toBeVisible();
  });

  test('transforms a prompt for each assistant', async ({ page }) => {
    await expect(page.getByRole('combobox', { name: 'Target assistant' })).toContainText('ChatGPT');
    for (const assistant of ASSISTANT_LIST) {
      await promptBox(page).fill(`write a short story about a lighthouse keeper for ${assistant.name} fans`);
      await chooseTarget(page, assistant.name);
      await transformButton(page).click();
      await expect(output(page)).toContainText('lighthouse');
      await expect(page.getByText('Built-in engine')).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: `optimized prompt for ${assistant.name} is ready` }),
      ).toBeAttached();
    }
  });

  test('validates the prompt and keeps the button disabled when empty', async ({ page }) => {
    await expect(transformButton(page)).toBeDisabled();
    await promptBox(page).fill('   ');
    await transformButton(page).click();
    await expect(page.getByText('Please enter a prompt to optimize').first()).toBeVisible();
    await expect(output(page)).toHaveCount(0);
  });

  test('Ctrl+Enter submits; the diff and What changed views explain the result', async ({ page }) => {
    await promptBox(page).fill('explain recursion to a beginner with one example');
    await promptBox(page).press('Control+Enter');
    await expect(output(page)).toContainText('recursion');
    await page.getByRole('tab', { name: 'Diff' }).click();
    await expect(
      page
        .getByTestId('diff-view')
        .getByText(/^Added line: /)
        .first(),
    ).toBeAttached();
    await page.getByRole('tab', { name: /What changed \(\d+\)/ }).click();
    await expect(page.getByRole('heading', { name: 'What changed and why' })).toBeVisible();
    await expect(page.getByText(/^Source: /).first()).toBeVisible();
  });

  test('copy puts the result on the clipboard and reads Copied for about 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await promptBox(page).fill('summarize the attached meeting notes as action items');
    await transformButton(page).click();
    await expect(output(page)).toContainText('action items');
    const text = await output(page).innerText();

    const clickedAt = Date.now();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 5_000 });
    const elapsed = Date.now() - clickedAt;
    expect(elapsed).toBeGreaterThanOrEqual(2_000);
    expect(elapsed).toBeLessThan(5_000);
  });

  test('editing the prompt clears the previous result', async ({ page }) => {
    await promptBox(page).fill('write a haiku about autumn');
    await transformButton(page).click();
    await expect(output(page)).toBeVisible();
    await promptBox(page).press('End');
    await promptBox(page).pressSequentially('s');
    await expect(output(page)).toHaveCount(0);
    await expect(page.getByText('Built-in engine')).toHaveCount(0);
  });

  test('the recent-history list reopens a past result', async ({ page }) => {
    await promptBox(page).fill('draft a polite reminder email about an unpaid invoice');
    await chooseTarget(page, 'Claude');
    await transformButton(page).click();
    await expect(output(page)).toContainText('invoice');
    const first = await output(page).innerText();

    await page.reload();
    const entry = page
      .getByRole('list', { name: 'Recent prompts' })
      .getByRole('button', { name: /unpaid invoice/ });
    await expect(entry).toBeVisible();
    // The prompt survives the reload (this tab's draft); write another before reopening.
    await expect(promptBox(page)).toHaveValue('draft a polite reminder email about an unpaid invoice');
    await promptBox(page).fill('something else entirely');
    await chooseTarget(page, 'Gemini');
    await entry.click();
    await expect(promptBox(page)).toHaveValue('draft a polite reminder email about an unpaid invoice');
    await expect(page.getByRole('combobox', { name: 'Target assistant' })).toContainText('Claude');
    await expect(output(page)).toHaveText(first);
    await expect(entry).toHaveAttribute('aria-current', 'true');
  });

  test('is accessible, in light and dark mode, with a result on screen', async ({ page }) => {
    // Three axe passes.
    test.slow();
    await expectAccessible(page);
    await promptBox(page).fill('plan a three-day trip to Lisbon for a family with two kids');
    await transformButton(page).click();
    await expect(output(page)).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
  });

  test('the result arrives without moving the form or the output box', async ({ page }) => {
    const watched = [
      promptBox(page),
      transformButton(page),
      page.getByRole('tabpanel', { name: 'Output' }),
      page.getByRole('tab', { name: 'Output' }),
    ];
    // Positions on the page, not in the viewport: clicking may scroll the button into view.
    const positions = () =>
      Promise.all(
        watched.map((l) =>
          l.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return [box.x + window.scrollX, box.y + window.scrollY];
          }),
        ),
      );
    const before = await positions();
    await promptBox(page).fill('write a product launch announcement for a note-taking app');
    await transformButton(page).click();
    await expect(output(page)).toBeVisible();
    await expect(page.getByText('Built-in engine')).toBeVisible();
    expect(await positions()).toEqual(before);
  });

  test('fits a 360 px wide screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await promptBox(page).fill('write a product description for a reusable water bottle');
    await transformButton(page).click();
    await expect(output(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('playground streaming from an LLM', () => {
  test.describe.configure({ mode: 'serial' });
  let server: LlmAppServer;
  const REPLY =
    'You are a seasoned travel writer. Write a vivid, 600-word guide to Lisbon for first-time visitors, ' +
    'organised by neighbourhood, with one food tip and one practical tip for each. End with a one-paragraph summary.';

  test.beforeAll(async () => {
    // A fresh PGlite data directory takes several seconds to initialise, more on a busy machine.
    test.setTimeout(120_000);
    // ~15 chunks per second: the whole reply takes several seconds to arrive.
    server = await startLlmAppServer({ reply: REPLY, chunkChars: 4, tokensPerSecond: 15 });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('shows partial text before the result is complete, then the LLM badge', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.baseURL }]);
    // LLM use needs a confirmed address.
    await signInViaApi(page.request, { baseURL: server.baseURL, confirmFrom: server.dataDir });
    await page.goto(`${server.baseURL}/playground`);
    await promptBox(page).fill('lisbon guide for tourists');
    await transformButton(page).click();

    // Part of the reply is on screen while the request is still running.
    await expect(output(page)).toContainText('You are a seasoned');
    await expect(page.getByRole('button', { name: 'Optimizing your prompt...' })).toBeDisabled();
    const partial = await output(page).innerText();
    expect(partial.length).toBeLessThan(REPLY.length);

    await expect(transformButton(page)).toBeVisible({ timeout: 20_000 });
    await expect(output(page)).toHaveText(REPLY);
    await expect(page.getByText(/^LLM · /)).toBeVisible();
    expect(server.llm.calls.some((call) => call.stream)).toBe(true);
  });
});
