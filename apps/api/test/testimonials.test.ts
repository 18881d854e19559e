import { eq } from 'drizzle-orm';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, testimonials, users } from '../src/db/schema';
import { runTestimonialsCommand } from '../src/cli/testimonials/commands';
import { retryDelayMs } from '../src/mail/backoff';
import { createMemoryCounterStore } from '../src/lib/counter-store';
import { type MailService } from '../src/mail/mail-plugin';
import { enqueueMail } from '../src/mail/outbox';
import { createTestimonialService } from '../src/modules/testimonials/service';
import { msUntilNextUtcDay } from '../src/modules/testimonials/quota';
import { createTestClock } from './support/clock';
import { databaseKinds } from './support/databases';
import { signIn, type SignedInUser } from './support/sign-in';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

const RECIPIENT = 'moderators@promptsmith.test';
const SCRIPT_PAYLOAD = '<script>alert("owned")</script><img src=x onerror="alert(1)"> & "quotes"';

interface Submitted {
  message: string;
  testimonial: {
    id: string;
    content: string;
    author: string;
    role: string | null;
    rating: number;
    status: string;
  };
}
interface Listed {
  testimonials: { id: string; content: string; author: string; role: string | null; rating: number }[];
}

/** A port nothing listens on right now: the SMTP server is "down" until a test starts one there. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.each(databaseKinds())('testimonials on %s', (kind) => {
  let t: TestApp;
  let ada: SignedInUser;
  const clock = createTestClock();

  const submit = (user: SignedInUser | null, payload: object, app = t.app) =>
    app.inject({
      method: 'POST',
      url: '/api/testimonials/submit',
      headers: user ? user.headers : {},
      payload,
    });

  const approve = (id: string) =>
    runTestimonialsCommand(t.app.database.db, { kind: 'approve', id, force: false }, clock.now);

  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: { testimonialRecipient: RECIPIENT },
      deps: { now: clock.now, mailPollMs: 3_600_000 },
    });
    ada = await signIn(t.app, 'Ada Lovelace');
    await t.app.database.db.update(users).set({ role: 'Analyst' }).where(eq(users.id, ada.id));
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/testimonials/submit', () => {
    it('requires a signed-in user, before looking at the body', async () => {
      for (const payload of [{ content: 'Nice', rating: 5 }, { content: '' }, {}]) {
        const res = await submit(null, payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
      }
      const bogus = await submit(
        { id: 'x', token: 'x', headers: { authorization: 'Bearer nope' } },
        {
          content: 'Nice',
        },
      );
      expect(bogus.statusCode).toBe(401);
    });

    it.each([
      [{ content: '' }, 'Please enter your testimonial text'],
      [{ content: '   \n\t ' }, 'Please enter your testimonial text'],
      [{ rating: 5 }, 'Please enter your testimonial text'],
      [{ content: 'x'.repeat(1_001) }, 'Testimonial must be at most 1000 characters'],
      [{ content: 'ok', rating: 0 }, 'Rating must be a whole number from 1 to 5'],
      [{ content: 'ok', rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [{ content: 'ok', rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
      [{ content: 'ok', rating: '5' }, 'Rating must be a whole number from 1 to 5'],
      [{ content: 'ok', isAdmin: true }, null],
    ])('rejects %j', async (payload, message) => {
      const res = await submit(ada, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
      if (message) expect(res.json<{ message: string }>().message).toBe(message);
    });

    it('takes identity from the session, stores it pending and mails the configured recipient', async () => {
      const res = await submit(ada, {
        content: '  Promptsmith made my prompts twice as good.  ',
        rating: 4,
        // All of these are the client's claims; none of them may stick.
        author: 'Mallory',
        email: 'mallory@evil.test',
        role: 'CEO of Everything',
        date: '1999-01-01T00:00:00.000Z',
        recipient: 'attacker@evil.test',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json<Submitted>();
      expect(body.message).toMatch(/^Thank you for your testimonial!/);
      expect(body.testimonial).toMatchObject({
        content: 'Promptsmith made my prompts twice as good.',
        author: 'Ada Lovelace',
        role: 'Analyst',
        rating: 4,
        status: 'pending',
      });
      expect(JSON.stringify(body)).not.toContain('@');

      const { db } = t.app.database;
      const [row] = await db.select().from(testimonials).where(eq(testimonials.id, body.testimonial.id));
      expect(row).toMatchObject({
        userId: ada.id,
        author: 'Ada Lovelace',
        status: 'pending',
        role: 'Analyst',
      });
      expect(row?.email).toMatch(/^ada\.lovelace\./);
      expect(row?.createdAt.toISOString()).toBe(clock.now().toISOString());

      await t.app.mail.flush();
      const mail = t.mailbox.sent.find((m) => m.text.includes(body.testimonial.id));
      expect(mail?.to).toBe(RECIPIENT);
      expect(mail?.subject).toBe('New testimonial from Ada Lovelace (4/5)');
      expect(mail?.text).toContain('Promptsmith made my prompts twice as good.');
      expect(t.mailbox.sent.some((m) => m.to.includes('evil'))).toBe(false);
    });

    it('defaults the rating to 5', async () => {
      const user = await signIn(t.app, 'Default Rater');
      const res = await submit(user, { content: 'No rating given' });
      expect(res.statusCode).toBe(201);
      expect(res.json<Submitted>().testimonial.rating).toBe(5);
    });

    it('allows 5 a day per user, refuses the 6th with 429, and counts again the next UTC day', async () => {
      const grace = await signIn(t.app, 'Grace Hopper');
      const other = await signIn(t.app, 'Other User');
      for (let i = 1; i <= 5; i++)
        expect((await submit(grace, { content: `Take ${i}` })).statusCode).toBe(201);
      const refused = await submit(grace, { content: 'Take 6' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'You can submit up to 5 testimonials a day. Please try again tomorrow.',
        code: 'RATE_LIMITED',
      });
      expect(Number(refused.headers['retry-after'])).toBe(Math.ceil(msUntilNextUtcDay(clock.now()) / 1000));
      const stored = await t.app.database.db
        .select()
        .from(testimonials)
        .where(eq(testimonials.userId, grace.id));
      expect(stored).toHaveLength(5);
      // Another user's budget is their own.
      expect((await submit(other, { content: 'Mine' })).statusCode).toBe(201);

      clock.advance(msUntilNextUtcDay(clock.now()));
      expect((await submit(grace, { content: 'Next day' })).statusCode).toBe(201);
    });
  });

  describe('mail outbox', () => {
    it('writes the moderator mail in the same transaction as the testimonial', async () => {
      const { db } = t.app.database;
      // A service whose mail write fails after inserting the outbox row: nothing may remain.
      const failingMail: MailService = {
        transport: 'memory',
        async enqueue(tx, message) {
          await enqueueMail(tx, message, clock.now());
          throw new Error('disk full');
        },
        kick: () => undefined,
        flush: () => Promise.resolve(),
      };
      const service = createTestimonialService({
        db,
        counters: createMemoryCounterStore(),
        mail: failingMail,
        now: clock.now,
        recipient: RECIPIENT,
        log: t.app.log,
      });
      const [user] = await db.select().from(users).where(eq(users.id, ada.id));
      if (!user) throw new Error('no user');
      await expect(service.submit(user, { content: 'Rolled back together', rating: 5 })).rejects.toThrow(
        'disk full',
      );
      expect(
        await db.select().from(testimonials).where(eq(testimonials.content, 'Rolled back together')),
      ).toEqual([]);
      const outbox = await db.select().from(mailOutbox);
      expect(outbox.some((m) => m.text.includes('Rolled back together'))).toBe(false);
    });

    it('stores without mailing when TESTIMONIAL_RECIPIENT is unset', async () => {
      const quiet = await createTestApp(kind, { config: { testimonialRecipient: undefined } });
      try {
        const user = await signIn(quiet.app, 'Quiet');
        const res = await submit(user, { content: 'Nobody is told' }, quiet.app);
        expect(res.statusCode).toBe(201);
        expect(await quiet.app.database.db.select().from(mailOutbox)).toEqual([]);
        expect(await quiet.app.database.db.select().from(testimonials)).toHaveLength(1);
      } finally {
        await quiet.close();
      }
    });

    describe('through an SMTP outage', () => {
      let outage: TestApp;
      let smtp: SmtpSink | undefined;
      let port: number;
      const outageClock = createTestClock();
      beforeAll(async () => {
        port = await freePort();
        outage = await createTestApp(kind, {
          config: {
            testimonialRecipient: RECIPIENT,
            smtpUrl: `smtp://127.0.0.1:${port}`,
            mailFrom: 'Promptsmith <no-reply@promptsmith.test>',
          },
          // The real nodemailer transport from SMTP_URL; a poll slow enough that the test drives it.
          deps: { mailer: undefined, now: outageClock.now, mailPollMs: 3_600_000 },
        });
      });
      afterAll(async () => {
        await outage.close();
        await smtp?.close();
      });

      it('keeps the testimonial and its mail, retries, and delivers once SMTP is back', async () => {
        const user = await signIn(outage.app, 'Patient Writer');
        const res = await submit(user, { content: 'Worth the wait', rating: 5 }, outage.app);
        expect(res.statusCode).toBe(201);
        const { id } = res.json<Submitted>().testimonial;
        const { db } = outage.app.database;

        // Nothing listens on the port: the first attempt fails and is scheduled again.
        await outage.app.mail.flush();
        const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, RECIPIENT));
        expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
        expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(failed?.nextAttemptAt.getTime()).toBe(outageClock.now().getTime() + retryDelayMs(1));
        const [stored] = await db.select().from(testimonials).where(eq(testimonials.id, id));
        expect(stored?.status).toBe('pending');

        // SMTP comes back on the same address; once the backoff has passed, the worker delivers.
        smtp = await startSmtpSink(port);
        outageClock.advance(retryDelayMs(1));
        await outage.app.mail.flush();
        const mail = await smtp.next(RECIPIENT);
        expect(mail.subject).toBe('New testimonial from Patient Writer (5/5)');
        expect(mail.text).toContain('Worth the wait');
        expect(mail.text).toContain(`npm run testimonials -- approve ${id}`);
        const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, RECIPIENT));
        expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
        expect(smtp.received).toHaveLength(1);
      });
    });
  });

  describe('GET /api/testimonials', () => {
    it('lists only approved testimonials, newest first, without emails, capped', async () => {
      const writer = await signIn(t.app, 'List Writer');
      const ids: string[] = [];
      for (const content of ['first', 'second', 'third', 'rejected one', 'still pending']) {
        clock.advance(1_000);
        const res = await submit(writer, { content: `List ${content}`, rating: 3 });
        ids.push(res.json<Submitted>().testimonial.id);
      }
      for (const id of ids.slice(0, 3)) expect((await approve(id)).code).toBe(0);
      const rejected = await runTestimonialsCommand(
        t.app.database.db,
        { kind: 'reject', id: ids[3] ?? '', force: false },
        clock.now,
      );
      expect(rejected.code).toBe(0);

      const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const listed = res.json<Listed>().testimonials.filter((x) => x.content.startsWith('List '));
      expect(listed.map((x) => x.content)).toEqual(['List third', 'List second', 'List first']);
      expect(listed[0]).toEqual({
        id: ids[2],
        content: 'List third',
        author: 'List Writer',
        role: null,
        rating: 3,
        createdAt: expect.any(String),
      });
      expect(res.body).not.toContain('@');

      const capped = await t.app.inject({ method: 'GET', url: '/api/testimonials?limit=2' });
      expect(capped.json<Listed>().testimonials).toHaveLength(2);
      const tooMany = await t.app.inject({ method: 'GET', url: '/api/testimonials?limit=31' });
      expect(tooMany.statusCode).toBe(400);
    });

    it('is public: a visitor and a signed-in user see the same list', async () => {
      const visitor = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
      const member = await t.app.inject({ method: 'GET', url: '/api/testimonials', headers: ada.headers });
      expect(visitor.statusCode).toBe(200);
      expect(member.json()).toEqual(visitor.json());
    });

    it('stores a script payload as-is and returns it as inert JSON text', async () => {
      const res = await submit(ada, { content: SCRIPT_PAYLOAD, rating: 5 });
      expect(res.statusCode).toBe(201);
      const { id, content } = res.json<Submitted>().testimonial;
      expect(content).toBe(SCRIPT_PAYLOAD);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      await approve(id);

      const list = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
      expect(list.headers['content-type']).toMatch(/^application\/json/);
      expect(list.headers['x-content-type-options']).toBe('nosniff');
      expect(list.json<Listed>().testimonials.find((x) => x.id === id)?.content).toBe(SCRIPT_PAYLOAD);

      // The moderator's HTML mail shows it as text too.
      await t.app.mail.flush();
      const mail = t.mailbox.sent.find((m) => m.text.includes(id));
      expect(mail?.html).not.toMatch(/<script|<img/i);
      expect(mail?.html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt;');
    });
  });

  describe('moderation commands', () => {
    it('lists by status, approves, rejects and reports unknown ids', async () => {
      const { db } = t.app.database;
      const mod = await signIn(t.app, 'Moderated Author');
      const res = await submit(mod, { content: 'Please \u001b[31mmoderate\u001b[0m me\nnow', rating: 2 });
      const { id } = res.json<Submitted>().testimonial;

      const pending = await runTestimonialsCommand(db, {
        kind: 'list',
        status: 'pending',
        limit: 1_000,
        json: false,
        force: false,
      });
      expect(pending.code).toBe(0);
      expect(pending.stdout).toContain(id);
      // Terminal escapes from user input are shown, not executed.
      expect(pending.stdout).toContain('Please \\u001b[31mmoderate\\u001b[0m me now');
      expect(pending.stdout).not.toContain('\u001b');

      const json = await runTestimonialsCommand(db, {
        kind: 'list',
        status: 'pending',
        limit: 1_000,
        json: true,
        force: false,
      });
      const rows = JSON.parse(json.stdout) as { id: string; status: string; email: string }[];
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
      expect(rows.find((r) => r.id === id)?.email).toMatch(/^moderated\.author\./);

      expect((await approve(id)).stdout).toMatch(
        /^Approved: .* \(was pending\)\. It now shows on the home page\./,
      );
      expect((await approve(id)).stdout).toMatch(/^Already approved/);
      const [approved] = await db.select().from(testimonials).where(eq(testimonials.id, id));
      expect(approved?.status).toBe('approved');
      expect(approved?.reviewedAt?.toISOString()).toBe(clock.now().toISOString());

      const reject = await runTestimonialsCommand(db, { kind: 'reject', id, force: false }, clock.now);
      expect(reject.stdout).toMatch(/^Rejected: .* \(was approved\)/);
      const list = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
      expect(list.json<Listed>().testimonials.some((x) => x.id === id)).toBe(false);

      for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const missing = await approve(bad);
        expect(missing.code).toBe(1);
        expect(missing.stderr).toContain(`No testimonial with id "${bad}"`);
      }
    });
  });
});
