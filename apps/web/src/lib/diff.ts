import { diffLines, diffWordsWithSpace } from 'diff';

/** A piece of one line: unchanged, or the words that changed inside it. */
export interface LinePart {
  text: string;
  changed: boolean;
}

/**
 * One row of a line diff. 'changed' pairs a removed line with the added line that edited it,
 * with the changed words marked on both sides; 'replaced' pairs a line with the one that
 * rewrote it; 'removed' and 'added' have one side only.
 */
export type DiffRow =
  | { kind: 'same'; before: string; after: string }
  | { kind: 'changed'; before: LinePart[]; after: LinePart[] }
  | { kind: 'replaced'; before: string; after: string }
  | { kind: 'removed'; before: string }
  | { kind: 'added'; after: string };

/**
 * Below this share of unchanged characters two paired lines are a rewrite, not an edit: word
 * marks inside them would be noise, so they show as one removed and one added line.
 */
const MIN_SHARED = 0.4;

const splitLines = (text: string) => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/**
 * Line diff of two texts (jsdiff), with the changed words marked inside lines that were edited
 * rather than rewritten. Reading the 'before' sides in order gives `before`, the 'after' sides
 * `after`.
 */
export function diffRows(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  const changes = diffLines(before, after);
  for (let i = 0; i < changes.length; i += 1) {
    const change = changes[i];
    if (!change) continue;
    const lines = splitLines(change.value);
    if (!change.added && !change.removed) {
      for (const line of lines) rows.push({ kind: 'same', before: line, after: line });
      continue;
    }
    const next = changes[i + 1];
    if (change.removed && next?.added) {
      rows.push(...pairLines(lines, splitLines(next.value)));
      i += 1;
      continue;
    }
    for (const line of lines)
      rows.push(change.removed ? { kind: 'removed', before: line } : { kind: 'added', after: line });
  }
  return rows;
}

/** Removed lines matched in order with the added lines that replaced them. */
function pairLines(removed: string[], added: string[]): DiffRow[] {
  const rows: DiffRow[] = [];
  const count = Math.max(removed.length, added.length);
  for (let i = 0; i < count; i += 1) {
    const a = removed[i];
    const b = added[i];
    if (a === undefined) rows.push({ kind: 'added', after: b ?? '' });
    else if (b === undefined) rows.push({ kind: 'removed', before: a });
    // jsdiff reports a last line that only gained or lost its newline as changed.
    else if (a === b) rows.push({ kind: 'same', before: a, after: b });
    else rows.push(diffLine(a, b));
  }
  return rows;
}

function diffLine(before: string, after: string): DiffRow {
  const parts = diffWordsWithSpace(before, after);
  const shared = parts
    .filter((p) => !p.added && !p.removed && p.value.trim())
    .reduce((n, p) => n + p.value.length, 0);
  if (shared < MIN_SHARED * Math.max(before.length, after.length)) return { kind: 'replaced', before, after };
  return {
    kind: 'changed',
    before: parts.filter((p) => !p.added).map((p) => ({ text: p.value, changed: p.removed })),
    after: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, changed: p.added })),
  };
}

const wordCount = (text: string) => text.match(/\S+/g)?.length ?? 0;
const changedWords = (parts: LinePart[]) =>
  parts.filter((p) => p.changed).reduce((n, p) => n + wordCount(p.text), 0);

/** How much changed, in words, for a one-line summary above the diff. */
export function diffStats(rows: readonly DiffRow[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const row of rows) {
    if (row.kind === 'added') added += wordCount(row.after);
    else if (row.kind === 'removed') removed += wordCount(row.before);
    else if (row.kind === 'replaced') {
      added += wordCount(row.after);
      removed += wordCount(row.before);
    } else if (row.kind === 'changed') {
      added += changedWords(row.after);
      removed += changedWords(row.before);
    }
  }
  return { added, removed };
}
