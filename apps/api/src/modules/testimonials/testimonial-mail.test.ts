import { describe, expect, it } from 'vitest';
import { newTestimonialMail } from './testimonial-mail';

const base = {
  id: '0b0e6a52-1c49-4a3e-9b8c-3c2d1e0f9a8b',
  author: 'Ada',
  email: 'ada@example.com',
  role: null,
  rating: 4,
  content: 'Great tool',
  createdAt: new Date('2030-01-02T03:04:05.000Z'),
};

describe('new testimonial mail', () => {
  it('carries the testimonial and the moderation commands', () => {
    const mail = newTestimonialMail('mod@example.com', base);
    expect(mail.to).toBe('mod@example.com');
    expect(mail.subject).toBe('New testimonial from Ada (4/5)');
    expect(mail.text).toContain('Great tool');
    expect(mail.text).toContain('Promptsmith user');
    expect(mail.text).toContain(`npm run testimonials -- approve ${base.id}`);
    expect(mail.html).toContain('★★★★☆');
  });

  it('escapes markup in the HTML part and keeps the subject on one line', () => {
    const mail = newTestimonialMail('mod@example.com', {
      ...base,
      author: 'Eve\r\nBcc: x@example.com',
      content: '<script>alert(1)</script><img src=x onerror=alert(2)>',
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('<script>alert(1)</script>');
  });
});
