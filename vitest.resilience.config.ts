import { defineConfig } from 'vitest/config';

/**
 * `npm run test:resilience`: the slow suites (real server processes, a private PostgreSQL that
 * gets restarted, two instances on one Redis, slow clients). Not part of `npm test`.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    environment: 'node',
    include: ['apps/api/test/resilience/**/*.test.ts'],
    // One suite at a time: each measures timings on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
