import { LIMITS, MESSAGES, type TestimonialSubmitResponse } from '@promptsmith/contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Database } from '../../db/client';
import { type UserRow } from '../../db/schema';
import { type CounterStore } from '../../lib/counter-store';
import { tooManyRequests } from '../../lib/app-error';
import { type MailService } from '../../mail/mail-plugin';
import { dailyQuotaKey, isOverDailyQuota, msUntilNextUtcDay } from './quota';
import { testimonialRepository, toPublicTestimonial } from './repository';
import { newTestimonialMail } from './testimonial-mail';

export interface TestimonialServiceDeps {
  db: Database;
  counters: CounterStore;
  mail: MailService;
  now: () => Date;
  /** TESTIMONIAL_RECIPIENT; unset means testimonials are stored but nobody is mailed. */
  recipient: string | undefined;
  log: FastifyBaseLogger;
}

export interface SubmitInput {
  content: string;
  rating: number;
}

export function createTestimonialService(deps: TestimonialServiceDeps) {
  const { db, counters, mail, now, recipient, log } = deps;

  return {
    /**
     * Stores a pending testimonial and, in the same transaction, the moderator's mail: either
     * both exist or neither does, and a mail outage only delays the message.
     */
    async submit(user: UserRow, input: SubmitInput): Promise<TestimonialSubmitResponse> {
      const t = now();
      // Counted before the write: the counter is atomic across instances (Redis), a count of
      // rows would let concurrent requests slip past the limit together.
      const hit = await counters.hit(dailyQuotaKey(user.id, t), msUntilNextUtcDay(t));
      if (isOverDailyQuota(hit.count)) {
        throw tooManyRequests(MESSAGES.testimonialQuota, msUntilNextUtcDay(t) / 1000);
      }
      const row = await db.transaction(async (tx) => {
        const inserted = await testimonialRepository.insert(tx, {
          userId: user.id,
          author: user.name,
          email: user.email,
          role: user.role,
          content: input.content,
          rating: input.rating,
          createdAt: t,
        });
        if (recipient) await mail.enqueue(tx, newTestimonialMail(recipient, inserted));
        return inserted;
      });
      if (recipient) mail.kick();
      else
        log.info({ testimonialId: row.id }, 'testimonial stored; TESTIMONIAL_RECIPIENT unset, nobody mailed');
      return {
        message: MESSAGES.testimonialThanks,
        testimonial: { ...toPublicTestimonial(row), status: row.status },
      };
    },

    async listApproved(limit: number = LIMITS.testimonialListMax) {
      const rows = await testimonialRepository.listApproved(db, limit);
      return { testimonials: rows.map(toPublicTestimonial) };
    },
  };
}
