import type { SlotWords } from '../../i18n/words/slot-words';
import { END, START, allMatches, alt, fold, type Span } from './text';

export interface LanguageHit extends Span {
  code: string;
}

export interface LanguageReader {
  read(text: string): LanguageHit | null;
}

export function compileOutputLanguage(w: SlotWords): LanguageReader {
  const o = w.outputLanguage;
  const names = new Map(Object.entries(o.names).map(([k, v]) => [fold(k), v]));
  const re = new RegExp(
    `${START}(?:(${alt(o.targetCues)})|(${alt(o.cues)}))\\s+(?:${alt(w.length.articles)}\\s+)?` +
      `(${alt(Object.keys(o.names))})${END}(?!\\s+${alt(o.notBefore)}${END})`,
    'giu',
  );
  return {
    read(text: string): LanguageHit | null {
      let best: LanguageHit | null = null;
      let bestIsTarget = false;
      for (const m of allMatches(re, text)) {
        const code = names.get(fold((m[3] ?? '').replace(/\s+/g, ' ')));
        if (!code) continue;
        const isTarget = Boolean(m[1]);
        // A translation target ("into French") wins over the language of the source ("in Spanish").
        if (!best || (isTarget && !bestIsTarget)) {
          best = { start: m.index, end: m.index + m[0].length, code };
          bestIsTarget = isTarget;
        }
      }
      return best;
    },
  };
}
