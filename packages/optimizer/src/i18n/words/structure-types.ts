/**
 * The words that tell the user's own structure apart, one file per language (data only;
 * `plan/headings.ts` and `analysis/requirement-lines.ts` compile them). Matching is
 * case-insensitive and on whole words; a phrase may contain spaces.
 */
export interface StructureWords {
  /**
   * Heading words a user types in front of a part of the prompt ("GOAL:", "CONTEXTO:",
   * "WICHTIG:"), by the plan section the part belongs in.
   */
  headings: {
    /** What to do: "goal", "task", "objetivo", "ziel". */
    task: readonly string[];
    /** Facts about the situation: "context", "background", "hintergrund". */
    context: readonly string[];
    /** Rules, whose label our own requirements heading replaces: "constraints", "requirements". */
    rules: readonly string[];
    /** Rules whose label is emphasis the user chose and keeps: "important", "note", "wichtig". */
    emphasis: readonly string[];
  };
  /**
   * How a line that constrains the answer opens ("skip", "use", "must", "don't", "only", "keep",
   * "add"): a run of such lines under "Write a script that…:" are the user's requirements, not
   * pasted items. Only verbs and modal or negation words about the result: a to-do list
   * ("call the bank") or data ("banana") must not match.
   */
  requirementStarts: readonly string[];
  /** Modal verbs that make a line a rule wherever they stand ("the output should stay one file"). */
  requirementModals: readonly string[];
  /** "You are" as a role sentence opens in this language, for a role given as a bare noun phrase. */
  youAre: string;
}
