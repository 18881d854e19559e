/**
 * llm: what the API adds on top of an LLM provider. A loopback OpenAI-compatible provider with a
 * fixed 200 ms time to first token and a fixed token rate runs in this process (its timestamps
 * share our clock); the production API runs in its own process and sends all six assistants to
 * it. Requests are sequential, so each API call maps to the provider call(s) it caused.
 */
import { ASSISTANT_KEYS } from '@promptsmith/contract';
import {
  createEventStreamParser,
  type RecordedCall,
  startOpenAiCompatibleServer,
} from '@promptsmith/testkit';
import { createAccount, roughPrompt } from '../support/accounts';
import { SMOKE } from '../support/mode';
import { processCpuMs } from '../support/process-cpu';
import { startApi } from '../support/processes';
import { median, ms, percentile, ratio, timeEach } from '../support/stats';
import { note, type Row } from '../support/table';

const SUITE = 'llm';
const REQUESTS = SMOKE ? 3 : Number(process.env.BENCH_LLM_REQUESTS ?? 25);
/**
 * Requests before each measured series. Two by default: the figures then include the V8 JIT's
 * warm-up of each path, which a long-running server pays once (BENCHMARKS.md, LLM path).
 */
const WARMUP = Number(process.env.BENCH_LLM_WARMUP ?? 2);
const TTFT_MS = 200;
const TOKENS_PER_SECOND = 800;
const JUDGE_REPLY = JSON.stringify({
  a: { goal: 4, constraints: 4, format: 4, correctness: 4, concision: 4 },
  b: { goal: 3, constraints: 3, format: 3, correctness: 3, concision: 3 },
  winner: 'A',
  reasons: ['A keeps every number.'],
  unfollowed_a: null,
  unfollowed_b: 'Keep every number',
});
const REPLY =
  '# Role and Objective\nYou are a careful technical writer.\n\n# Instructions\n- Explain the change in ' +
  'three short paragraphs.\n- Keep every number from the request.\n\n# Output Format\nPlain Markdown.';

/** The API's first `delta` event, or a provider chunk with non-empty content. */
function isFirstText(event: { event: string; data: unknown }): boolean {
  if (event.event === 'delta') return true;
  const choices = (event.data as { choices?: { delta?: { content?: string } }[] } | null)?.choices;
  return Boolean(choices?.[0]?.delta?.content);
}

/** Reads a response to its end; returns when the first text arrived (0 if none). */
async function drain(res: Response): Promise<number> {
  let firstDeltaAt = 0;
  const parse = createEventStreamParser();
  const decoder = new TextDecoder();
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const streaming = (res.headers.get('content-type') ?? '').includes('text/event-stream');
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return firstDeltaAt;
    if (firstDeltaAt === 0 && streaming) {
      // The provider ends its stream with `data: [DONE]`, which is not JSON: stop parsing before it.
      const text = decoder.decode(value, { stream: true }).replace('data: [DONE]\n\n', '');
      if (parse(text).some(isFirstText)) firstDeltaAt = performance.now();
    }
  }
}

/** The loopback provider's behaviour; bench/profile-llm.ts profiles the API against the same. */
export const LLM_PROVIDER = {
  reply: REPLY,
  ttftMs: TTFT_MS,
  tokensPerSecond: TOKENS_PER_SECOND,
  chunkChars: 4,
  jsonTakesGenerationTime: true,
  // A judge call (its prompt holds <answer_a>) gets the JSON verdict the judge asks for.
  respond: (body: Record<string, unknown>) =>
    JSON.stringify(body).includes('<answer_a>') ? JUDGE_REPLY : REPLY,
};

export async function llmSuite(): Promise<Row[]> {
  const provider = await startOpenAiCompatibleServer(LLM_PROVIDER);
  const api = await startApi({
    OPENAI_COMPATIBLE_BASE_URL: provider.url,
    OPENAI_COMPATIBLE_API_KEY: 'bench',
    OPENAI_COMPATIBLE_ASSISTANTS: 'all',
    // Lets the suite time one path without the session look-up and history write.
    ALLOW_ANONYMOUS_LLM: 'true',
  });
  try {
    const account = await createAccount(api.url);
    const prompt = roughPrompt(300);
    const signedIn = { authorization: `Bearer ${account.token}` };
    const post = (url: string, body: unknown, headers: Record<string, string> = signedIn) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const chat = (stream: boolean) => ({
      model: 'bench',
      stream,
      messages: [{ role: 'user', content: prompt }],
    });

    /** Runs warm-up + measured requests; returns client walls and the provider calls of each. */
    async function series(run: () => Promise<number>) {
      for (let i = 0; i < WARMUP; i++) await run();
      const walls: number[] = [];
      const firstDeltas: number[] = [];
      const callsPer: RecordedCall[][] = [];
      const cpuBefore = processCpuMs(api.child.pid);
      for (let i = 0; i < REQUESTS; i++) {
        const before = provider.calls.length;
        const [wall] = await timeEach(1, async () => {
          firstDeltas.push(await run());
        });
        walls.push(wall ?? Number.NaN);
        callsPer.push(provider.calls.slice(before));
      }
      // The API's CPU per request, including work done after each reply (nothing else runs).
      const cpuPerRequest = (processCpuMs(api.child.pid) - cpuBefore) / REQUESTS;
      return { walls, firstDeltas, callsPer, cpuPerRequest };
    }

    const directJson = await series(async () =>
      drain(await post(`${provider.url}/chat/completions`, chat(false))),
    );
    const directStream = await series(async () =>
      drain(await post(`${provider.url}/chat/completions`, chat(true))),
    );
    const transformJson = await series(async () => {
      const res = await post(`${api.url}/api/transform`, { prompt, model: 'gpt' });
      const body = (await res.json()) as { engine?: string };
      if (body.engine !== 'llm')
        throw new Error(`transform answered with engine ${body.engine} (status ${res.status})`);
      return 0;
    });
    const transformSse = await series(async () =>
      drain(
        await post(
          `${api.url}/api/transform`,
          { prompt, model: 'gpt' },
          { ...signedIn, accept: 'text/event-stream' },
        ),
      ),
    );
    const anonymousJson = await series(async () => {
      await (await post(`${api.url}/api/transform`, { prompt, model: 'gpt' }, {})).arrayBuffer();
      return 0;
    });
    const compareJson = await series(async () => {
      const res = await post(`${api.url}/api/compare`, { prompt, models: ASSISTANT_KEYS });
      const body = (await res.json()) as { results?: { engine: string }[] };
      if (body.results?.some((r) => r.engine !== 'llm'))
        throw new Error('compare fell back to the built-in engine');
      return 0;
    });

    const runJson = await series(async () => {
      const res = await post(`${api.url}/api/run`, { prompt, model: 'gpt' });
      const body = (await res.json()) as { answer?: string };
      if (body.answer !== REPLY) throw new Error(`run answered ${res.status}: ${JSON.stringify(body)}`);
      return 0;
    });
    const runSse = await series(async () =>
      drain(
        await post(
          `${api.url}/api/run`,
          { prompt, model: 'gpt' },
          { ...signedIn, accept: 'text/event-stream' },
        ),
      ),
    );
    const judgeJson = await series(async () => {
      const res = await post(`${api.url}/api/judge`, {
        task: prompt,
        answers: [
          { id: 'original', text: REPLY, model: 'gpt' },
          { id: 'optimized', text: `${REPLY}\n\nThat is all.`, model: 'gpt' },
        ],
      });
      const body = (await res.json()) as { comparisons?: number };
      if (body.comparisons !== 2) throw new Error(`judge answered ${res.status}: ${JSON.stringify(body)}`);
      return 0;
    });

    // Overhead: the client's wall minus the time the provider spent answering that very call.
    const overhead = (s: Awaited<ReturnType<typeof series>>) =>
      s.walls.map((wall, i) => {
        const call = s.callsPer[i]?.[0];
        return call ? wall - (call.finishedAt - call.receivedAt) : Number.NaN;
      });
    const firstByteDelay = (s: Awaited<ReturnType<typeof series>>) =>
      s.firstDeltas.map((at, i) => at - (s.callsPer[i]?.[0]?.firstTokenAt ?? Number.NaN));

    // Judging asks for both orders at once: the provider is busy from the first receipt to the last byte.
    const spanOverhead = (s: Awaited<ReturnType<typeof series>>) =>
      s.walls.map((wall, i) => {
        const calls = s.callsPer[i] ?? [];
        if (calls.length === 0) return Number.NaN;
        const busy =
          Math.max(...calls.map((c) => c.finishedAt)) - Math.min(...calls.map((c) => c.receivedAt));
        return wall - busy;
      });
    const runJsonOverhead = overhead(runJson);
    const runSseOverhead = overhead(runSse);
    const judgeOverhead = spanOverhead(judgeJson);
    const jsonOverhead = overhead(transformJson);
    const sseOverhead = overhead(transformSse);
    const directOverhead = overhead(directJson);
    const anonymousOverhead = overhead(anonymousJson);
    const delay = firstByteDelay(transformSse);
    const directDelay = firstByteDelay(directStream);
    const compareRatio = median(compareJson.walls) / median(transformJson.walls);
    const compareCalls = compareJson.callsPer.every((calls) => calls.length === ASSISTANT_KEYS.length);

    note(
      SUITE,
      `provider: TTFT ${TTFT_MS} ms, ${TOKENS_PER_SECOND} tokens/s, ${REPLY.length} chars; ${REQUESTS} sequential requests per line (medians)`,
    );
    note(
      SUITE,
      `direct JSON ${ms(median(directJson.walls))}, direct stream ${ms(median(directStream.walls))} (client overhead p50 ${ms(median(directOverhead))})`,
    );
    note(
      SUITE,
      `/api/transform JSON ${ms(median(transformJson.walls))}, SSE ${ms(median(transformSse.walls))}, /api/compare (6) JSON ${ms(median(compareJson.walls))}`,
    );
    note(
      SUITE,
      `overhead JSON p50 ${ms(median(jsonOverhead))} p99 ${ms(percentile(jsonOverhead, 99))}; SSE p50 ${ms(median(sseOverhead))} p99 ${ms(percentile(sseOverhead, 99))}`,
    );
    note(
      SUITE,
      `overhead JSON anonymous (no session look-up, no history write) p50 ${ms(median(anonymousOverhead))} p99 ${ms(percentile(anonymousOverhead, 99))}`,
    );
    note(
      SUITE,
      `API process CPU per request (/proc, 10 ms ticks): transform JSON ${ms(transformJson.cpuPerRequest, 2)}, SSE ${ms(transformSse.cpuPerRequest, 2)}, anonymous JSON ${ms(anonymousJson.cpuPerRequest, 2)}`,
    );
    note(
      SUITE,
      `first token -> client first delta: p50 ${ms(median(delay))} p99 ${ms(percentile(delay, 99))} (direct stream: p50 ${ms(median(directDelay))})`,
    );

    note(
      SUITE,
      `/api/run JSON ${ms(median(runJson.walls))}, SSE ${ms(median(runSse.walls))}; /api/judge (2 answers, 2 calls in parallel) ${ms(median(judgeJson.walls))}`,
    );

    const p99Json = percentile(jsonOverhead, 99);
    const p99Sse = percentile(sseOverhead, 99);
    return [
      {
        suite: SUITE,
        metric: 'server overhead p50/p99, JSON transform',
        value: `${ms(median(jsonOverhead))} / ${ms(p99Json)}`,
        target: 'p99 <= 10 ms',
        met: p99Json <= 10,
      },
      {
        suite: SUITE,
        metric: 'server overhead p50/p99, SSE transform',
        value: `${ms(median(sseOverhead))} / ${ms(p99Sse)}`,
        target: 'p99 <= 10 ms',
        met: p99Sse <= 10,
      },
      {
        suite: SUITE,
        metric: 'overhead p50/p99, JSON transform, anonymous',
        value: `${ms(median(anonymousOverhead))} / ${ms(percentile(anonymousOverhead, 99))}`,
      },
      {
        suite: SUITE,
        metric: 'overhead p50/p99, run JSON / run SSE',
        value: `${ms(median(runJsonOverhead))} / ${ms(percentile(runJsonOverhead, 99))}; ${ms(median(runSseOverhead))} / ${ms(percentile(runSseOverhead, 99))}`,
      },
      {
        suite: SUITE,
        metric: 'overhead p50/p99, judge (2 answers, both orders)',
        value: `${ms(median(judgeOverhead))} / ${ms(percentile(judgeOverhead, 99))}`,
      },
      {
        suite: SUITE,
        metric: 'compare(6) wall / transform wall (medians)',
        value: `${ratio(compareRatio)} (${ms(median(compareJson.walls), 0)} / ${ms(median(transformJson.walls), 0)})${compareCalls ? '' : ' calls missing!'}`,
        target: '<= 1.15',
        met: compareRatio <= 1.15 && compareCalls,
      },
      {
        suite: SUITE,
        metric: 'provider first token -> client first delta p50/p99',
        value: `${ms(median(delay))} / ${ms(percentile(delay, 99))}`,
        target: 'p50 <= 20 ms',
        met: median(delay) <= 20,
      },
    ];
  } finally {
    await api.stop();
    await provider.close();
  }
}
