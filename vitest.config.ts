import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

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
        plugins: [react()],
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
