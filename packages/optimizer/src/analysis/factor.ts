/**
 * A phrase alternation rewritten as a trie of regex atoms: `write|wrote|rewrite` becomes
 * `wr(?:ite|ote)|rewrite`. V8 tries the branches of an alternation one after another at every
 * position of the text, so a list of a few hundred phrases costs a few hundred checks per
 * character; branches grouped by their first letter cut that to a few dozen.
 *
 * The rewrite matches exactly what the plain alternation matches, at the same places: branches
 * are grouped only where their first atoms cannot match the same character (so their order
 * cannot matter), a phrase that ends where longer ones go on must come after them (as a
 * longest-first list has it), and a `\s+` is shared only when nothing after it can match a space.
 * Anywhere else the branches stay as written, in order.
 *
 * Input: regex sources made of an escaped character (`\.`), `\s+`, `['’]` or a plain character,
 * as the phrase lists' escapers write them.
 */
export function factorAlternatives(sources: readonly string[]): string {
  return emit(sources.map(atoms)).source;
}

const SPACE = '\\s+';
const APOSTROPHE = "['’]";

function atoms(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    let atom: string;
    if (source.startsWith(SPACE, i)) atom = SPACE;
    else if (source.startsWith(APOSTROPHE, i)) atom = APOSTROPHE;
    else if (source[i] === '\\') atom = source.slice(i, i + 2);
    else atom = String.fromCodePoint(source.codePointAt(i) ?? 0);
    out.push(atom);
    i += atom.length;
  }
  return out;
}

/** The branches as one source; `branches` says whether it has more than one at its top. */
function emit(branches: readonly string[][]): { source: string; branches: boolean } {
  if (branches.length === 1) return { source: (branches[0] ?? []).join(''), branches: false };
  const plain = { source: branches.map((b) => b.join('')).join('|'), branches: true };
  const groups = new Map<string, string[][]>();
  let ends = false;
  for (const b of branches) {
    const first = b[0];
    if (first === undefined) {
      // A second identical branch can only fail where the first did.
      ends = true;
      continue;
    }
    // A shorter phrase before a longer one with the same start is tried first: keep the order.
    if (ends) return plain;
    const group = groups.get(first);
    if (group) group.push(b.slice(1));
    else groups.set(first, [b.slice(1)]);
  }
  if (!disjoint([...groups.keys()])) return plain;
  const spaced = groups.get(SPACE);
  if (spaced?.some((rest) => rest[0] !== undefined && matchesSpace(rest[0]))) return plain;
  const parts = [...groups].map(([first, rests]) => {
    const inner = emit(rests);
    return first + (inner.branches ? `(?:${inner.source})` : inner.source);
  });
  if (ends) parts.push('');
  return { source: parts.join('|'), branches: parts.length > 1 };
}

function matchesSpace(atom: string): boolean {
  return atom === SPACE || /^\s$/u.test(atom);
}

/**
 * The characters an atom can match, as case-folded keys, or null when unsure. Letters outside
 * Latin fold in ways lower-casing does not show (the Kelvin sign matches "k" under /iu), so they
 * never share a node with another branch.
 */
function keys(atom: string): string[] | null {
  if (atom === SPACE) return ['\\s'];
  if (atom === APOSTROPHE) return ["'", '’'];
  const ch = atom.length === 2 && atom[0] === '\\' ? atom.slice(1) : atom;
  if (/\s/u.test(ch)) return ['\\s'];
  if (ch === 'ſ') return ['s'];
  const code = ch.codePointAt(0) ?? 0;
  if (code > 0x24f && /\p{L}/u.test(ch)) return null;
  return [ch.toLowerCase()];
}

function disjoint(firsts: readonly string[]): boolean {
  if (firsts.length < 2) return true;
  const seen = new Set<string>();
  for (const atom of firsts) {
    const k = keys(atom);
    if (k === null) return false;
    for (const key of k) {
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}
