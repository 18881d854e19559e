import { eq } from 'drizzle-orm';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { MAIL_RETRY, retryDelayMs } from '../src/mail/backoff';
import { claimDueMail, enqueueMail } from '../src/mail/outbox';
import { createMailWorker } from '../src/mail/outbox-worker';
import { type Mailer, type MailMessage } from '../src/mail/types';
import { call, newUser, nextIp } from './support/auth-helpers';
import { createTestClock } from './support/clock';
import { databaseKinds } from './support/databases';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const message = (i: number): MailMessage => ({
  to: `r${i}@example.com`,
  subject: `S${i}`,
  text: `T${i}`,
  html: `<p>T${i}</p>`,
});

describe.each(databaseKinds())('mail on %s', (kind) => {
  describe('over a real SMTP server', () => {
    let t: TestApp;
    let smtp: SmtpSink;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      t = await createTestApp(kind, {
        config: { smtpUrl: smtp.url, mailFrom: 'Promptsmith <no-reply@promptsmith.test>' },
        // No injected mailer: the app builds its nodemailer transport from SMTP_URL.
        deps: { mailer: undefined },
      });
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    it('delivers the reset code, which resets the password, then the change notice', async () => {
      expect(t.app.mail.transport).toBe('smtp');
      const user = await newUser(t.app);
      // Sign-up mails the email-confirmation code first.
      const confirmation = await smtp.next(user.email);
      expect(confirmation.subject).toMatch(/email confirmation code: \d{6}$/);
      const requested = await call(t.app, {
        url: '/api/auth/verify-email',
        body: { email: user.email },
        ip: nextIp(),
      });
      expect(requested.statusCode).toBe(200);
      // The worker is kicked after the commit: no flush, no sleep, the message just arrives.
      const mail = await smtp.next(user.email);
      expect(mail.from?.value[0]).toMatchObject({
        name: 'Promptsmith',
        address: 'no-reply@promptsmith.test',
      });
      expect(mail.subject).toMatch(/password reset code/);
      const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.html).toContain(code);

      const reset = await call(t.app, {
        url: '/api/auth/reset-password',
        body: { email: user.email, otp: code, newPassword: 'reset over real smtp' },
        ip: nextIp(),
      });
      expect(reset.statusCode).toBe(200);
      const notice = await smtp.next(user.email);
      expect(notice.subject).toBe('Your Promptsmith password was changed');
      expect(notice.text).toContain('/forgot-password');
      // The server has the message; the worker marks the row right after the SMTP reply.
      await t.app.mail.flush();
      const [row] = await t.app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, notice.subject ?? ''));
      expect(row?.status).toBe('sent');
    });
  });

  describe('outbox', () => {
    let t: TestApp;
    const clock = createTestClock();
    beforeAll(async () => {
      t = await createTestApp(kind, { deps: { now: clock.now, mailPollMs: 3_600_000 } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('writes nothing when the enqueuing transaction rolls back', async () => {
      const { db } = t.app.database;
      await expect(
        db.transaction(async (tx) => {
          await enqueueMail(tx, { ...message(0), subject: 'rolled back' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'rolled back'))).toEqual([]);
    });

    it('retries a failed delivery with exponential backoff, then sends it', async () => {
      const { db } = t.app.database;
      t.mailbox.failNext(2);
      const id = await t.app.mail.enqueue(db, { ...message(1), subject: 'flaky' });
      await t.app.mail.flush();
      let [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'SMTP outage',
        lockedUntil: null,
      });
      expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
      // Not due yet: nothing happens.
      await t.app.mail.flush();
      expect((await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.attempts).toBe(1);
      clock.advance(retryDelayMs(1));
      await t.app.mail.flush();
      [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'pending', attempts: 2 });
      expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(2));
      clock.advance(retryDelayMs(2));
      await t.app.mail.flush();
      [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      expect(t.mailbox.sent.filter((m) => m.subject === 'flaky')).toHaveLength(1);
    });

    it('gives up after the last attempt and keeps the message as failed', async () => {
      const { db } = t.app.database;
      t.mailbox.failNext(MAIL_RETRY.maxAttempts);
      const id = await t.app.mail.enqueue(db, { ...message(2), subject: 'doomed' });
      for (let attempt = 1; attempt <= MAIL_RETRY.maxAttempts; attempt++) {
        await t.app.mail.flush();
        clock.advance(retryDelayMs(attempt));
      }
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ status: 'failed', attempts: MAIL_RETRY.maxAttempts });
      expect(t.mailbox.sent.filter((m) => m.subject === 'doomed')).toHaveLength(0);
    });

    it('lets two workers share the outbox without sending any message twice', async () => {
      const { db } = t.app.database;
      const subjects = Array.from({ length: 40 }, (_, i) => `shared ${i}`);
      for (const [i, subject] of subjects.entries())
        await enqueueMail(db, { ...message(i), subject }, clock.now());
      const sends: string[] = [];
      const slowMailer = (): Mailer => ({
        kind: 'memory',
        async send(m) {
          // Yield so the two workers interleave.
          await new Promise((resolve) => setImmediate(resolve));
          sends.push(m.subject);
        },
        close: () => Promise.resolve(),
      });
      const workers = [0, 1].map(() =>
        createMailWorker({
          db,
          mailer: slowMailer(),
          now: clock.now,
          log: silent,
          intervalMs: 3_600_000,
          batchSize: 5,
        }),
      );
      await Promise.all(workers.map((w) => w.flush()));
      const shared = sends.filter((s) => s.startsWith('shared '));
      expect(shared.sort()).toEqual([...subjects].sort());
      await Promise.all(workers.map((w) => w.stop()));
    });

    it('re-sends a message whose worker died only after its lease ran out', async () => {
      const { db } = t.app.database;
      const id = await enqueueMail(db, { ...message(3), subject: 'orphaned' }, clock.now());
      // A worker claims it and dies before sending.
      const claimed = await claimDueMail(db, clock.now(), 60_000, 100);
      expect(claimed.map((r) => r.id)).toContain(id);
      await t.app.mail.flush();
      expect(t.mailbox.sent.filter((m) => m.subject === 'orphaned')).toHaveLength(0);
      clock.advance(60_001);
      await t.app.mail.flush();
      expect(t.mailbox.sent.filter((m) => m.subject === 'orphaned')).toHaveLength(1);
    });
  });

  describe('dev outbox without SMTP_URL', () => {
    let t: TestApp;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'promptsmith-outbox-'));
      t = await createTestApp(kind, { config: { dataDir, smtpUrl: undefined }, deps: { mailer: undefined } });
    });
    afterAll(async () => {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('keeps each message as JSON under DATA_DIR/outbox', async () => {
      expect(t.app.mail.transport).toBe('dev-outbox');
      const user = await newUser(t.app);
      await call(t.app, { url: '/api/auth/verify-email', body: { email: user.email }, ip: nextIp() });
      await t.app.mail.flush();
      const files = (await readdir(join(dataDir, 'outbox'))).filter((f) => f.endsWith('.json'));
      const messages = await Promise.all(
        files.map(
          async (f) =>
            JSON.parse(await readFile(join(dataDir, 'outbox', f), 'utf8')) as Record<string, string>,
        ),
      );
      // The sign-up's confirmation code and the reset code.
      expect(messages.map((m) => m.subject?.replace(/\d{6}$/, '######')).sort()).toEqual([
        'Your Promptsmith email confirmation code: ######',
        'Your Promptsmith password reset code: ######',
      ]);
      const stored = messages.find((m) => m.subject?.includes('password reset'));
      expect(stored).toMatchObject({ to: user.email, subject: expect.stringMatching(/password reset code/) });
      expect(stored?.text).toMatch(/\b\d{6}\b/);
      expect(stored?.html).toContain('<p');
      expect(new Date(stored?.createdAt ?? '').getTime()).not.toBeNaN();
    });
  });
});
