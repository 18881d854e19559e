import type { LengthUnit, SlotWords } from '../../i18n/words/slot-words';
import type { LengthSpec } from '../types';
import {
  END,
  START,
  allMatches,
  alt,
  clauseStart,
  fold,
  matchAt,
  negationBefore,
  overlaps,
  phraseRegex,
  stickyRegex,
  wordSet,
  wordsIn,
  type Span,
} from './text';

/** One length phrase found in the request. */
export interface LengthHit extends Span {
  spec: LengthSpec;
  numeric: boolean;
  /** Applies to each part ("each tweet under 280 characters"), not to the whole answer. */
  scoped: boolean;
}

export interface LengthReader {
  read(text: string): LengthHit[];
}

type Bound = 'max' | 'min' | 'exact' | 'between';

const NUMBER = '\\d{1,3}(?:[,.]\\d{3})+(?!\\d)|\\d+(?:[.,]\\d+)?';

function parseNumber(raw: string, words: Readonly<Record<string, number>>): number | null {
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(raw)) return Number(raw.replace(/[,.]/g, ''));
  if (/^\d/.test(raw)) return Number(raw.replace(',', '.'));
  return words[fold(raw)] ?? null;
}

function kindOf(unit: LengthUnit): { kind: Exclude<LengthUnit, 'seconds' | 'hours'>; factor: number } {
  if (unit === 'seconds') return { kind: 'minutes', factor: 1 / 60 };
  if (unit === 'hours') return { kind: 'minutes', factor: 60 };
  return { kind: unit, factor: 1 };
}

const round = (n: number): number => Math.round(n * 100) / 100;

export function compileLength(w: SlotWords): LengthReader {
  const l = w.length;
  const numberWords = alt(Object.keys(l.numbers));
  const num = `(?:${NUMBER}|${START}${numberWords}${END})`;
  const stops = alt(w.stop);
  // Up to two describing words between the number and the unit ("5 key points").
  const adjectives = `(?:(?!${stops}${END})[\\p{L}][\\p{L}-]*\\s+){0,2}`;
  // The scan starts at a number; the marker before it ("under", "no más de") is read backwards.
  const marker = new RegExp(
    `${START}(?:(${alt(l.max)})|(${alt(l.min)})|(${alt(l.exact)})|(${alt(l.between)}))` +
      `(?:(?<=['’])|\\s+)(?:${alt(l.articles)}\\s+)?$`,
    'iu',
  );
  const numeric = new RegExp(
    `(${num})(?:\\s*(?:-|–|${START}${alt(l.rangeJoin)}${END})\\s*(${num}))?` +
      `(?:\\s*-\\s*|\\s+)${adjectives}(${alt(Object.keys(l.units))})${END}` +
      `(?:\\s+(${alt(l.maxAfter)})${END}|\\s+(${alt(l.minAfter)})${END})?`,
    'giu',
  );
  const units = new Map(Object.entries(l.units).map(([k, v]) => [fold(k), v]));
  const numbers = Object.fromEntries(Object.entries(l.numbers).map(([k, v]) => [fold(k), v]));
  const articleOnes = wordSet(l.articleOnes);
  const negators = stickyRegex(w.negators);
  const contrast = wordSet(w.contrast);
  const scopeBefore = new RegExp(`${START}${alt(l.scope)}\\s+[\\p{L}\\p{N}][\\p{L}\\p{N}-]*`, 'giu');
  const scopeAfter = new RegExp(
    `\\s+(?:${alt(l.scopeAfter)}|${alt(l.scope)}\\s+[\\p{L}][\\p{L}-]*)${END}`,
    'iuy',
  );
  const short = phraseRegex(l.short, 'hyphen');
  const long = phraseRegex(l.long, 'hyphen');
  const notLength = phraseRegex(l.notLength, 'hyphen');
  const leads = stickyRegex([...l.leads, ...w.intensifiers]);
  const weakLeads = wordSet(l.weakLeads);
  const intensifiers = wordSet(w.intensifiers.flatMap((i) => i.split(/\s+/)));

  function scopeStart(text: string, start: number): number {
    const from = clauseStart(text, start);
    let found = -1;
    for (const m of allMatches(scopeBefore, text.slice(0, start))) {
      if (m.index < from) continue;
      // The scope must sit close to the number: "each tweet should be under 280 characters".
      if (wordsIn(text, m.index, start).length <= 6) {
        found = m.index;
        break;
      }
    }
    return found;
  }

  function numericHits(text: string): LengthHit[] {
    const hits: LengthHit[] = [];
    for (const m of allMatches(numeric, text)) {
      const [, n1, n2, unitWord, maxAfter, minAfter] = m;
      if (!n1 || !unitWord) continue;
      const lead = marker.exec(text.slice(Math.max(0, m.index - 40), m.index));
      const [, max, min, exact, between] = lead ?? [];
      const hasMarker = Boolean(max ?? min ?? exact ?? between);
      if (articleOnes.has(fold(n1)) && !hasMarker) continue;
      const unit = units.get(fold(unitWord.replace(/\s+/g, ' ')));
      const first = parseNumber(n1, numbers);
      if (!unit || first === null) continue;
      const second = n2 ? parseNumber(n2, numbers) : null;
      let bound: Bound = max || maxAfter ? 'max' : min || minAfter ? 'min' : between ? 'between' : 'exact';
      let start = lead ? m.index - lead[0].length : m.index;
      const negation = negationBefore(text, start, negators, contrast);
      if (negation !== -1 && (bound === 'max' || bound === 'min')) {
        bound = bound === 'max' ? 'min' : 'max';
        start = negation;
      }
      const { kind, factor } = kindOf(unit);
      const value = round(first * factor);
      const spec: LengthSpec = { kind, text: '' };
      if (second !== null) {
        spec.min = value;
        spec.max = round(second * factor);
      } else if (bound === 'max') spec.max = value;
      else if (bound === 'min') spec.min = value;
      else spec.exact = value;
      let end = m.index + m[0].length;
      const after = matchAt(scopeAfter, text, end);
      const before = scopeStart(text, start);
      if (after !== -1) end = after;
      if (before !== -1) start = before;
      spec.text = text.slice(start, end);
      hits.push({ start, end, spec, numeric: true, scoped: after !== -1 || before !== -1 });
    }
    return hits;
  }

  /** Move `start` back over "keep it", "very", "nice and" so the user's phrase is whole. */
  function withLeads(text: string, start: number): number {
    const words = wordsIn(text, clauseStart(text, start), start);
    let first = words.length;
    for (let i = words.length - 1; i >= 0 && i >= words.length - 3; i--) {
      const word = words[i];
      if (!word || matchAt(leads, text, word.start) === -1) break;
      first = i;
    }
    // A pronoun or article alone does not open the phrase: "Erklär es kurz" -> "kurz".
    while (first < words.length && weakLeads.has(fold(words[first]?.text ?? ''))) first++;
    return words[first]?.start ?? start;
  }

  function vagueHits(text: string, taken: readonly Span[]): LengthHit[] {
    const blocked = allMatches(notLength, text).map((m) => ({ start: m.index, end: m.index + m[0].length }));
    const hits: LengthHit[] = [];
    for (const [re, base] of [
      [short, 'short'],
      [long, 'long'],
    ] as const) {
      for (const m of allMatches(re, text)) {
        const span = { start: m.index, end: m.index + m[0].length };
        if (blocked.some((b) => overlaps(b, span)) || taken.some((t) => overlaps(t, span))) continue;
        // Skip the degree words right before the adjective when looking for a negator.
        let probe = span.start;
        const before = wordsIn(text, clauseStart(text, probe), probe);
        for (let i = before.length - 1; i >= 0; i--) {
          const word = before[i];
          if (!word || !intensifiers.has(fold(word.text))) break;
          probe = word.start;
        }
        const negation = negationBefore(text, probe, negators, contrast);
        const kind = negation === -1 ? base : base === 'short' ? 'not-short' : 'not-long';
        const start = negation === -1 ? withLeads(text, span.start) : negation;
        hits.push({
          start,
          end: span.end,
          spec: { kind, text: text.slice(start, span.end) },
          numeric: false,
          scoped: false,
        });
      }
    }
    return hits.sort((a, b) => a.start - b.start);
  }

  const joinGap = new RegExp(`^\\s*[,;]?\\s*(?:${alt(w.joiners)}\\s+)?$`, 'iu');

  /** "kurz, aber nicht zu knapp" and "keep it short, under 100 words" are one phrase. */
  function merge(text: string, hits: LengthHit[]): LengthHit[] {
    const out: LengthHit[] = [];
    for (const hit of hits) {
      const prev = out[out.length - 1];
      if (
        prev &&
        (!prev.numeric || !hit.numeric) &&
        prev.end <= hit.start &&
        joinGap.test(text.slice(prev.end, hit.start))
      ) {
        const lead = prev.numeric ? prev : hit.numeric ? hit : prev;
        const merged: LengthHit = {
          start: prev.start,
          end: Math.max(prev.end, hit.end),
          numeric: prev.numeric || hit.numeric,
          scoped: lead.scoped,
          spec: { ...lead.spec, text: text.slice(prev.start, Math.max(prev.end, hit.end)) },
        };
        out[out.length - 1] = merged;
      } else out.push(hit);
    }
    return out;
  }

  return {
    read(text: string): LengthHit[] {
      const numbers = numericHits(text);
      const all = [...numbers, ...vagueHits(text, numbers)].sort((a, b) => a.start - b.start);
      return merge(text, all);
    },
  };
}

/** The hit that describes the whole answer: an unscoped count first, then any count, then words. */
export function primaryLength(hits: readonly LengthHit[]): LengthHit | null {
  return hits.find((h) => h.numeric && !h.scoped) ?? hits.find((h) => h.numeric) ?? hits[0] ?? null;
}
