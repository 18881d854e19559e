export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffSegment {
  kind: DiffKind;
  text: string;
}

/** Above this many DP cells a word diff is too slow for a keystroke-free UI; lines are coarser. */
const MAX_CELLS = 1_500_000;

const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];
const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+/g) ?? [];

/**
 * Word-level diff of two texts (longest common subsequence), falling back to lines and then
 * to "all removed, all added" when the texts are too long for the quadratic table. Adjacent
 * segments of the same kind are merged; joining the 'same' + 'removed' texts gives `before`,
 * 'same' + 'added' gives `after`.
 */
export function diffText(before: string, after: string): DiffSegment[] {
  for (const tokenize of [words, lines]) {
    const a = tokenize(before);
    const b = tokenize(after);
    const segments = diffTokens(a, b);
    if (segments) return merge(segments);
  }
  return merge([
    { kind: 'removed', text: before },
    { kind: 'added', text: after },
  ]);
}

function diffTokens(a: string[], b: string[]): DiffSegment[] | null {
  // Common ends cost nothing and usually shrink the table a lot.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) return null;

  // lcs[i][j] = length of the LCS of midA[i..] and midB[j..], flattened row-major.
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lcs[i * width + j] =
        midA[i] === midB[j]
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }

  const out: DiffSegment[] = a.slice(0, start).map((text) => ({ kind: 'same', text }));
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (midA[i] === midB[j]) {
      out.push({ kind: 'same', text: midA[i] ?? '' });
      i += 1;
      j += 1;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      out.push({ kind: 'removed', text: midA[i] ?? '' });
      i += 1;
    } else {
      out.push({ kind: 'added', text: midB[j] ?? '' });
      j += 1;
    }
  }
  for (; i < n; i += 1) out.push({ kind: 'removed', text: midA[i] ?? '' });
  for (; j < m; j += 1) out.push({ kind: 'added', text: midB[j] ?? '' });
  for (const text of a.slice(endA)) out.push({ kind: 'same', text });
  return out;
}

/** Joins neighbours of one kind; within a changed stretch, all removals read before all additions. */
function merge(segments: DiffSegment[]): DiffSegment[] {
  const out: DiffSegment[] = [];
  let removed = '';
  let added = '';
  const push = (kind: DiffKind, text: string) => {
    if (!text) return;
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  const flush = () => {
    push('removed', removed);
    push('added', added);
    removed = '';
    added = '';
  };
  for (const segment of segments) {
    if (segment.kind === 'removed') removed += segment.text;
    else if (segment.kind === 'added') added += segment.text;
    else {
      flush();
      push('same', segment.text);
    }
  }
  flush();
  return out;
}

/** How much changed, for a one-line summary above the diff. */
export function diffStats(segments: readonly DiffSegment[]): { added: number; removed: number } {
  const count = (kind: DiffKind) =>
    segments.filter((s) => s.kind === kind).reduce((sum, s) => sum + (s.text.match(/\S+/g)?.length ?? 0), 0);
  return { added: count('added'), removed: count('removed') };
}
