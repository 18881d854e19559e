import {
  type ErrorCode,
  ErrorResponse,
  LlmStatusResponse,
  RunDelta,
  StreamDelta,
} from '@promptsmith/contract';
import { http, HttpResponse, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import { type z } from 'zod';

/**
 * The API as web tests see it: a real fetch answered in-process (MSW), so screens run through
 * the app's one request path (lib/api-client.ts, lib/event-stream.ts). Each test serves the
 * endpoints it needs with `serve`; a request nothing serves fails the test.
 */
export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ServedEndpoint<Body> {
  /** The bodies the app sent, in order, as sent (the contract's request schema accepted each). */
  requests: Body[];
  /** The full URLs the app called, in order (to check query strings). */
  urls: URL[];
}

/**
 * Answers `method path` for the current test. What the app sends must pass the contract's
 * request schema and what the test answers must pass its response schema, so a screen is only
 * tested against exchanges the real server could have. `respond` may also return a Response
 * (an error from `apiError`, a stream from `FakeEventStream`), which is sent as it is.
 */
export function serve<Request extends z.ZodType = z.ZodUndefined, Reply extends z.ZodType = z.ZodNever>(
  method: Method,
  path: string,
  schemas: { request?: Request; response?: Reply },
  respond: (
    body: z.output<Request>,
    call: { params: PathParams; url: URL },
  ) => z.input<Reply> | Response | Promise<z.input<Reply> | Response>,
): ServedEndpoint<z.input<Request>> {
  const served: ServedEndpoint<z.input<Request>> = { requests: [], urls: [] };
  server.use(
    http[method](path, async ({ request, params }) => {
      const url = new URL(request.url);
      const raw: unknown = schemas.request ? await request.json() : undefined;
      const checked = schemas.request?.safeParse(raw);
      if (checked && !checked.success) {
        // The real server would answer 400; a test must not pass on a request it never accepts.
        console.error(`${method.toUpperCase()} ${path} sent a body the contract refuses:`, checked.error);
        return apiError(400, 'VALIDATION_FAILED', 'Invalid request');
      }
      served.requests.push(raw as z.input<Request>);
      served.urls.push(url);
      const reply = await respond(checked?.data as z.output<Request>, { params, url });
      if (reply instanceof Response) return reply;
      if (!schemas.response) throw new Error(`serve(${path}): give a response schema or return a Response`);
      return HttpResponse.json(schemas.response.parse(reply) as never);
    }),
  );
  return served;
}

/** An error reply as the server sends it: `{message, code}` with a status. */
export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  retryAfterSeconds?: number,
): Response {
  const headers = retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) };
  return HttpResponse.json(ErrorResponse.parse({ message, code }), { status, headers });
}

/**
 * A text/event-stream reply the test writes event by event (the /api/transform and
 * /api/compare protocol): deltas, then `done` with a body the contract accepts, or `error`.
 */
export class FakeEventStream<Done extends z.ZodType> {
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private readonly body = new ReadableStream<Uint8Array>({
    start: (controller) => {
      this.controller = controller;
    },
  });

  constructor(private readonly doneSchema: Done) {}

  response(): Response {
    return new HttpResponse(this.body, { headers: { 'content-type': 'text/event-stream' } });
  }

  delta(delta: z.input<typeof StreamDelta>): void {
    this.send('delta', StreamDelta.parse(delta));
  }

  /** A run's delta ({text}: POST /api/run). */
  runDelta(text: string): void {
    this.send('delta', RunDelta.parse({ text }));
  }

  /** An event the contract would reject: for tests of the client's own checks. */
  raw(event: string, data: unknown): void {
    this.send(event, data);
    this.close();
  }

  done(value: z.input<Done>): void {
    this.send('done', this.doneSchema.parse(value));
    this.close();
  }

  error(code: ErrorCode, message: string): void {
    this.send('error', ErrorResponse.parse({ message, code }));
    this.close();
  }

  /** Ends the stream as it stands: without `done` it is a broken reply. */
  close(): void {
    this.controller?.close();
  }

  private send(event: string, data: unknown): void {
    this.controller?.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  }
}

/**
 * GET /api/llm/status, asked by every screen with an LLM button. By default the server of
 * `npm start` with no keys: no model for anyone, and a visitor.
 */
export function serveLlmStatus(
  status: z.input<typeof LlmStatusResponse> = { models: {}, judge: null, access: 'sign-in-required' },
) {
  return serve('get', '/api/llm/status', { response: LlmStatusResponse }, () => status);
}
