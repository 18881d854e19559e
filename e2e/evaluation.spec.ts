import { type Page } from '@playwright/test';
import {
  type LoopbackLlmServer,
  startAnthropicServer,
  startOpenAiCompatibleServer,
} from '@promptsmith/testkit';
import { expect, test } from './support/fixtures';
import { type ProductionServer, startProductionServer } from './support/production-server';
import { signInViaApi } from './support/sign-in';

const ROUGH = 'list three benefits of remote work';
const OPTIMIZED = 'You are a workplace writer. List three benefits of remote work as a bullet list.';
const PROSE = 'Remote work has many benefits for many people.';
const BULLETS = 'FORMAT KEPT\n- No commute\n- Focus\n- Flexible hours';

const scores = (n: number) => ({ goal: n, constraints: n, format: n, correctness: n, concision: n });

/** The text between <answer_x> tags of a judge call. */
function seat(body: string, which: 'a' | 'b'): string {
  return body.slice(body.indexOf(`<answer_${which}>`), body.indexOf(`</answer_${which}>`));
}

/**
 * One provider's behaviour for every call it gets: a judge call (it holds <answer_a>) prefers
 * the answer in bullets wherever it sits; a rewrite (it has a system prompt) answers the
 * optimized prompt; a run answers `runAnswer` for the prompt it was given.
 */
function provider(runAnswer: (prompt: string) => string) {
  return (body: Record<string, unknown>): string => {
    const text = JSON.stringify(body);
    if (text.includes('<answer_a>')) {
      const aWins = seat(text, 'a').includes('FORMAT KEPT');
      return JSON.stringify({
        a: aWins ? scores(5) : scores(2),
        b: aWins ? scores(2) : scores(5),
        winner: aWins ? 'A' : 'B',
        reasons: ['The better answer is the bullet list the task asked for.'],
        unfollowed_a: aWins ? null : 'Answer as a bullet list',
        unfollowed_b: aWins ? 'Answer as a bullet list' : null,
      });
    }
    const messages = (body.messages ?? []) as { role: string; content: unknown }[];
    if (body.system !== undefined || messages.some((m) => m.role === 'system')) return OPTIMIZED;
    const last = messages.at(-1)?.content;
    const prompt = typeof last === 'string' ? last : JSON.stringify(last);
    return runAnswer(prompt);
  };
}

const runButton = (page: Page) => page.getByRole('button', { name: /^Run both/ });

test.describe('run both and judge, over loopback providers', () => {
  let openai: LoopbackLlmServer;
  let anthropic: LoopbackLlmServer;
  let server: ProductionServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // ChatGPT's answers: bullets for the optimized prompt, prose for the rough one.
    openai = await startOpenAiCompatibleServer({
      respond: provider((prompt) => (prompt.includes('bullet list') ? BULLETS : PROSE)),
      tokensPerSecond: 40,
    });
    // Claude's answers: always prose.
    anthropic = await startAnthropicServer({ respond: provider(() => `Claude says: ${PROSE}`) });
    server = await startProductionServer({
      env: {
        OPENAI_COMPATIBLE_BASE_URL: openai.url,
        OPENAI_COMPATIBLE_API_KEY: 'loopback',
        OPENAI_COMPATIBLE_ASSISTANTS: 'gpt',
        MODEL_GPT: 'gpt-4.1-nano',
        ANTHROPIC_API_KEY: 'sk-ant-loopback',
        ANTHROPIC_BASE_URL: anthropic.url,
      },
      dataDirPrefix: 'promptsmith-e2e-eval-',
      onClose: async () => {
        await openai.close();
        await anthropic.close();
      },
    });
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

    await gpt.getByRole('button', { name: 'Run on ChatGPT' }).click();
    await expect(gpt.getByTestId('compare-answer-gpt')).toHaveText(BULLETS, { timeout: 20_000 });
    await claude.getByRole('button', { name: 'Run on Claude' }).click();
    await expect(claude.getByTestId('compare-answer-claude')).toContainText('Claude says:');

    await page.getByRole('button', { name: 'Judge the answers' }).click();
    await expect(gpt.getByTestId('judge-suggestion-gpt')).toContainText('Judge suggests: Best', {
      timeout: 20_000,
    });
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
  test('every new button explains itself and nothing errors', async ({ page }) => {
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

    await page.goto('/compare');
    await page.getByRole('textbox', { name: 'Your prompt' }).fill(ROUGH);
    await page.getByRole('button', { name: 'Compare Across Assistants' }).click();
    const card = page.getByRole('article', { name: 'Claude' });
    await expect(card.getByRole('button', { name: /Run on Claude: no model configured/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Judge the answers/ })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
