import { type Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  BULLETS,
  OPTIMIZED,
  PROSE,
  ROUGH,
  runCardsAndJudge,
  startJudgingServer,
} from './support/judging-providers';
import { type ProductionServer } from './support/production-server';
import { signInViaApi } from './support/sign-in';

const runButton = (page: Page) => page.getByRole('button', { name: /^Run both/ });

test.describe('run both and judge, over loopback providers', () => {
  let server: ProductionServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // ChatGPT streams slowly enough for the answers to be seen arriving.
    server = await startJudgingServer({ dataDirPrefix: 'promptsmith-e2e-eval-', tokensPerSecond: 40 });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test.beforeEach(async ({ page, context }) => {
    // Several LLM round trips per test, on a machine other suites share.
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.baseURL }]);
    await signInViaApi(page.request, { baseURL: server.baseURL, confirmFrom: server.dataDir });
  });

  test('Playground: run both streams two answers with tokens and time, and the judge says improved', async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/playground`);
    await page.getByRole('textbox', { name: 'Your prompt' }).fill(ROUGH);
    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(page.getByTestId('optimized-output')).toHaveText(OPTIMIZED, { timeout: 20_000 });

    await runButton(page).click();
    await expect(page.getByTestId('run-answer-original')).toHaveText(PROSE, { timeout: 20_000 });
    await expect(page.getByTestId('run-answer-optimized')).toHaveText(BULLETS);
    await expect(page.getByTestId('run-figures')).toHaveCount(2);
    await expect(page.getByTestId('run-figures').first()).toContainText('20 tokens (10 in, 10 out) · ');
    await expect(page.getByTestId('run-figures').first()).toContainText('openai-compatible:gpt-4.1-nano');

    await page.getByRole('button', { name: 'Judge the answers' }).click();
    const verdict = page.getByTestId('judge-verdict');
    await expect(verdict.getByText('Improved')).toBeVisible({ timeout: 20_000 });
    // ChatGPT's model answered: Claude's judged (another vendor family).
    await expect(verdict).toContainText('Judged by anthropic:claude-3-haiku-20240307');
    await expect(verdict).toContainText('The better answer is the bullet list the task asked for.');
    await expect(verdict).toContainText('Instruction not followed: Answer as a bullet list');

    // The day's use shows on the profile: 1 rewrite + 2 runs + 2 judge calls, 20 tokens each.
    await page.goto(`${server.baseURL}/profile`);
    await expect(page.getByTestId('llm-usage')).toContainText('100 of 200,000 tokens used');
  });

  test('Compare: each card runs on its own model, the judge suggests marks, the user’s mark is saved', async ({
    page,
  }) => {
    await page.goto(`${server.baseURL}/compare`);
    await page.getByRole('textbox', { name: 'Your prompt' }).fill(ROUGH);
    await page.getByRole('button', { name: 'Compare Across Assistants' }).click();
    const gpt = page.getByRole('article', { name: 'ChatGPT' });
    const claude = page.getByRole('article', { name: 'Claude' });
    const gemini = page.getByRole('article', { name: 'Gemini' });
    await expect(gpt.getByTestId('compare-output-gpt')).toHaveText(OPTIMIZED, { timeout: 20_000 });

    // Gemini has no model here: its button says so and links to the README.
    await expect(gemini.getByRole('button', { name: /Run on Gemini: no model configured/ })).toBeDisabled();
    await expect(gemini.getByRole('link', { name: /How to add a provider/ })).toBeVisible();

    await runCardsAndJudge(page, gpt, claude);
    await expect(claude.getByTestId('judge-suggestion-claude')).toContainText('Judge suggests: Needs Work');
    await expect(claude.getByTestId('judge-suggestion-claude')).toContainText('Answer as a bullet list');

    // The user disagrees about ChatGPT and accepts the suggestion for Claude.
    await gpt.getByRole('button', { name: 'Needs Work', exact: true }).click();
    await claude.getByRole('button', { name: 'Mark as Needs Work' }).click();
    await expect(gpt.getByRole('button', { name: 'Needs Work', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(claude.getByRole('button', { name: 'Needs Work', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(gpt.getByText('Your own mark stands.')).toBeVisible();

    // History stores the user's marks, not the judge's.
    await expect
      .poll(async () => {
        const history = await (await page.request.get(`${server.baseURL}/api/history?limit=1`)).json();
        const results = (history as { items: { results: { model: string; mark: boolean | null }[] }[] })
          .items[0]?.results;
        return results?.map((r) => [r.model, r.mark]);
      })
      .toEqual([
        ['gpt', false],
        ['claude', false],
        ['gemini', null],
      ]);
  });
});

test.describe('with no provider configured', () => {
  test('every new button explains itself, nothing errors, and the built-in refine chips still work', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await signInViaApi(page.request);
    await page.goto('/playground');
    await page.getByRole('textbox', { name: 'Your prompt' }).fill(ROUGH);
    await page.getByRole('button', { name: 'Transform Prompt' }).click();
    await expect(page.getByText('Built-in engine')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run both (no model configured)' })).toBeDisabled();
    await expect(page.getByText(/No model is configured for ChatGPT on this server/)).toBeVisible();
    await expect(page.getByRole('link', { name: /How to add a provider/ })).toHaveAttribute(
      'href',
      /#llm-providers$/,
    );
    // Refine: a chip by the built-in engine; the free text becomes a requirement line, and says so.
    const output = page.getByTestId('optimized-output');
    await page.getByRole('button', { name: 'Answer as JSON', exact: true }).click();
    await page.getByRole('button', { name: 'Refine prompt' }).click();
    await expect(output).toContainText('Answer only with valid JSON');
    await page.getByRole('textbox', { name: 'What should change?' }).fill('name one drawback too');
    await page.getByRole('button', { name: 'Refine prompt' }).click();
    await expect(output).toContainText('Name one drawback too.');
    await expect(page.getByText(/No AI provider is configured for ChatGPT/).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(3);

    await page.goto('/compare');
    await page.getByRole('textbox', { name: 'Your prompt' }).fill(ROUGH);
    await page.getByRole('button', { name: 'Compare Across Assistants' }).click();
    const card = page.getByRole('article', { name: 'Claude' });
    await expect(card.getByRole('button', { name: /Run on Claude: no model configured/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Judge the answers/ })).toBeDisabled();
    // A card's Refine works the same way without a provider.
    await card.getByText('Refine', { exact: true }).click();
    await card.getByRole('button', { name: 'More formal', exact: true }).click();
    await card.getByRole('button', { name: 'Refine prompt' }).click();
    await expect(card.getByTestId('compare-output-claude')).toContainText('Use a formal, professional tone.');
    await card.getByRole('textbox', { name: 'What should change?' }).fill('name one drawback too');
    await card.getByRole('button', { name: 'Refine prompt' }).click();
    await expect(card.getByTestId('compare-output-claude')).toContainText('Name one drawback too.');
    await expect(card.getByText(/No AI provider is configured for Claude/).first()).toBeVisible();
    await expect(card.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(3);
    await expect(card.getByTestId('diff-view')).toContainText('Name one drawback too.');
    await expectAccessible(page);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
