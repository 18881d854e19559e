/**
 * `npx tsx bench/lighthouse-ab.ts <before-dist> [rounds] [page ...]`: Lighthouse mobile A/B of
 * two web builds on this shared host. The current build (apps/web/dist, after `npm run build`)
 * and a copy of another (say main's, `cp -r apps/web/dist /tmp/before-dist` before the change)
 * are served by two production APIs side by side and audited alternately, page by page, so
 * the load's drift falls on both alike. Only these paired figures compare builds; one-off
 * scores on this host move by 10 points from one minute to the next.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadavg } from 'node:os';
import { createAccount, type Account } from './support/accounts';
import { METRICS, withLighthouse } from './support/lighthouse';
import { ensureBuilt, ROOT, type Server, startApi } from './support/processes';

const DEFAULT_PAGES = ['/', '/login', '/playground', '/templates', '/history'];
// Behind sign-in: audited with the account's session cookie (as bench/suites/web.ts does).
const SIGNED_IN: ReadonlySet<string> = new Set(['/playground', '/templates', '/history']);
const SHORT: Record<(typeof METRICS)[number], string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

const [beforeArg, roundsArg, ...pageArgs] = process.argv.slice(2).filter((a) => a !== '--');
if (!beforeArg || !existsSync(join(beforeArg, 'index.html'))) {
  console.error('usage: npx tsx bench/lighthouse-ab.ts <before-dist> [rounds] [page ...]');
  process.exit(2);
}
// "2 /login /templates" or just "/login": a page given first means the default rounds.
const roundsGiven = roundsArg !== undefined && /^\d+$/.test(roundsArg);
const rounds = roundsGiven ? Number(roundsArg) : 2;
const pages = [...(roundsGiven || roundsArg === undefined ? [] : [roundsArg]), ...pageArgs];
if (pages.length === 0) pages.push(...DEFAULT_PAGES);

ensureBuilt();
const builds: { label: string; api: Server; account: Account }[] = [];
for (const [label, dist] of [
  ['before', resolve(beforeArg)],
  ['after', join(ROOT, 'apps/web/dist')],
] as const) {
  const api = await startApi({ WEB_DIST_DIR: dist });
  builds.push({ label, api, account: await createAccount(api.url) });
}
const load = (): string => loadavg()[0]?.toFixed(1) ?? '?';
try {
  for (let round = 1; round <= rounds; round += 1) {
    for (const page of pages) {
      // Alternate which build goes first, so neither always gets the warmer minute.
      const order = round % 2 === 1 ? builds : [...builds].reverse();
      for (const { label, api, account } of order) {
        const headers = SIGNED_IN.has(page) ? { Cookie: `ps_session=${account.token}` } : undefined;
        // A fresh Chromium per audit: one shared browser carried a signed-in audit's state into
        // the next audit of the same server (a visitor's / then showed the signed-in banner).
        const result = await withLighthouse((audit) => audit(`${api.url}${page}`, 'mobile', headers));
        const metrics = METRICS.map((id) => {
          const value = result.metrics[id];
          return `${SHORT[id]} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : Math.round(value)}`;
        }).join(' ');
        const failing = result.failing.filter((f) => !/^(first|largest)-contentful/.test(f));
        console.log(
          `round ${round} ${page} ${label}: perf ${result.scores.performance} | ${metrics} | load ${load()}` +
            (failing.length ? ` | ${failing.join(', ')}` : ''),
        );
      }
    }
  }
} finally {
  for (const { api } of builds) await api.stop();
}
