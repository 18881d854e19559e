import { type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './support/fixtures';
import { startLlmAppServer, type LlmAppServer } from './support/llm-app-server';
import { signInViaApi } from './support/sign-in';

const output = (page: Page) => page.getByTestId('optimized-output');
const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });
const versions = (page: Page) => page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
const refineButton = (page: Page) => page.getByRole('button', { name: 'Refine prompt' });

async function transform(page: Page, prompt: string) {
  await promptBox(page).fill(prompt);
  await page.getByRole('button', { name: 'Transform Prompt' }).click();
  await expect(output(page)).toContainText('blog post');
  await expect(page.getByRole('heading', { name: 'Refine' })).toBeVisible();
}

test.describe('refine and versions with the built-in engine', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page.request);
    await page.goto('/playground');
  });

  test('a chip makes version 2; the diff compares any two; restore brings version 1 back', async ({
    page,
  }) => {
    await transform(page, 'write a blog post about remote work for managers');
    const first = await output(page).innerText();
    await expect(versions(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Shorter', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Shorter', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await refineButton(page).click();
    await expect(output(page)).toContainText('Keep the answer short');
    await expect(versions(page)).toHaveCount(2);
    await expect(versions(page).first()).toContainText('Version 2: Shorter');
    await expect(versions(page).first()).toContainText('Current');

    // The diff between version 1 and version 2 shows the added line.
    const diff = page.getByRole('region', { name: /Versions/ }).getByTestId('diff-view');
    await expect(diff).toContainText('Keep the answer short');
    await expect(diff.getByRole('columnheader', { name: 'Version 1' })).toBeAttached();
    await expect(diff.getByRole('columnheader', { name: 'Version 2' })).toBeAttached();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await expect(versions(page)).toHaveCount(3);
    await expect(versions(page).first()).toContainText('Version 3: restored version 1');
    await expect(output(page)).toHaveText(first);

    // Any two: version 2 against version 3.
    await page.getByRole('combobox', { name: 'Compare' }).click();
    await page.getByRole('option', { name: 'Version 2: Shorter' }).click();
    await expect(diff).toContainText('Keep the answer short');
  });

  test('without a provider, the free text becomes a requirement line and the notice says so', async ({
    page,
  }) => {
    await transform(page, 'write a blog post about remote work');
    await page.getByRole('textbox', { name: 'What should change?' }).fill('mention the costs');
    await refineButton(page).click();
    await expect(output(page)).toContainText('Mention the costs.');
    await expect(page.getByText(/No AI provider is configured for ChatGPT/).first()).toBeVisible();
    await expect(versions(page).first()).toContainText('Version 2: “mention the costs”');

    // Reopened from the history, the result shows its current version.
    await page.reload();
    await page
      .getByRole('button', { name: /write a blog post about remote work/ })
      .first()
      .click();
    await expect(output(page)).toContainText('Mention the costs.');
    await expect(versions(page)).toHaveCount(2);
  });

  test('save a result as a personal template, find it with the filters, use it', async ({ page }) => {
    await transform(page, 'write a blog post about [TOPIC] for [AUDIENCE]');
    await page.getByRole('button', { name: 'Save as template' }).click();
    await page.getByRole('radio', { name: 'My prompt' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Title' }).fill('My blog starter');
    await page.getByRole('textbox', { name: 'Tags' }).fill('blog, work');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Saved “My blog starter” to')).toBeVisible();

    await page.getByRole('link', { name: 'My templates' }).click();
    const mine = page.getByRole('article', { name: 'My blog starter' });
    await expect(mine).toBeVisible();
    await expect(mine.getByRole('list', { name: 'Tags' })).toContainText('#blog');
    await page.getByRole('radio', { name: 'Coding' }).check({ force: true });
    await expect(mine).toHaveCount(0);
    await page.getByRole('radio', { name: 'Writing' }).check({ force: true });
    await expect(mine).toBeVisible();

    await mine.getByRole('button', { name: 'Edit My blog starter' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Blog starter');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const renamed = page.getByRole('article', { name: 'Blog starter' });
    await expect(renamed).toBeVisible();

    await renamed.getByRole('link', { name: 'Use Template Blog starter' }).click();
    await expect(promptBox(page)).toHaveValue('write a blog post about [TOPIC] for [AUDIENCE]');

    await page.goto('/templates');
    await page.getByRole('button', { name: 'Delete Blog starter' }).click();
    await page.getByRole('button', { name: 'Confirm delete Blog starter' }).click();
    await expect(page.getByRole('article', { name: 'Blog starter' })).toHaveCount(0);
  });
});

test.describe('export and import', () => {
  test('exports JSON and Markdown from the profile and imports the JSON into another account', async ({
    page,
    browser,
  }, testInfo) => {
    await signInViaApi(page.request);
    await page.goto('/playground');
    await transform(page, 'write a blog post about remote work for managers');
    await page.getByRole('button', { name: 'Step by step' }).click();
    await refineButton(page).click();
    await expect(versions(page)).toHaveCount(2);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Your data' }).click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export as JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^promptsmith-export-\d{4}-\d\d-\d\d\.json$/);
    const file = testInfo.outputPath('export.json');
    await json.saveAs(file);
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      history: { prompt: string; versions: unknown[] }[];
    };
    expect(data.history).toHaveLength(1);
    expect(data.history[0]?.versions).toHaveLength(1);

    const [markdown] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export as Markdown' }).click(),
    ]);
    const mdFile = testInfo.outputPath('export.md');
    await markdown.saveAs(mdFile);
    expect(readFileSync(mdFile, 'utf8')).toContain('##### Version 2 (Step by step)');

    // Another account imports the file: the entry arrives with its versions.
    const other = await browser.newContext();
    const page2 = await other.newPage();
    await other.addCookies([{ name: 'cookieConsent', value: 'accepted', url: new URL(page.url()).origin }]);
    await signInViaApi(page2.request, { baseURL: new URL(page.url()).origin });
    await page2.goto(`${new URL(page.url()).origin}/profile`);
    await page2.getByRole('tab', { name: 'Your data' }).click();
    await page2.getByLabel('Import a JSON export').setInputFiles(file);
    await expect(
      page2.getByText('Imported 1 history entry and 0 templates; skipped 0 you already had.'),
    ).toBeVisible();
    await page2.getByLabel('Import a JSON export').setInputFiles(file);
    await expect(
      page2.getByText('Imported 0 history entries and 0 templates; skipped 1 you already had.'),
    ).toBeVisible();

    // A bad file: nothing imported, each bad entry named.
    const bad = {
      ...data,
      history: [...data.history, { ...data.history[0], createdAt: 'soon' }, { kind: 'x' }],
    };
    await page2.getByLabel('Import a JSON export').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await expect(page2.getByText('Nothing was imported: 2 entries are not valid.')).toBeVisible();
    await expect(
      page2.getByText('History entry 2: createdAt: createdAt must be an ISO date and time'),
    ).toBeVisible();
    await expect(page2.getByText(/^History entry 3: /)).toBeVisible();
    await other.close();
  });
});

test.describe('refine with a provider', () => {
  let server: LlmAppServer;
  test.beforeAll(async () => {
    server = await startLlmAppServer({ reply: '# Task\nWrite a blog post about remote work.' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('the free text goes into the model’s rewrite', async ({ page, context }) => {
    await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.baseURL }]);
    await signInViaApi(page.request, { baseURL: server.baseURL, confirmFrom: server.dataDir });
    await page.goto(`${server.baseURL}/playground`);
    await transform(page, 'write a blog post about remote work');
    server.llm.behavior.reply = '# Task\nWrite a blog post about remote work, with a section on costs.';
    await page.getByRole('textbox', { name: 'What should change?' }).fill('add a section on costs');
    await refineButton(page).click();
    await expect(output(page)).toHaveText(
      '# Task\nWrite a blog post about remote work, with a section on costs.',
    );
    await expect(versions(page).first()).toContainText('Version 2: “add a section on costs”');
    await expect(page.getByText(/No AI provider is configured/)).toHaveCount(0);
  });
});
