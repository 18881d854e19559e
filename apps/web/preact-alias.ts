import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Alias } from 'vite';

/**
 * The web app runs on Preact through `preact/compat` instead of React DOM: the code, Radix UI,
 * TanStack Query, react-router and Testing Library keep importing `react` and `react-dom`, and
 * these aliases hand them Preact. React DOM alone is 62 KB gzip and `/` must load at most 90 KB
 * of JavaScript; Preact is about 5 KB (BENCHMARKS.md). The types stay React's (@types/react):
 * compat implements that API.
 *
 * Shared by the build (vite.config.ts) and the `web` test project (vitest.config.ts) so the
 * tests run what ships. The targets are paths inside apps/web's own Preact, because npm may
 * install it under apps/web/node_modules where a package at the root (react-router, Radix)
 * would not find it; every import of Preact goes to that one copy. Exact matches only:
 * `react` must not catch `react-router`.
 */
const require = createRequire(import.meta.url);
const preactRoot = dirname(require.resolve('preact/package.json'));
const preactExports = (require('preact/package.json') as PreactPackage).exports;

interface PreactPackage {
  exports: Record<string, string | Record<string, string>>;
}

/** The ES module file of one of Preact's entry points (`.`, `./compat`, ...). */
function preactFile(entry: string): string {
  const target = preactExports[entry];
  const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
  if (!file) throw new Error(`preact has no ES module entry ${entry}`);
  return join(preactRoot, file);
}

const exact = (name: string) => new RegExp(`^${name.replace(/[/.-]/g, '\\$&')}$`);

export const preactAliases: Alias[] = [
  ...(
    [
      ['react', './compat'],
      ['react/jsx-runtime', './compat/jsx-runtime'],
      ['react/jsx-dev-runtime', './compat/jsx-dev-runtime'],
      ['react-dom', './compat'],
      ['react-dom/client', './compat/client'],
      ['react-dom/test-utils', './test-utils'],
    ] as const
  ).map(([name, entry]) => ({ find: exact(name), replacement: preactFile(entry) })),
  // Preact's own modules import `preact`, `preact/hooks`, ...: the same files.
  ...Object.keys(preactExports)
    .filter((entry) => !entry.endsWith('package.json'))
    .map((entry) => ({ find: exact(`preact${entry.slice(1)}`), replacement: preactFile(entry) })),
];
