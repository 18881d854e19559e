import type { SlotWords } from '../../i18n/words/slot-words';
import {
  END,
  START,
  allMatches,
  alt,
  clauseStart,
  fold,
  keyedBy,
  negationBefore,
  stickyRegex,
  wordSet,
  type Span,
} from './text';

export interface LanguageHit extends Span {
  code: string;
}

export interface LanguageReader {
  read(text: string): LanguageHit | null;
}

/** How far back a negator still governs a language phrase: "don't write it in English". */
const NEGATION_REACH = 3;

export function compileOutputLanguage(w: SlotWords): LanguageReader {
  const o = w.outputLanguage;
  const names = new Map(Object.entries(o.names).map(([k, v]) => [fold(k), v]));
  // Both patterns hold a language name whole (after a space or a word edge, before END).
  const re = keyedBy(
    new RegExp(
      `${START}(?:(${alt(o.targetCues)})|(${alt(o.cues)}))\\s+(?:${alt(w.length.articles)}\\s+)?` +
        `(${alt(Object.keys(o.names))})${END}(?!\\s+${alt(o.notBefore)}${END})`,
      'giu',
    ),
    Object.keys(o.names),
  );
  // One word may sit between the scoping word and the cue: "say it in Spanish".
  const scoped = new RegExp(`${START}${alt(o.notAfter)}(?:\\s+[\\p{L}\\p{N}'’-]+)?\\s+$`, 'iu');
  // "German→English", "Spanish -> French": a translation pair names its target after the arrow.
  const pair = keyedBy(
    new RegExp(
      `${START}(?:${alt(Object.keys(o.names))})${END}(?:\\s*\\([^)\\n]{1,12}\\))?\\s*(?:→|->|=>|⇒|>)\\s*(${alt(Object.keys(o.names))})${END}`,
      'giu',
    ),
    Object.keys(o.names),
  );
  const negators = stickyRegex(w.negators);
  const contrast = wordSet(w.contrast);

  /**
   * A language inside a refused or narrower rule says nothing about the answer: "niente hashtag
   * in inglese", "no hashtags in English", "facili da pronunciare anche in inglese".
   */
  function bindsAnswer(text: string, at: number): boolean {
    if (negationBefore(text, at, negators, contrast, NEGATION_REACH) !== -1) return false;
    return !scoped.test(text.slice(clauseStart(text, at), at));
  }

  return {
    read(text: string): LanguageHit | null {
      let best: LanguageHit | null = null;
      let bestIsTarget = false;
      for (const m of allMatches(re, text)) {
        const code = names.get(fold((m[3] ?? '').replace(/\s+/g, ' ')));
        if (!code || !bindsAnswer(text, m.index)) continue;
        const isTarget = Boolean(m[1]);
        // A translation target ("into French") wins over the language of the source ("in Spanish").
        if (!best || (isTarget && !bestIsTarget)) {
          best = { start: m.index, end: m.index + m[0].length, code };
          bestIsTarget = isTarget;
        }
      }
      if (best) return best;
      for (const m of allMatches(pair, text)) {
        const code = names.get(fold((m[1] ?? '').replace(/\s+/g, ' ')));
        if (code) return { start: m.index, end: m.index + m[0].length, code };
      }
      return null;
    },
  };
}
