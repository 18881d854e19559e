import type { AssistantKey } from '@promptsmith/contract';

/** Best (true), Needs Work (false), unmarked (null). */
export type Mark = boolean | null;

/** The words a mark shows on its badge and in announcements: the same as on its button. */
export const MARK_LABELS = { best: 'Best', needsWork: 'Needs Work' } as const;

export type Marks = Partial<Record<AssistantKey, Mark>>;

export interface MarkChange {
  model: AssistantKey;
  mark: Mark;
}

/** Pressing a mark sets it; pressing the active one again unmarks. */
export function toggleMark(current: Mark, pressed: boolean): Mark {
  return current === pressed ? null : pressed;
}

/**
 * The marks after pressing one button, and every change to save. Best is single-choice per
 * comparison: marking a result Best unmarks the one that was Best before.
 */
export function pressMark(
  marks: Marks,
  model: AssistantKey,
  pressed: boolean,
): { marks: Marks; changes: MarkChange[] } {
  const next = toggleMark(marks[model] ?? null, pressed);
  const changes: MarkChange[] = [{ model, mark: next }];
  if (next === true) {
    for (const [other, mark] of Object.entries(marks) as [AssistantKey, Mark][]) {
      if (other !== model && mark === true) changes.push({ model: other, mark: null });
    }
  }
  const updated: Marks = { ...marks };
  for (const change of changes) updated[change.model] = change.mark;
  return { marks: updated, changes };
}
