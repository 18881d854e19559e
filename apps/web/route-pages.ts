import { readFileSync } from 'node:fs';
import { type Plugin, type Rollup } from 'vite';

/**
 * Where the build writes one copy of index.html per client route, and the list the API reads
 * to choose the copy for a URL (apps/api/src/plugins/spa-index.ts).
 */
export const ROUTE_PAGES_DIR = 'pages';
export const ROUTE_PAGES_MANIFEST = `${ROUTE_PAGES_DIR}/routes.json`;

export interface RoutePagesOptions {
  /** The router module, whose `page(() => import('...'))` entries name each route's chunk. */
  router: string;
  /** API GETs a route's first screen makes at once, keyed by route path ('/' for the index). */
  data: Record<string, string[]>;
  /** API GETs every page makes at start-up (the session probe). */
  everyPage: string[];
}

/** One route as the router declares it: its URL pattern and the specifier of its lazy import. */
interface DeclaredRoute {
  path: string;
  specifier: string;
}

const ROUTE = /\{\s*(?:index: true|path: '([^']*)'),\s*\.\.\.page\(\(\) => import\('([^']+)'\)\)\s*\}/g;

/** The router's lazy routes; fails the build if one is written in a shape this cannot read. */
export function declaredRoutes(source: string): DeclaredRoute[] {
  const routes = [...source.matchAll(ROUTE)].map((m) => ({
    path: `/${m[1] ?? ''}`,
    specifier: m[2] ?? '',
  }));
  const lazy = source.match(/import\('/g)?.length ?? 0;
  if (routes.length !== lazy) {
    throw new Error(`route-pages: read ${routes.length} of the router's ${lazy} lazy routes`);
  }
  return routes;
}

/** A chunk and every chunk it imports statically, transitively: what runs before it can. */
function closure(bundle: Rollup.OutputBundle, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start);
  return seen;
}

/** '/history/:id' -> 'history-id', '/' -> 'index': a file name per route. */
function slug(path: string): string {
  return path === '/' ? 'index' : path.slice(1).replace(/[^a-z0-9]+/gi, '-');
}

/**
 * Per-route copies of index.html with `<link rel="modulepreload">` for the route's lazy chunk
 * and its static imports, and `<link rel="preload" as="fetch">` for the API data its first
 * screen asks for. Without them a phone on a slow network waits for a chain of round trips:
 * page, entry script, then (only once the entry runs) the route chunk and the API calls. The
 * links let the browser fetch all of them while the entry is still arriving. Preloaded fetches
 * are same-origin with `crossorigin` (credentials 'same-origin'), as `api()` asks, so the
 * browser hands the app the preloaded reply instead of asking again.
 */
export function routePages(options: RoutePagesOptions): Plugin {
  return {
    name: 'promptsmith-route-pages',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_output, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('route-pages: no index.html in the bundle');
      const html = String(index.source);
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (!entry) throw new Error('route-pages: no entry chunk');
      const loaded = closure(bundle, entry.fileName);

      const routes = declaredRoutes(readFileSync(options.router, 'utf8'));
      const manifest: { path: string; file: string }[] = [];
      for (const route of routes) {
        const id = (await this.resolve(route.specifier, options.router))?.id;
        const chunk = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.isDynamicEntry && c.facadeModuleId === id,
        );
        if (!chunk) throw new Error(`route-pages: no chunk for ${route.specifier}`);
        const modules = [...closure(bundle, chunk.fileName)].filter((file) => !loaded.has(file));
        const data = [...options.everyPage, ...(options.data[route.path] ?? [])];
        const links = [
          ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          ...data.map((url) => `<link rel="preload" as="fetch" crossorigin href="${url}">`),
        ];
        const file = `${ROUTE_PAGES_DIR}/${slug(route.path)}.html`;
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: html.replace(/\n\s*<\/head>/, () => `\n    ${links.join('\n    ')}\n  </head>`),
        });
        manifest.push({ path: route.path, file });
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PAGES_MANIFEST, source: JSON.stringify(manifest) });
    },
  };
}
