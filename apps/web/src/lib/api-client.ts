import { ERROR_CODES, type ErrorCode } from '@promptsmith/contract';

/**
 * A failed API call. `status` is the HTTP status, or 0 when no complete reply arrived (no
 * connection, a stream cut short). `message` is the server's own text, or '' when it sent none:
 * screens then show their fallback (see errorMessage).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const UNAUTHORIZED_EVENT = 'promptsmith:unauthorized';

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * The one place the web app talks to the API: same-origin cookies carry the session, JSON goes
 * out, a reply that is not 2xx becomes an ApiError, and a 401 tells the session to forget the
 * user. Resolves with the successful Response for the caller to read (JSON or a stream).
 */
export async function send(
  path: string,
  { method, body, signal }: RequestOptions,
  accept: 'application/json' | 'text/event-stream',
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      credentials: 'same-origin',
      signal,
      headers: { accept, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    // The caller gave up (a new run, leaving the page): not a failure to report.
    if (signal?.aborted) throw error;
    throw new ApiError(0, UNREACHABLE, 'SERVICE_UNAVAILABLE');
  }
  if (response.ok) return response;
  if (response.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  const payload: unknown = await response.json().catch(() => null);
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  throw apiErrorFrom(payload, response.status, retryAfter);
}

/**
 * A JSON endpoint. Replies are typed by the contract and not parsed again here: the server
 * serializes every reply through the same contract schema, and parsing in the browser would put
 * zod in the bundle (about 30 KB gzip, see docs/ARCHITECTURE.md). Web tests serve only replies
 * that pass the contract's schemas (src/testing/fake-api.ts).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, '', 'INTERNAL');
  }
}

/**
 * A contract schema, seen structurally: lib/ stays free of zod, which only the screens that
 * validate (lazy routes) bring into their chunks, never the first load.
 */
export interface ReplySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The reply if it matches the contract's schema; otherwise an ApiError with no message. */
export function validated<T>(schema: ReplySchema<T>, payload: unknown, status: number): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(status, '', 'INTERNAL');
  return parsed.data;
}

/** `api` for replies the screen checks against the contract's schema before using them. */
export async function apiChecked<T>(
  path: string,
  schema: ReplySchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return validated(schema, await api<unknown>(path, options), 200);
}

/**
 * The error a reply (or a stream's `error` event) describes: the server's `{message, code}`
 * when it sent one, else a code that fits the status and no message.
 */
export function apiErrorFrom(payload: unknown, status: number, retryAfterSeconds?: number): ApiError {
  const body = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const message = typeof body.message === 'string' ? body.message : '';
  const code = isErrorCode(body.code) ? body.code : codeForStatus(status);
  return new ApiError(status, message, code, retryAfterSeconds);
}

/** The server's message when there is one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** For replies without our JSON body (a proxy's error page, a crash before the handler). */
function codeForStatus(status: number): ErrorCode {
  const byStatus: Partial<Record<number, ErrorCode>> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
    502: 'SERVICE_UNAVAILABLE',
    503: 'SERVICE_UNAVAILABLE',
    504: 'SERVICE_UNAVAILABLE',
  };
  return byStatus[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
