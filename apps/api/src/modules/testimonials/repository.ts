import { type Testimonial, type TestimonialStatus } from '@promptsmith/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { type Database } from '../../db/client';
import { testimonials } from '../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;

export interface NewTestimonial {
  userId: string;
  author: string;
  email: string;
  role: string | null;
  content: string;
  rating: number;
  createdAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public shape: no email, no user id, no moderation fields. */
export function toPublicTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    content: row.content,
    author: row.author,
    role: row.role,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Queries take the database (or a transaction) per call, so a caller can group writes. */
export const testimonialRepository = {
  async insert(db: Database, values: NewTestimonial): Promise<TestimonialRow> {
    const [row] = await db
      .insert(testimonials)
      .values({ ...values, status: 'pending' })
      .returning();
    if (!row) throw new Error('testimonial insert returned no row');
    return row;
  },

  /** Newest first; served by testimonials_status_created_idx. */
  listApproved(db: Database, limit: number): Promise<TestimonialRow[]> {
    return db
      .select()
      .from(testimonials)
      .where(eq(testimonials.status, 'approved'))
      .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
      .limit(limit);
  },

  /** For moderators: oldest first, so the queue reads in the order it arrived. */
  list(db: Database, status: TestimonialStatus | undefined, limit: number): Promise<TestimonialRow[]> {
    return db
      .select()
      .from(testimonials)
      .where(status ? eq(testimonials.status, status) : undefined)
      .orderBy(asc(testimonials.createdAt), asc(testimonials.id))
      .limit(limit);
  },

  async get(db: Database, id: string): Promise<TestimonialRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
    return row ?? null;
  },

  /** null when there is no such testimonial. */
  async setStatus(
    db: Database,
    id: string,
    status: Exclude<TestimonialStatus, 'pending'>,
    at: Date,
  ): Promise<TestimonialRow | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .update(testimonials)
      .set({ status, reviewedAt: at })
      .where(eq(testimonials.id, id))
      .returning();
    return row ?? null;
  },
};
