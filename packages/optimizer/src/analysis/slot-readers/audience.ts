import type { SlotWords } from '../../i18n/words/slot-words';
import {
  END,
  START,
  allMatches,
  alt,
  fold,
  matchAt,
  stickyRegex,
  wordSet,
  wordsIn,
  type Span,
  type Word,
} from './text';

export interface AudienceHit extends Span {
  text: string;
}

export interface AudienceReader {
  read(text: string): AudienceHit | null;
}

/** How far past the cue a person noun may sit ("for my two very busy colleagues"). */
const MAX_MODIFIERS = 4;
/** How many words a "who …" tail may add. */
const MAX_TAIL = 9;

/** The end of the text run that holds no sentence or clause break after `from`. */
function runEnd(text: string, from: number): number {
  const rest = text.slice(from);
  const stop = rest.search(/[.;:!?\n(),]|\s[-–—]\s/);
  return stop === -1 ? text.length : from + stop;
}

export function compileAudience(w: SlotWords): AudienceReader {
  const a = w.audience;
  const cue = new RegExp(`${START}(?:${alt(a.cues)})\\s+`, 'giu');
  const toCue = new RegExp(`${START}(?:${alt(a.toCues)})\\s+`, 'giu');
  const label = new RegExp(`${START}${alt(a.labels)}\\s*`, 'giu');
  const determiners = wordSet(a.determiners);
  const heads = wordSet(a.heads);
  const stop = wordSet(w.stop);
  const notAfter = wordSet(a.notAfter);
  const age = a.agePattern ? new RegExp(`${a.agePattern}${END}`, 'iuy') : null;
  const clauseTail = stickyRegex(a.clauseTails);
  const complementTail = stickyRegex(a.complementTails);
  const suffixHeads = a.headSuffixes ? [...heads].filter((h) => h.length >= 4) : [];

  function isHead(word: string): boolean {
    const f = fold(word);
    if (heads.has(f)) return true;
    const last = f.split('-').pop() ?? f;
    if (last !== f && heads.has(last)) return true;
    // A compound needs a real first part: "Neukunden" is customers, "Sekunden" is not.
    return suffixHeads.some((h) => f.length >= h.length + 3 && f.endsWith(h));
  }

  const possessive = (word: string): boolean => /['’]s?$/.test(word);

  /** The audience phrase starting at `from`, or null when no person noun heads it. */
  function phrase(text: string, from: number, needDeterminer: boolean): AudienceHit | null {
    const limit = runEnd(text, from);
    const words = wordsIn(text, from, limit);
    let i = 0;
    while (i < words.length && i < 2 && determiners.has(fold(words[i]?.text ?? ''))) i++;
    const first = words[i];
    if (!first) return null;
    // After a bare "to", only a determiner, a person noun or a name may follow: "to my boss",
    // "to HR managers", "to German investors" — never "to teach kids".
    if (needDeterminer && i === 0 && !isHead(first.text) && !/^[\p{Lu}\d]/u.test(first.text)) return null;
    let end = -1;
    let last = -1;
    if (age) {
      const ageEnd = matchAt(age, text, first.start);
      if (ageEnd !== -1) {
        end = ageEnd;
        last = words.findIndex((x) => x.end >= ageEnd);
      }
    }
    for (let j = i; end === -1 && j < words.length && j <= i + MAX_MODIFIERS; j++) {
      const word = words[j] as Word;
      if (stop.has(fold(word.text)) || possessive(word.text)) break;
      if (isHead(word.text)) {
        last = j;
        // "team members", "small business owners": keep the last noun of the run.
        while (words[last + 1] && isHead(words[last + 1]?.text ?? '')) last++;
        end = (words[last] as Word).end;
      }
    }
    if (end === -1 || last === -1) return null;
    // "my mom's birthday" is an occasion, not a reader.
    if (possessive((words[last] as Word).text) || /^['’]s?\b/.test(text.slice(end))) return null;
    end = extendTail(text, end, limit);
    const start = (words[0] as Word).start;
    return { start, end, text: text.slice(start, end) };
  }

  function extendTail(text: string, end: number, limit: number): number {
    const next = wordsIn(text, end, limit)[0];
    if (!next) return end;
    const gap = text.slice(end, next.start);
    if (!/^\s+$/.test(gap)) return end;
    if (matchAt(clauseTail, text, next.start) !== -1) {
      const tail = wordsIn(text, next.start, limit).slice(0, MAX_TAIL);
      return tail.length ? (tail[tail.length - 1] as Word).end : end;
    }
    const complement = matchAt(complementTail, text, next.start);
    if (complement !== -1) {
      // A complement adds its own words up to the next stop word: "de primaria", "di 8 anni".
      const more = wordsIn(text, complement, limit).slice(0, 3);
      let stopAt = complement;
      for (const word of more) {
        if (stop.has(fold(word.text))) break;
        stopAt = word.end;
      }
      return stopAt;
    }
    return end;
  }

  function previousWord(text: string, index: number): string {
    const words = wordsIn(text, Math.max(0, index - 40), index);
    return fold(words[words.length - 1]?.text ?? '');
  }

  return {
    read(text: string): AudienceHit | null {
      for (const m of allMatches(label, text)) {
        const from = m.index + m[0].length;
        const end = runEnd(text, from);
        const value = text.slice(from, end).trim();
        if (value !== '' && value.split(/\s+/).length <= 12) {
          const start = from + text.slice(from).indexOf(value);
          return { start, end: start + value.length, text: value };
        }
      }
      const candidates: AudienceHit[] = [];
      for (const [re, needDeterminer] of [
        [cue, false],
        [toCue, true],
      ] as const) {
        for (const m of allMatches(re, text)) {
          if (!needDeterminer && notAfter.has(previousWord(text, m.index))) continue;
          // A bare "to"/"a" needs "my", "a", "the"… after it; "pitch to investors" does not.
          const short = m[0].trim().length <= 3;
          const hit = phrase(text, m.index + m[0].length, needDeterminer && short);
          if (hit) {
            candidates.push(hit);
            break;
          }
        }
      }
      candidates.sort((x, y) => x.start - y.start);
      return candidates[0] ?? null;
    },
  };
}
