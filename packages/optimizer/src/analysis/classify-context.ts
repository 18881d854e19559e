/**
 * What every reader of a request's kind shares: the request folded, the asks found in it, and
 * the verdict each reader returns. Split out of classify.ts so each kind family reads alone.
 */
import type { Detectors } from './classify-words';
import type { MaterialFacts } from './classify-signals';
import type { TaskKind } from './types';

// How far after a producer verb its deliverable noun may sit ("write me a short, warm email").
export const NOUN_WINDOW = 90;
// A clause ends here; the next clause may carry its own ask.
export const CLAUSE_END = /[.!?\n:;,(¿¡"]/;
const CLAUSE_END_CODES = new Set([...'.!?\n:;,(¿¡"'].map((c) => c.charCodeAt(0)));

/** `text[i]` ends a clause: a code lookup, not CLAUSE_END, as it runs on every character of a request. */
export function isClauseEnd(text: string, i: number): boolean {
  return CLAUSE_END_CODES.has(text.charCodeAt(i));
}

export interface Hit {
  kind: TaskKind | null;
  type: 'ask' | 'producer' | 'question';
  start: number;
  end: number;
  text: string;
  /** At a clause start (after lead-ins): the request's own verb, not one inside a clause. */
  primary: boolean;
}

export interface Ctx {
  d: Detectors;
  /** The request folded (lower case, no accents); indexes match `raw`. */
  f: string;
  raw: string;
  mat: MaterialFacts;
  /**
   * Text pasted into the request itself, under its first line, that the material split left in
   * place ("make this sound professional:\n\nhey im dana…"): it is a source like pasted material.
   */
  inline: boolean;
  /** Pasted prose, folded: a word problem quoted under "explain this problem". */
  pasted: string;
  /** A conversation between people is the source (pasted, or written under the first line). */
  talk: boolean;
  hits: Hit[];
}

export interface Verdict {
  kind: TaskKind;
  confidence: number;
  /** Where the deliverable sits in the request, to cut it in the user's own words. */
  deliverable: { start: number; end: number } | null;
}

export interface Noun {
  kind: TaskKind;
  start: number;
  end: number;
  text: string;
}

export function sentenceAround(f: string, at: number): { start: number; end: number } {
  let start = at;
  while (start > 0 && !/[.?!\n]/.test(f[start - 1] ?? '')) start--;
  const stop = f.slice(at).search(/[.?!\n]/);
  return { start, end: stop < 0 ? f.length : at + stop };
}

// "budget 60 euro", "budget: $500", "a budget of 300 dollars": a noun given a value is a constraint
// of the request, not the thing to produce ("a plan of 6 weeks" still is one).
const VALUED =
  /^\s*(?:[:=]\s*)?[$€£]?\s*\d|^\s*(?:of|de|di|da|von)\s+(?:[$€£]\s*\d|\d[\d.,]*\s*(?:k|€|\$|£|eur|euros?|dollars?|usd|pounds?|gbp|reais|chf)(?![\p{L}]))/u;

/** The first deliverable noun after `from`, before the topic starts ("write about my trip"). */
export function nounAfter(ctx: Ctx, from: number, window = NOUN_WINDOW): Noun | null {
  let text = ctx.f.slice(from, from + window);
  // "a Python 3.11 function": a point inside a number ends no sentence.
  const stop = text.search(/[.?!](?=\s|$)|\n/);
  if (stop >= 0) text = text.slice(0, stop);
  const topic = ctx.d.topicMarkers.exec(text);
  if (topic) text = text.slice(0, topic.index);
  const nouns = ctx.d.nouns.list.all(text);
  for (const [i, m] of nouns.entries()) {
    let kind = ctx.d.nouns.kindOf(m.text);
    if (!kind) continue;
    let end = m.index + m.text.length;
    if (VALUED.test(text.slice(end))) continue;
    // "landing page headline", "blog post ideas": in a compound the last noun is the deliverable.
    const next = nouns[i + 1];
    const nextKind = next && /^\s+$/.test(text.slice(end, next.index)) ? ctx.d.nouns.kindOf(next.text) : null;
    if (next && nextKind) {
      kind = nextKind;
      end = next.index + next.text.length;
    }
    return { kind, start: from + m.index, end: from + end, text: text.slice(m.index, end) };
  }
  return null;
}

const span = (n: Noun | null) => (n ? { start: n.start, end: n.end } : null);

export function verdict(kind: TaskKind, confidence: number, noun: Noun | null = null): Verdict {
  return { kind, confidence, deliverable: span(noun) };
}

export function nounAnywhere(ctx: Ctx, kind: TaskKind): boolean {
  return ctx.d.nouns.list.all(ctx.f).some((m) => ctx.d.nouns.kindOf(m.text) === kind);
}

export function imageGenerator(ctx: Ctx): boolean {
  return /midjourney|mid journey|dall[\s-]?e|stable diffusion|sdxl|leonardo ai|firefly|image generator|ai art/.test(
    ctx.f,
  );
}
