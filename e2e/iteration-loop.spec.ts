import { type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import {
  BULLETS,
  COSTS,
  OPTIMIZED,
  PROSE,
  ROUGH,
  runCardsAndJudge,
  startJudgingServer,
} from './support/judging-providers';
import { type ProductionServer } from './support/production-server';
import { signInViaApi } from './support/sign-in';

/**
 * Issue 12's acceptance, end to end as a newcomer does it, with loopback OpenAI and Anthropic
 * servers playing ChatGPT, Claude and the judge: optimize, run both, the judged verdict, refine
 * with a chip and with free text, compare versions, restore one, save it as a personal template
 * and use it again; on Compare, run the cards, the judge's suggestions, refine a card; export
 * and re-import from the profile.
 */

const output = (page: Page) => page.getByTestId('optimized-output');
const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Your prompt' });
const versionItems = (scope: Page | Locator) =>
  scope.getByRole('list', { name: 'Versions' }).getByRole('listitem');

test.describe('the whole loop over loopback providers', () => {
  let server: ProductionServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startJudgingServer({ dataDirPrefix: 'promptsmith-e2e-loop-' });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('optimize, run both, judge, refine, versions, restore, template, Compare, export and import', async ({
    page,
    browser,
    context,
  }, testInfo) => {
    // Some twenty LLM round trips and a dozen screens, on a machine other suites share.
    test.setTimeout(240_000);
    const base = server.baseURL;
    await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: base }]);
    await signInViaApi(page.request, { baseURL: base, confirmFrom: server.dataDir });

    await test.step('optimize with the provider', async () => {
      await page.goto(`${base}/playground`);
      await promptBox(page).fill(ROUGH);
      await page.getByRole('button', { name: 'Transform Prompt' }).click();
      await expect(output(page)).toHaveText(OPTIMIZED, { timeout: 20_000 });
    });

    await test.step('run both and see the judged verdict with its reasons', async () => {
      await page.getByRole('button', { name: /^Run both/ }).click();
      await expect(page.getByTestId('run-answer-original')).toHaveText(PROSE, { timeout: 20_000 });
      await expect(page.getByTestId('run-answer-optimized')).toHaveText(BULLETS);
      await page.getByRole('button', { name: 'Judge the answers' }).click();
      const verdict = page.getByTestId('judge-verdict');
      await expect(verdict.getByText('Improved')).toBeVisible({ timeout: 20_000 });
      await expect(verdict).toContainText('Judged by anthropic:');
      await expect(verdict).toContainText('The better answer is the bullet list the task asked for.');
      await expect(verdict).toContainText('Instruction not followed: Answer as a bullet list');
    });

    await test.step('refine with a chip, then with free text the model works in', async () => {
      await expect(versionItems(page)).toHaveCount(1);
      await page.getByRole('button', { name: 'Shorter', exact: true }).click();
      await page.getByRole('button', { name: 'Refine prompt' }).click();
      await expect(output(page)).toContainText('Keep the answer short');
      await expect(versionItems(page)).toHaveCount(2);
      await expect(versionItems(page).first()).toContainText('Version 2: Shorter');

      await page.getByRole('textbox', { name: 'What should change?' }).fill('mention the costs');
      await page.getByRole('button', { name: 'Refine prompt' }).click();
      await expect(output(page)).toContainText(COSTS, { timeout: 20_000 });
      await expect(output(page)).toContainText('Keep the answer short');
      await expect(versionItems(page)).toHaveCount(3);
      await expect(versionItems(page).first()).toContainText('Version 3: “mention the costs”');
      await expect(versionItems(page).first()).toContainText('by openai-compatible:gpt-4.1-nano');
      await expect(page.getByText(/No AI provider is configured/)).toHaveCount(0);
    });

    await test.step('compare two versions and restore the first', async () => {
      const region = page.getByRole('region', { name: /Versions/ });
      const diff = region.getByTestId('diff-view');
      // The newest two by default: version 2 against version 3.
      await expect(diff.getByRole('columnheader', { name: 'Version 2' })).toBeAttached();
      await expect(diff.getByRole('columnheader', { name: 'Version 3' })).toBeAttached();
      await expect(diff).toContainText(COSTS);
      // Any two: version 1 against version 3.
      await page.getByRole('combobox', { name: 'Compare' }).click();
      await page.getByRole('option', { name: 'Version 1: first result' }).click();
      await expect(diff.getByRole('columnheader', { name: 'Version 1' })).toBeAttached();
      await expect(diff).toContainText('Keep the answer short');

      await page.getByRole('button', { name: 'Restore version 1' }).click();
      await expect(versionItems(page)).toHaveCount(4);
      await expect(versionItems(page).first()).toContainText('Version 4: restored version 1');
      await expect(output(page)).toHaveText(OPTIMIZED);
    });

    await test.step('save the restored result as a personal template and use it again', async () => {
      await page.getByRole('button', { name: 'Save as template' }).click();
      await expect(page.getByRole('textbox', { name: 'Prompt', exact: true })).toHaveValue(OPTIMIZED);
      await page.getByRole('textbox', { name: 'Title' }).fill('Remote work benefits');
      await page.getByRole('textbox', { name: 'Tags' }).fill('work, lists');
      await page.getByRole('button', { name: 'Save template' }).click();
      await expect(page.getByText('Saved “Remote work benefits” to')).toBeVisible();

      await page.getByRole('link', { name: 'My templates' }).click();
      const mine = page.getByRole('article', { name: 'Remote work benefits' });
      await expect(mine).toBeVisible();
      await expect(mine.getByRole('list', { name: 'Tags' })).toContainText('#lists');
      await mine.getByRole('link', { name: 'Use Template Remote work benefits' }).click();
      await expect(promptBox(page)).toHaveValue(OPTIMIZED);
    });

    await test.step('Compare: run the cards, the judge suggests marks, refine a card', async () => {
      await page.goto(`${base}/compare`);
      await promptBox(page).fill(ROUGH);
      await page.getByRole('button', { name: 'Compare Across Assistants' }).click();
      const gpt = page.getByRole('article', { name: 'ChatGPT' });
      const claude = page.getByRole('article', { name: 'Claude' });
      await expect(gpt.getByTestId('compare-output-gpt')).toHaveText(OPTIMIZED, { timeout: 20_000 });
      await expect(claude.getByTestId('compare-output-claude')).toHaveText(OPTIMIZED);

      await runCardsAndJudge(page, gpt, claude);
      const claudeSuggestion = claude.getByTestId('judge-suggestion-claude');
      await expect(claudeSuggestion).toContainText('Judge suggests: Needs Work');
      await expect(claudeSuggestion).toContainText(
        'The better answer is the bullet list the task asked for.',
      );
      await expect(claudeSuggestion).toContainText('Instruction not followed: Answer as a bullet list');
      await claude.getByRole('button', { name: 'Mark as Needs Work' }).click();
      await expect(claude.getByRole('button', { name: 'Needs Work', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      // Refine Claude's card: a chip, then free text Claude's model works in.
      await claude.getByText('Refine', { exact: true }).click();
      await expect(versionItems(claude)).toHaveCount(1);
      await claude.getByRole('button', { name: 'Step by step', exact: true }).click();
      await claude.getByRole('button', { name: 'Refine prompt' }).click();
      const claudeOutput = claude.getByTestId('compare-output-claude');
      await expect(claudeOutput).toContainText('step by step inside <thinking> tags');
      // Its answer and the judge's suggestion were for the previous version.
      await expect(claude.getByTestId('compare-answer-claude')).toHaveCount(0);
      await expect(claudeSuggestion).toHaveCount(0);
      await claude.getByRole('textbox', { name: 'What should change?' }).fill('mention the costs');
      await claude.getByRole('button', { name: 'Refine prompt' }).click();
      await expect(claudeOutput).toContainText(COSTS, { timeout: 20_000 });
      await expect(versionItems(claude)).toHaveCount(3);
      await expect(versionItems(claude).first()).toContainText('Version 3: “mention the costs”');
      await expect(claude.getByTestId('diff-view')).toContainText(COSTS);
      // ChatGPT's card is untouched, and its mark and the user's mark on Claude stand.
      await expect(gpt.getByTestId('compare-output-gpt')).toHaveText(OPTIMIZED);
      await expect(claude.getByRole('button', { name: 'Needs Work', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    const file = testInfo.outputPath('export.json');
    await test.step('export everything from the profile and re-import it', async () => {
      await page.goto(`${base}/profile`);
      await page.getByRole('tab', { name: 'Your data' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export as JSON' }).click(),
      ]);
      await download.saveAs(file);
      const data = JSON.parse(readFileSync(file, 'utf8')) as {
        history: { kind: string; versions: { model: string }[] }[];
        templates: { title: string }[];
      };
      const byKind = Object.fromEntries(data.history.map((h) => [h.kind, h.versions.map((v) => v.model)]));
      // Versions 2-4 of the Playground result; versions 2-3 of Claude's card in the comparison.
      expect(byKind).toEqual({ transform: ['gpt', 'gpt', 'gpt'], compare: ['claude', 'claude'] });
      expect(data.templates.map((t) => t.title)).toEqual(['Remote work benefits']);

      // Into the same account: everything is already there.
      await page.getByLabel('Import a JSON export').setInputFiles(file);
      await expect(
        page.getByText('Imported 0 history entries and 0 templates; skipped 3 you already had.'),
      ).toBeVisible();
    });

    await test.step('import the export into another account', async () => {
      const other = await browser.newContext();
      await other.addCookies([{ name: 'cookieConsent', value: 'accepted', url: base }]);
      const page2 = await other.newPage();
      await signInViaApi(page2.request, { baseURL: base });
      await page2.goto(`${base}/profile`);
      await page2.getByRole('tab', { name: 'Your data' }).click();
      await page2.getByLabel('Import a JSON export').setInputFiles(file);
      await expect(
        page2.getByText('Imported 2 history entries and 1 template; skipped 0 you already had.'),
      ).toBeVisible();

      // The imported template is theirs to use, and the Playground result comes with its versions.
      await page2.goto(`${base}/templates`);
      await expect(page2.getByRole('article', { name: 'Remote work benefits' })).toBeVisible();
      await page2.goto(`${base}/playground`);
      await page2
        .getByRole('button', { name: new RegExp(ROUGH) })
        .first()
        .click();
      await expect(versionItems(page2)).toHaveCount(4);
      await expect(output(page2)).toHaveText(OPTIMIZED);
      await other.close();
    });
  });
});
