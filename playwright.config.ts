import { defineConfig, devices } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

// The config is evaluated in the runner and again in each worker: pick the port and data
// directory once, in the runner, and hand them to workers through the environment.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'promptsmith-e2e-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/playwright-report.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // The suite signs up and signs in many times from one address.
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000',
      RATE_LIMIT_USER_PER_MINUTE: '1000',
    },
  },
});

/** A port the OS says is free right now (asked in a child process: the config cannot await). */
function freePort(): string {
  const probe = spawnSync(process.execPath, [
    '--input-type=module',
    '-e',
    "import { freePort } from '@promptsmith/testkit/free-port'; process.stdout.write(String(await freePort()));",
  ]);
  const port = probe.stdout.toString().trim();
  if (!/^\d+$/.test(port)) throw new Error(`Could not find a free port: ${probe.stderr.toString()}`);
  return port;
}
