import { type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Headers that make @fastify/send answer something other than the whole file. */
const CONDITIONAL = ['range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];

/**
 * index.html, the answer to `/` and to every client route, read once at start-up. Sending it
 * through @fastify/static cost a stat, an open, a read and a close per request: a third of the
 * CPU of `GET /` (BENCHMARKS.md). The headers are the ones @fastify/send writes (weak ETag from
 * size and mtime, Last-Modified, Accept-Ranges, Vary), so clients see the same answer. Requests
 * that need send's logic (ranges, conditional requests, a pre-compressed variant the client
 * accepts) still go to sendFile. A production build does not change under a running server.
 */
export function createSpaIndex(distDir: string) {
  const path = join(distDir, 'index.html');
  const body = readFileSync(path);
  const { size, mtime } = statSync(path);
  const headers = {
    'cache-control': 'no-cache',
    'accept-ranges': 'bytes',
    'last-modified': mtime.toUTCString(),
    etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
    'content-type': 'text/html; charset=utf-8',
    vary: 'accept-encoding',
  };
  const compressed = ['br', 'gzip'].filter((encoding) =>
    existsSync(`${path}.${encoding === 'gzip' ? 'gz' : encoding}`),
  );

  function needsSend(request: FastifyRequest): boolean {
    const h = request.headers;
    if (CONDITIONAL.some((name) => h[name] !== undefined)) return true;
    const accepted = h['accept-encoding'];
    return (
      compressed.length > 0 && typeof accepted === 'string' && compressed.some((e) => accepted.includes(e))
    );
  }

  return function sendIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (needsSend(request)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.headers(headers).send(body);
  };
}
