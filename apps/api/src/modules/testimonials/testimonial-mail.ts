import { DEFAULT_TESTIMONIAL_ROLE } from '@promptsmith/contract';
import { escapeHtml, htmlLayout } from '../../mail/html';
import { type MailMessage } from '../../mail/types';

export interface TestimonialMailInput {
  id: string;
  author: string;
  email: string;
  role: string | null;
  rating: number;
  content: string;
  createdAt: Date;
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

/**
 * The moderator's copy of a new testimonial. Everything in it is user input: the HTML part
 * escapes every value, and the text part is plain text by nature. Pure.
 */
export function newTestimonialMail(to: string, t: TestimonialMailInput): MailMessage {
  const role = t.role ?? DEFAULT_TESTIMONIAL_ROLE;
  // Subjects are one line: a newline in a name must not fold into a header.
  const author = t.author.replace(/[\r\n]+/g, ' ').slice(0, 80);
  const subject = `New testimonial from ${author} (${t.rating}/5)`;
  const approve = `npm run testimonials -- approve ${t.id}`;
  const reject = `npm run testimonials -- reject ${t.id}`;
  const text = [
    `${t.author} <${t.email}> (${role}) rated Promptsmith ${t.rating}/5 ${stars(t.rating)}:`,
    '',
    t.content,
    '',
    `Submitted ${t.createdAt.toISOString()}. It stays hidden until it is approved:`,
    `  ${approve}`,
    `  ${reject}`,
  ].join('\n');
  const html = htmlLayout(
    'New testimonial',
    `<p><strong>${escapeHtml(t.author)}</strong> &lt;${escapeHtml(t.email)}&gt; (${escapeHtml(role)})
rated Promptsmith <strong>${t.rating}/5</strong> <span aria-hidden="true">${stars(t.rating)}</span></p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #6366f1;background:#f6f7fb;white-space:pre-wrap">${escapeHtml(t.content)}</blockquote>
<p style="font-size:13px;color:#6b7080">Submitted ${escapeHtml(t.createdAt.toISOString())}. It stays hidden until it is approved:</p>
<pre style="font-size:12px;background:#f6f7fb;padding:8px">${escapeHtml(approve)}\n${escapeHtml(reject)}</pre>`,
  );
  return { to, subject, text, html };
}
