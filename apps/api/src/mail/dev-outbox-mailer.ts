import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Mailer } from './types';

export interface OutboxLogger {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * Without SMTP_URL nothing leaves the machine: each message is kept as JSON under `<dir>/`
 * (DATA_DIR/outbox, readable by its owner only), so a local user and the e2e tests can read the
 * code they were sent. The log says only where the file is: subjects and bodies carry codes, and
 * logs travel further than files. File names sort by creation time.
 */
export function createDevOutboxMailer(
  dir: string,
  log: OutboxLogger,
  now: () => Date = () => new Date(),
): Mailer {
  return {
    kind: 'dev-outbox',
    async send(message) {
      const createdAt = now().toISOString();
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`);
      await writeFile(file, `${JSON.stringify({ ...message, createdAt }, null, 2)}\n`, { mode: 0o600 });
      log.info({ file }, 'dev outbox: mail written to a file, not sent (SMTP_URL unset)');
    },
    close: () => Promise.resolve(),
  };
}
