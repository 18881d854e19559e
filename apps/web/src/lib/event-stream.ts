import { ApiError, apiErrorFrom, send } from './api-client';

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
 */
export async function streamRequest<TDone, TDelta>(
  path: string,
  options: { body: unknown; signal?: AbortSignal | undefined; onDelta: (delta: TDelta) => void },
): Promise<TDone> {
  const response = await send(path, { body: options.body, signal: options.signal }, 'text/event-stream');
  // Held in an object: TypeScript does not see the callback assign a plain `let`.
  const result: { outcome: { ok: true; value: TDone } | { ok: false; error: ApiError } | null } = {
    outcome: null,
  };
  const parser = createEventParser(({ event, data }) => {
    if (result.outcome) return;
    const parsed = parseJson(data);
    // The reply itself was a 200; the failure came after it started.
    if (event === 'error') result.outcome = { ok: false, error: apiErrorFrom(parsed, 500) };
    else if (parsed === undefined) return;
    else if (event === 'delta') options.onDelta(parsed as TDelta);
    else if (event === 'done') result.outcome = { ok: true, value: parsed as TDone };
  });
  if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
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
