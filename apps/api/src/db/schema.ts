import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Trimmed and lower-cased before it is stored. */
    email: text('email').notNull(),
    /** National digits as typed (digits only) and the country code, kept apart for display. */
    mobileNumber: text('mobile_number'),
    countryCode: text('country_code'),
    /** Canonical "+<code><digits>": the unique key for mobile sign-in. */
    mobileE164: text('mobile_e164'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    photoUrl: text('photo_url'),
    role: text('role'),
    /** When the owner proved the address (a mailed code, or Google saying it is verified). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_e164_key').on(t.mobileE164),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
  ],
);

/** A user as stored: sessions resolve to it, and the modules that act for a user receive it. */
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const CODE_PURPOSES = ['password-reset', 'email-verification'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Mailed 6-digit codes: at most one live code per user and purpose; a new request replaces it. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

export const historyEntries = pgTable(
  'history_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['transform', 'compare'] }).notNull(),
    prompt: text('prompt').notNull(),
    models: jsonb('models').$type<string[]>().notNull(),
    /** [{model, optimizedPrompt, engine, provider?, rationale, mark}] */
    results: jsonb('results').$type<unknown[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('history_entries_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Refinements of a history entry's result, per assistant: version 1 is the entry's own result,
 * each refine or restore adds the next number. Additive: the entry itself is never rewritten.
 */
export const historyVersions = pgTable(
  'history_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => historyEntries.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    number: integer('number').notNull(),
    optimizedPrompt: text('optimized_prompt').notNull(),
    engine: text('engine', { enum: ['builtin', 'llm'] }).notNull(),
    provider: text('provider'),
    chips: jsonb('chips').$type<string[]>().notNull(),
    instruction: text('instruction'),
    restoredFrom: integer('restored_from'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('history_versions_entry_model_number_key').on(t.entryId, t.model, t.number)],
);

/** A user's own prompt templates (the Templates page's "My templates"). */
export const userTemplates = pgTable(
  'user_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    use: text('use').notNull(),
    agents: jsonb('agents').$type<string[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_templates_user_created_idx').on(t.userId, t.createdAt)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    email: text('email').notNull(),
    role: text('role'),
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('testimonials_status_created_idx').on(t.status, t.createdAt.desc()),
    index('testimonials_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Transactional outbox: a message is written in the same transaction as the change that
 * causes it and delivered by a worker, so a mail outage delays mail but never loses it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claims a message leases it until then; another instance skips it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * LLM tokens spent per UTC day and subject (a user id, "ip:<address>" for anonymous use, "*"
 * for everyone): the daily budgets every instance shares when there is no Redis.
 */
export const llmUsage = pgTable(
  'llm_usage',
  {
    day: text('day').notNull(),
    subject: text('subject').notNull(),
    tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.subject] })],
);
