import nodemailer from 'nodemailer';
import { type Mailer } from './types';

/** Real mail over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}
