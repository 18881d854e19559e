/**
 * The Refine chips under a result. Zod-free so the web app reads them without bundling zod
 * (like ERROR_CODES and the template types).
 */
export const REFINE_CHIPS = [
  'shorter',
  'more-detailed',
  'more-formal',
  'add-example',
  'json',
  'step-by-step',
] as const;

export type RefineChip = (typeof REFINE_CHIPS)[number];

export const REFINE_CHIP_LABELS: Readonly<Record<RefineChip, string>> = {
  shorter: 'Shorter',
  'more-detailed': 'More detailed',
  'more-formal': 'More formal',
  'add-example': 'Add an example',
  json: 'Answer as JSON',
  'step-by-step': 'Step by step',
};

export const REFINE_LIMITS = {
  instructionMaxChars: 1_000,
  templateTitleMaxChars: 120,
  templateDescriptionMaxChars: 280,
  templateTagMaxChars: 30,
  templateTagsMax: 10,
  /** Entries per section in one import file. */
  importMaxEntries: 2_000,
} as const;
