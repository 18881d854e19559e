import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium';
import { removeDir, tempDir } from './processes';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  scores: Record<Category, number>;
  /** Audits of the four categories that scored below 1, as `id` (with the score when partial). */
  failing: string[];
  /** The performance metrics' measured values (ms; layout shift unitless), by audit id. */
  metrics: Record<Metric, number>;
}

export const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;
export type Metric = (typeof METRICS)[number];

export type Mode = 'mobile' | 'desktop';

/**
 * Audits pages one after another in one Chromium (Debian's, with the e2e flags). Mobile is
 * Lighthouse's default (emulated phone, simulated slow 4G); desktop uses its desktop config.
 */
export async function withLighthouse<T>(
  run: (
    audit: (url: string, mode: Mode, headers?: Record<string, string>) => Promise<LighthouseResult>,
  ) => Promise<T>,
): Promise<T> {
  const userDataDir = tempDir('chromium');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    return await run(async (url, mode, headers) => {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          ...(headers ? { extraHeaders: headers } : {}),
        },
        mode === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const failing = new Set<string>();
      for (const id of CATEGORIES) {
        for (const ref of lhr.categories[id]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (!audit || audit.score === null || audit.score >= 1) continue;
          if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
          failing.add(audit.score > 0 ? `${ref.id} (${audit.score.toFixed(2)})` : ref.id);
        }
      }
      if (lhr.runtimeError) failing.add(`runtime-error: ${lhr.runtimeError.code}`);
      const metrics = Object.fromEntries(
        METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ) as Record<Metric, number>;
      return { scores, failing: [...failing], metrics };
    });
  } finally {
    chrome.kill();
    removeDir(userDataDir);
  }
}
