/**
 * `npx tsx bench/profile-llm.ts <json|sse|anonymous> [requests] [--perf | --cpu-prof]`: the
 * production API's CPU per request (user and system, from /proc) while it serves sequential
 * LLM transforms against the llm suite's loopback provider (same reply, first-token delay and
 * token rate), optionally profiled:
 * - `--perf`: `perf record` of the API (started with --perf-basic-prof, so JS functions have
 *   names), summarised by `perf report`. It samples on-CPU time only.
 * - `--cpu-prof`: V8's profiler, summarised by package and by function. It samples wall time:
 *   a write during which the woken reader preempts the API counts as time in `writev`, which
 *   /proc does not count.
 * Profiles are kept (their paths are printed). The CPU is also printed per block of 25 requests,
 * which shows the JIT's warm-up. Environment: WARMUP (requests before the measured ones, 2 as
 * in the llm suite), REPLY_REPEAT (the reply n times over: n times the stream's chunks, so the
 * cost per chunk is the slope), API_NODE_ARGS (more node flags for the API, e.g. --trace-gc).
 */
import { startOpenAiCompatibleServer } from '@promptsmith/testkit';
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createAccount, roughPrompt } from './support/accounts';
import { processCpuSplitMs } from './support/process-cpu';
import { startApi, tempDir } from './support/processes';
import { summariseProfile } from './support/profile-summary';
import { LLM_PROVIDER } from './suites/llm';

const args = process.argv.slice(2).filter((a) => a !== '--');
const mode = args.includes('--perf') ? 'perf' : args.includes('--cpu-prof') ? 'cpu-prof' : 'none';
const [kind = 'sse', requestsArg = '100'] = args.filter((a) => !a.startsWith('--'));
if (!['json', 'sse', 'anonymous'].includes(kind)) {
  console.error(`Unknown kind ${kind}; one of json, sse, anonymous`);
  process.exit(2);
}
const requests = Number(requestsArg);

const repeat = Number(process.env.REPLY_REPEAT ?? 1);
const warmup = Number(process.env.WARMUP ?? 2);
const provider = await startOpenAiCompatibleServer({
  ...LLM_PROVIDER,
  respond: (body) => LLM_PROVIDER.respond(body).repeat(repeat),
});
const profileDir = tempDir(`profile-llm-${kind}`);
const profilerArgs: Record<typeof mode, string[]> = {
  perf: ['--perf-basic-prof'],
  'cpu-prof': ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  none: [],
};
const nodeArgs = [...profilerArgs[mode], ...(process.env.API_NODE_ARGS?.split(' ') ?? [])];
const api = await startApi(
  {
    OPENAI_COMPATIBLE_BASE_URL: provider.url,
    OPENAI_COMPATIBLE_API_KEY: 'bench',
    OPENAI_COMPATIBLE_ASSISTANTS: 'all',
    ALLOW_ANONYMOUS_LLM: 'true',
  },
  { nodeArgs },
);
const prompt = roughPrompt(300);
const headers: Record<string, string> = { 'content-type': 'application/json' };
if (kind !== 'anonymous') headers.authorization = `Bearer ${(await createAccount(api.url)).token}`;
if (kind === 'sse') headers.accept = 'text/event-stream';

async function one(): Promise<void> {
  const res = await fetch(`${api.url}/api/transform`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ prompt, model: 'gpt' }),
  });
  const text = await res.text();
  if (res.status !== 200 || !text.includes('"engine":"llm"')) throw new Error(`${res.status}: ${text}`);
}

let seconds = 0;
let cpuBefore = { user: 0, system: 0 };
let cpuAfter = cpuBefore;
const blocks: string[] = [];
const perfData = join(profileDir, 'perf.data');
let perf: ReturnType<typeof spawn> | undefined;
// The API, the provider and perf are stopped even when a request fails half-way.
try {
  for (let i = 0; i < warmup; i++) await one();
  perf =
    mode === 'perf'
      ? spawn('perf', ['record', '-F', '1999', '-g', '-p', String(api.child.pid), '-o', perfData], {
          stdio: 'ignore',
        })
      : undefined;
  cpuBefore = processCpuSplitMs(api.child.pid);
  const started = performance.now();
  // CPU per request in blocks of 25, to show how much of it is warm-up (JIT compilation).
  let blockStart = cpuBefore;
  for (let i = 1; i <= requests; i++) {
    await one();
    if (i % 25 === 0) {
      const now = processCpuSplitMs(api.child.pid);
      blocks.push(((now.user + now.system - blockStart.user - blockStart.system) / 25).toFixed(1));
      blockStart = now;
    }
  }
  seconds = (performance.now() - started) / 1000;
  cpuAfter = processCpuSplitMs(api.child.pid);
} finally {
  const recorder = perf;
  if (recorder) {
    const stopped = new Promise((resolve) => recorder.once('exit', resolve));
    recorder.kill('SIGINT');
    await stopped;
  }
  await api.stop();
  await provider.close();
}
const user = (cpuAfter.user - cpuBefore.user) / requests;
const system = (cpuAfter.system - cpuBefore.system) / requests;
console.log(
  `${kind}: ${requests} requests in ${seconds.toFixed(1)} s; API CPU per request ${(user + system).toFixed(2)} ms (user ${user.toFixed(2)}, system ${system.toFixed(2)}); per block of 25: ${blocks.join(' ')} ms`,
);
if (mode === 'perf') {
  const report = spawnSync(
    'perf',
    [
      'report',
      '-i',
      perfData,
      '--no-children',
      '--sort',
      'sym',
      '--stdio',
      '-g',
      'none',
      '--percent-limit',
      '0.5',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  console.log(
    report.stdout
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .join('\n'),
  );
  console.log(`perf data: ${perfData}`);
} else if (mode === 'cpu-prof') {
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  console.log(summariseProfile(join(profileDir, file), 40));
  console.log(`profile: ${join(profileDir, file)}`);
}
