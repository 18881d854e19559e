import { type Mailer, type MailMessage } from '../../src/mail/types';

/** A transport that keeps what it was asked to send; `failNext` simulates an outage. */
export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
  failNext(times: number, error?: Error): void;
  /** The 6-digit code in the last message sent to `to` (of one kind, when given). */
  lastCodeFor(to: string, kind?: CodeMailKind): string | undefined;
}

export type CodeMailKind = 'reset' | 'confirmation';

/** How a test tells the two code mails apart: by their subjects. */
export const CODE_MAIL_SUBJECTS: Record<CodeMailKind, RegExp> = {
  reset: /password reset code/,
  confirmation: /email confirmation code/,
};

export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  let failures = 0;
  let failure = new Error('SMTP outage');
  return {
    kind: 'memory',
    sent,
    send(message) {
      if (failures > 0) {
        failures -= 1;
        return Promise.reject(failure);
      }
      sent.push(message);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
    failNext(times, error = new Error('SMTP outage')) {
      failures = times;
      failure = error;
    },
    lastCodeFor(to, kind) {
      const message = sent
        .filter((m) => m.to === to && (!kind || CODE_MAIL_SUBJECTS[kind].test(m.subject)))
        .at(-1);
      return message ? /\b(\d{6})\b/.exec(message.text)?.[1] : undefined;
    },
  };
}
