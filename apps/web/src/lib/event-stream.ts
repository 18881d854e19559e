import { STREAM_EVENTS } from '@promptsmith/contract';
import { ApiError, apiErrorFrom, type ReplySchema, send, validated } from './api-client';

export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Incremental parser for the text/event-stream format: feed it chunks as they arrive (split
 * anywhere, even inside a line) and it emits each complete event. Comment lines (": ...") are
 * keep-alives and are skipped.
 */
export function createEventParser(onEvent: (event: ServerEvent) => void): {
  push(chunk: string): void;
  end(): void;
} {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(chunk) {
      buffer += chunk;
      const lines = buffer.split(/\r\n|\r|\n/);
      // The last piece may be a line still being written.
      buffer = lines.pop() ?? '';
      for (const text of lines) line(text);
    },
    end() {
      if (buffer) line(buffer);
      buffer = '';
      dispatch();
    },
  };
}

/**
 * The API's streaming protocol: POST JSON asking for server-sent events, then `delta` events
 * while text arrives and exactly one `done` (the same JSON body a non-streaming call returns) or
 * `error` ({message, code}). Failures before the stream opens (validation, rate limits, sign-in)
 * are ordinary JSON errors and come back as ApiError from send(), like every other call. A
 * stream that ends without `done` or `error` is a failure with no server message (status 0).
 * A plain JSON reply (a proxy that buffers, an older server) is the final result, no deltas.
 * `done` and the deltas are checked against the contract's schemas: a reply that does not match
 * is a failure, never half-shown data.
 */
export async function streamRequest<TDone, TDelta>(
  path: string,
  options: {
    body: unknown;
    signal?: AbortSignal | undefined;
    onDelta: (delta: TDelta) => void;
    schemas: { done: ReplySchema<TDone>; delta: ReplySchema<TDelta> };
  },
): Promise<TDone> {
  const response = await send(path, { body: options.body, signal: options.signal }, 'text/event-stream');
  const { done, delta } = options.schemas;
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    const payload: unknown = await response.json().catch(() => undefined);
    return validated(done, payload, response.status);
  }
  // Held in an object: TypeScript does not see the callback assign a plain `let`.
  const result: { outcome: { ok: true; value: TDone } | { ok: false; error: ApiError } | null } = {
    outcome: null,
  };
  const parser = createEventParser(({ event, data }) => {
    if (result.outcome) return;
    const parsed = parseJson(data);
    // The reply itself was a 200; the failure came after it started.
    if (event === STREAM_EVENTS.error) result.outcome = { ok: false, error: apiErrorFrom(parsed, 500) };
    else if (parsed === undefined) return;
    else if (event === STREAM_EVENTS.delta) {
      try {
        options.onDelta(validated(delta, parsed, 200));
      } catch (error) {
        result.outcome = { ok: false, error: error as ApiError };
      }
    } else if (event === STREAM_EVENTS.done) {
      try {
        result.outcome = { ok: true, value: validated(done, parsed, 200) };
      } catch (error) {
        result.outcome = { ok: false, error: error as ApiError };
      }
    }
  });
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done: finished, value } = await reader.read();
      if (finished) break;
      parser.push(value);
    }
  }
  parser.end();
  const final = result.outcome;
  if (!final) throw new ApiError(0, '', 'SERVICE_UNAVAILABLE');
  if (!final.ok) throw final.error;
  return final.value;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
