import type { SlotWords } from '../../i18n/words/slot-words';
import {
  END,
  END_H,
  START_H,
  allMatches,
  alt,
  fold,
  negationBefore,
  overlaps,
  stickyRegex,
  wordSet,
  wordsIn,
  type Span,
} from './text';

export interface ToneHit extends Span {
  text: string;
  /**
   * A negator to put before the span: the user's own one sits before a length word that is not
   * part of the tone ("don't make it too long or too formal" -> "not" + "too formal").
   */
  not?: string;
}

export interface ToneReader {
  read(text: string): ToneHit[];
}

/** Words next to "tone" that are not a tone ("the same tone", "passive voice"). */
const NOT_TONE = [
  'same',
  'right',
  'correct',
  'overall',
  'brand',
  'own',
  'passive',
  'active',
  'whole',
  'general',
  'this',
  'that',
  'what',
  'which',
  'any',
  'its',
  'my',
  'your',
  'our',
  'the',
  'a',
  'an',
  'of',
  'de',
  'di',
  'do',
  'da',
  'du',
  'des',
  'del',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'im',
  'in',
  'en',
  'em',
  'el',
  'la',
  'le',
  'il',
  'lo',
  'o',
  'um',
  'un',
  'une',
  'uno',
  'una',
  'ein',
  'einen',
  'einem',
  'einer',
  'eine',
  'mit',
  'con',
  'com',
  'avec',
  'with',
  'et',
  'y',
  'e',
  'and',
  'und',
  'is',
  'be',
  'sul',
  'sur',
  'du',
];

export function compileTone(w: SlotWords): ToneReader {
  const t = w.tone;
  const intens = alt([...w.intensifiers]);
  const atom = new RegExp(
    `${START_H}${alt(t.registers)}${END_H}` +
      `(?:\\s+${alt(t.tails)}${END})?(?:\\s+${alt(w.postIntensifiers)}${END})?`,
    'giu',
  );
  const degree = new RegExp(`${START_H}${intens}\\s+$`, 'iu');
  const negators = stickyRegex([...t.negators, ...w.negators]);
  const contrast = wordSet(w.contrast);
  const additive = w.joiners.filter((j) => !contrast.has(fold(j)));
  const bridge = wordSet([
    ...t.bridge,
    ...t.registers,
    ...w.intensifiers.flatMap((i) => i.split(/\s+/)),
    ...additive,
    // "don't make it too long or too formal": the negation reaches past a length word.
    ...w.length.short,
    ...w.length.long,
  ]);
  const lengthWords = wordSet([...w.length.short, ...w.length.long]);
  const skip = wordSet([...NOT_TONE, ...w.stop, ...w.audience.determiners, ...w.negators]);
  const word = '([\\p{L}][\\p{L}-]*)';
  const nounTone = t.adjectiveFirst
    ? new RegExp(`${START_H}${word}\\s+${alt(t.nouns)}${END}`, 'giu')
    : new RegExp(`${START_H}${alt(t.nouns)}\\s+${word}${END_H}`, 'giu');
  const labelTone = new RegExp(`${START_H}${alt(t.nouns)}\\s*:\\s*([^.;,\\n!?]{1,40})`, 'giu');
  // Both patterns above hold a tone noun: without one in the text (most requests), neither is run.
  const anyNoun = new RegExp(alt(t.nouns), 'iu');
  const gap = new RegExp(`^\\s*,?\\s*(?:${alt(w.joiners)}\\s+)?$`, 'iu');

  function atoms(text: string): ToneHit[] {
    const hits: ToneHit[] = [];
    for (const m of allMatches(atom, text)) {
      const end = m.index + m[0].length;
      // Degree words before the register belong to it: "too formal", "a bit more casual".
      let from = m.index;
      for (let i = 0; i < 3; i++) {
        const before = text.slice(Math.max(0, from - 24), from);
        const d = degree.exec(before);
        if (!d) break;
        from -= d[0].length;
      }
      const negation = negationBefore(text, from, negators, contrast, 7, bridge);
      if (negation !== -1 && wordsIn(text, negation, from).some((x) => lengthWords.has(fold(x.text)))) {
        hits.push({ start: from, end, text: text.slice(from, end), not: t.not });
        continue;
      }
      const start = negation === -1 ? from : negation;
      hits.push({ start, end, text: text.slice(start, end) });
    }
    return hits;
  }

  function named(text: string, taken: readonly ToneHit[]): ToneHit[] {
    const hits: ToneHit[] = [];
    if (!anyNoun.test(text)) return hits;
    for (const re of [labelTone, nounTone]) {
      for (const m of allMatches(re, text)) {
        const value = (m[1] ?? '').trim();
        if (value === '' || skip.has(fold(value))) continue;
        const start = m.index + m[0].indexOf(value);
        const span = { start, end: start + value.length, text: value };
        if (taken.some((h) => overlaps(h, span)) || hits.some((h) => overlaps(h, span))) continue;
        hits.push(span);
      }
    }
    return hits;
  }

  return {
    read(text: string): ToneHit[] {
      const found = atoms(text);
      const all = [...found, ...named(text, found)].sort((a, b) => a.start - b.start);
      // "casual but professional", "friendly, not salesy": one phrase in the user's words.
      const out: ToneHit[] = [];
      for (const hit of all) {
        const prev = out[out.length - 1];
        if (prev && (hit.start < prev.end || gap.test(text.slice(prev.end, hit.start)))) {
          const start = Math.min(prev.start, hit.start);
          const end = Math.max(prev.end, hit.end);
          const not = prev.start <= hit.start ? prev.not : hit.not;
          out[out.length - 1] = { start, end, text: text.slice(start, end), ...(not ? { not } : {}) };
        } else out.push(hit);
      }
      return out;
    },
  };
}
