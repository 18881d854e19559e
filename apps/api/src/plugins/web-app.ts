import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createSpaIndex } from './spa-index';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built SPA. Hashed assets are immutable for a year; everything else revalidates.
 * Unknown non-API GETs get index.html so client routes work on reload (history fallback);
 * unknown /api paths get a JSON 404.
 */
export const webAppPlugin = fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const sendIndex = existsSync(join(distDir, 'index.html')) ? createSpaIndex(distDir) : null;
    if (sendIndex) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: false,
        // The web build writes .br/.gz beside each asset: compressed once at build, not per request.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${'/'}assets${'/'}`);
          void res.header(
            'cache-control',
            hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache',
          );
        },
      });
      // The wildcard route would answer "/" as a directory (403); the root is the SPA's entry.
      app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (
        path.startsWith('/api/') ||
        path === '/api' ||
        !sendIndex ||
        !wantsPage ||
        /\.[a-z0-9]{1,8}$/i.test(path)
      ) {
        return reply
          .status(404)
          .type('application/json; charset=utf-8')
          .send({ message: `No route ${request.method} ${path}`, code: 'NOT_FOUND' });
      }
      return sendIndex(request, reply);
    });
  },
  { name: 'web-app' },
);
