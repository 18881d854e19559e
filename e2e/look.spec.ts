import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { startLlmAppServer, type LlmAppServer } from './support/llm-app-server';
import { signInViaApi } from './support/sign-in';

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });
const transformButton = (page: Page) => page.getByRole('button', { name: 'Transform Prompt' });

test.describe('the look', () => {
  test('text is set in the bundled Inter, a small Latin woff2 from our own origin', async ({ page }) => {
    const fonts: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'font') {
        fonts.push({ url: response.url(), bytes: (await response.body()).length });
      }
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable"/,
    );
    await expect.poll(() => fonts.length).toBe(1);
    const [font] = fonts;
    expect(new URL(font?.url ?? '').origin).toBe(new URL(page.url()).origin);
    expect(font?.url).toMatch(/inter-latin-wght-normal-[\w-]+\.woff2$/);
    expect(font?.bytes).toBeLessThan(60_000);
  });

  test('every page lines its title up with the logo (one container width)', async ({ page }) => {
    await signInViaApi(page.request);
    const left = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => Math.round(el.getBoundingClientRect().left));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        '/',
        '/playground',
        '/compare',
        '/templates',
        '/profile',
        '/privacy-policy',
        '/terms-conditions',
      ]) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        const logo = await left('header nav a[href="/"]');
        expect({ path, width, left: await left('main h1') }).toEqual({ path, width, left: logo });
      }
    }
  });

  test('the Playground shows what will appear before the first run, for the chosen assistant', async ({
    page,
  }) => {
    await signInViaApi(page.request);
    await page.goto('/playground');
    const box = page.getByRole('tabpanel', { name: 'Output' });
    await expect(box.getByText('Your optimized prompt will appear here')).toBeVisible();
    await expect(box.getByTestId('output-empty-state')).toBeVisible();
    // The row under the title names the assistant from the start (no blank reserved row).
    const panel = page.getByTestId('result-panel');
    await expect(panel.getByText('ChatGPT', { exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Target assistant' }).click();
    await page.getByRole('option', { name: 'Claude' }).click();
    await expect(panel.getByText('Claude', { exact: true })).toBeVisible();
  });
});

test.describe('optimizing can be cancelled', () => {
  test.describe.configure({ mode: 'serial' });
  let server: LlmAppServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A slow provider: two seconds before the first word, then a few words a second.
    server = await startLlmAppServer({
      reply: 'You are a patient guide. '.repeat(40),
      ttftMs: 2_000,
      chunkChars: 4,
      tokensPerSecond: 5,
    });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('a skeleton while waiting; Cancel stops the request, keeps the prompt and returns focus', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.baseURL }]);
    await signInViaApi(page.request, { baseURL: server.baseURL, confirmFrom: server.dataDir });
    await page.goto(`${server.baseURL}/playground`);
    await promptBox(page).fill('a guide to sourdough for beginners');
    await transformButton(page).click();

    await expect(page.getByTestId('output-skeleton')).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Output' })).toHaveAttribute('aria-busy', 'true');
    const cancel = page.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeVisible();
    // Let some words arrive first: Cancel also stops a stream that has started.
    await expect(page.getByTestId('optimized-output')).toContainText('You are');
    await cancel.click();

    await expect(cancel).toHaveCount(0);
    await expect(page.getByTestId('output-empty-state')).toBeVisible();
    await expect(page.getByTestId('optimized-output')).toHaveCount(0);
    await expect(promptBox(page)).toHaveValue('a guide to sourdough for beginners');
    await expect(transformButton(page)).toBeEnabled();
    await expect(transformButton(page)).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled' })).toBeAttached();
    // The browser's abort reached the provider: the server stopped the LLM call.
    await expect.poll(() => server.llm.calls.at(-1)?.clientClosedEarly, { timeout: 10_000 }).toBe(true);
    // Nothing half-done was saved to the history.
    await page.reload();
    await expect(page.getByText('Prompts you transform are saved here')).toBeVisible();
  });
});
