/**
 * http: autocannon against a bare Fastify hello-world (the reference) and the production API,
 * in one run, so each endpoint is read as a ratio of the reference measured minutes apart on
 * the same machine. Load generator and servers are separate processes.
 */
import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { join } from 'node:path';
import { createAccount, roughPrompt } from '../support/accounts';
import { countOutside2xx, load, type LoadResult } from '../support/load';
import { ROOT, startApi, startScript } from '../support/processes';
import { ms, perSecond, ratio } from '../support/stats';
import { note, type Row } from '../support/table';

const SUITE = 'http';
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/** The login throttle allows 10 failures per account and address per 15 minutes. */
const WRONG_PASSWORD_ATTEMPTS = 15;

function describe(label: string, result: LoadResult, reference: LoadResult | undefined): string {
  const share = reference ? `, ${ratio(result.requestsPerSecond / reference.requestsPerSecond)}x ref` : '';
  const statuses = Object.entries(result.statuses)
    .map(([code, count]) => `${code}:${count}`)
    .join(' ');
  return `${label.padEnd(28)} ${perSecond(result.requestsPerSecond).padStart(9)}  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}${share}  [${statuses}] errors ${result.errors}`;
}

export async function httpSuite(): Promise<Row[]> {
  const reference = await startScript(join(ROOT, 'bench/support/hello-server.ts'));
  const api = await startApi();
  try {
    const account = await createAccount(api.url);
    const auth = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const prompt = roughPrompt(300);
    const run = (url: string, extra: Partial<Parameters<typeof load>[0]> = {}) =>
      load({
        url,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        ...extra,
      });

    const results: [string, LoadResult][] = [];
    const measure = async (label: string, url: string, extra: Partial<Parameters<typeof load>[0]> = {}) => {
      const result = await run(url, extra);
      results.push([label, result]);
      note(SUITE, describe(label, result, results[0]?.[1]));
      return result;
    };

    const ref = await measure('reference hello-world', `${reference.url}/`);
    const health = await measure('GET /api/health', `${api.url}/api/health`);
    const transform = await measure('POST /api/transform', `${api.url}/api/transform`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ prompt, model: 'gpt' }),
    });
    const compare = await measure('POST /api/compare (6)', `${api.url}/api/compare`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ prompt, models: ASSISTANT_KEYS }),
    });
    const login = await measure('POST /api/auth/login', `${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrMobile: account.email, password: account.password }),
    });

    // The throttle is the thing measured here: wrong passwords, sequentially, at default limits.
    const throttle: Record<number, number> = {};
    for (let i = 0; i < WRONG_PASSWORD_ATTEMPTS; i++) {
      const res = await fetch(`${api.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrMobile: account.email, password: 'wrong password' }),
      });
      await res.arrayBuffer();
      throttle[res.status] = (throttle[res.status] ?? 0) + 1;
    }
    note(SUITE, `login with a wrong password x${WRONG_PASSWORD_ATTEMPTS}: ${JSON.stringify(throttle)}`);

    const rel = (r: LoadResult) => r.requestsPerSecond / ref.requestsPerSecond;
    const latency = (r: LoadResult) => `${ms(r.p50, 0)} / ${ms(r.p99, 0)}`;
    const unexpected = (r: LoadResult, except: number[] = []) =>
      countOutside2xx(r.statuses, except) + r.errors;
    const rows: Row[] = [
      {
        suite: SUITE,
        metric: 'reference hello-world req/s (p50/p99)',
        value: `${perSecond(ref.requestsPerSecond)} (${latency(ref)})`,
      },
    ];
    for (const [label, result, target] of [
      ['GET /api/health', health, undefined],
      ['POST /api/transform', transform, 0.35],
      ['POST /api/compare (6)', compare, undefined],
      ['POST /api/auth/login', login, undefined],
    ] as const) {
      rows.push({
        suite: SUITE,
        metric: `${label} req/s (p50/p99), ratio to ref`,
        value: `${perSecond(result.requestsPerSecond)} (${latency(result)}), ${ratio(rel(result))}`,
        ...(target !== undefined ? { target: `ratio >= ${target}`, met: rel(result) >= target } : {}),
      });
    }
    const errorCounts = [health, transform, compare].map((r) => unexpected(r));
    const loginUnexpected = unexpected(login, [429]);
    rows.push({
      suite: SUITE,
      metric: 'errors + non-2xx (health, transform, compare, login)',
      value: [...errorCounts, loginUnexpected].join(', '),
      target: '0 each (login 429s apart)',
      met: [...errorCounts, loginUnexpected].every((n) => n === 0),
    });
    rows.push({
      suite: SUITE,
      metric: `login 429s: under load / wrong password x${WRONG_PASSWORD_ATTEMPTS}`,
      value: `${login.statuses[429] ?? 0} / ${throttle[429] ?? 0} (401s: ${throttle[401] ?? 0})`,
      target: 'throttled after 10 failures',
      met: (throttle[401] ?? 0) === 10 && (throttle[429] ?? 0) === WRONG_PASSWORD_ATTEMPTS - 10,
    });
    return rows;
  } finally {
    await api.stop();
    await reference.stop();
  }
}
