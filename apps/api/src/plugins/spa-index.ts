import negotiate from '@fastify/accept-negotiator';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Headers that make @fastify/send answer something other than the whole file. */
const CONDITIONAL = ['range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];
const EXTENSIONS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof EXTENSIONS;

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
}

/** One file as @fastify/send would answer it: weak ETag from size and mtime, Last-Modified. */
function variant(path: string, encoding: Encoding | null): Variant {
  const { size, mtime } = statSync(path);
  return {
    body: readFileSync(path),
    headers: {
      'cache-control': 'no-cache',
      'accept-ranges': 'bytes',
      'last-modified': mtime.toUTCString(),
      etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  };
}

/**
 * index.html, the answer to `/` and to every client route, read once at start-up with its
 * pre-compressed variants. Sending it through @fastify/static cost a stat, an open, a read and
 * a close per request: a third of the CPU of `GET /` (BENCHMARKS.md). The encoding is chosen
 * as @fastify/static chooses it and the headers are the ones it writes, so clients see the same
 * answer. Ranges and conditional requests still go to sendFile, which knows them. A production
 * build does not change under a running server.
 */
export function createSpaIndex(distDir: string) {
  const path = join(distDir, 'index.html');
  const plain = variant(path, null);
  const compressed = new Map<Encoding, Variant>();
  for (const encoding of ['br', 'gzip'] as const) {
    const file = path + EXTENSIONS[encoding];
    if (existsSync(file)) compressed.set(encoding, variant(file, encoding));
  }
  const offered = [...compressed.keys()];

  function choose(request: FastifyRequest): Variant {
    const accepted = request.headers['accept-encoding'];
    if (typeof accepted !== 'string' || offered.length === 0) return plain;
    // @fastify/static reads `*` as gzip.
    const encoding = negotiate(accepted.toLowerCase().replace(/\*/g, 'gzip'), offered);
    return (encoding && compressed.get(encoding)) || plain;
  }

  return function sendIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (CONDITIONAL.some((name) => request.headers[name] !== undefined)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const { headers, body } = choose(request);
    return reply.headers(headers).send(body);
  };
}
