import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that plays an LLM provider, so tests drive the real AI SDK
 * over real sockets and benchmarks time the API against a provider of known speed. The wire
 * format (OpenAI chat completions, Anthropic messages) is supplied by a dialect; timing,
 * failures and what the client did are common to both. Each call records when it was received,
 * when its first token went out and when it finished, on this process's performance.now()
 * clock: a benchmark running the server in its own process shares that clock.
 */
export interface LoopbackBehavior {
  /** The assistant's full answer (think-blocks and all). */
  reply: string;
  /** Delay before the response starts (headers and first token). */
  ttftMs: number;
  /** Streaming pace; Infinity sends every chunk at once. */
  tokensPerSecond: number;
  /** Characters per streamed chunk ("token"): small, so tags get split across chunks. */
  chunkChars: number;
  /** Statuses for the first calls, in order (e.g. [500] fails once); later calls succeed. */
  failures: number[];
  /** Streaming only: after this many good chunks, send a line that is not valid JSON and stop. */
  malformedAfterChunks: number | null;
  /**
   * Without streaming, wait as long as streaming the reply at `tokensPerSecond` would take
   * before answering (a real model generates the whole answer first). Off: answer at once.
   */
  jsonTakesGenerationTime: boolean;
}

export interface RecordedCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  stream: boolean;
  status: number;
  /** The client closed the connection before the response was complete. */
  clientClosedEarly: boolean;
  /** performance.now() when the request arrived, the first token (or JSON body) left, and the response ended. */
  receivedAt: number;
  firstTokenAt: number;
  finishedAt: number;
}

export interface Dialect {
  path: string;
  json(reply: string, model: string): unknown;
  errorBody(status: number): unknown;
  /** Lines written before the first chunk, per chunk, and after the last. */
  streamStart(model: string): string;
  streamChunk(text: string, model: string): string;
  streamEnd(model: string): string;
  malformed: string;
}

export interface LoopbackLlmServer {
  /** Base URL to give the SDK (ends in /v1). */
  url: string;
  behavior: LoopbackBehavior;
  calls: RecordedCall[];
  /** Resolves when a client drops a connection before its response is complete. */
  nextEarlyClose(): Promise<RecordedCall>;
  close(): Promise<void>;
}

const DEFAULTS: LoopbackBehavior = {
  reply: 'You are an expert. Write the thing.',
  ttftMs: 0,
  tokensPerSecond: Number.POSITIVE_INFINITY,
  chunkChars: 4,
  failures: [],
  malformedAfterChunks: null,
  jsonTakesGenerationTime: false,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function chunk(text: string, size: number): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  const text = Buffer.concat(parts).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startLoopbackLlmServer(
  dialect: Dialect,
  behavior: Partial<LoopbackBehavior> = {},
): Promise<LoopbackLlmServer> {
  const state: LoopbackLlmServer['behavior'] = { ...DEFAULTS, ...behavior };
  const calls: RecordedCall[] = [];
  let earlyCloseWaiters: ((call: RecordedCall) => void)[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const body = await readBody(req);
    const stream = body.stream === true;
    const failure = state.failures[calls.length];
    const call: RecordedCall = {
      path: req.url ?? '',
      headers: req.headers,
      body,
      stream,
      status: failure ?? 200,
      clientClosedEarly: false,
      receivedAt,
      firstTokenAt: 0,
      finishedAt: 0,
    };
    calls.push(call);
    res.on('close', () => {
      if (res.writableFinished) return;
      call.clientClosedEarly = true;
      const waiters = earlyCloseWaiters;
      earlyCloseWaiters = [];
      for (const resolve of waiters) resolve(call);
    });
    const gone = () => res.destroyed || call.clientClosedEarly;
    const model = typeof body.model === 'string' ? body.model : 'loopback';

    if (req.url !== dialect.path || req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(dialect.errorBody(404)));
      return;
    }
    await wait(state.ttftMs);
    if (gone()) return;
    if (failure !== undefined) {
      res
        .writeHead(failure, { 'content-type': 'application/json' })
        .end(JSON.stringify(dialect.errorBody(failure)));
      return;
    }
    const pause = Number.isFinite(state.tokensPerSecond) ? 1000 / state.tokensPerSecond : 0;
    const pieces = chunk(state.reply, state.chunkChars);
    if (!stream) {
      if (state.jsonTakesGenerationTime && pause > 0) await wait(pause * pieces.length);
      if (gone()) return;
      call.firstTokenAt = performance.now();
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(dialect.json(state.reply, model)));
      call.finishedAt = performance.now();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    // Each token leaves when it is written, not when Nagle decides.
    res.socket?.setNoDelay(true);
    res.write(dialect.streamStart(model));
    let sent = 0;
    for (const piece of pieces) {
      if (gone()) return;
      if (state.malformedAfterChunks !== null && sent === state.malformedAfterChunks) {
        res.end(dialect.malformed);
        return;
      }
      res.write(dialect.streamChunk(piece, model));
      if (sent === 0) call.firstTokenAt = performance.now();
      sent += 1;
      if (pause > 0 && sent < pieces.length) await wait(pause);
    }
    if (gone()) return;
    if (state.malformedAfterChunks !== null) {
      res.end(dialect.malformed);
      return;
    }
    res.end(dialect.streamEnd(model));
    call.finishedAt = performance.now();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    behavior: state,
    calls,
    nextEarlyClose: () => new Promise((resolve) => earlyCloseWaiters.push(resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
