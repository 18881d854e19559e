import { z } from 'zod';
import { ASSISTANT_KEYS } from './assistants';
import { LIMITS } from './messages';
import { AssistantKeySchema, RoughPromptSchema } from './prompts';

/** Token counts of one upstream call, as the provider reported them. */
export const TokenUsage = z.object({
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  totalTokens: z.number().int().nonnegative(),
});
export type TokenUsage = z.infer<typeof TokenUsage>;

/** POST /api/run: send a prompt, as is, to an assistant's configured model. */
export const RunRequest = z.strictObject({
  prompt: RoughPromptSchema('Please enter a prompt to run'),
  model: AssistantKeySchema,
});
export type RunRequest = z.input<typeof RunRequest>;

export const RunResponse = z.object({
  model: AssistantKeySchema,
  /** "openai:gpt-4.1-nano": the model that answered. */
  provider: z.string(),
  answer: z.string(),
  usage: TokenUsage,
  durationMs: z.number(),
});
export type RunResponse = z.infer<typeof RunResponse>;

/** Streamed run: the answer's text as it arrives (`done` carries the RunResponse). */
export const RunDelta = z.object({ text: z.string() });
export type RunDelta = z.infer<typeof RunDelta>;

export const JUDGE_DIMENSIONS = ['goal', 'constraints', 'format', 'correctness', 'concision'] as const;
export type JudgeDimension = (typeof JUDGE_DIMENSIONS)[number];

export const JUDGE_DIMENSION_LABELS: Record<JudgeDimension, string> = {
  goal: 'Goal met',
  constraints: 'Constraints kept',
  format: 'Format',
  correctness: 'Correctness',
  concision: 'Concision',
};

const AnswerText = z
  .string()
  .refine((t) => t.trim().length > 0, 'An answer to judge may not be empty')
  .refine(
    (t) => t.length <= LIMITS.judgeAnswerMaxChars,
    `An answer may be at most ${LIMITS.judgeAnswerMaxChars} characters`,
  );

/**
 * POST /api/judge. `answers[0]` is the baseline (the original prompt's answer on the Playground):
 * the verdict says whether the best of the others improved on it. `model` names the assistant
 * that produced an answer, so the judge can come from another vendor family.
 */
export const JudgeRequest = z.strictObject({
  task: RoughPromptSchema('Please say what the answers were asked to do'),
  answers: z
    .array(
      z.strictObject({
        id: z
          .string()
          .trim()
          .min(1, 'Each answer needs an id')
          .max(64, 'An answer id is at most 64 characters'),
        text: AnswerText,
        model: z.enum(ASSISTANT_KEYS).optional(),
      }),
    )
    .min(2, 'Judge at least two answers')
    .max(LIMITS.judgeMaxAnswers, `Judge at most ${LIMITS.judgeMaxAnswers} answers at once`)
    .refine(
      (answers) => new Set(answers.map((a) => a.id)).size === answers.length,
      'Each answer id may appear only once',
    ),
});
export type JudgeRequest = z.input<typeof JudgeRequest>;

export const JudgeScores = z.object({
  goal: z.number(),
  constraints: z.number(),
  format: z.number(),
  correctness: z.number(),
  concision: z.number(),
});
export type JudgeScores = z.infer<typeof JudgeScores>;

export const JudgeVerdict = z.enum(['improved', 'flat', 'regressed']);
export type JudgeVerdict = z.infer<typeof JudgeVerdict>;

export const JudgedAnswer = z.object({
  id: z.string(),
  /** 1-5 per dimension, averaged over every comparison this answer was in, both orders. */
  scores: JudgeScores,
  /** Mean of the dimensions. */
  overall: z.number(),
  /** Comparisons won in both orders; a split decision (position bias) counts for neither. */
  wins: z.number().int(),
  /** The judge's suggestion for the Best / Needs Work marks; the user's own marks win. */
  suggestion: z.enum(['best', 'needs-work']).nullable(),
  reasons: z.array(z.string()),
  /** An instruction of the task this answer did not follow, when the judge found one. */
  unfollowedInstruction: z.string().nullable(),
});
export type JudgedAnswer = z.infer<typeof JudgedAnswer>;

export const JudgeResponse = z.object({
  /** "anthropic:claude-3-haiku-20240307": the model that judged. */
  judge: z.string(),
  verdict: JudgeVerdict,
  answers: z.array(JudgedAnswer),
  /** Why the verdict: the reasons of the decisive comparisons. */
  reasons: z.array(z.string()),
  /** The instruction the baseline's challenger (or the baseline) did not follow, if any. */
  unfollowedInstruction: z.string().nullable(),
  /** Comparisons asked of the judge: every pair, in both orders. */
  comparisons: z.number().int(),
  usage: TokenUsage,
  durationMs: z.number(),
});
export type JudgeResponse = z.infer<typeof JudgeResponse>;

/** GET /api/llm/status: which assistants can run, and who would judge. */
export const LlmStatusResponse = z.object({
  /** The model label per assistant that has one configured. */
  models: z.partialRecord(AssistantKeySchema, z.string()),
  judge: z.string().nullable(),
  /** Whether this caller may use LLM features now (signed in with a confirmed email, or anonymous use allowed). */
  access: z.enum(['allowed', 'sign-in-required', 'confirmation-required']),
});
export type LlmStatusResponse = z.infer<typeof LlmStatusResponse>;

/** GET /api/llm/usage: today's LLM tokens for the signed-in user. */
export const LlmUsageResponse = z.object({
  usedTokens: z.number().int(),
  /** The daily per-user budget. */
  limitTokens: z.number().int(),
  /** When the day's count starts over (UTC midnight), ISO 8601. */
  resetsAt: z.string(),
});
export type LlmUsageResponse = z.infer<typeof LlmUsageResponse>;
