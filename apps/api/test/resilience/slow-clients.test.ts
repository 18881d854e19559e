import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type Socket, type Socket as ServerSocket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppProcess, startAppProcess } from './support/app-process';
import { freePort } from '@promptsmith/testkit';
import { request } from './support/http-client';

const HEADERS_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 6_000;
const LLM_TIMEOUT_MS = 1_500;
const SLOW_CONNECTIONS = 200;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** An OpenAI-compatible "provider" that accepts every request and never answers. */
async function startSilentLlm(): Promise<{
  url: string;
  seen: number;
  closedByClient: number;
  close(): Promise<void>;
}> {
  const state = { seen: 0, closedByClient: 0 };
  const open = new Set<ServerSocket>();
  const server: Server = createServer((req) => {
    state.seen += 1;
    req.socket.on('close', () => {
      state.closedByClient += 1;
    });
    // Never respond.
  });
  server.on('connection', (s: ServerSocket) => {
    open.add(s);
    s.on('close', () => open.delete(s));
  });
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get seen() {
      return state.seen;
    },
    get closedByClient() {
      return state.closedByClient;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of open) s.destroy();
        server.close(() => r());
      }),
  };
}

/** A raw socket to the app; resolves when connected. Records when the server closed it. */
function rawSocket(
  port: number,
): Promise<{ socket: Socket; closedAt: () => number | null; data: () => string }> {
  return new Promise((resolve, reject) => {
    let closedAt: number | null = null;
    let data = '';
    const socket = connect(port, '127.0.0.1', () =>
      resolve({ socket, closedAt: () => closedAt, data: () => data }),
    );
    socket.on('data', (d) => {
      data += d.toString();
    });
    socket.on('close', () => {
      closedAt = Date.now();
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

describe('slow and hostile clients', () => {
  let app: AppProcess;
  let llm: Awaited<ReturnType<typeof startSilentLlm>>;

  // PGlite in a throwaway directory: this suite needs no PostgreSQL.
  const dataDir = mkdtempSync(join(tmpdir(), 'promptsmith-slow-'));

  beforeAll(async () => {
    llm = await startSilentLlm();
    app = await startAppProcess({
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      DATA_DIR: dataDir,
      OPENAI_COMPATIBLE_BASE_URL: llm.url,
      OPENAI_COMPATIBLE_ASSISTANTS: 'gpt',
      ALLOW_ANONYMOUS_LLM: 'true',
      LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS),
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    });
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
    await llm?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps serving while ${SLOW_CONNECTIONS} slow-header connections trickle, and cuts them at the headers timeout`, async () => {
    const opened = Date.now();
    const slow = await Promise.all(Array.from({ length: SLOW_CONNECTIONS }, () => rawSocket(app.port)));
    for (const s of slow) s.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Trickle one header byte per connection every 500 ms (bounded: at most 30 rounds).
    let rounds = 0;
    const trickle = setInterval(() => {
      rounds += 1;
      for (const s of slow) if (s.closedAt() === null) s.socket.write('X');
      if (rounds >= 30) clearInterval(trickle);
    }, 500);
    try {
      // Normal traffic meanwhile: every request succeeds, quickly.
      const latencies: number[] = [];
      for (let i = 0; i < 50; i += 1) {
        const started = Date.now();
        const res = await request(app.url, 'GET', '/api/health', { timeoutMs: 5_000 });
        expect(res.status).toBe(200);
        latencies.push(Date.now() - started);
      }
      latencies.sort((x, y) => x - y);
      const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
      // The server closes every slow connection once the headers timeout passes.
      const deadline = opened + HEADERS_TIMEOUT_MS + 5_000;
      while (slow.some((s) => s.closedAt() === null) && Date.now() < deadline) await sleep(100);
      const closed = slow.filter((s) => s.closedAt() !== null);
      const lastClose = Math.max(...closed.map((s) => (s.closedAt() ?? 0) - opened));
      console.log(
        `[slow-clients] ${SLOW_CONNECTIONS} slow-header connections: ${closed.length} cut by the server, ` +
          `last after ${lastClose} ms; 50 normal requests meanwhile, p99 ${p99} ms`,
      );
      expect(closed.length).toBe(SLOW_CONNECTIONS);
      expect(lastClose).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000);
      expect(slow.filter((s) => s.data().startsWith('HTTP/1.1 408')).length).toBeGreaterThan(0);
      expect(p99).toBeLessThan(2_000);
    } finally {
      clearInterval(trickle);
      for (const s of slow) s.socket.destroy();
    }
    expect(app.alive()).toBe(true);
  }, 30_000);

  it('cuts a request whose body trickles in past the request timeout', async () => {
    const s = await rawSocket(app.port);
    const opened = Date.now();
    s.socket.write(
      'POST /api/transform HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"prompt":"',
    );
    const trickle = setInterval(() => s.closedAt() === null && s.socket.write('a'), 250);
    try {
      while (s.closedAt() === null && Date.now() - opened < REQUEST_TIMEOUT_MS + 5_000) await sleep(100);
    } finally {
      clearInterval(trickle);
      s.socket.destroy();
    }
    const after = (s.closedAt() ?? Date.now()) - opened;
    console.log(`[slow-clients] slow body cut after ${after} ms (${s.data().split('\r\n')[0]})`);
    expect(after).toBeLessThan(REQUEST_TIMEOUT_MS + 3_000);
    expect(s.data()).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);

  it('answers a 2 MB body with 413 JSON over a real socket', async () => {
    const res = await fetch(`${app.url}/api/transform`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'x'.repeat(2 * 1024 * 1024), model: 'gpt' }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('closes idle keep-alive connections after the keep-alive timeout', async () => {
    const s = await rawSocket(app.port);
    s.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const sent = Date.now();
    while (s.closedAt() === null && Date.now() - sent < 10_000) await sleep(100);
    s.socket.destroy();
    expect(s.data()).toMatch(/^HTTP\/1\.1 200/);
    expect((s.closedAt() ?? Date.now()) - sent).toBeLessThan(8_000);
  }, 15_000);

  it('cuts off an LLM that never answers at LLM_TIMEOUT_MS and answers with the built-in engine', async () => {
    const started = Date.now();
    const res = await request(app.url, 'POST', '/api/transform', {
      body: { prompt: 'write a cover letter for a data analyst job', model: 'gpt' },
      timeoutMs: 20_000,
    });
    const took = Date.now() - started;
    console.log(`[slow-clients] silent LLM: answered in ${took} ms with engine ${String(res.body.engine)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ engine: 'builtin', notice: expect.any(String) });
    expect(llm.seen).toBeGreaterThan(0);
    expect(took).toBeGreaterThanOrEqual(LLM_TIMEOUT_MS - 100);
    expect(took).toBeLessThan(LLM_TIMEOUT_MS + 2_500);
    // The provider connection was abandoned, not left hanging.
    const deadline = Date.now() + 3_000;
    while (llm.closedByClient < llm.seen && Date.now() < deadline) await sleep(100);
    expect(llm.closedByClient).toBe(llm.seen);
  }, 30_000);
});
