import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type LoopbackBehavior,
  type LoopbackLlmServer,
} from '../../apps/api/test/support/loopback-llm-server';
import { startOpenAiCompatibleServer } from '../../apps/api/test/support/openai-compatible-server';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The production server (PGlite in a temp directory) wired to a loopback OpenAI-compatible
 * LLM that streams at a chosen pace: what a browser sees when a real provider answers.
 */
export interface LlmAppServer {
  baseURL: string;
  llm: LoopbackLlmServer;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('could not pick a port');
  return address.port;
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

export async function startLlmAppServer(behavior: Partial<LoopbackBehavior>): Promise<LlmAppServer> {
  const llm = await startOpenAiCompatibleServer(behavior);
  const dataDir = mkdtempSync(join(tmpdir(), 'promptsmith-e2e-llm-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Only PATH from the outside: no developer keys or settings leak in.
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000',
    RATE_LIMIT_USER_PER_MINUTE: '1000',
    OPENAI_COMPATIBLE_BASE_URL: llm.url,
    OPENAI_COMPATIBLE_API_KEY: 'loopback',
    OPENAI_COMPATIBLE_ASSISTANTS: 'all',
  };
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));

  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await llm.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseURL}/api/health`, child, () => stderr);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseURL, llm, close };
}
