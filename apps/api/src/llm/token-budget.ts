import { and, eq, inArray } from 'drizzle-orm';
import { batchedWritesFor } from '../db/batched-writes';
import { type Database } from '../db/client';
import { llmUsage } from '../db/schema';
import { AppError } from '../lib/app-error';
import { type CounterStore } from '../lib/counter-store';

/** Where the day's counts live: the database, or Redis through the counter store. */
export interface UsageStore {
  add(day: string, subjects: readonly string[], tokens: number): Promise<void>;
  read(day: string, subjects: readonly string[]): Promise<number[]>;
}

const EVERYONE = '*';
const DAY_MS = 24 * 60 * 60 * 1000;

export function createDatabaseUsageStore(db: Database): UsageStore {
  const writes = batchedWritesFor(db);
  return {
    async add(day, subjects, tokens) {
      // One statement, so the subject's and everyone's counts move together; it also carries the
      // history entries queued in the same turn (db/batched-writes.ts).
      await writes.addUsage(subjects.map((subject) => ({ day, subject, tokens })));
    },
    async read(day, subjects) {
      const rows = await db
        .select({ subject: llmUsage.subject, tokens: llmUsage.tokens })
        .from(llmUsage)
        .where(and(eq(llmUsage.day, day), inArray(llmUsage.subject, [...subjects])));
      return subjects.map((s) => rows.find((r) => r.subject === s)?.tokens ?? 0);
    },
  };
}

/** Redis (REDIS_URL): INCRBY on keys that expire a day after their day began. */
export function createCounterUsageStore(counters: CounterStore): UsageStore {
  const key = (day: string, subject: string) => `llm-tokens:${day}:${subject}`;
  return {
    async add(day, subjects, tokens) {
      await Promise.all(subjects.map((s) => counters.hit(key(day, s), 2 * DAY_MS, tokens)));
    },
    async read(day, subjects) {
      // Adding nothing answers the current count.
      const hits = await Promise.all(subjects.map((s) => counters.hit(key(day, s), 2 * DAY_MS, 0)));
      return hits.map((h) => h.count);
    },
  };
}

export interface TokenBudget {
  /** 429 when this subject, or everyone together, has spent today's tokens. */
  assertAvailable(subject: string): Promise<void>;
  /** Counts one upstream call's tokens for the subject and for everyone. */
  record(subject: string, tokens: number): Promise<void>;
  usage(subject: string): Promise<{ usedTokens: number; limitTokens: number; resetsAt: string }>;
}

export interface BudgetLimits {
  perSubject: number;
  total: number;
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Daily token budgets, checked before each LLM call and charged after it from the provider's
 * usage figures. A call that starts under budget may finish above it: the next one is refused.
 */
export function createTokenBudget(store: UsageStore, limits: BudgetLimits, now: () => Date): TokenBudget {
  const overBudget = (who: 'you' | 'everyone'): AppError => {
    const t = now();
    const reset = nextUtcMidnight(t);
    const waitMs = reset.getTime() - t.getTime();
    const what =
      who === 'you'
        ? `You have used today's AI budget (${limits.perSubject.toLocaleString('en-US')} tokens).`
        : "Today's AI budget for this service is used up.";
    return new AppError(
      429,
      'RATE_LIMITED',
      `${what} It resets at 00:00 UTC (${reset.toISOString()}), in ${describeWait(waitMs)}.`,
      { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    );
  };
  return {
    async assertAvailable(subject) {
      const [mine = 0, everyone = 0] = await store.read(utcDay(now()), [subject, EVERYONE]);
      if (mine >= limits.perSubject) throw overBudget('you');
      if (everyone >= limits.total) throw overBudget('everyone');
    },
    async record(subject, tokens) {
      if (tokens <= 0) return;
      await store.add(utcDay(now()), [subject, EVERYONE], tokens);
    },
    async usage(subject) {
      const t = now();
      const [usedTokens = 0] = await store.read(utcDay(t), [subject]);
      return { usedTokens, limitTokens: limits.perSubject, resetsAt: nextUtcMidnight(t).toISOString() };
    },
  };
}
