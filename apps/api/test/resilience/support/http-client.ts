/** Loopback HTTP calls for the resilience suites: JSON in, status + parsed JSON out. */
export interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  /** When the reply arrived (ms since epoch). */
  at: number;
}

export async function request(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { unparsable: text.slice(0, 200) };
  }
  return { status: res.status, body, headers: res.headers, at: Date.now() };
}
