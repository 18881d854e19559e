import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInViaApi } from './support/sign-in';

/**
 * Each route's HTML names the scripts and the API data its first screen needs, so a browser on a
 * slow network fetches them while the entry script is still arriving instead of one round trip
 * after another (apps/web/route-pages.ts, apps/api spa-index.ts).
 */
interface Announced {
  scripts: string[];
  data: string[];
}

async function announced(request: APIRequestContext, path: string): Promise<Announced> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');
  return {
    scripts: [
      ...hrefs(/<script type="module" crossorigin src="([^"]+)"/g),
      ...hrefs(/<link rel="modulepreload" crossorigin href="([^"]+)"/g),
    ],
    data: hrefs(/<link rel="preload" as="fetch" crossorigin href="([^"]+)"/g),
  };
}

/** Loads a page and records the same-origin scripts and API GETs it makes until it settles. */
async function visit(page: Page, path: string) {
  const scripts: string[] = [];
  const api: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') api.push(url.pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { scripts, api, warnings };
}

test.describe('route preloads', () => {
  for (const path of ['/', '/login', '/playground', '/history/no-such-entry', '/templates']) {
    test(`every asset ${path} preloads exists`, async ({ request }) => {
      const { scripts } = await announced(request, path);
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) {
        const res = await request.get(script);
        expect(res.status(), script).toBe(200);
        expect(res.headers()['content-type'], script).toMatch(/javascript/);
      }
    });
  }

  test('a path the app does not know gets the plain page, with no route preloads', async ({ request }) => {
    const { data } = await announced(request, '/no/such/page');
    expect(data).toEqual([]);
  });

  test('the home page needs no script its HTML did not announce, and asks for its data once', async ({
    page,
    request,
  }) => {
    const { scripts, data } = await announced(request, '/');
    expect(data).toEqual(expect.arrayContaining(['/api/auth/session', '/api/testimonials']));
    const seen = await visit(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(seen.scripts.filter((s) => !scripts.includes(s))).toEqual([]);
    // Once each: the app took the preloaded replies instead of asking again.
    for (const url of data)
      expect(
        seen.api.filter((u) => u === url),
        url,
      ).toHaveLength(1);
    expect(seen.warnings.filter((w) => w.includes('preload'))).toEqual([]);
  });

  test('a visitor on /login uses every preload', async ({ page, request }) => {
    const { data } = await announced(request, '/login');
    const seen = await visit(page, '/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const url of data)
      expect(
        seen.api.filter((u) => u === url),
        url,
      ).toHaveLength(1);
    expect(seen.warnings.filter((w) => w.includes('preload'))).toEqual([]);
  });

  test('signed in, /templates loads only the scripts its HTML announced', async ({ page }) => {
    await signInViaApi(page.request);
    const { scripts } = await announced(page.request, '/templates');
    const seen = await visit(page, '/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Prompt Templates' })).toBeVisible();
    expect(scripts.some((s) => /\/assets\/templates-[\w-]+\.js$/.test(s))).toBe(true);
    expect(seen.scripts.filter((s) => !scripts.includes(s))).toEqual([]);
    expect(seen.api.filter((u) => u === '/api/auth/session')).toHaveLength(1);
  });
});
