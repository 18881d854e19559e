import { expect, type Locator, type Page } from '@playwright/test';
import { startAnthropicServer, startOpenAiCompatibleServer } from '@promptsmith/testkit';
import { type ProductionServer, startProductionServer } from './production-server';

/**
 * The production server with loopback OpenAI and Anthropic servers playing ChatGPT, Claude and
 * the judge, scripted the same way for every evaluation spec: ChatGPT answers in bullets when
 * the prompt asks for a bullet list and in prose otherwise; Claude always answers in prose and
 * judges ChatGPT's answers (another vendor family).
 */

export const ROUGH = 'list three benefits of remote work';
export const OPTIMIZED = 'You are a workplace writer. List three benefits of remote work as a bullet list.';
export const PROSE = 'Remote work has many benefits for many people.';
export const BULLETS = 'FORMAT KEPT\n- No commute\n- Focus\n- Flexible hours';
/** What a refinement through the model adds to the current prompt. */
export const COSTS = 'Mention what a home office costs.';

const scores = (n: number) => ({ goal: n, constraints: n, format: n, correctness: n, concision: n });

/** The text of a message as either protocol sends it: a string, or Anthropic's text blocks. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (part as { text?: string }).text ?? '').join('');
  return JSON.stringify(content);
}

/**
 * One provider's behaviour for every call it gets: a judge call (<answer_a>) prefers the answer
 * in bullets wherever it sits; a refinement (<current_prompt>) adds the cost line to the current
 * prompt; a rewrite (a system prompt) answers the optimized prompt; a run answers `runAnswer`
 * for its prompt.
 */
function provider(runAnswer: (prompt: string) => string) {
  return (body: Record<string, unknown>): string => {
    const messages = (body.messages ?? []) as { role: string; content: unknown }[];
    const last = textOf(messages.at(-1)?.content);
    if (last.includes('<answer_a>')) {
      const seat = last.slice(last.indexOf('<answer_a>'), last.indexOf('</answer_a>'));
      const aWins = seat.includes('FORMAT KEPT');
      return JSON.stringify({
        a: aWins ? scores(5) : scores(2),
        b: aWins ? scores(2) : scores(5),
        winner: aWins ? 'A' : 'B',
        reasons: ['The better answer is the bullet list the task asked for.'],
        unfollowed_a: aWins ? null : 'Answer as a bullet list',
        unfollowed_b: aWins ? 'Answer as a bullet list' : null,
      });
    }
    const current = /<current_prompt>\n([\s\S]*?)\n<\/current_prompt>/.exec(last)?.[1];
    if (current !== undefined) return `${current}\n${COSTS}`;
    if (body.system !== undefined || messages.some((m) => m.role === 'system')) return OPTIMIZED;
    return runAnswer(last);
  };
}

export async function startJudgingServer(options: {
  dataDirPrefix: string;
  /** ChatGPT's streaming pace, for specs that watch answers arrive. */
  tokensPerSecond?: number;
}): Promise<ProductionServer> {
  const openai = await startOpenAiCompatibleServer({
    respond: provider((prompt) => (prompt.includes('bullet list') ? BULLETS : PROSE)),
    ...(options.tokensPerSecond !== undefined ? { tokensPerSecond: options.tokensPerSecond } : {}),
  });
  const anthropic = await startAnthropicServer({ respond: provider(() => `Claude says: ${PROSE}`) });
  return startProductionServer({
    env: {
      OPENAI_COMPATIBLE_BASE_URL: openai.url,
      OPENAI_COMPATIBLE_API_KEY: 'loopback',
      OPENAI_COMPATIBLE_ASSISTANTS: 'gpt',
      MODEL_GPT: 'gpt-4.1-nano',
      ANTHROPIC_API_KEY: 'sk-ant-loopback',
      ANTHROPIC_BASE_URL: anthropic.url,
    },
    dataDirPrefix: options.dataDirPrefix,
    onClose: async () => {
      await openai.close();
      await anthropic.close();
    },
  });
}

/**
 * On a Compare of ChatGPT and Claude over the loopback providers: run both cards, then judge;
 * ChatGPT's bullet answer is suggested Best. The spec checks Claude's suggestion its own way.
 */
export async function runCardsAndJudge(page: Page, gpt: Locator, claude: Locator): Promise<void> {
  await gpt.getByRole('button', { name: 'Run on ChatGPT' }).click();
  await expect(gpt.getByTestId('compare-answer-gpt')).toHaveText(BULLETS, { timeout: 20_000 });
  await claude.getByRole('button', { name: 'Run on Claude' }).click();
  await expect(claude.getByTestId('compare-answer-claude')).toContainText('Claude says:');
  await page.getByRole('button', { name: 'Judge the answers' }).click();
  await expect(gpt.getByTestId('judge-suggestion-gpt')).toContainText('Judge suggests: Best', {
    timeout: 20_000,
  });
}
