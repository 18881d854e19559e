import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export { expect };

/** Where the e2e server keeps its data: the dev mail outbox lives under it. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Messages the dev outbox (of the suite's server, or the one in `dataDir`) wrote for one recipient, newest last. */
export function readOutbox(to: string, dataDir = E2E_DATA_DIR): OutboxMessage[] {
  const dir = join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxMessage)
    .filter((m) => m.to.toLowerCase() === to.toLowerCase())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** The 6-digit code of the newest mail whose subject matches, or '' when none has arrived yet. */
export function latestCode(to: string, subject: RegExp, dataDir = E2E_DATA_DIR): string {
  const mail = readOutbox(to, dataDir)
    .filter((m) => subject.test(m.subject))
    .at(-1);
  return /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
}

export const CONFIRMATION_SUBJECT = /email confirmation code/;
export const RESET_SUBJECT = /password reset code/;

/** Zero serious or critical accessibility violations on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  // Judge the page at rest: mid-fade (the home carousel's slide every 5 s) text has too little
  // contrast. Reduced motion stops the carousel, so no slide starts fading between the wait and
  // the scan; endless animations (spinners, the streaming cursor) are left running.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Pages start with the cookie banner accepted unless a test is about the banner itself. */
export const test = base.extend<{ acceptCookies: boolean }>({
  acceptCookies: [true, { option: true }],
  context: async ({ context, acceptCookies, baseURL }, use) => {
    if (acceptCookies && baseURL) {
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
    }
    await use(context);
  },
});
