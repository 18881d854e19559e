import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import { type Database } from '../db/client';
import { createDevOutboxMailer } from './dev-outbox-mailer';
import { enqueueMail } from './outbox';
import { createMailWorker, type MailWorker } from './outbox-worker';
import { createSmtpMailer } from './smtp-mailer';
import { type Mailer, type MailMessage } from './types';

export interface MailService {
  /** The transport in use (smtp, dev-outbox or an injected one). */
  readonly transport: Mailer['kind'];
  /** `enqueueMail` with the app clock; call `kick()` after the transaction commits. */
  enqueue(tx: Database, message: MailMessage): Promise<string>;
  kick(): void;
  /** Sends everything that is due now; for tests and graceful shutdown. */
  flush(): Promise<void>;
}

export interface MailPluginOptions {
  /** Injected transport (tests); otherwise SMTP over SMTP_URL, else the dev outbox. */
  mailer?: Mailer | undefined;
  /** Poll interval for due and retried messages. */
  intervalMs?: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export const DEFAULT_MAIL_POLL_MS = 5_000;

function createMailer(app: FastifyInstance): Mailer {
  const { smtpUrl, mailFrom, dataDir } = app.config;
  if (smtpUrl) return createSmtpMailer(smtpUrl, mailFrom);
  const dir = join(dataDir, 'outbox');
  app.log.warn(
    { dir },
    'SMTP_URL is not set: mail is written to files in the dev outbox instead of being sent',
  );
  return createDevOutboxMailer(dir, app.log, app.now);
}

/** Starts the outbox worker with the app and stops it (finishing the current send) on close. */
export const mailPlugin = fp<MailPluginOptions>(
  (app, options, done) => {
    const mailer = options.mailer ?? createMailer(app);
    const worker: MailWorker = createMailWorker({
      db: app.database.db,
      mailer,
      now: app.now,
      log: app.log,
      intervalMs: options.intervalMs ?? DEFAULT_MAIL_POLL_MS,
    });
    app.decorate('mail', {
      transport: mailer.kind,
      enqueue: (tx, message) => enqueueMail(tx, message, app.now()),
      kick: () => worker.kick(),
      flush: () => worker.flush(),
    } satisfies MailService);
    app.addHook('onReady', (hookDone) => {
      worker.start();
      hookDone();
    });
    app.addHook('onClose', () => worker.stop());
    done();
  },
  { name: 'mail', dependencies: ['config', 'clock', 'database'] },
);
