/** Best Response (true), Needs Improvement (false), unmarked (null). */
export type Mark = boolean | null;

/** Pressing a mark sets it; pressing the active one again unmarks. */
export function toggleMark(current: Mark, pressed: boolean): Mark {
  return current === pressed ? null : pressed;
}
