/**
 * web: after `npm run build`, the gzipped JavaScript and CSS the `/` route loads before it is
 * interactive and each lazy route chunk; then Lighthouse against the production server for
 * `/`, `/login`, `/playground`, `/templates` and `/history` (the last three signed in) in mobile
 * and desktop modes.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { createAccount } from '../support/accounts';
import { analyzeBundle } from '../support/bundle';
import { CATEGORIES, type Mode, withLighthouse } from '../support/lighthouse';
import { ensureBuilt, ROOT, startApi } from '../support/processes';
import { kb } from '../support/stats';
import { note, type Row } from '../support/table';

const SUITE = 'web';
const JS_BUDGET_BYTES = 90 * 1024;
const PAGES = ['/', '/login', '/playground', '/templates', '/history'] as const;
// Behind sign-in: audited with the account's session cookie.
const SIGNED_IN: ReadonlySet<string> = new Set(['/playground', '/templates', '/history']);
const MODES: Mode[] = ['mobile', 'desktop'];

export async function webSuite(): Promise<Row[]> {
  ensureBuilt();
  // Each lazy screen in the router is a chunk named after its file (login-page, home, ...).
  const router = readFileSync(join(ROOT, 'apps/web/src/app/router.tsx'), 'utf8');
  const routeNames = [
    ...new Set([...router.matchAll(/import\('([^']+)'\)/g)].map((m) => basename(m[1] ?? ''))),
  ];
  const bundle = analyzeBundle(join(ROOT, 'apps/web/dist'), routeNames);
  note(
    SUITE,
    `/ first load: JS ${kb(bundle.home.jsGzip)} gz (${bundle.home.files.join(', ')}), CSS ${kb(bundle.cssGzip)} gz${bundle.cssInline ? ' inline in index.html' : ''}`,
  );
  const lazy = bundle.routes
    .filter((r) => r.route !== 'home')
    .map((r) => `${r.route} ${kb(r.jsGzip)}`)
    .join(', ');
  note(SUITE, `lazy route chunks (gz, on top of the entry): ${lazy}`);

  const rows: Row[] = [
    {
      suite: SUITE,
      metric: '/ first-load JS (gzip), CSS',
      value: `${kb(bundle.home.jsGzip)}, CSS ${kb(bundle.cssGzip)}${bundle.cssInline ? ' (inline)' : ''}`,
      target: '<= 90 KB JS',
      met: bundle.home.jsGzip <= JS_BUDGET_BYTES,
    },
    { suite: SUITE, metric: 'lazy route chunks (gzip, beyond the entry)', value: lazy },
  ];

  const api = await startApi();
  try {
    const account = await createAccount(api.url);
    await withLighthouse(async (audit) => {
      // A screen not in the router yet would be audited as the not-found page: skip it.
      for (const page of PAGES.filter((p) => p === '/' || router.includes(`path: '${p.slice(1)}'`))) {
        for (const mode of MODES) {
          const headers = SIGNED_IN.has(page) ? { Cookie: `ps_session=${account.token}` } : undefined;
          const result = await audit(`${api.url}${page}`, mode, headers);
          const scores = CATEGORIES.map((c) => result.scores[c]).join('/');
          const perfect = CATEGORIES.every((c) => result.scores[c] === 100);
          note(
            SUITE,
            `lighthouse ${page} ${mode}: ${scores}${result.failing.length ? `; failing: ${result.failing.join(', ')}` : ''}`,
          );
          rows.push({
            suite: SUITE,
            metric: `lighthouse ${page} ${mode} (perf/a11y/bp/seo)`,
            value: scores,
            target: '100 each',
            met: perfect,
            ...(result.failing.length ? { detail: `failing: ${result.failing.join(', ')}` } : {}),
          });
        }
      }
    });
  } finally {
    await api.stop();
  }
  return rows;
}
