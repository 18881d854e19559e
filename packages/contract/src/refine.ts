import { z } from 'zod';
import { AssistantKeySchema, EngineSchema } from './prompts';
import { REFINE_CHIPS, REFINE_LIMITS } from './refine-chips';

export const RefineChipSchema = z.enum(REFINE_CHIPS, {
  message: `Unknown refinement. Valid ones: ${REFINE_CHIPS.join(', ')}`,
});

/** A refinement of one result of a history entry: chips, free text, or both. */
export const RefineRequest = z
  .strictObject({
    /** Which result of the entry; the entry's first when omitted (a transform has one). */
    model: AssistantKeySchema.optional(),
    chips: z
      .array(RefineChipSchema)
      .max(REFINE_CHIPS.length)
      .refine((chips) => new Set(chips).size === chips.length, 'Each refinement may appear only once')
      .refine(
        (chips) => !(chips.includes('shorter') && chips.includes('more-detailed')),
        'Choose Shorter or More detailed, not both',
      )
      .default([]),
    instruction: z
      .string()
      .trim()
      .max(
        REFINE_LIMITS.instructionMaxChars,
        `Describe the change in at most ${REFINE_LIMITS.instructionMaxChars} characters`,
      )
      .optional(),
  })
  .refine(
    (r) => r.chips.length > 0 || (r.instruction ?? '').length > 0,
    'Pick a refinement or describe what should change',
  );
export type RefineRequest = z.input<typeof RefineRequest>;

/** One version of one result: 1 is the result as first optimized, each refine or restore adds one. */
export const HistoryVersion = z.object({
  number: z.number().int().min(1),
  model: AssistantKeySchema,
  optimizedPrompt: z.string(),
  engine: EngineSchema,
  provider: z.string().optional(),
  chips: z.array(RefineChipSchema),
  instruction: z.string().nullable(),
  /** Set when this version restores an earlier one. */
  restoredFrom: z.number().int().nullable(),
  createdAt: z.string(),
});
export type HistoryVersion = z.infer<typeof HistoryVersion>;

export const VersionListQuery = z.strictObject({ model: AssistantKeySchema.optional() });

export const VersionListResponse = z.object({
  model: AssistantKeySchema,
  /** Oldest first; the last one is the current prompt. */
  versions: z.array(HistoryVersion),
});
export type VersionListResponse = z.infer<typeof VersionListResponse>;

export const RefineResponse = z.object({
  version: HistoryVersion,
  /** Why the free text was not rewritten by a model (no provider, sign-in, provider failed). */
  notice: z.string().optional(),
});
export type RefineResponse = z.infer<typeof RefineResponse>;

export const VersionParams = z.strictObject({
  id: z.string().max(100),
  number: z.coerce.number().int().min(1).max(1_000_000),
});

export const RestoreRequest = z.strictObject({ model: AssistantKeySchema.optional() });
