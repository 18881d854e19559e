import { z } from 'zod';
import { ASSISTANT_KEYS } from './assistants';
import { LIMITS, MESSAGES } from './messages';

export const AssistantKeySchema = z.enum(ASSISTANT_KEYS, {
  message: `Unknown model. Valid models: ${ASSISTANT_KEYS.join(', ')}`,
});

/**
 * Empty and whitespace-only prompts get the spec's message (400); prompts over the limit are
 * rejected by the route with 413 before this schema sees them, the max here is a backstop.
 */
export const RoughPromptSchema = (emptyMessage: string) =>
  z
    .string({ message: emptyMessage })
    .refine((p) => p.trim().length > 0, emptyMessage)
    .refine(
      (p) => p.length <= LIMITS.promptMaxChars,
      `Prompt is longer than ${LIMITS.promptMaxChars} characters`,
    );

export const RationaleItem = z.object({ change: z.string(), rule: z.string(), source: z.string() });
export type RationaleItem = z.infer<typeof RationaleItem>;

export const EngineSchema = z.enum(['builtin', 'llm']);
export type Engine = z.infer<typeof EngineSchema>;

/** A detail the engine would rather ask than guess ("Sharpen it"); answered by its id. */
export const Question = z.object({
  id: z.string(),
  /** What it fills: audience, tone, length, purpose, topic, level... */
  slot: z.string(),
  question: z.string(),
  /** Suggested answers, shown as chips; a typed answer is always allowed too. */
  options: z.array(z.string()),
  /** Several options may be chosen together. */
  multiple: z.boolean(),
});
export type Question = z.infer<typeof Question>;

const AnswerText = z
  .string()
  .trim()
  .min(1, 'An answer may not be empty')
  .max(LIMITS.answerValueMaxChars, `An answer may be at most ${LIMITS.answerValueMaxChars} characters`);

/**
 * Answers to earlier questions, by question id: a string, or a list for a multiple-choice
 * question. Small on purpose: at most a handful of questions are ever asked.
 */
export const Answers = z
  .record(z.string(), z.union([AnswerText, z.array(AnswerText)]))
  // Bounds as refines, not in the key and list schemas: zod reports those inside a record or
  // union as "Invalid key in record" / "Invalid input", which tells the caller nothing.
  .refine(
    (answers) => Object.keys(answers).length <= LIMITS.answersMaxEntries,
    `Answer at most ${LIMITS.answersMaxEntries} questions at once`,
  )
  .refine(
    (answers) => Object.keys(answers).every((id) => id.length > 0 && id.length <= LIMITS.answerIdMaxChars),
    `A question id is 1 to ${LIMITS.answerIdMaxChars} characters`,
  )
  .refine(
    (answers) =>
      Object.values(answers).every(
        (value) => typeof value === 'string' || (value.length > 0 && value.length <= LIMITS.answerMaxItems),
      ),
    `Choose 1 to ${LIMITS.answerMaxItems} answers per question`,
  );
export type Answers = z.infer<typeof Answers>;

export const TransformRequest = z.strictObject({
  prompt: RoughPromptSchema(MESSAGES.promptRequired),
  model: AssistantKeySchema,
  answers: Answers.optional(),
});
export type TransformRequest = z.input<typeof TransformRequest>;

export const CompareRequest = z.strictObject({
  prompt: RoughPromptSchema(MESSAGES.comparePromptRequired),
  models: z
    .array(AssistantKeySchema, { message: MESSAGES.assistantRequired })
    .min(1, MESSAGES.assistantRequired)
    .max(LIMITS.compareMaxModels, `Select at most ${LIMITS.compareMaxModels} AI assistants`)
    .refine((models) => new Set(models).size === models.length, 'Each model may appear only once'),
  answers: Answers.optional(),
});
export type CompareRequest = z.input<typeof CompareRequest>;

export const CompareResultItem = z.object({
  model: AssistantKeySchema,
  optimizedPrompt: z.string(),
  engine: EngineSchema,
  /** "openai:gpt-4.1-nano" style label when an LLM produced the result. */
  provider: z.string().optional(),
  rationale: z.array(RationaleItem),
  /** Why the built-in engine answered although an LLM is configured (sign-in required, provider failed). */
  notice: z.string().optional(),
  /** The same for every assistant: they come from the one analysis of the prompt. */
  questions: z.array(Question),
  warnings: z.array(z.string()),
});
export type CompareResultItem = z.infer<typeof CompareResultItem>;

/** A transform answers one compare item, plus the request's timing and its history entry. */
export const TransformResponse = CompareResultItem.extend({
  durationMs: z.number(),
  historyId: z.string().optional(),
});
export type TransformResponse = z.infer<typeof TransformResponse>;

export const CompareResponse = z.object({
  results: z.array(CompareResultItem),
  durationMs: z.number(),
  historyId: z.string().optional(),
});
export type CompareResponse = z.infer<typeof CompareResponse>;

/**
 * Server-sent events when the client sends `Accept: text/event-stream`:
 * `event: delta` data {model, text} as text arrives; `event: done` data = the JSON response;
 * `event: error` data = {message, code}.
 * `replace: true` means: discard the text received so far for this model, this text starts over
 * (an LLM failed mid-stream and the built-in engine took over). `done` is always authoritative.
 */
export const StreamDelta = z.object({
  model: AssistantKeySchema,
  text: z.string(),
  replace: z.boolean().optional(),
});
export type StreamDelta = z.infer<typeof StreamDelta>;

/** Best Response (true), Needs Improvement (false), unmarked (null). */
export const FeedbackMark = z.boolean().nullable();

export const HistoryKind = z.enum(['transform', 'compare']);
export type HistoryKind = z.infer<typeof HistoryKind>;

/** Questions and warnings belong to a live run (answering re-runs it), so history keeps neither. */
export const HistoryResult = CompareResultItem.omit({ questions: true, warnings: true }).extend({
  mark: FeedbackMark,
});
export type HistoryResult = z.infer<typeof HistoryResult>;

export const HistoryEntry = z.object({
  id: z.string(),
  kind: HistoryKind,
  prompt: z.string(),
  models: z.array(AssistantKeySchema),
  results: z.array(HistoryResult),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** Text PostgreSQL can hold: a NUL or a lone surrogate in a query string is a 400, not a 500. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const HistoryListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIMITS.historyPageSizeMax).default(20),
  cursor: z.string().max(200).optional(),
  /** Words to find in the prompt or in any of its results, case-insensitive; blank means no search. */
  q: z
    .string()
    .max(LIMITS.historySearchMaxChars, `Search for at most ${LIMITS.historySearchMaxChars} characters`)
    .refine((q) => !q.includes('\u0000') && !LONE_SURROGATE.test(q), 'The search contains invalid characters')
    .optional(),
  /** Only entries made for this assistant. */
  model: AssistantKeySchema.optional(),
  /** Only transforms or only comparisons. */
  kind: HistoryKind.optional(),
});
export type HistoryListQuery = z.input<typeof HistoryListQuery>;

export const HistoryListResponse = z.object({
  items: z.array(HistoryEntry),
  nextCursor: z.string().nullable(),
});
export type HistoryListResponse = z.infer<typeof HistoryListResponse>;

/** Any string: an id that is not a UUID is simply not found (404), like another user's id. */
export const HistoryIdParams = z.strictObject({ id: z.string().max(100) });

export const HistoryDeleteAllResponse = z.object({ deleted: z.number().int() });
export type HistoryDeleteAllResponse = z.infer<typeof HistoryDeleteAllResponse>;

export const UpdateMarksRequest = z.strictObject({
  marks: z
    .array(z.strictObject({ model: AssistantKeySchema, mark: FeedbackMark }))
    .min(1)
    .max(LIMITS.compareMaxModels),
});
export type UpdateMarksRequest = z.infer<typeof UpdateMarksRequest>;
