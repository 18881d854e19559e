import { type APIRequestContext, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppServer, postgresReachable, startAppServer } from './support/app-server';
import { expect, expectAccessible, test, uniqueEmail } from './support/fixtures';

const PASSWORD = 'amber orchard kettle';
const RECIPIENT = 'moderators@promptsmith.test';

/** Signs a new user up and in through the API; the session cookie lands in the page's context. */
async function signedInUser(request: APIRequestContext, name: string, baseURL = ''): Promise<string> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const signup = await request.post(`${baseURL}/api/auth/signup`, {
    data: { name, email, password: PASSWORD },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const login = await request.post(`${baseURL}/api/auth/login`, {
    data: { emailOrMobile: email, password: PASSWORD, rememberMe: true },
  });
  expect(login.status(), await login.text()).toBe(200);
  return email;
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Testimonials' });
const slide = (page: Page) => carousel(page).getByRole('group');

/**
 * Fake timers, paused before the page exists, so every timing below is exact. The shell probes
 * connectivity every 10 s with a 5 s timeout that the fake clock drives too: a jump across a
 * probe must let the probe's real request finish before fake time runs out its timeout, or
 * the page would wrongly go "offline". `advance` steps to each probe and waits for its answer.
 */
async function openHomeWithPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2030-03-04T10:00:00Z') });
  // Pause a whole second ahead: real time keeps flowing until the pause, and on a loaded
  // machine more than a millisecond can pass (pausing "in the past" throws). No page is loaded
  // yet, so nothing fires in between.
  await page.clock.pauseAt(new Date('2030-03-04T10:00:01Z'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Master the art of AI prompting' })).toBeVisible();
  let elapsed = 0;
  return async function advance(ms: number): Promise<void> {
    let left = ms;
    while (left > 0) {
      const toProbe = PROBE_INTERVAL_MS - (elapsed % PROBE_INTERVAL_MS);
      if (left < toProbe) {
        await page.clock.runFor(left);
        elapsed += left;
        return;
      }
      const probe = page.waitForResponse((r) => r.url().includes('/favicon.ico?probe='));
      await page.clock.runFor(toProbe);
      elapsed += toProbe;
      left -= toProbe;
      await probe;
    }
  };
}

const PROBE_INTERVAL_MS = 10_000;

test.describe('home page', () => {
  test('hero texts, buttons and feature cards for a visitor; accessible in light and dark', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Master the art of AI prompting/);
    const supported = page.getByRole('list', { name: 'Supports' }).getByRole('listitem');
    await expect(supported).toHaveText(['ChatGPT', 'Claude', 'Gemini', 'DeepSeek', 'Mistral', 'Meta Llama']);
    // Each name with its mark, not a blank dot.
    await expect(supported.locator('svg[data-assistant-mark] > g > *').first()).toBeVisible();
    for (const title of ['Prompt Playground', 'Compare Across Assistants', 'Ready-Made Templates']) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    await expect(page.getByText('New templates are added regularly.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share your testimonial' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add your testimonial' })).toHaveCount(0);
    await expect(slide(page).getByTestId('testimonial-card')).toHaveCount(3);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);

    // Visitors try the Playground before signing up (README's deviations).
    await page.getByRole('link', { name: 'Try it now' }).click();
    await expect(page).toHaveURL(/\/playground$/);
    await page.goto('/home');
    await page.getByRole('link', { name: 'Browse templates' }).click();
    // Templates are for members: the visitor is asked to sign in first.
    await expect(page).toHaveURL(/\/login$/);
  });

  test('fits a phone screen without sideways scrolling and stays accessible', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Try it now' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test('signed in: Try it now opens the playground, Add your testimonial the testimonials tab', async ({
    page,
  }) => {
    await signedInUser(page.request, 'Home Member');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Share your testimonial' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await page.getByRole('link', { name: 'Try it now' }).click();
    await expect(page).toHaveURL(/\/playground$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Add your testimonial' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('activeProfileTab'))).toBe('testimonials');
    await expectAccessible(page);

    await page.goto('/');
    await page.getByRole('link', { name: 'Share your testimonial' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });

  test('the hero card flips by itself at 0.8 s, back at 2 s, and on click', async ({ page }) => {
    const advance = await openHomeWithPausedClock(page);
    const card = page.getByTestId('hero-card');
    const flip = page.getByRole('button', { name: 'Flip the example card' });
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await advance(790);
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await advance(10);
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await expect(flip).toHaveAttribute('aria-pressed', 'true');
    await advance(1_190);
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await advance(10);
    await expect(card).toHaveAttribute('data-flipped', 'false');

    await flip.click();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await expect(page.getByTestId('hero-card-back')).toHaveAttribute('aria-hidden', 'false');
    await flip.press('Enter');
    await expect(card).toHaveAttribute('data-flipped', 'false');
  });

  test('the carousel advances every 5 s and wraps; previous/next and dots move it', async ({ page }) => {
    const advance = await openHomeWithPausedClock(page);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 2');
    await expect(slide(page).getByTestId('testimonial-card')).toHaveCount(3);
    await advance(4_990);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 2');
    await advance(10);
    await expect(slide(page)).toHaveAttribute('aria-label', '2 of 2');
    await expect(slide(page).getByTestId('testimonial-card')).toHaveCount(2);
    await advance(5_000);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 2');

    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    await expect(slide(page)).toHaveAttribute('aria-label', '2 of 2');
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 2');
    const dot = page.getByRole('button', { name: 'Show testimonials slide 2 of 2' });
    await dot.click();
    await expect(slide(page)).toHaveAttribute('aria-label', '2 of 2');
    await expect(dot).toHaveAttribute('aria-current', 'true');

    // Pointer and focus are inside: it stands still.
    await advance(12_000);
    await expect(slide(page)).toHaveAttribute('aria-label', '2 of 2');
    // Both leave: it rotates again.
    await page.mouse.move(1, 1);
    await page.getByRole('heading', { level: 1 }).click();
    await advance(5_000);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 2');
    // Hover alone pauses it too.
    await carousel(page).hover();
    await advance(12_000);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 2');
  });

  test('the carousel does not advance by itself under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const advance = await openHomeWithPausedClock(page);
    await advance(20_000);
    await expect(slide(page)).toHaveAttribute('aria-label', '1 of 2');
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(slide(page)).toHaveAttribute('aria-label', '2 of 2');
  });
});

test.describe('testimonials end to end on PostgreSQL', () => {
  // Needs its own server: the moderation CLI opens the database while the server runs,
  // which PGlite (one process at a time) cannot allow; see README "Testimonials and moderation".
  let server: AppServer;
  test.beforeAll(async () => {
    const reachable = await postgresReachable();
    if (!reachable && process.env.CI) throw new Error('PostgreSQL is required for this test under CI');
    // Only on a laptop without PostgreSQL, the README's rule for every PostgreSQL test
    // (integration suites skip their PostgreSQL half the same way); under CI the line above
    // fails the run instead, so a skip is never counted as a pass there.
    test.skip(!reachable, 'PostgreSQL is not reachable');
    server = await startAppServer({ TESTIMONIAL_RECIPIENT: RECIPIENT });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('submit -> thank-you -> mail to the moderators -> approve with the CLI -> on the home carousel', async ({
    page,
    browser,
  }) => {
    test.slow();
    const content = `Promptsmith <b>doubled</b> my output & <img src=x onerror="document.title='pwned'"> ${Date.now()}`;
    await signedInUser(page.request, 'Carousel Author', server.baseURL);

    await page.goto(`${server.baseURL}/`);
    await page.getByRole('link', { name: 'Add your testimonial' }).click();
    await expect(page.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');

    // Empty text is refused on the spot.
    await page.getByRole('button', { name: 'Submit testimonial' }).click();
    await expect(page.getByText('Please enter your testimonial text')).toBeVisible();

    // The rating by keyboard: from the default 5 down to 4.
    await page.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const text = page.getByRole('textbox', { name: 'Your testimonial' });
    await text.fill(content);
    await expect(page.getByTestId('testimonial-counter')).toContainText(`${content.length} / 1000`);
    await page.getByRole('button', { name: 'Submit testimonial' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you for your testimonial!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit another testimonial' })).toBeVisible();
    await expectAccessible(page);

    // The moderators were mailed through the outbox (dev outbox: no SMTP_URL on this server).
    await expect
      .poll(() => {
        try {
          return readdirSync(join(server.dataDir, 'outbox'))
            .map(
              (f) =>
                JSON.parse(readFileSync(join(server.dataDir, 'outbox', f), 'utf8')) as {
                  to: string;
                  text: string;
                },
            )
            .filter((m) => m.to === RECIPIENT && m.text.includes(content)).length;
        } catch {
          return 0;
        }
      })
      .toBe(1);

    // The author already sees it, marked as theirs; nobody else does yet.
    await page.goto(`${server.baseURL}/`);
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(slide(page).getByText(content, { exact: true })).toBeVisible();
    await expect(slide(page).getByText('Your submission')).toBeVisible();
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${server.baseURL}/`);
    await expect(slide(visitorPage)).toHaveAttribute('aria-label', '1 of 2');

    // The operator approves it from the command line while the server keeps running.
    const pending = await server.run('apps/api/dist/testimonials.js', [
      'list',
      '--status',
      'pending',
      '--json',
    ]);
    expect(pending.code, pending.stderr).toBe(0);
    const rows = JSON.parse(pending.stdout) as {
      id: string;
      content: string;
      rating: number;
      author: string;
    }[];
    const row = rows.find((r) => r.content === content);
    expect(row).toMatchObject({ rating: 4, author: 'Carousel Author' });
    const approved = await server.run('apps/api/dist/testimonials.js', ['approve', row?.id ?? '']);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain('Approved');

    // A visitor now finds it on the carousel, as text: the markup in it does nothing.
    await visitorPage.reload();
    await expect(slide(visitorPage)).toHaveAttribute('aria-label', '1 of 2');
    await visitorPage.getByRole('button', { name: 'Next testimonials' }).click();
    const card = slide(visitorPage).getByTestId('testimonial-card').filter({ hasText: content });
    await expect(card).toBeVisible();
    await expect(card.getByText('Carousel Author')).toBeVisible();
    await expect(card.getByText('Promptsmith user')).toBeVisible();
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(visitorPage.locator('img[src="x"]')).toHaveCount(0);
    await expect(visitorPage).not.toHaveTitle('pwned');
    await expectAccessible(visitorPage);
    await visitor.close();

    // And the author sees it once, not twice (approved copy and local copy are one).
    await page.reload();
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(slide(page).getByText(content, { exact: true })).toHaveCount(1);
  });
});
