import { freePort } from '@promptsmith/testkit';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMOKE } from './mode';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const API_SERVER = join(ROOT, 'apps/api/dist/server.js');

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `promptsmith-bench-${prefix}-`));
}

export function removeDir(path: string): void {
  rmSync(path, { recursive: true, force: true });
}

let built = false;

/**
 * `npm run build` once per bench process: every suite then measures the same, current tree.
 * A smoke run (npm test, right after the e2e stage built) uses the build that is there.
 */
export function ensureBuilt(): void {
  if (built && existsSync(API_SERVER)) return;
  if (SMOKE && existsSync(API_SERVER) && existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (result.status !== 0) throw new Error(`npm run build failed:\n${result.stderr.toString().slice(-2000)}`);
  built = true;
}

/** Polls a URL until it answers 200; bounded by `timeoutMs`. */
export async function waitFor200(url: string, timeoutMs = 60_000, intervalMs = 20): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a process in its own process group (npm start spawns grandchildren) and stops the
 * whole group: SIGTERM, then SIGKILL after a grace period.
 */
export function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    // stdout is piped and must be read, or a chatty child blocks on a full pipe.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Collects a child's stdout (bounded to the last 4,000 characters). */
export function captureStdout(child: ChildProcess): () => string {
  let tail = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  return () => tail;
}

export function stopProcess(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(kill);
      resolve();
    }
  });
}

/** Keeps the tail of a child's stderr, to explain a failed start. */
export function captureStderr(child: ChildProcess): () => string {
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  return () => tail;
}

/**
 * The production API (`node apps/api/dist/server.js`) on a free loopback port with its own data
 * directory. Rate limits are raised: the load runs measure throughput, not the limiter.
 */
export async function startApi(
  env: Record<string, string> = {},
  options: { nodeArgs?: string[]; keepDataDir?: boolean } = {},
): Promise<Server & { dataDir: string }> {
  ensureBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = env.DATA_DIR ?? tempDir('api');
  const child = startProcess(process.execPath, [...(options.nodeArgs ?? []), API_SERVER], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000000',
    RATE_LIMIT_USER_PER_MINUTE: '100000000',
    ...env,
  });
  const stderr = captureStderr(child);
  captureStdout(child);
  try {
    await waitFor200(`${url}/api/health`);
  } catch (error) {
    await stopProcess(child);
    throw new Error(`${(error as Error).message}\n${stderr()}`);
  }
  return {
    url,
    child,
    dataDir,
    async stop() {
      await stopProcess(child);
      if (!options.keepDataDir) removeDir(dataDir);
    },
  };
}

/** Runs a TypeScript helper (through tsx) that prints its URL on the first line of stdout. */
export async function startScript(file: string, env: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr = captureStderr(child);
  const url = await new Promise<string>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const newline = buffered.indexOf('\n');
      if (newline >= 0) resolve(buffered.slice(0, newline).trim());
    });
    child.once('exit', (code) =>
      reject(new Error(`${file} exited (${code}) before printing its URL\n${stderr()}`)),
    );
  });
  return { url, child, stop: () => stopProcess(child) };
}
