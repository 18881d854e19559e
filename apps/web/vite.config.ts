import tailwindcss from '@tailwindcss/vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './preact-alias.ts';
import { routePages } from './route-pages.ts';

/**
 * Writes .br and .gz beside every text file of the build, once, at build time: the API serves
 * them (@fastify/static preCompressed) so pages travel compressed without compressing per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|txt|json|ico)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  let outDir = '';
  return {
    name: 'promptsmith-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const source = readFileSync(file);
        // Tiny files gain nothing (@fastify/static also skips them).
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Puts public/theme-init.js inline in index.html, byte for byte: as a separate file it was a
 * render-blocking request before the first paint. The CSP allows it by its hash
 * (apps/api security-headers, whose test hashes the same file); a changed byte means a new hash.
 */
function inlineThemeScript(): Plugin {
  const tag = '<script src="/theme-init.js"></script>';
  const file = fileURLToPath(new URL('./public/theme-init.js', import.meta.url));
  return {
    name: 'promptsmith-inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(tag)) throw new Error(`index.html no longer has ${tag}`);
        return html.replace(tag, () => `<script>${readFileSync(file, 'utf8')}</script>`);
      },
    },
  };
}

/**
 * Preloads the body font: the browser otherwise finds it only after the CSS has arrived and
 * been applied, and text would change face a moment after the first paint.
 */
function preloadFont(): Plugin {
  return {
    name: 'promptsmith-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) =>
          /inter-latin-wght-normal-.*\.woff2$/.test(name),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  // No @vitejs/plugin-react: Vite compiles the JSX itself (tsconfig's react-jsx, aliased to
  // Preact below), and React Fast Refresh cannot patch Preact components: `npm run dev` reloads
  // the page on a change instead.
  plugins: [
    tailwindcss(),
    inlineThemeScript(),
    precompress(),
    preloadFont(),
    routePages({
      router: fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)),
      // The session probe (lib/session.tsx) starts on every page. Only public data per route: a
      // preload of a visitor's 401 would be an error in the console and a wasted round trip.
      everyPage: ['/api/auth/session'],
      data: {
        '/': ['/api/testimonials'],
        '/home': ['/api/testimonials'],
        // The Google button asks whether Google sign-in is configured.
        '/login': ['/api/auth/config'],
        '/signup': ['/api/auth/config'],
      },
    }),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactAliases],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      onLog(level, log, handler) {
        // Radix, TanStack Query, lucide and react-router mark modules "use client" for React
        // server components, which a single-page app has none of (@vitejs/plugin-react hid these).
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        // react-router feature-detects React 19's useOptimistic and falls back without it.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev`: the API runs on 3000 with reload; the browser talks to Vite (HMR).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
