import { type HistoryEntry, type HistoryListResponse } from '@promptsmith/contract';
import { type Page } from '@playwright/test';
import { expect, expectAccessible, test, uniqueEmail } from './support/fixtures';
import { signInViaApi, TEST_PASSWORD } from './support/sign-in';

const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });
const target = (page: Page) => page.getByRole('combobox', { name: 'Target assistant' });
const entries = (page: Page) => page.getByRole('list', { name: 'History entries' }).getByRole('article');

async function chooseTarget(page: Page, name: string) {
  await target(page).click();
  await page.getByRole('option', { name }).click();
  await expect(target(page)).toContainText(name);
}

/** Saves an entry the way the app does (the page's session cookie, our own origin). */
async function save(page: Page, path: '/api/transform' | '/api/compare', data: object): Promise<string> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(path, { data, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { historyId: string }).historyId;
}

async function listed(page: Page): Promise<HistoryEntry[]> {
  return ((await (await page.request.get('/api/history?limit=50')).json()) as HistoryListResponse).items;
}

test.describe('drafts survive navigation, reload and nothing else', () => {
  test('the Playground prompt, assistant and template fields; the Compare prompt and assistants', async ({
    page,
  }) => {
    await signInViaApi(page.request);
    await page.goto('/playground');
    await promptBox(page).fill('write a toast for my sister’s wedding');
    await chooseTarget(page, 'Claude');

    // Away and back through the menu, then a reload: still there.
    const menu = async (name: string, heading: string) => {
      // The bar hides while scrolling down; at the top it shows.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
      // Both pages have a "Your prompt" box: fill it only once the new page is there.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    };
    await menu('Compare', 'Compare Across Assistants');
    await promptBox(page).fill('plan a three-day trip to Porto');
    await page.getByRole('checkbox', { name: 'Gemini', exact: true }).uncheck({ force: true });
    await page.getByRole('checkbox', { name: 'Mistral', exact: true }).check({ force: true });
    await menu('Playground', 'Prompt Playground');
    await expect(promptBox(page)).toHaveValue('write a toast for my sister’s wedding');
    await expect(target(page)).toContainText('Claude');
    await page.reload();
    await expect(promptBox(page)).toHaveValue('write a toast for my sister’s wedding');
    await expect(target(page)).toContainText('Claude');

    await page.goto('/compare');
    await expect(promptBox(page)).toHaveValue('plan a three-day trip to Porto');
    await expect(page.getByRole('checkbox', { name: 'Gemini', exact: true })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Mistral', exact: true })).toBeChecked();

    // Template fields being filled in survive a reload of the template link.
    await page.goto('/templates');
    await page.getByRole('link', { name: 'Use Template Code Explainer' }).click();
    const form = page.getByRole('group', { name: /Fill in the placeholders/ });
    await form.getByLabel('Language', { exact: true }).fill('Rust');
    await form.getByLabel('Paste code here', { exact: true }).fill('fn main() {\n    println!("hi");\n}');
    await page.reload();
    await expect(form.getByLabel('Language', { exact: true })).toHaveValue('Rust');
    await expect(promptBox(page)).toHaveValue(/You are a senior Rust engineer/);
    await expect(promptBox(page)).toHaveValue(/fn main\(\) \{\n {4}println!/);

    // Per tab: a new tab starts empty.
    const other = await page.context().newPage();
    await other.goto('/playground');
    await expect(promptBox(other)).toHaveValue('');
    await other.close();

    // Signing out forgets them.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/playground');
    await expect(promptBox(page)).toHaveValue('');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('draft')))).toEqual(
      [],
    );
  });
});

test.describe('history page', () => {
  test('titles, search, filters, open, re-run, delete one and all; deleting really deletes', async ({
    page,
  }) => {
    test.slow();
    await signInViaApi(page.request);
    await page.goto('/playground');
    await promptBox(page).fill('write a short story about a lighthouse keeper\nwho befriends a seal');
    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(page.getByTestId('optimized-output')).toContainText('lighthouse');
    await save(page, '/api/transform', { prompt: 'explain recursion to a beginner', model: 'claude' });
    await save(page, '/api/compare', {
      prompt: 'name my sourdough bakery in Lisbon',
      models: ['gpt', 'gemini'],
    });

    // Recent prompts links to the full history.
    await page.reload();
    await page.getByRole('link', { name: 'See all history' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(entries(page)).toHaveCount(3);
    // The user's first words, not the engine's first line.
    await expect(entries(page).first().getByRole('heading')).toHaveText('name my sourdough bakery in Lisbon');
    await expect(entries(page).nth(2).getByRole('heading')).toHaveText(
      'write a short story about a lighthouse keeper',
    );
    await expect(entries(page).nth(2)).toContainText('who befriends a seal');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();

    // Search, then filters; the URL keeps them.
    await page.getByRole('searchbox', { name: 'Search your prompts' }).fill('LIGHTHOUSE seal');
    await expect(entries(page)).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search your prompts' }).fill('');
    await expect(entries(page)).toHaveCount(3);
    await page.locator('label', { hasText: 'Comparisons' }).click();
    await expect(page.getByRole('radio', { name: 'Comparisons' })).toBeChecked();
    await expect(entries(page)).toHaveCount(1);
    await expect(page).toHaveURL(/kind=compare/);
    await page.locator('label', { hasText: /^All$/ }).click();
    await page.getByRole('combobox', { name: 'Assistant' }).click();
    await page.getByRole('option', { name: 'Claude' }).click();
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('explain recursion to a beginner');
    await page.getByRole('searchbox', { name: 'Search your prompts' }).fill('zebra');
    await expect(page.getByText('No entries match your search and filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(entries(page)).toHaveCount(3);

    // Open a comparison: both saved results.
    await page.getByRole('link', { name: 'name my sourdough bakery in Lisbon' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'name my sourdough bakery in Lisbon' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'ChatGPT' }).getByTestId('saved-output')).toContainText(
      'bakery',
    );
    await expect(page.getByRole('region', { name: 'Gemini' })).toBeVisible();
    await expectAccessible(page);

    // Re-run it: Compare opens with its prompt and assistants and runs.
    await page.getByRole('button', { name: 'Re-run in Compare' }).click();
    await expect(page).toHaveURL(/\/compare$/);
    await expect(promptBox(page)).toHaveValue('name my sourdough bakery in Lisbon');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('article', { name: 'Gemini' })).toContainText('bakery');
    expect((await listed(page)).filter((e) => e.prompt.includes('sourdough'))).toHaveLength(2);

    // Re-run a transform from the list: the Playground runs it for its assistant.
    await page.goto('/history?assistant=claude');
    await entries(page).first().getByRole('button', { name: 'Re-run' }).click();
    await expect(page).toHaveURL(/\/playground$/);
    await expect(target(page)).toContainText('Claude');
    await expect(page.getByTestId('optimized-output')).toContainText('recursion');

    // Delete one: gone from the list and from the server.
    await page.goto('/history');
    await expect(entries(page)).toHaveCount(5);
    const victim = (await listed(page)).find((e) => e.prompt.startsWith('write a short story'));
    const article = page.getByRole('article', { name: 'write a short story about a lighthouse keeper' });
    await article.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(article).toHaveCount(0);
    await expect(entries(page)).toHaveCount(4);
    expect((await page.request.get(`/api/history/${victim?.id}`)).status()).toBe(404);

    // Delete all.
    await page.getByRole('button', { name: 'Delete all history' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete everything' }).click();
    await expect(page.getByText(/Nothing here yet/)).toBeVisible();
    expect(await listed(page)).toEqual([]);
    await expectAccessible(page);
  });

  test('scrolling to the end loads older entries', async ({ page }) => {
    test.slow();
    await signInViaApi(page.request);
    await page.goto('/history');
    for (let i = 1; i <= 25; i++)
      await save(page, '/api/transform', { prompt: `numbered prompt ${i}`, model: 'gpt' });
    await page.reload();
    await expect(entries(page)).toHaveCount(20);
    await page
      .getByText('That is everything.')
      .or(page.getByRole('button', { name: /Load more|Loading more/ }))
      .scrollIntoViewIfNeeded();
    await expect(entries(page)).toHaveCount(25);
    await expect(page.getByRole('link', { name: 'numbered prompt 1', exact: true })).toBeVisible();
    await expect(page.getByText('That is everything.')).toBeVisible();
  });
});

test.describe('try before signing up', () => {
  test('a visitor optimizes on the Playground, signs up, and comes back with the prompt still there', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await page.getByRole('link', { name: 'Try it now' }).click();
    await expect(page).toHaveURL(/\/playground$/);
    await promptBox(page).fill('write a product description for a handmade ceramic mug');
    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(page.getByTestId('optimized-output')).toContainText('mug');
    await expect(page.getByText('Built-in engine', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Keep your prompts' })).toBeVisible();
    await expectAccessible(page);

    // Compare, Templates and History stay for members.
    for (const path of ['/compare', '/templates', '/history']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }

    await page.goto('/playground');
    await expect(promptBox(page)).toHaveValue('write a product description for a handmade ceramic mug');
    await page.getByRole('link', { name: 'Create a free account' }).click();
    const email = uniqueEmail('visitor');
    await page.getByLabel('Full name', { exact: true }).fill('Visiting Tester');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The login form has the address; the password is what is left to type.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Account created successfully! Please log in.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(TEST_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/playground$/);
    await expect(promptBox(page)).toHaveValue('write a product description for a handmade ceramic mug');
    await expect(page.getByRole('heading', { name: 'Recent prompts' })).toBeVisible();
  });
});
