import { createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo } from 'node:net';

/**
 * A loopback OpenAI-compatible chat-completions server with a fixed time to first token and a
 * fixed token rate, which records when it received each call, wrote its first token and
 * finished. It runs in the measuring process, so those instants share the client's clock.
 */
export interface ProviderCall {
  receivedAt: number;
  firstTokenAt: number;
  finishedAt: number;
  stream: boolean;
}

export interface TimedProvider {
  /** Base URL for the SDK (ends in /v1). */
  url: string;
  calls: ProviderCall[];
  close(): Promise<void>;
}

export interface TimedProviderOptions {
  reply: string;
  ttftMs: number;
  tokensPerSecond: number;
  /** Characters per streamed token. */
  chunkChars: number;
  /** The reply to a judge call (its prompt holds <answer_a>): the JSON verdict the judge asks for. */
  judgeReply?: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
}

const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

function chunk(model: string, delta: Record<string, unknown>, finish: string | null) {
  return {
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

export async function startTimedProvider(options: TimedProviderOptions): Promise<TimedProvider> {
  const calls: ProviderCall[] = [];
  const tokensOf = (text: string) => {
    const tokens: string[] = [];
    for (let i = 0; i < text.length; i += options.chunkChars)
      tokens.push(text.slice(i, i + options.chunkChars));
    return tokens;
  };
  const pause = 1000 / options.tokensPerSecond;

  const server = createServer((req, res) => {
    const receivedAt = performance.now();
    void readJson(req).then(async (body) => {
      const model = typeof body.model === 'string' ? body.model : 'bench';
      const judging = options.judgeReply !== undefined && JSON.stringify(body).includes('<answer_a>');
      const reply = judging ? (options.judgeReply ?? '') : options.reply;
      const tokens = tokensOf(reply);
      const usage = { prompt_tokens: 10, completion_tokens: tokens.length, total_tokens: 10 + tokens.length };
      const call: ProviderCall = { receivedAt, firstTokenAt: 0, finishedAt: 0, stream: body.stream === true };
      calls.push(call);
      await wait(options.ttftMs);
      if (!call.stream) {
        // Without streaming the whole answer still takes as long to generate.
        await wait(pause * tokens.length);
        call.firstTokenAt = performance.now();
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-bench',
            object: 'chat.completion',
            created: 1_700_000_000,
            model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
            usage,
          }),
        );
        call.finishedAt = performance.now();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.socket?.setNoDelay(true);
      res.write(sse(chunk(model, { role: 'assistant', content: '' }, null)));
      for (const [index, token] of tokens.entries()) {
        if (res.destroyed) return;
        res.write(sse(chunk(model, { content: token }, null)));
        if (index === 0) call.firstTokenAt = performance.now();
        if (index < tokens.length - 1) await wait(pause);
      }
      // The usage chunk OpenAI sends last when asked to (stream_options.include_usage).
      res.end(
        sse(chunk(model, {}, 'stop')) +
          sse({ ...chunk(model, {}, null), choices: [], usage }) +
          'data: [DONE]\n\n',
      );
      call.finishedAt = performance.now();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
