/**
 * http: the throughput ratios, each against its reference measured in the same run and
 * interleaved with it (support/interleave.ts), once with PGlite and once with PostgreSQL:
 *   GET /api/health and GET /            ÷ a bare Fastify hello-world (own process)
 *   visitor POST /api/transform          ÷ in-process optimize() of the same prompt
 *   signed-in POST /api/transform        ÷ visitor POST /api/transform (session + history write)
 * Autocannon, 50 connections; the API is the production build with rate limits lifted by
 * configuration, so no request may be refused: any non-2xx is reported.
 */
import { optimize } from '@promptsmith/optimizer';
import { join } from 'node:path';
import { createAccount, roughPrompt } from '../support/accounts';
import { interleave, type Rate, type Slice, type Target } from '../support/interleave';
import { loadSlice } from '../support/load';
import { HTTP_ROUNDS, HTTP_SLICE_SECONDS, HTTP_WARMUP_SECONDS, SMOKE } from '../support/mode';
import { withFreshPostgres } from '../support/postgres';
import { ROOT, startApi, startScript } from '../support/processes';
import { ms, perSecond, ratio } from '../support/stats';
import { note, type Row } from '../support/table';

const SUITE = 'http';
/** The login throttle allows 10 failures per account and address per 15 minutes. */
const WRONG_PASSWORD_ATTEMPTS = 15;
const PROMPT = roughPrompt(300);
const MODEL = 'gpt';

/** optimize() in this process for `seconds`: the engine's own rate for the prompt the API gets. */
function engineSlice(seconds: number): Promise<Slice> {
  const started = performance.now();
  let count = 0;
  while (performance.now() - started < seconds * 1000) {
    optimize(PROMPT, MODEL);
    count += 1;
  }
  const slice = { count, seconds: (performance.now() - started) / 1000, failures: 0 };
  // Yield, so the sockets of the previous slice can close.
  return new Promise((resolve) => setImmediate(() => resolve(slice)));
}

interface KindResult {
  kind: 'PGlite' | 'PostgreSQL';
  rates: Map<string, Rate>;
  throttle: Record<number, number>;
}

async function measureKind(kind: KindResult['kind'], referenceUrl: string, env: Record<string, string>) {
  const api = await startApi(env);
  try {
    const account = await createAccount(api.url);
    const json = { 'content-type': 'application/json' };
    const body = JSON.stringify({ prompt: PROMPT, model: MODEL });
    const targets: Target[] = [
      { label: 'bare', run: (s) => loadSlice({ url: `${referenceUrl}/` }, s) },
      { label: 'health', run: (s) => loadSlice({ url: `${api.url}/api/health` }, s) },
      // As a browser asks for it: index.html carries the inlined stylesheet (67 KB plain, 10 KB
      // brotli), and every browser sends Accept-Encoding.
      {
        label: 'page',
        run: (s) => loadSlice({ url: `${api.url}/`, headers: { 'accept-encoding': 'gzip, deflate, br' } }, s),
      },
      { label: 'engine', run: engineSlice },
      {
        label: 'visitor',
        run: (s) => loadSlice({ url: `${api.url}/api/transform`, method: 'POST', headers: json, body }, s),
      },
      {
        label: 'signed',
        run: (s) =>
          loadSlice(
            {
              url: `${api.url}/api/transform`,
              method: 'POST',
              headers: { ...json, authorization: `Bearer ${account.token}` },
              body,
            },
            s,
          ),
      },
    ];
    const rates = await interleave(targets, {
      rounds: HTTP_ROUNDS,
      sliceSeconds: HTTP_SLICE_SECONDS,
      warmupSeconds: HTTP_WARMUP_SECONDS,
    });
    for (const rate of rates.values()) {
      note(
        SUITE,
        `${kind} ${rate.label.padEnd(8)} ${perSecond(rate.perSecond).padStart(9)}  p50 ${ms(rate.p50, 0)}  p99 ${ms(rate.p99, 0)}  failures ${rate.failures}`,
      );
    }

    // The limits were lifted for throughput; the login throttle is separate and must still hold.
    const throttle: Record<number, number> = {};
    for (let i = 0; i < WRONG_PASSWORD_ATTEMPTS; i++) {
      const res = await fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ emailOrMobile: account.email, password: 'wrong password' }),
      });
      await res.arrayBuffer();
      throttle[res.status] = (throttle[res.status] ?? 0) + 1;
    }
    return { kind, rates, throttle } satisfies KindResult;
  } finally {
    await api.stop();
  }
}

function rowsFor({ kind, rates, throttle }: KindResult): Row[] {
  const get = (label: string) => rates.get(label) as Rate;
  const [bare, health, page, engine, visitor, signed] = [
    'bare',
    'health',
    'page',
    'engine',
    'visitor',
    'signed',
  ].map(get) as [Rate, Rate, Rate, Rate, Rate, Rate];
  const line = (metric: string, part: Rate, whole: Rate, target: number): Row => {
    const r = part.perSecond / whole.perSecond;
    return {
      suite: SUITE,
      metric: `${kind}: ${metric}`,
      value: `${ratio(r)} (${perSecond(part.perSecond)} / ${perSecond(whole.perSecond)})`,
      target: `>= ${target}`,
      met: r >= target,
    };
  };
  const failures = [health, page, visitor, signed].map((r) => r.failures);
  return [
    line('GET /api/health ÷ bare Fastify', health, bare, 0.4),
    line('GET / ÷ bare Fastify', page, bare, 0.4),
    line('visitor transform ÷ in-process optimize()', visitor, engine, 0.7),
    line('signed-in transform ÷ visitor transform', signed, visitor, kind === 'PostgreSQL' ? 0.6 : 0.4),
    {
      suite: SUITE,
      metric: `${kind}: refused or failed (health, /, visitor, signed-in)`,
      value: failures.join(', '),
      target: '0 each',
      met: failures.every((n) => n === 0),
    },
    {
      suite: SUITE,
      metric: `${kind}: wrong password x${WRONG_PASSWORD_ATTEMPTS} (401s / 429s)`,
      value: `${throttle[401] ?? 0} / ${throttle[429] ?? 0}`,
      target: '10 / 5',
      met: (throttle[401] ?? 0) === 10 && (throttle[429] ?? 0) === WRONG_PASSWORD_ATTEMPTS - 10,
    },
  ];
}

export async function httpSuite(): Promise<Row[]> {
  const reference = await startScript(join(ROOT, 'bench/support/hello-server.ts'));
  const rows: Row[] = [];
  try {
    note(
      SUITE,
      `${HTTP_ROUNDS} interleaved rounds of ${HTTP_SLICE_SECONDS} s per target${SMOKE ? ' (smoke: figures mean nothing)' : ''}`,
    );
    rows.push(...rowsFor(await measureKind('PGlite', reference.url, {})));
    try {
      const postgres = await withFreshPostgres('promptsmith_bench_http', (url) =>
        measureKind('PostgreSQL', reference.url, { DATABASE_URL: url }),
      );
      rows.push(...rowsFor(postgres));
    } catch (error) {
      rows.push({
        suite: SUITE,
        metric: 'PostgreSQL',
        value: `not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      });
    }
    return rows;
  } finally {
    await reference.stop();
  }
}
