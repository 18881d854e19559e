/** One message as every transport receives it: plain text for any client, HTML for the rest. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A transport. Throwing means "not delivered, try again later"; the outbox worker retries. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-outbox' | 'memory';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
