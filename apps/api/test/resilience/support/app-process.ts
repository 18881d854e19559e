import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '@promptsmith/testkit';

const SERVER = fileURLToPath(new URL('../../../dist/server.js', import.meta.url));

/** The production server (`node apps/api/dist/server.js`) as a real process on loopback. */
export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote (JSON logs), for assertions and post-mortems. */
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build -w @promptsmith/api\``);
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Bounded: a chatty process must not grow the test's memory without limit.
    output = (output + chunk.toString()).slice(-2_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  // Generous: a first PGlite boot on a busy 2-core machine takes tens of seconds.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
