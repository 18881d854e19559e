import type { SlotWords } from '../../i18n/words/slot-words';
import { statesLack } from '../lacks';
import type { Constraint } from '../types';
import {
  END,
  START,
  allMatches,
  alt,
  fold,
  matchAt,
  overlaps,
  stickyRegex,
  wordSet,
  wordsIn,
  nextWord,
  type Span,
} from './text';

export type ConstraintHit = Constraint & Span;

export interface ConstraintReader {
  /** Rules in the request, minus clauses fully said by `captured` slot phrases. */
  read(text: string, captured: readonly Span[]): ConstraintHit[];
}

interface Piece extends Span {
  /** The piece starts at a mid-clause cue ("without…", "but no…"). */
  mid: boolean;
  /** The piece starts after a plain comma: it may continue the rule before it. */
  afterComma: boolean;
}

/** Which topic wins when a rule names several. */
const TOPIC_ORDER: readonly Constraint['topic'][] = [
  'only-output',
  'ending',
  'recommendation',
  'length',
  'language',
  'format',
  'tone',
  'content',
  'other',
];

/** Words that may open a rule before its cue ("please don't", "and also avoid"). */
const OPENERS = [
  'please',
  'pls',
  'and',
  'but',
  'also',
  'so',
  'y',
  'e',
  'et',
  'und',
  'pero',
  'mais',
  'ma',
  'mas',
  'aber',
  'bitte',
  'por favor',
  "s'il te plaît",
  "s'il vous plaît",
  'per favore',
  'também',
  'también',
  'aussi',
  'auch',
  'anche',
];

export function compileConstraints(w: SlotWords): ConstraintReader {
  const c = w.constraints;
  const allCues = [...c.cues, ...c.negativeCues];
  const cueAt = stickyRegex(allCues);
  const negativeAt = stickyRegex([...c.negativeCues, ...w.negators]);
  const openerAt = stickyRegex(OPENERS);
  // Break before a comma, dash, bracket or joiner that starts a new rule, and before mid cues.
  const breaks = new RegExp(
    `((?:[,(]|\\s[-–—]\\s|${START}(?:${alt(w.joiners)})${END})\\s*(?=(?:${alt(OPENERS)}\\s+)?${alt(allCues)}${END})` +
      // The word-edge check comes first so that mid-word positions fail before the cue list is tried.
      `|${START}(?=${alt(c.midCues)}${END}))|,\\s*`,
    'giu',
  );
  const additive = wordSet(w.joiners.filter((j) => !w.contrast.includes(j)));
  const midAt = stickyRegex(c.midCues);
  // One pass over a rule finds every topic keyword; the earliest topic in the list wins.
  // A language name makes a rule about language ("keep a version in English"), before any
  // format word in it ("…for our mailing list").
  const topicList = c.topics.map(([topic, keys]): [Constraint['topic'], string[]] =>
    topic === 'language' ? [topic, [...keys, ...Object.keys(w.outputLanguage.names)]] : [topic, keys],
  );
  topicList.sort((a, b) => TOPIC_ORDER.indexOf(a[0]) - TOPIC_ORDER.indexOf(b[0]));
  const topicNames = topicList.map(([topic]) => topic);
  const topicScan = new RegExp(
    `${START}(?:${topicList.map(([, keys]) => `(${alt(keys)})`).join('|')})${END}`,
    'giu',
  );
  // Modal verbs that make a clause a rule wherever they sit ("the poem must rhyme").
  const modal = new RegExp(`${START}${alt(c.modals)}${END}`, 'iu');
  const onlyKeys = c.topics.find(([topic]) => topic === 'only-output')?.[1] ?? [];
  const only = new RegExp(`${START}${alt(onlyKeys)}${END}`, 'iu');
  const filler = wordSet([
    ...c.filler,
    ...w.negators,
    ...w.stop,
    ...w.intensifiers,
    ...w.joiners,
    ...OPENERS,
  ]);
  const relative = new RegExp(`${START}(?:that|which|que|qui|die|der|das|dass|che|cui)\\s+`, 'giu');

  function pieces(text: string): Piece[] {
    const out: Piece[] = [];
    const sentences = /[^.!?;\n]+(?:[.!?;]+(?!\d)|\n|$)/g;
    for (const s of allMatches(sentences, text)) {
      let from = s.index;
      const end = s.index + s[0].length;
      let afterComma = false;
      for (const b of allMatches(breaks, s[0])) {
        const at = s.index + b.index;
        if (at > from) out.push({ start: from, end: at, mid: false, afterComma });
        from = at + b[0].length;
        afterComma = b[1] === undefined && b[0].startsWith(',');
      }
      out.push({ start: from, end, mid: false, afterComma });
    }
    for (const p of out) p.mid = matchAt(midAt, text, skipOpeners(text, p.start)) !== -1;
    return out;
  }

  function skipOpeners(text: string, from: number): number {
    let at = from;
    for (let i = 0; i < 3; i++) {
      const word = nextWord(text, at);
      if (!word) return at;
      const end = matchAt(openerAt, text, word.start);
      if (end === -1) return word.start;
      at = end;
    }
    return at;
  }

  function topicOf(piece: string, negated: boolean): Constraint['topic'] {
    let best = topicNames.length;
    for (const m of allMatches(topicScan, piece)) {
      const index = m.findIndex((group, i) => i > 0 && group !== undefined) - 1;
      if (index >= 0 && index < best) best = index;
    }
    return topicNames[best] ?? (negated ? 'content' : 'other');
  }

  /** True when nothing but filler is left once the captured phrases are taken out. */
  function saysNothingMore(text: string, piece: Span, captured: readonly Span[]): boolean {
    const inside = captured.filter((s) => overlaps(s, piece));
    if (inside.length === 0) return false;
    return wordsIn(text, piece.start, piece.end).every(
      (word) => filler.has(fold(word.text)) || inside.some((s) => overlaps(s, word)),
    );
  }

  return {
    read(text: string, captured: readonly Span[]): ConstraintHit[] {
      const out: ConstraintHit[] = [];
      // The rule a plain-comma list may continue: "don't mention price, discounts or the date".
      let open: ConstraintHit | null = null;
      for (const p of pieces(text)) {
        const first = skipOpeners(text, p.start);
        const raw = text.slice(p.start, p.end);
        let start = first;
        const cued = matchAt(cueAt, text, first) !== -1 || p.mid;
        const m = cued ? null : (modal.exec(raw) ?? only.exec(raw));
        let end = p.end;
        while (end > p.start && /[\s.,;:!?)]/u.test(text[end - 1] ?? '')) end--;
        // Keep a closing bracket whose opening one is in the rule: "(me, Ana)".
        if (text[end] === ')' && text.lastIndexOf('(', end) >= p.start) end++;
        if (!cued && !m) {
          const words = wordsIn(text, p.start, end);
          if (open && p.afterComma && (words.length === 1 || words.some((x) => additive.has(fold(x.text))))) {
            open.end = end;
            open.text = text.slice(open.start, end);
          } else open = null;
          continue;
        }
        if (m) {
          // "Write a poem that must rhyme" -> "must rhyme"; "The poem must rhyme" stays whole.
          const rel = allMatches(relative, raw)
            .filter((r) => r.index < m.index)
            .pop();
          if (rel) start = p.start + rel.index + rel[0].length;
        }
        const span = { start, end };
        open = null;
        if (end <= start || saysNothingMore(text, span, captured)) continue;
        const body = text.slice(start, end);
        // "No wine in the house" says what the user lacks; it is a fact, not a rule to follow.
        if (statesLack(body)) continue;
        const negated = matchAt(negativeAt, text, first) !== -1;
        open = { ...span, text: body, topic: topicOf(body, negated), negated };
        out.push(open);
      }
      return out;
    },
  };
}
