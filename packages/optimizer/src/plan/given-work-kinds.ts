/**
 * Kinds that work on code, data, given text or a picture: "SQL for car sales" is no car fault, no
 * note for a class and no everyday question, so the plans for thin asks leave them alone.
 */
export const GIVEN_WORK_KINDS: readonly string[] = [
  'code',
  'debug',
  'tests',
  'sql',
  'analyze-data',
  'translate',
  'extract',
  'classify',
  'summarize',
  'edit',
  'image',
  'system-prompt',
];
