import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '@promptsmith/testkit';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** A production server (apps/api/dist/server.js) of a test's own, beside the suite's shared one. */
export interface ProductionServer {
  baseURL: string;
  /** The configuration it runs with (without PATH). */
  env: Record<string, string>;
  /** Its whole process environment: PATH and `env`. */
  processEnv: Record<string, string>;
  dataDir: string;
  /** Stops the server, then runs `onClose` and removes the data directory. */
  close: () => Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy at ${url}: ${stderr()}`);
}

/**
 * Spawns the production server on a free loopback port with a fresh data directory, the suite's
 * settings and `env` on top, and resolves once /api/health answers. If it never does, the server
 * is closed (`onClose` included) and the error thrown.
 */
export async function startProductionServer({
  env: extraEnv,
  dataDirPrefix,
  onClose,
}: {
  env: Record<string, string>;
  dataDirPrefix: string;
  /** Cleanup of what the caller set up for this server (a database, an LLM), once it has exited. */
  onClose?: () => Promise<void>;
}): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000',
    RATE_LIMIT_USER_PER_MINUTE: '1000',
    ...extraEnv,
  };
  // Only PATH from the outside: no developer keys or settings leak in.
  const processEnv = { PATH: process.env.PATH ?? '', ...env };
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: PROJECT_ROOT,
    env: processEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));

  async function close(): Promise<void> {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await onClose?.();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await waitForHealth(`${baseURL}/api/health`, child, () => stderr);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseURL, env, processEnv, dataDir, close };
}
