import { type ParsedMail, simpleParser } from 'mailparser';
import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that parses and keeps every message it receives. */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  /** Resolves with the next message for `to` (or one already received and not yet taken). */
  next(to: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** `port` 0 picks a free one; a fixed port lets a test bring a server back after an outage. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiters: { to: string; resolve: (m: ParsedMail) => void }[] = [];
  const recipient = (m: ParsedMail) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
      a.value.map((v) => v.address?.toLowerCase()),
    );

  const deliver = (mail: ParsedMail) => {
    received.push(mail);
    const index = waiters.findIndex((w) => recipient(mail).includes(w.to.toLowerCase()));
    if (index >= 0) {
      taken.add(mail);
      waiters.splice(index, 1)[0]?.resolve(mail);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          deliver(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    next(to, timeoutMs = 10_000) {
      const ready = received.find((m) => !taken.has(m) && recipient(m).includes(to.toLowerCase()));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail for ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
