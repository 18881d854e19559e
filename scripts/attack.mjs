// `npm run test:attack`: sqlmap against the API's injectable-looking inputs, plus the dependency
// audit. Starts its own server on loopback (PostgreSQL when reachable, else PGlite), bounded in
// time and requests, and prints a closing "Tests: N passed, N failed, N skipped" line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@promptsmith/testkit/free-port';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'promptsmith-attack-'));
const results = [];
const record = (name, status, detail) => {
  results.push({ name, status, detail });
  console.log(`${status === 'passed' ? '✓' : status === 'skipped' ? '-' : '✗'} ${name}: ${detail}`);
};
/** Per sqlmap target; the whole run stays well under 10 minutes. */
const TARGET_TIMEOUT_MS = Number(process.env.ATTACK_TARGET_TIMEOUT_MS ?? 150_000);

function ensureSqlmap() {
  if (spawnSync('sqlmap', ['--version'], { stdio: 'ignore' }).status === 0) return true;
  if (process.getuid?.() !== 0) {
    console.log('sqlmap is missing: install it with `sudo apt-get install -y sqlmap`');
    return false;
  }
  console.log('== installing Debian sqlmap');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', 'sqlmap'], { stdio: 'inherit', env }).status === 0;
}

async function freshPostgres() {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `promptsmith_attack_${process.pid}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function startServer(databaseUrl) {
  const port = await freePort();
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.ATTACK_LOG_LEVEL ?? 'error',
    DATA_DIR: join(work, 'data'),
    WEB_DIST_DIR: '/nonexistent',
    // sqlmap sends thousands of requests: budgets must not turn its probes into uniform 429s,
    // and each probe comes from a random X-Forwarded-For (tamper script), believed because
    // sqlmap connects from 127.0.0.1, the one trusted proxy here.
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
    RATE_LIMIT_USER_PER_MINUTE: '1000000',
    TRUST_PROXY: '127.0.0.1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], { env, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}

async function json(url, method, body, token) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** GET on a new connection: fetch's pool may hold a keep-alive socket the server already closed. */
function freshGet(url) {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve(JSON.parse(body)));
    }).on('error', reject);
  });
}

function runSqlmap(name, args) {
  const out = join(work, `sqlmap-${name}`);
  const traffic = join(work, `traffic-${name}.txt`);
  const argv = [
    ...args,
    '--batch',
    '--level=1',
    '--risk=1',
    '--threads=1',
    '--time-sec=2',
    '--timeout=10',
    '--retries=1',
    '--tamper=xforwardedfor',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${out}`,
    '-t',
    traffic,
  ];
  const started = Date.now();
  const run = spawnSync('sqlmap', argv, {
    encoding: 'utf8',
    timeout: TARGET_TIMEOUT_MS,
    maxBuffer: 64 << 20,
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const requests = existsSync(traffic)
    ? (readFileSync(traffic, 'utf8').match(/^HTTP request \[#\d+\]/gm) ?? []).length
    : 0;
  // sqlmap writes found injection points to <output>/<host>/log; empty or absent means none.
  const logs = existsSync(out)
    ? readdirSync(out, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => join(out, d.name, 'log'))
        .filter((f) => existsSync(f) && statSync(f).size > 0)
    : [];
  writeFileSync(join(work, `sqlmap-${name}.log`), output);
  if (
    /identified the following injection point|is vulnerable|appears to be injectable/i.test(output) ||
    logs.length > 0
  ) {
    record(`sqlmap ${name}`, 'failed', `INJECTION REPORTED (${requests} requests, ${seconds}s); see ${work}`);
  } else if (/do not appear to be injectable|does not seem to be injectable/i.test(output)) {
    record(`sqlmap ${name}`, 'passed', `nothing injectable (${requests} requests, ${seconds}s)`);
  } else {
    const tail = output.trim().split('\n').slice(-3).join(' | ');
    record(`sqlmap ${name}`, 'failed', `no verdict (exit ${run.status ?? run.signal}, ${seconds}s): ${tail}`);
  }
}

function audit() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  let report;
  try {
    report = JSON.parse(run.stdout || '{}');
  } catch {
    report = {};
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const stderr = `${run.stderr ?? ''}`
      .split('\n')
      .filter((l) => /audit|error/i.test(l) && !/nodedir/.test(l));
    const reason =
      report.message ??
      ([report.error?.code, report.error?.summary].filter(Boolean).join(' ') ||
        stderr.join(' ').trim() ||
        'no report');
    record(
      'npm audit --omit=dev',
      'skipped',
      `advisory endpoint unreachable from here (${reason}); see SECURITY.md`,
    );
    return;
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  record(
    'npm audit --omit=dev',
    serious === 0 ? 'passed' : 'failed',
    `${counts.critical ?? 0} critical, ${counts.high ?? 0} high, ${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low`,
  );
}

function lockfile() {
  const tracked = spawnSync('git', ['ls-files', '--error-unmatch', 'package-lock.json'], {
    cwd: root,
    stdio: 'ignore',
  });
  record(
    'lockfile committed',
    tracked.status === 0 ? 'passed' : 'failed',
    'package-lock.json is tracked by git',
  );
}

async function main() {
  lockfile();
  audit();
  if (!ensureSqlmap()) {
    record('sqlmap', 'failed', 'sqlmap is not installed and could not be installed');
    return;
  }
  console.log('== building the server');
  if (
    spawnSync('npm', ['run', 'build', '-w', '@promptsmith/api'], { cwd: root, stdio: 'inherit' }).status !== 0
  ) {
    record('build', 'failed', 'npm run build -w @promptsmith/api failed');
    return;
  }
  const database = await freshPostgres();
  console.log(`== server on ${database ? 'PostgreSQL (fresh database)' : 'PGlite (PostgreSQL unreachable)'}`);
  const server = await startServer(database?.url);
  try {
    const base = server.url;
    const email = `attack.${process.pid}@example.com`;
    const password = 'correct horse battery staple';
    await json(`${base}/api/auth/signup`, 'POST', { name: 'Attack Target', email, password });
    const login = await json(`${base}/api/auth/login`, 'POST', { emailOrMobile: email, password });
    const token = login.body.token;
    if (typeof token !== 'string') throw new Error(`could not sign in: ${JSON.stringify(login.body)}`);
    const made = await json(
      `${base}/api/transform`,
      'POST',
      { prompt: 'write a limerick about SQL', model: 'claude' },
      token,
    );
    const historyId = made.body.historyId;
    const auth = ['-H', `Authorization: Bearer ${token}`];
    const post = (path, body) => [
      '-u',
      `${base}${path}`,
      `--data=${JSON.stringify(body)}`,
      '-H',
      'Content-Type: application/json',
    ];

    // A wrong password answers 401 and an unknown address 404: normal answers here, not errors.
    // The target account's own sign-in pauses (429) after 20 wrong passwords from any address;
    // probes of the other fields change the identifier and still reach the account lookup.
    const expected = ['--ignore-code=401,404,429'];
    runSqlmap('login', [
      ...post('/api/auth/login', { emailOrMobile: email, password: 'not the password' }),
      ...expected,
    ]);
    runSqlmap(
      'signup',
      post('/api/auth/signup', { name: 'Probe', email: `probe.${process.pid}@example.com`, password }),
    );
    // An unknown address is a 404, which sqlmap refuses as a target; the known one gets a code
    // mail and then 429 (one code mail per account per minute): every probe still goes through
    // validation and the account lookup.
    runSqlmap('forgot-password', [...post('/api/auth/verify-email', { email }), '--ignore-code=401,404,429']);
    runSqlmap('transform', [...post('/api/transform', { prompt: 'write a haiku', model: 'gpt' }), ...auth]);
    runSqlmap('history-list', ['-u', `${base}/api/history?limit=5&cursor=abc`, ...auth]);
    // '*' marks the path segment as the injection point.
    runSqlmap('history-entry', ['-u', `${base}/api/history/${historyId}*`, ...auth]);
    runSqlmap('testimonials', ['-u', `${base}/api/testimonials?limit=5`]);
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `the server died during the attacks (${server.child.exitCode ?? server.child.signalCode})`,
      );
    }
    const health = await freshGet(`${base}/api/health`);
    record(
      'server still up after the attacks',
      health.status === 'ok' ? 'passed' : 'failed',
      JSON.stringify(health),
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await database?.drop().catch(() => undefined);
  }
}

const started = Date.now();
try {
  await main();
} catch (error) {
  const cause = error instanceof Error && error.cause ? ` (${String(error.cause)})` : '';
  record('attack run', 'failed', `${error instanceof Error ? error.message : String(error)}${cause}`);
}
if (!process.env.ATTACK_KEEP_LOGS) rmSync(work, { recursive: true, force: true });
const count = (s) => results.filter((r) => r.status === s).length;
console.log(`\n━━━ attack summary (${Math.round((Date.now() - started) / 1000)}s) ━━━`);
console.log(`Tests: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`);
process.exit(count('failed') === 0 ? 0 : 1);
