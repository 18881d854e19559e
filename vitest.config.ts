import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact-alias.ts';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // eslint.config.test.ts proves the lint walls between the parts of the code.
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'eslint.config.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/api/test/**/*.test.ts'],
          // The slow suites run in `npm run test:resilience` (vitest.resilience.config.ts).
          exclude: [...configDefaults.exclude, 'apps/api/test/resilience/**'],
          // Each file gets its own fresh database; PGlite boots take a few seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/api/test/global-setup.ts'],
        },
      },
      {
        // The app's build aliases (React to Preact), so the tests run what ships.
        resolve: {
          alias: [{ find: '@', replacement: webSrc }, ...preactAliases],
          // A browser's: Vitest's default resolution is Node's, which picks the CommonJS builds
          // of react-router and Testing Library, whose require('react') no alias can reach.
          conditions: ['browser', 'module', 'development|production'],
          mainFields: ['browser', 'module', 'main'],
        },
        test: {
          name: 'web',
          // A whole screen renders in jsdom; under load (CI's 2 cores) a test can pass 5 s.
          testTimeout: 20_000,
          // Packages that import React go through Vite, so the aliases reach them (Node would
          // load the real React beside Preact). All of Testing Library: user-event must share
          // the @testing-library/dom that Testing Library for React configures to wrap events
          // in act(), or the effects of the last event are not flushed before the assertions.
          server: {
            deps: {
              inline: [
                /\/react-router\//,
                /\/radix-ui\//,
                /\/@radix-ui\//,
                /\/@tanstack\/react-query\//,
                /\/lucide-react\//,
                /\/@testing-library\//,
              ],
            },
          },
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
