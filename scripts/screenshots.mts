/**
 * `npm run screenshots`: builds the app, starts the production server on a fresh temp data
 * directory, signs a new account up (confirmed through the dev outbox) and writes a screenshot of
 * every page at 1280 and 390 px wide, light and dark, to docs/screens/, plus the README's
 * docs/screenshot.png. Debian's Chromium through playwright-core; nothing is downloaded.
 *
 *   npm run screenshots                 # all pages
 *   npm run screenshots -- --no-build   # reuse the current build
 *   npm run screenshots -- playground   # only the pages whose name contains "playground"
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { PROJECT_ROOT, startProductionServer } from '../e2e/support/production-server';

const OUT_DIR = join(PROJECT_ROOT, 'docs/screens');
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
const THEMES = ['light', 'dark'] as const;

interface Shot {
  name: string;
  path: string;
  signedIn: boolean;
  /** Brings the page to the state worth showing, after it has loaded. */
  prepare?: (page: Page) => Promise<void>;
}

const ROUGH_PROMPT =
  'write a blog post about remote work for new managers, make it practical and not too long';

const transform = async (page: Page) => {
  await page.getByLabel('Your prompt').fill(ROUGH_PROMPT);
  await page.getByRole('button', { name: 'Transform Prompt' }).click();
  await page.getByTestId('optimized-output').first().waitFor();
  await page.getByRole('button', { name: /^Copy/ }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
};

const compare = async (page: Page) => {
  await page.getByLabel('Your prompt').fill(ROUGH_PROMPT);
  for (const name of ['ChatGPT', 'Claude', 'Gemini']) {
    const option = page.getByRole('checkbox', { name: new RegExp(name) }).first();
    if (!(await option.isChecked().catch(() => true))) await option.check();
  }
  await page
    .getByRole('button', { name: /^Compare/ })
    .last()
    .click();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await page.waitForTimeout(300);
};

const SHOTS: Shot[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'signup', path: '/signup', signedIn: false },
  { name: 'forgot-password', path: '/forgot-password', signedIn: false },
  { name: 'privacy-policy', path: '/privacy-policy', signedIn: false },
  { name: 'terms-conditions', path: '/terms-conditions', signedIn: false },
  { name: 'not-found', path: '/no-such-page', signedIn: false },
  { name: 'playground', path: '/playground', signedIn: true },
  { name: 'playground-result', path: '/playground', signedIn: true, prepare: transform },
  { name: 'compare', path: '/compare', signedIn: true },
  { name: 'compare-result', path: '/compare', signedIn: true, prepare: compare },
  { name: 'templates', path: '/templates', signedIn: true },
  { name: 'history', path: '/history', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
];

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const selected = SHOTS.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)));

function build(): void {
  if (args.includes('--no-build') && existsSync(join(PROJECT_ROOT, 'apps/api/dist/server.js'))) return;
  console.log('Building…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The newest 6-digit code the dev outbox holds for `email`. */
function confirmationCode(dataDir: string, email: string): string | null {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return null;
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map(
      (f) =>
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string; createdAt: string },
    )
    .filter((m) => m.to === email)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? null;
}

/** A confirmed account, signed in on `context` (the session cookie lands in it). */
async function signIn(context: BrowserContext, baseURL: string, dataDir: string): Promise<void> {
  const email = `screens.${Date.now()}@example.com`;
  const password = 'Lantern-Harbor-5829';
  const signup = await context.request.post(`${baseURL}/api/auth/signup`, {
    data: { name: 'Ada Lovelace', email, password },
  });
  if (!signup.ok()) throw new Error(`signup: ${signup.status()} ${await signup.text()}`);
  const login = await context.request.post(`${baseURL}/api/auth/login`, {
    data: { emailOrMobile: email, password, rememberMe: true },
  });
  if (!login.ok()) throw new Error(`login: ${login.status()} ${await login.text()}`);
  let code: string | null = null;
  for (let i = 0; i < 50 && !code; i++) {
    code = confirmationCode(dataDir, email);
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  if (!code) throw new Error('no confirmation mail arrived');
  const confirmed = await context.request.post(`${baseURL}/api/auth/confirm-email`, { data: { code } });
  if (!confirmed.ok()) throw new Error(`confirm: ${confirmed.status()} ${await confirmed.text()}`);
}

/** Waits until the page is still: fonts loaded, lazy chunks in, animations finished. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
}

async function shoot(browser: Browser, baseURL: string, dataDir: string): Promise<number> {
  let count = 0;
  for (const theme of THEMES) {
    for (const size of WIDTHS) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: size.width, height: size.height },
        colorScheme: theme,
        deviceScaleFactor: 1,
        isMobile: size.name === 'mobile',
        hasTouch: size.name === 'mobile',
        reducedMotion: 'reduce',
      });
      await context.addCookies([{ name: 'cookieConsent', value: 'accepted', url: baseURL }]);
      const signedIn = selected.some((s) => s.signedIn);
      // One context for both: the signed-out pages go first, then the account signs in.
      for (const shot of [...selected.filter((s) => !s.signedIn), ...selected.filter((s) => s.signedIn)]) {
        if (shot.signedIn && signedIn && !(await hasSession(context)))
          await signIn(context, baseURL, dataDir);
        const page = await context.newPage();
        const response = await page.goto(shot.path);
        await settle(page);
        // A route that does not exist yet (e.g. /history before it lands) shows the 404 page.
        if (shot.name !== 'not-found' && (await page.getByText('Looks like you').count()) > 0) {
          console.log(`  skipped ${shot.name}: ${shot.path} is not a page yet (${response?.status()})`);
          await page.close();
          continue;
        }
        await shot.prepare?.(page);
        await settle(page);
        const file = join(OUT_DIR, `${shot.name}-${size.width}-${theme}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
        if (shot.name === 'home' && theme === 'light' && size.name === 'desktop') {
          await page.screenshot({ path: join(PROJECT_ROOT, 'docs/screenshot.png'), animations: 'disabled' });
        }
        console.log(`  ${file.slice(PROJECT_ROOT.length)}`);
        count += 1;
        await page.close();
      }
      await context.close();
    }
  }
  return count;
}

/** docs/screens/README.md: one row per page, linking its four pictures. */
function writeIndex(): void {
  const files = new Set(readdirSync(OUT_DIR));
  const cell = (name: string, width: number, theme: string) => {
    const file = `${name}-${width}-${theme}.png`;
    return files.has(file) ? `[${width} ${theme}](${file})` : '—';
  };
  const rows = SHOTS.filter((s) => files.has(`${s.name}-1280-light.png`)).map(
    (s) =>
      `| ${s.name} | \`${s.path}\` | ${THEMES.flatMap((t) => WIDTHS.map((w) => cell(s.name, w.width, t))).join(' | ')} |`,
  );
  const header = THEMES.flatMap((t) => WIDTHS.map((w) => `${w.width} ${t}`));
  writeFileSync(
    join(OUT_DIR, 'README.md'),
    [
      '# Screenshots',
      '',
      'Written by `npm run screenshots` (scripts/screenshots.mts): every page of a freshly built app on an',
      'empty data directory, signed in where the page needs it, at 1280×800 and 390×844, light and dark.',
      '',
      `| page | path | ${header.join(' | ')} |`,
      `| --- | --- | ${header.map(() => '---').join(' | ')} |`,
      ...rows,
      '',
    ].join('\n'),
  );
}

async function hasSession(context: BrowserContext): Promise<boolean> {
  return (await context.cookies()).some((c) => c.name.includes('session'));
}

build();
if (only.length === 0) rmSync(OUT_DIR, { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });
const server = await startProductionServer({ env: {}, dataDirPrefix: 'promptsmith-screens-' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`Screenshots of ${server.baseURL}:`);
  const count = await shoot(browser, server.baseURL, server.dataDir);
  writeIndex();
  console.log(`${count} screenshots in docs/screens/`);
} finally {
  await browser.close();
  await server.close();
}
