import type { Answers, Question } from '@promptsmith/contract';

/** What the user picked or typed for one question in the "Sharpen it" panel. */
export interface Draft {
  chips: readonly string[];
  text: string;
}

/**
 * Pure: one question's draft -> its answer, or null when unanswered. For a single choice the
 * typed text wins over a chip (typing is the more deliberate act); for a multiple choice it is
 * one more item beside the chips.
 */
export function answerFor(question: Question, draft: Draft | undefined): string | string[] | null {
  const text = draft?.text.trim() ?? '';
  const chips = draft?.chips ?? [];
  if (question.multiple) {
    const items = text ? [...chips, text] : [...chips];
    return items.length > 0 ? items : null;
  }
  return text || chips[0] || null;
}

/** Pure: the panel's drafts -> the answers of the questions that have one. */
export function answersFrom(
  questions: readonly Question[],
  drafts: Readonly<Record<string, Draft>>,
): Answers {
  const answers: Answers = {};
  for (const question of questions) {
    const answer = answerFor(question, drafts[question.id]);
    if (answer !== null) answers[question.id] = answer;
  }
  return answers;
}

/** Pure: pressing a chip. A single choice holds at most one chip; pressing it again clears it. */
export function toggleChip(question: Question, chips: readonly string[], option: string): string[] {
  if (chips.includes(option)) return chips.filter((c) => c !== option);
  return question.multiple ? [...chips, option] : [option];
}
