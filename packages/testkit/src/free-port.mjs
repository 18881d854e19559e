// Plain JavaScript, so .mjs scripts (scripts/attack.mjs) and `node -e` (playwright.config.ts,
// which cannot await) use the same helper as TypeScript tests and benchmarks.
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
