import { describe, expect, it } from 'vitest';
import { diffRows, diffStats, type DiffRow, type LinePart } from './diff';

const join = (parts: LinePart[]) => parts.map((p) => p.text).join('');
/** The text one side of the diff reads, line by line. */
const side = (rows: DiffRow[], which: 'before' | 'after') =>
  rows
    .flatMap((row) => {
      if (row.kind === 'same' || row.kind === 'replaced') return [row[which]];
      if (row.kind === 'changed') return [join(row[which])];
      if (row.kind === 'removed') return which === 'before' ? [row.before] : [];
      return which === 'after' ? [row.after] : [];
    })
    .join('\n');

describe('diffRows', () => {
  it('marks nothing when the texts are equal', () => {
    expect(diffRows('one\ntwo', 'one\ntwo')).toEqual([
      { kind: 'same', before: 'one', after: 'one' },
      { kind: 'same', before: 'two', after: 'two' },
    ]);
  });

  it('diffs by line, so a rewritten prompt does not interleave words of both texts', () => {
    const before = 'run the meeting';
    const after = 'You are a facilitator.\nMeet every small requirement listed below.';
    const rows = diffRows(before, after);
    expect(rows).toEqual([
      { kind: 'replaced', before: 'run the meeting', after: 'You are a facilitator.' },
      { kind: 'added', after: 'Meet every small requirement listed below.' },
    ]);
  });

  it('marks the changed words inside an edited line, on both sides', () => {
    const rows = diffRows('keep this\nwrite a poem about cats', 'keep this\nwrite a short poem about cats');
    expect(rows[0]).toEqual({ kind: 'same', before: 'keep this', after: 'keep this' });
    const edited = rows[1];
    expect(edited?.kind).toBe('changed');
    if (edited?.kind !== 'changed') return;
    expect(join(edited.before)).toBe('write a poem about cats');
    expect(join(edited.after)).toBe('write a short poem about cats');
    expect(edited.after.filter((p) => p.changed).map((p) => p.text.trim())).toEqual(['short']);
    expect(edited.before.some((p) => p.changed)).toBe(false);
  });

  it('keeps every line of both texts, in order', () => {
    const before = 'a\nb\nc\nd';
    const after = 'a\nB changed\nc\nd\ne';
    const rows = diffRows(before, after);
    expect(side(rows, 'before')).toBe(before);
    expect(side(rows, 'after')).toBe(after);
  });
});

describe('diffStats', () => {
  it('counts added and removed words', () => {
    expect(diffStats(diffRows('write a poem about cats', 'write a short poem about cats'))).toEqual({
      added: 1,
      removed: 0,
    });
    expect(diffStats(diffRows('old line here', 'brand new text\nand more'))).toEqual({
      added: 5,
      removed: 3,
    });
  });
});
