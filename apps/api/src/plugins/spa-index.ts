import negotiate from '@fastify/accept-negotiator';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Headers that make @fastify/send answer something other than the whole file. */
const CONDITIONAL = ['range', 'if-match', 'if-none-match', 'if-modified-since', 'if-unmodified-since'];
const EXTENSIONS = { br: '.br', gzip: '.gz' } as const;
type Encoding = keyof typeof EXTENSIONS;
/** Written by the web build (apps/web/route-pages.ts): which copy of index.html serves which route. */
const ROUTE_PAGES_MANIFEST = 'pages/routes.json';

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
}

/** One HTML file, plain and pre-compressed, and its path under distDir for send. */
interface Page {
  file: string;
  plain: Variant;
  compressed: Map<Encoding, Variant>;
  offered: Encoding[];
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

function readPage(distDir: string, file: string): Page {
  const path = join(distDir, file);
  const compressed = new Map<Encoding, Variant>();
  for (const encoding of ['br', 'gzip'] as const) {
    if (existsSync(path + EXTENSIONS[encoding])) {
      compressed.set(encoding, variant(path + EXTENSIONS[encoding], encoding));
    }
  }
  return { file, plain: variant(path, null), compressed, offered: [...compressed.keys()] };
}

/**
 * The route pages the build listed: exact paths in a map (one look-up per request), paths
 * with a `:param` segment as patterns tried in order.
 */
function readRoutePages(distDir: string) {
  const exact = new Map<string, Page>();
  const patterns: { pattern: RegExp; page: Page }[] = [];
  const manifest = join(distDir, ROUTE_PAGES_MANIFEST);
  if (!existsSync(manifest)) return { exact, patterns };
  const routes = JSON.parse(readFileSync(manifest, 'utf8')) as { path: string; file: string }[];
  for (const { path, file } of routes) {
    const page = readPage(distDir, file);
    if (!path.includes('/:')) exact.set(path, page);
    else {
      const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+');
      patterns.push({ pattern: new RegExp(`^${source}$`), page });
    }
  }
  return { exact, patterns };
}

/**
 * index.html, the answer to `/` and to every client route, read once at start-up with its
 * pre-compressed variants. Sending it through @fastify/static cost a stat, an open, a read and
 * a close per request: a third of the CPU of `GET /` (BENCHMARKS.md). The encoding is chosen
 * as @fastify/static chooses it and the headers are the ones it writes, so clients see the same
 * answer. Ranges and conditional requests still go to sendFile, which knows them. A production
 * build does not change under a running server.
 *
 * Where the build wrote a copy of index.html for a route (with preloads for that route's
 * chunks and first API data), that route gets its copy; any other path gets index.html.
 */
export function createSpaIndex(distDir: string) {
  const fallback = readPage(distDir, 'index.html');
  const { exact, patterns } = readRoutePages(distDir);

  function pageFor(url: string): Page {
    const query = url.indexOf('?');
    let path = query === -1 ? url : url.slice(0, query);
    // The router matches '/templates/' as '/templates'.
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const page = exact.get(path);
    if (page) return page;
    for (const route of patterns) if (route.pattern.test(path)) return route.page;
    return fallback;
  }

  function choose(request: FastifyRequest, page: Page): Variant {
    const accepted = request.headers['accept-encoding'];
    if (typeof accepted !== 'string' || page.offered.length === 0) return page.plain;
    // @fastify/static reads `*` as gzip.
    const encoding = negotiate(accepted.toLowerCase().replace(/\*/g, 'gzip'), page.offered);
    return (encoding && page.compressed.get(encoding)) || page.plain;
  }

  return function sendIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const page = pageFor(request.url);
    if (CONDITIONAL.some((name) => request.headers[name] !== undefined)) {
      return reply.header('cache-control', 'no-cache').sendFile(page.file);
    }
    const { headers, body } = choose(request, page);
    return reply.headers(headers).send(body);
  };
}
