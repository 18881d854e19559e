import { ApiError, UNAUTHORIZED_EVENT } from './api-client';

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

interface StreamOptions {
  body: unknown;
  signal?: AbortSignal | undefined;
  onEvent: (event: ServerEvent) => void;
}

/**
 * POSTs JSON and asks for server-sent events. Failures before the stream opens (validation,
 * rate limits, sign-in) come back as ordinary JSON errors and become ApiError, as with api().
 */
export async function postEventStream(path: string, { body, signal, onEvent }: StreamOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      signal,
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK');
  }
  if (!response.ok) {
    if (response.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    const payload = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new ApiError(
      response.status,
      typeof payload?.message === 'string' ? payload.message : `Request failed (${response.status})`,
      typeof payload?.code === 'string' ? payload.code : 'HTTP_ERROR',
      retryAfter,
    );
  }
  if (!response.body) throw new ApiError(response.status, '', 'EMPTY_STREAM');
  const parser = createEventParser(onEvent);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(value);
  }
  parser.end();
}

/**
 * The API's streaming protocol: `delta` events while text arrives, then exactly one `done`
 * (the same JSON body a non-streaming call returns) or `error` ({message, code}). Resolves with
 * the `done` data; a stream that ends without either is a failure with no server message.
 */
export async function streamRequest<TDone, TDelta>(
  path: string,
  options: { body: unknown; signal?: AbortSignal | undefined; onDelta: (delta: TDelta) => void },
): Promise<TDone> {
  // Held in an object: TypeScript does not see the callback assign a plain `let`.
  const result: { outcome: { ok: true; value: TDone } | { ok: false; error: ApiError } | null } = {
    outcome: null,
  };
  await postEventStream(path, {
    body: options.body,
    signal: options.signal,
    onEvent: ({ event, data }) => {
      if (result.outcome) return;
      const parsed = parseJson(data);
      if (event === 'delta' && parsed !== undefined) options.onDelta(parsed as TDelta);
      else if (event === 'done' && parsed !== undefined)
        result.outcome = { ok: true, value: parsed as TDone };
      else if (event === 'error') {
        const body = (parsed ?? {}) as { message?: unknown; code?: unknown };
        result.outcome = {
          ok: false,
          error: new ApiError(
            500,
            typeof body.message === 'string' ? body.message : '',
            typeof body.code === 'string' ? body.code : 'STREAM_ERROR',
          ),
        };
      }
    },
  });
  const final = result.outcome;
  if (!final) throw new ApiError(0, '', 'STREAM_INCOMPLETE');
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
