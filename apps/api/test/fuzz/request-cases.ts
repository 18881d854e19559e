import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { type Endpoint } from './endpoints';
import { hostileValue, objectFrom, toJsonSchema } from './schema-arbitraries';

/**
 * One fuzzed request and what must come back. `expect`:
 * - a number: exactly that status (malformed JSON 400, wrong content type 415, oversized 413);
 * - 'client-error': some 4xx (the input breaks the contract);
 * - 'no-server-error': the input may be valid, so 2xx is allowed too; never 5xx.
 */
export interface FuzzCase {
  kind: string;
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  expect: number | 'client-error' | 'no-server-error';
}

export interface FuzzContext {
  /** Bearer token of the fuzz user. */
  token: string;
  /** A history entry the fuzz user owns, so id routes also see a real id. */
  ownHistoryId: string;
}

const JSON_TYPE = 'application/json';

const malformedJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '{"a" 1}',
    "{'a': 1}",
    '[1,2',
    'nul',
    '{"a":1}}',
    '{"a":01}',
    '{"a":NaN}',
    '\u0000',
  ),
  fc.string({ minLength: 1, maxLength: 60 }).filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);

const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'image/png',
  'application/jsonx',
  'text/json',
);

/** Bytes that are not UTF-8 (overlong, lone continuation, truncated, surrogate halves, 0xFF). */
const invalidUtf8 = fc.constantFrom(
  [0xc0, 0xaf],
  [0x80],
  [0xe2, 0x82],
  [0xed, 0xa0, 0x80],
  [0xff, 0xfe],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
);

/** A value that is valid for the contract, or null when the endpoint reads no body. */
function contractAccepts(endpoint: Endpoint, value: unknown): boolean {
  return endpoint.body ? endpoint.body.safeParse(value).success : false;
}

const authHeaders = (endpoint: Endpoint, ctx: FuzzContext): fc.Arbitrary<Record<string, string>> => {
  type Headers = Record<string, string>;
  // Mostly no credentials: every credential costs a session lookup, and the budget is requests.
  const hostile: fc.Arbitrary<Headers> = fc.oneof<fc.Arbitrary<Headers>[]>(
    fc.constant({}),
    fc.constant({}),
    fc.constant({}),
    fc.constant({}),
    fc.string({ maxLength: 80 }).map((t) => ({ authorization: `Bearer ${t}` })),
    fc.string({ maxLength: 300 }).map((t) => ({ authorization: t })),
    fc.string({ maxLength: 120 }).map((c) => ({ cookie: `ps_session=${c}` })),
    fc.constantFrom<Headers>(
      { cookie: 'ps_session=%E0%A4%A' },
      { cookie: 'ps_session=' + 'a'.repeat(5_000) },
      { authorization: 'Bearer ' + 'b'.repeat(199) },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: "Bearer ' OR 1=1 --" },
    ),
  );
  if (endpoint.session !== 'user') return hostile;
  return fc.oneof({ weight: 3, arbitrary: fc.constant({ authorization: `Bearer ${ctx.token}` }) }, hostile);
};

/** Ids that decode; `undecodable` adds percent-encodings that do not (answered 400 before routing). */
const historyId = (ctx: FuzzContext, undecodable: boolean) =>
  fc.oneof(
    fc.constant(ctx.ownHistoryId),
    fc.constant(randomUUID()),
    // Not empty: `/api/history/` is the list route (404 for PATCH), not a bad id.
    fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
    fc.constantFrom('..%2F..%2Fetc', "1'%20OR%20'1'='1", '%00', 'null'),
    // Over find-my-way's 100-character parameter limit (414), and percent-encodings that do not
    // decode (400): both answered before routing, so only where any 4xx is expected.
    undecodable ? fc.constantFrom('%E0%A4%A', '%', '%zz', 'x'.repeat(101)) : fc.constant('%20'),
  );

/** Version numbers (restore): real ones, out of range, and not numbers at all. */
const versionNumber = fc.oneof(
  fc.integer({ min: -3, max: 4 }).map(String),
  fc.constantFrom('1e3', '0x1', '99999999999', 'x', '%20', '1.5'),
);

/** Cursors forged the way the server encodes them, with dates PostgreSQL may not hold. */
const forgedCursor = fc.oneof(
  fc
    .tuple(
      fc.oneof(
        fc.date({ noInvalidDate: true }),
        // The edges of what JavaScript and PostgreSQL can hold.
        fc
          .constantFrom(8.64e15, -8.64e15, 9_224_318_016_000_000 / 1_000, -210_866_803_200_000)
          .map((ms) => new Date(ms)),
      ),
      fc.uuid(),
    )
    .map(([date, id]) => Buffer.from(JSON.stringify([date.toISOString(), id])).toString('base64url')),
  fc
    .tuple(fc.string({ maxLength: 30 }), fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })))
    .map(([date, id]) => Buffer.from(JSON.stringify([date, id])).toString('base64url')),
  fc.string({ maxLength: 250 }),
);

const queryString = (endpoint: Endpoint): fc.Arbitrary<string> => {
  const names = Object.keys(endpoint.query ? (toJsonSchema(endpoint.query).properties ?? {}) : {});
  const value = fc.oneof(
    fc.string({ maxLength: 30 }).map(encodeURIComponent),
    fc.integer({ min: -100, max: 1_000 }).map(String),
    fc.constantFrom('1e3', '0x10', 'NaN', 'Infinity', '-0', '%', '%E0', '', '1.5', 'x'.repeat(10_000)),
    names.includes('cursor') ? forgedCursor.map(encodeURIComponent) : fc.constant('a'),
  );
  const pair = fc.tuple(
    fc.oneof(fc.constantFrom(...names, 'extra', '__proto__'), fc.string({ maxLength: 8 })),
    value,
  );
  const pairs = fc
    .array(pair, { maxLength: 4 })
    .map((list) => list.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
  if (!names.includes('cursor')) return pairs;
  // Cursors are decoded and reach SQL: a good share of requests carry a forged one.
  return fc.oneof(
    pairs,
    forgedCursor.map((c) => `cursor=${encodeURIComponent(c)}`),
  );
};

/** Every kind of bad request the endpoint can be sent, weighted towards contract-shaped ones. */
export function fuzzCase(endpoint: Endpoint, ctx: FuzzContext): fc.Arbitrary<FuzzCase> {
  const baseWith = (undecodable: boolean) => {
    const url = endpoint.path.includes(':id')
      ? fc
          .tuple(historyId(ctx, undecodable), versionNumber)
          .map(([id, n]) => endpoint.path.replace(':id', id).replace(':number', n))
      : fc.constant(endpoint.path);
    const withQuery = fc
      .tuple(url, queryString(endpoint), fc.boolean())
      .map(([u, q, stray]) => (q && (endpoint.query || stray) ? `${u}?${q}` : u));
    return fc.record({ url: withQuery, headers: authHeaders(endpoint, ctx) });
  };
  const base = baseWith(true);
  // Cases that expect one exact status need a URL that routes.
  const routable = baseWith(false);

  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': JSON_TYPE });
  const malformed = fc.tuple(routable, malformedJson).map(([b, payload]): FuzzCase => ({
    kind: 'malformed-json',
    method: endpoint.method,
    url: b.url,
    headers: json(b.headers),
    payload,
    expect: 400,
  }));
  const bare = base.map(({ url: u, headers }): FuzzCase => ({
    kind: 'query-and-headers',
    method: endpoint.method,
    url: u,
    headers,
    expect: 'no-server-error',
  }));
  if (!endpoint.body) {
    if (endpoint.method === 'GET') return bare;
    // Body-less state changes still get bodies thrown at them.
    const stray = fc.tuple(routable, wrongContentType).map(([b, type]): FuzzCase => ({
      kind: 'wrong-content-type',
      method: endpoint.method,
      url: b.url,
      headers: { ...b.headers, 'content-type': type },
      payload: 'a=1',
      expect: 415,
    }));
    return fc.oneof({ weight: 3, arbitrary: bare }, malformed, stray);
  }

  const schema = toJsonSchema(endpoint.body);
  const firstStringField =
    Object.entries(schema.properties ?? {}).find(([, p]) => p.type === 'string')?.[0] ?? '__utf8';

  const shaped = fc.tuple(base, objectFrom(schema)).map(([b, value]): FuzzCase => {
    const payload = JSON.stringify(value);
    return {
      kind: 'contract-shaped',
      method: endpoint.method,
      url: b.url,
      headers: json(b.headers),
      payload,
      expect: contractAccepts(endpoint, JSON.parse(payload)) ? 'no-server-error' : 'client-error',
    };
  });
  const wrongTopLevel = fc.tuple(base, hostileValue).map(([b, value]): FuzzCase => {
    const payload = JSON.stringify(value) ?? 'null';
    return {
      kind: 'wrong-top-level',
      method: endpoint.method,
      url: b.url,
      headers: json(b.headers),
      payload,
      expect: contractAccepts(endpoint, JSON.parse(payload)) ? 'no-server-error' : 'client-error',
    };
  });
  const contentType = fc
    .tuple(routable, wrongContentType, objectFrom(schema))
    .map(([b, type, value]): FuzzCase => ({
      kind: 'wrong-content-type',
      method: endpoint.method,
      url: b.url,
      headers: { ...b.headers, 'content-type': type },
      payload: JSON.stringify(value),
      expect: 415,
    }));
  const badUtf8 = fc.tuple(routable, objectFrom(schema), invalidUtf8).map(([b, value, bytes]): FuzzCase => {
    // The invalid bytes go inside a string field of an otherwise contract-shaped body.
    const marker = 'ZZ-UTF8-MARK-ZZ';
    const text = JSON.stringify({ ...value, [firstStringField]: marker });
    const at = text.lastIndexOf(marker);
    const [before, after] = [text.slice(0, at), text.slice(at + marker.length)];
    return {
      kind: 'invalid-utf8',
      method: endpoint.method,
      url: b.url,
      headers: json(b.headers),
      payload: Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]),
      expect: 400,
    };
  });
  const deepRaw = fc
    .tuple(base, fc.integer({ min: 1_000, max: 20_000 }), fc.boolean())
    .map(([b, depth, asObject]): FuzzCase => ({
      kind: 'deep-nesting',
      method: endpoint.method,
      url: b.url,
      headers: json(b.headers),
      payload: asObject
        ? '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
        : '['.repeat(depth) + ']'.repeat(depth),
      expect: 'client-error',
    }));

  return fc.oneof(
    { weight: 12, arbitrary: shaped },
    { weight: 2, arbitrary: wrongTopLevel },
    { weight: 2, arbitrary: malformed },
    { weight: 2, arbitrary: contentType },
    { weight: 1, arbitrary: badUtf8 },
    { weight: 1, arbitrary: deepRaw },
  );
}

/** Bodies over the 1 MB limit (valid JSON, junk, one huge string), and 200,000-deep nesting. */
export function extremeCases(endpoint: Endpoint, token: string): FuzzCase[] {
  const auth: Record<string, string> =
    endpoint.session === 'user' ? { authorization: `Bearer ${token}` } : {};
  const twoMb = 2 * 1024 * 1024;
  const bodies = [
    JSON.stringify({ padding: 'x'.repeat(twoMb) }),
    JSON.stringify(Array.from({ length: twoMb / 8 }, (_, i) => i)),
    'z'.repeat(twoMb),
    JSON.stringify({ prompt: 'p'.repeat(twoMb), model: 'gpt' }),
  ];
  const depth = 200_000;
  const deep: FuzzCase = {
    kind: 'deep-nesting',
    method: endpoint.method,
    url: endpoint.path.replace(':id', randomUUID()).replace(':number', '1'),
    headers: { ...auth, 'content-type': JSON_TYPE },
    payload: '['.repeat(depth) + ']'.repeat(depth),
    // An endpoint that reads no body may ignore it and succeed.
    expect: endpoint.body ? 'client-error' : 'no-server-error',
  };
  const oversized = bodies.map((payload): FuzzCase => ({
    kind: 'oversized',
    method: endpoint.method,
    url: endpoint.path.replace(':id', randomUUID()).replace(':number', '1'),
    headers: { ...auth, 'content-type': JSON_TYPE },
    payload,
    // Within a larger limit the body is read, and refused for what it says.
    expect: endpoint.largeBodies ? 'client-error' : 413,
  }));
  return [...oversized, deep];
}
