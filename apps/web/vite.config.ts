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
      output: {
        // Fewer, larger chunks: the default split gave a screen 12 to 33 files before its first
        // paint (many under 2 KB), and over HTTP/1.1 a phone fetches six at a time, each one a
        // round trip on a slow network (Lighthouse's simulated 4G counts them so). With these
        // groups a screen needs 4 to 12, for about the same bytes (BENCHMARKS.md, Lighthouse).
        codeSplitting: {
          groups: [
            // What the entry runs before any screen (Preact, the router, the query client, the
            // layout) stays in the entry's file, where the default split made three; first, so
            // the groups below cannot pull a piece of it into a chunk of their own.
            {
              name: 'app',
              tags: ['$initial'],
              priority: 4,
            },
            // Radix's shared primitives, split by default into a dozen chunks of 0.5-5 KB, each
            // its own request; the overlay helpers (focus trap, scroll lock, portal) apart, as
            // only the menus and dialogs need them and /login's checkbox does not.
            {
              name: 'radix',
              test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(compose-refs|slot|primitive|context|use-[a-z-]+|id|direction|collection|presence))[\\/]/,
              priority: 3,
            },
            {
              name: 'radix-overlay',
              test: /node_modules[\\/](@radix-ui[\\/]react-(dismissable-layer|portal|visually-hidden|focus-scope|focus-guards)[\\/]|react-remove-scroll|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib)/,
              priority: 3,
            },
            // The sign-in screens' shared parts (frame, Google button, redirects), not the
            // country-code picker, which /login loads only for the mobile method.
            {
              name: 'auth',
              test: /apps[\\/]web[\\/]src[\\/]features[\\/]auth[\\/](components[\\/](auth-frame|google-sign-in-button)|hooks[\\/]|redirect|google-identity|api[\\/](get-auth-config|google-nonce|social-login))/,
              minShareCount: 2,
              priority: 1,
            },
            // Icons, the query hooks and the small shared components and helpers: each screen
            // otherwise fetches five to fifteen chunks of a few hundred bytes. The own-templates
            // API hooks and the template uses too: with the template form loaded on demand on
            // /templates, each became a chunk of under 1 KB, one more request before the
            // playground's first paint.
            {
              name: 'shared',
              test: /node_modules[\\/](lucide-react|@tanstack)[\\/]|apps[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](card|alert|field|page|password-input|assistant-|engine-badge|copy-button|radio-chips|multi-select)|lib[\\/]|features[\\/][a-z-]+[\\/]lib[\\/]|features[\\/]library[\\/]api[\\/]templates\.ts)|packages[\\/]contract[\\/]src[\\/]template-types\.ts/,
              minShareCount: 2,
              priority: 2,
            },
          ],
        },
      },
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
