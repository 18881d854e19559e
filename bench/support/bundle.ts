import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What a route of the built SPA downloads, read from apps/web/dist: the entry chunk and its
 * static imports (closure), the lazy route chunk and its closure, and the CSS index.html links.
 * Sizes are gzip level 9 of each file, counted once per file.
 */
export interface RouteCost {
  route: string;
  files: string[];
  jsGzip: number;
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/** Static imports only: `import"./x.js"` and `from"./x.js"`; `import("./x.js")` is lazy. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+?\.js)["']/g)].map((m) => m[1] as string);
}

function closure(assetsDir: string, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  // Bounded by the number of files in the directory: each is visited once.
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(join(assetsDir, file))) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(assetsDir, file), 'utf8')));
  }
  return seen;
}

export interface BundleReport {
  entryFiles: string[];
  /** Linked stylesheets plus `<style>` elements in index.html (the build inlines the CSS). */
  cssGzip: number;
  cssInline: boolean;
  /** JS the `/` route runs before it is interactive: entry closure + the home chunk's closure. */
  home: RouteCost;
  /** Each lazy route: what it adds on top of the entry. */
  routes: RouteCost[];
}

export function analyzeBundle(distDir: string, routeNames: string[]): BundleReport {
  const assetsDir = join(distDir, 'assets');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1] as string);
  const entryJs = linked.filter((f) => f.endsWith('.js'));
  const css = linked.filter((f) => f.endsWith('.css'));
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1] as string)
    .join('');
  const entry = closure(assetsDir, entryJs);
  const sum = (files: Iterable<string>) =>
    [...files].reduce((total, f) => total + gzipSize(join(assetsDir, f)), 0);
  // Scripts from public/ (e.g. the theme bootstrap) also run before the app.
  const publicScripts = [...html.matchAll(/<script[^>]*src="\/([^"/]+\.js)"/g)].map((m) => m[1] as string);
  const publicGzip = publicScripts.reduce((total, f) => total + gzipSize(join(distDir, f)), 0);

  const assets = readdirSync(assetsDir);
  const routeCost = (name: string): RouteCost | undefined => {
    const chunk = assets.find((f) => new RegExp(`^${name}-[A-Za-z0-9_-]{8}\\.js$`).test(f));
    if (!chunk) return undefined;
    const files = [...closure(assetsDir, [chunk])].filter((f) => !entry.has(f));
    return { route: name, files, jsGzip: sum(files) };
  };
  const homeExtra = routeCost('home');
  const homeFiles = [...entry, ...(homeExtra?.files ?? [])];
  return {
    entryFiles: [...entry].map((f) => basename(f)),
    cssGzip: sum(css) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
    cssInline: inlineCss.length > 0,
    home: { route: '/', files: homeFiles, jsGzip: sum(homeFiles) + publicGzip },
    routes: routeNames.map(routeCost).filter((r): r is RouteCost => r !== undefined),
  };
}
