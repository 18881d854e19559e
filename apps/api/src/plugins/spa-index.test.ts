import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
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
