import { Answers, type Question } from '@promptsmith/contract';

/** `--answer id=value` values as typed, by question id, in order. */
export type RawAnswers = Readonly<Record<string, readonly string[]>>;

export type ResolvedAnswers = { ok: true; answers: Answers } | { ok: false; message: string };

/**
 * Pure: typed answers + the questions the prompt asks -> the request's `answers`. A comma list
 * is several choices only for a multiple-choice question; for a single choice the text stays
 * whole ("warm, not cheesy"), and repeating a single-choice id joins its texts.
 */
export function resolveAnswers(raw: RawAnswers, questions: readonly Question[]): ResolvedAnswers {
  const asked = new Map(questions.map((q) => [q.id, q]));
  const unknown = Object.keys(raw).filter((id) => !asked.has(id));
  if (unknown.length > 0) {
    const known = questions.length > 0 ? ` This prompt asks: ${questions.map((q) => q.id).join(', ')}.` : '';
    return {
      ok: false,
      message: `Unknown question ${unknown.length === 1 ? 'id' : 'ids'}: ${unknown.join(', ')}.${known}`,
    };
  }
  const answers = Object.fromEntries(
    Object.entries(raw).map(([id, texts]) => [
      id,
      asked.get(id)?.multiple
        ? texts.flatMap((t) => t.split(',').map((part) => part.trim())).filter(Boolean)
        : texts.join(', '),
    ]),
  );
  const checked = Answers.safeParse(answers);
  return checked.success
    ? { ok: true, answers: checked.data }
    : { ok: false, message: checked.error.issues[0]?.message ?? 'Invalid answers' };
}
