import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpaIndex } from './spa-index';

/** The same file answered by @fastify/static (what we had) and from memory (what we have). */
describe('createSpaIndex', () => {
  let dir: string;
  let viaStatic: FastifyInstance;
  let fromMemory: FastifyInstance;

  async function server(memory: boolean): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, index: false, preCompressed: true, cacheControl: false });
    const sendIndex = createSpaIndex(dir);
    app.get('/', (request, reply) =>
      memory ? sendIndex(request, reply) : reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
    return app;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-index-'));
    const html = `<!doctype html><title>x</title>${'<p>padding</p>'.repeat(100)}`;
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'index.html.gz'), gzipSync(html));
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync(html));
    viaStatic = await server(false);
    fromMemory = await server(true);
  });
  afterAll(async () => {
    await Promise.all([viaStatic.close(), fromMemory.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    {},
    { 'accept-encoding': 'gzip, deflate, br, zstd' },
    { 'accept-encoding': 'gzip' },
    { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' },
    { 'accept-encoding': '*' },
    { 'accept-encoding': 'identity' },
    { range: 'bytes=0-9' },
  ])('answers %o with the same status, headers and body as @fastify/static', async (headers) => {
    const answer = async (app: FastifyInstance) => {
      const res = await app.inject({ method: 'GET', url: '/', headers });
      const { date: _date, connection: _connection, ...rest } = res.headers;
      return { status: res.statusCode, headers: rest, body: res.rawPayload.toString('base64') };
    };
    expect(await answer(fromMemory)).toEqual(await answer(viaStatic));
  });

  it('leaves conditional requests to send: 304 for a matching ETag', async () => {
    const first = await fromMemory.inject({ method: 'GET', url: '/' });
    const again = await fromMemory.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

/** The web build's per-route copies of index.html (pages/routes.json), chosen by URL. */
describe('createSpaIndex with route pages', () => {
  let dir: string;
  let app: FastifyInstance;
  const page = (name: string) => `<!doctype html><title>${name}</title>${'<p>padding</p>'.repeat(100)}`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-index-routes-'));
    mkdirSync(join(dir, 'pages'));
    const files: Record<string, string> = {
      'index.html': page('fallback'),
      'pages/index.html': page('home'),
      'pages/templates.html': page('templates'),
      'pages/history-id.html': page('history entry'),
    };
    for (const [file, html] of Object.entries(files)) {
      writeFileSync(join(dir, file), html);
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(html));
    }
    writeFileSync(
      join(dir, 'pages/routes.json'),
      JSON.stringify([
        { path: '/', file: 'pages/index.html' },
        { path: '/templates', file: 'pages/templates.html' },
        { path: '/history/:id', file: 'pages/history-id.html' },
      ]),
    );
    app = Fastify();
    await app.register(fastifyStatic, { root: dir, index: false, preCompressed: true, cacheControl: false });
    const sendIndex = createSpaIndex(dir);
    app.get('/', (request, reply) => sendIndex(request, reply));
    app.setNotFoundHandler((request, reply) => sendIndex(request, reply));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'home'],
    ['/templates', 'templates'],
    ['/templates/', 'templates'],
    ['/templates?category=coding', 'templates'],
    ['/history/3f2a9c', 'history entry'],
    ['/history', 'fallback'],
    ['/history/3f2a9c/more', 'fallback'],
    ['/no/such/page', 'fallback'],
  ])('answers %s with the %s page', async (url, title) => {
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const res = await app.inject({ method: 'GET', url, headers });
      const body =
        res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(body.toString()).toContain(`<title>${title}</title>`);
    }
  });

  it("revalidates a route page against that page's own ETag", async () => {
    const first = await app.inject({ method: 'GET', url: '/templates' });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(first.headers.etag).not.toBe(home.headers.etag);
    const again = await app.inject({
      method: 'GET',
      url: '/templates',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
