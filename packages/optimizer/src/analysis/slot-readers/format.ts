import type { SlotWords } from '../../i18n/words/slot-words';
import {
  END,
  END_H,
  START,
  allMatches,
  alt,
  fold,
  negationBefore,
  overlaps,
  phraseRegex,
  stickyRegex,
  wordSet,
  type Span,
} from './text';

export interface FormatHit extends Span {
  text: string;
  /** "no bullet points", "sin tablas": a format the user does not want. */
  negated: boolean;
  /** "only the code": nothing but the output. */
  only: boolean;
}

export interface FormatReader {
  /** `counted` spans (length phrases) hold format words that are not negated by their "no more than". */
  read(text: string, counted: readonly Span[]): FormatHit[];
}

export function compileFormat(w: SlotWords): FormatReader {
  const f = w.format;
  const phrases = phraseRegex(f.phrases, 'hyphen');
  const notFormat = phraseRegex(f.notFormat, 'hyphen');
  const codeOnly = phraseRegex(f.codeOnly);
  const numbers = alt(Object.keys(w.length.numbers));
  const stops = alt(w.stop);
  const alternatives = new RegExp(
    `${START}(?:\\d+|${numbers})\\s+(?:(?!${stops}${END})[\\p{L}][\\p{L}-]*\\s+){0,2}${alt(f.alternatives)}${END_H}`,
    'giu',
  );
  const generic = wordSet(f.generic);
  const leads = new RegExp(`${START}${alt(f.leads)}\\s+$`, 'iu');
  const negators = stickyRegex(w.negators);
  const contrast = wordSet(w.contrast);

  return {
    read(text: string, counted: readonly Span[]): FormatHit[] {
      const blocked = allMatches(notFormat, text).map((m) => ({
        start: m.index,
        end: m.index + m[0].length,
      }));
      const hits: FormatHit[] = [];
      const add = (start: number, end: number, only: boolean): void => {
        const span = { start, end };
        if (blocked.some((b) => overlaps(b, span)) || hits.some((h) => overlaps(h, span))) return;
        const inCount = counted.some((c) => overlaps(c, span));
        const negation = inCount ? -1 : negationBefore(text, start, negators, contrast, 3);
        // A refused format keeps its negator: "no bullet points".
        const from = negation === -1 ? start : negation;
        hits.push({ start: from, end, text: text.slice(from, end), negated: negation !== -1, only });
      };
      for (const m of allMatches(codeOnly, text)) add(m.index, m.index + m[0].length, true);
      for (const m of allMatches(alternatives, text)) add(m.index, m.index + m[0].length, false);
      for (const m of allMatches(phrases, text)) {
        if (generic.has(fold(m[0]))) {
          // "list the steps" is a verb; "a list", "als Tabelle", "una lista" are formats.
          if (!leads.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
        }
        add(m.index, m.index + m[0].length, false);
      }
      return hits.sort((a, b) => a.start - b.start);
    },
  };
}
