import { BRAND_SPELLINGS, capitalAt } from '../grammar/brand-case';
import { DOTTED_ACRONYM } from '../grammar/abbreviation';
import { startsWithCode } from './code-tokens';
import { isPossibilityQuestion } from '../grammar/possibility-question';
import { wraps } from './wrap';
import { properCase } from './proper-case';
import { ordinalPeriod } from '../grammar/ordinal';
import { SLOT_WORDS, type GuardedForm, type SlotWords } from '../i18n/words/slot-words';
import { protectedSpans, segments, type Segment } from './clean-protect';
import { alt, fold, wordSet, type Span } from './slot-readers/text';
import type { WordLanguage } from './types';

/** Word edges for casual forms: not part of a name, handle, path, contraction or abbreviation. */
const BEFORE = "(?<![\\p{L}\\p{N}_'’@#/\\\\.-])";
const AFTER = "(?![\\p{L}\\p{N}_'’@/\\\\-]|\\.[\\p{L}\\p{N}])";

interface Guard {
  to: string;
  next: ReadonlySet<string>;
  notNext: ReadonlySet<string>;
  after: ReadonlySet<string> | null;
  notAfter: ReadonlySet<string>;
  question: boolean | null;
}

interface Cleaner {
  replace: RegExp;
  /** Forms that are also words ("were", "its", "like"), with the neighbours that decide. */
  guarded: RegExp;
  guards: ReadonlyMap<string, readonly Guard[]>;
  asides: RegExp;
  map: ReadonlyMap<string, string>;
  lowerOnly: ReadonlySet<string>;
  greeting: RegExp;
  filler: RegExp;
  closer: RegExp;
  /** A thanks that ends the request after a plain space: "nada muito formal vlw", "corto gracias!!". */
  looseCloser: RegExp;
  quoteWords: ReadonlySet<string>;
  /** Spaces before these marks go; the language's own spaced marks (French " ?") stay. */
  spaceBefore: RegExp;
  abbreviation: RegExp;
}

/** Emoticons, emoji and spaces that may trail a closer. */
/** Words after which a lone "?" or "!" is a symbol the user names ("write ? when unknown"). */
const SYMBOL_BEFORE =
  '(?<![\\p{L}])(?:with|as|use|using|by|put|write|mark|insert|enter|type|show|a|an|the|con|avec|par|mit|als|como|com|per|por|durch)';
const TRAIL = '\\s*(?:[:;]-?[)D]|[\\p{Extended_Pictographic}\\u200d\\ufe0f]+|\\s)*$';

function compile(w: SlotWords): Cleaner {
  const c = w.clean;
  const map = new Map<string, string>();
  for (const [k, v] of Object.entries(c.typos)) map.set(fold(k), v);
  for (const [k, v] of Object.entries(c.casual)) map.set(fold(k), v);
  // "my ios app", "on ebay": a name has one spelling in every language.
  for (const [k, v] of BRAND_SPELLINGS) map.set(k, v);
  const names = c.greetingNames.length ? `(?:[\\s,]+${alt(c.greetingNames)}(?![\\p{L}\\p{N}]))?` : '';
  const guards = new Map<string, Guard[]>();
  for (const g of c.guarded) guards.set(g.form, [...(guards.get(g.form) ?? []), guard(g)]);
  return {
    replace: new RegExp(`${BEFORE}${alt(map.keys())}${AFTER}`, 'giu'),
    guarded: new RegExp(`${BEFORE}${alt(guards.keys())}${AFTER}`, 'giu'),
    guards,
    // An aside takes its commas with it: "I need, tbh, a break" -> "I need a break".
    asides: new RegExp(`(\\s*[,;]?\\s*)${BEFORE}${alt(c.asides)}${AFTER}(\\s*[,;:]?)`, 'giu'),
    map,
    lowerOnly: wordSet(c.lowerOnly),
    // A greeting goes when punctuation or a lower-case word follows ("hey jude" stays "hey jude"
    // only when written "Hey Jude"): a capitalised word may be a title or a name.
    greeting: new RegExp(`^\\s*${alt(c.greetings)}${names}(?:\\s*([,!.:;–—-]+)\\s*|\\s+|\\s*$)`, 'iu'),
    filler: new RegExp(`^\\s*(?:${alt(c.fillers)}\\s*,\\s*|${alt(c.looseFillers)}\\s+)(?=\\S)`, 'iu'),
    closer: new RegExp(`(^|[.!?,;\\n])\\s*${alt(c.closers)}${names}\\s*[!.]*${TRAIL}`, 'iu'),
    // An exclamation mark makes any closer an aside to the assistant ("hazlo corto gracias!!").
    looseCloser: new RegExp(
      `(\\s)(?:${alt(c.looseClosers)}${names}\\s*[!.]*|${alt(c.closers)}${names}\\s*!+)${TRAIL}`,
      'iu',
    ),
    quoteWords: wordSet(c.quoteWords),
    // "mark unknown values with ?": after "with", "as", "use"… the mark is a symbol the user
    // names, not the end of a question, and gluing it to the word would flip the rule.
    spaceBefore: new RegExp(
      `(?<!${SYMBOL_BEFORE}) +([${[',', '!', '?', ';'].filter((p) => !c.spacedPunctuation.includes(p)).join('')}])`,
      'giu',
    ),
    abbreviation: new RegExp(`(?:^|\\s)${alt(c.abbreviations)}\\s*$`, 'iu'),
  };
}

function guard(g: GuardedForm): Guard {
  return {
    to: g.to,
    next: wordSet(g.next),
    notNext: wordSet(g.notNext ?? []),
    after: g.after ? wordSet(g.after) : null,
    notAfter: wordSet(g.notAfter ?? []),
    question: g.question ?? null,
  };
}

const CLEANERS = Object.fromEntries(
  Object.entries(SLOT_WORDS).map(([lang, words]) => [lang, compile(words)]),
) as Record<WordLanguage, Cleaner>;
const CASUAL_KEYS = Object.fromEntries(
  Object.entries(SLOT_WORDS).map(([lang, words]) => [lang, wordSet(Object.keys(words.clean.casual))]),
) as Partial<Record<WordLanguage, ReadonlySet<string>>>;

/** Keep the case the user wrote: "Gimme" -> "Give me", "PLS" -> "PLEASE". */
function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase()) {
    return replacement.toUpperCase();
  }
  const first = original[0] ?? '';
  if (first !== first.toLowerCase()) return replacement[0]?.toUpperCase() + replacement.slice(1);
  return replacement;
}

/** `following` is the text after this free part ("Wyddfa/Snowdon" is protected as a path). */
function fixWords(text: string, c: Cleaner, following = ''): string {
  return text.replace(c.replace, (word: string, at: number) => {
    // "thx  u": a two-word form, however the user spaced it.
    const key = fold(word).replace(/\s+/g, ' ');
    const to = c.map.get(key);
    if (to === undefined) return word;
    // "U2", "UR" as in a name: ambiguous short forms change only when written in lower case.
    if (c.lowerOnly.has(key) && word !== word.toLowerCase()) return word;
    // "Yr Wyddfa", "Mo Farah": a capitalised short form before a capitalised word is a name.
    if (/^\p{Lu}/u.test(word) && /^ \p{Lu}\p{Ll}/u.test(text.slice(at + word.length) + following))
      return word;
    return matchCase(word, to);
  });
}

/** A word that ends in "-ing" as a verb form does, not "thing", "morning" or "king". */
const NOT_ING = wordSet([
  'thing',
  'nothing',
  'something',
  'anything',
  'everything',
  'king',
  'ring',
  'spring',
  'string',
  'sting',
  'swing',
  'wing',
  'bring',
  'sing',
  'morning',
  'evening',
  'during',
  'ceiling',
  'pudding',
  'sibling',
  'wedding',
  'building',
  'clothing',
  'earring',
  'offspring',
  'viking',
  'darling',
]);

/** Words ending in "s" that are no plural subject ("this", "always", "analysis"). */
const NOT_PLURAL = wordSet([
  'this',
  'is',
  'has',
  'was',
  'his',
  'its',
  'as',
  'us',
  'yes',
  'plus',
  'thus',
  'does',
  'across',
  'always',
  'perhaps',
  'versus',
  'vs',
  'less',
  'unless',
  'process',
  'class',
  'access',
  'address',
  'business',
  'analysis',
  'bus',
  'gas',
  'lens',
  'bonus',
  'status',
  'focus',
  'virus',
  'canvas',
  'series',
  'species',
  'news',
  'physics',
  'maths',
  'mathematics',
  'statistics',
  'stats',
  'economics',
  'basics',
  'graphics',
  'analytics',
  'ggplots',
  'towards',
  'besides',
  'whereas',
  'sometimes',
]);

/** A word before a guarded form: itself, or "-s" for any plural-looking word. */
function afterFits(allowed: ReadonlySet<string>, before: string): boolean {
  if (allowed.has(before)) return true;
  return allowed.has('-s') && /^\p{L}{2,}s$/u.test(before) && !NOT_PLURAL.has(before);
}

/** The word right before `at` (folded), "^" at the start of a clause, or null after other marks. */
function wordBefore(text: string, at: number): string | null {
  const before = text.slice(Math.max(0, at - 40), at);
  const word = /([\p{L}\p{N}'’/]+)[ \t]+$/u.exec(before);
  if (word) return fold(word[1] ?? '');
  if (/(?:^|[.,;:!?¿¡\n(—–])\s*$/u.test(before)) return '^';
  return null;
}

/** A count or an amount ("20", "$240", "2k", "20-30"), not a date or a file name ("2024-05-03_x.jpg"). */
const QUANTITY = /^[$€£~]?\d+(?:[.,]\d+)?(?:[-–]\d+(?:[.,]\d+)?)?(?:k|m|%|x|\+)?$/iu;

function nextFits(g: Guard, rest: string): boolean {
  // A next word that runs on into a path, a handle or a file ("a/b", "a.txt") is no word.
  const word = /^[ \t]+([$€£]?[\p{L}\p{N}][\p{L}\p{N}'’-]*)(?![\p{L}\p{N}'’/\\@_-]|\.[\p{L}\p{N}])/u.exec(
    rest,
  )?.[1];
  if (word === undefined) return g.next.has('*') && !/^[ \t]*[\p{L}\p{N}]/u.test(rest);
  const w = fold(word);
  if (g.notNext.has(w)) return false;
  if (g.next.has('*') || g.next.has(w)) return true;
  if (g.next.has('aa') && /^\p{Lu}/u.test(word)) return true;
  if (g.next.has('#') && QUANTITY.test((/^[ \t]+(\S+)/u.exec(rest)?.[1] ?? '').replace(/[.,;:!?)]+$/u, '')))
    return true;
  return g.next.has('-ing') && /^\p{L}{2,}ing$/u.test(w) && !NOT_ING.has(w);
}

/**
 * Guarded forms changed where their neighbours say which word the user meant. Runs on the whole
 * request so a neighbour across a protected run counts, and skips anything inside one.
 */
function fixGuarded(text: string, spans: readonly Span[], c: Cleaner): string {
  const decide = (word: string, at: number): string => {
    if (spans.some((s) => at < s.end && at + word.length > s.start)) return word;
    // A phrase that does not fit may still hold a form that does ("she said ok lets go").
    const tail = /^\S+\s+(\S.*)$/su.exec(word)?.[1];
    const inner = () =>
      tail ? word.slice(0, -tail.length) + decide(tail, at + word.length - tail.length) : word;
    // All capitals is an acronym or a name ("GF", "UR"); one letter changes only in lower case.
    if (word !== word.toLowerCase() && (word.length === 1 || word === word.toUpperCase())) return inner();
    const before = wordBefore(text, at);
    const rest = text.slice(at + word.length, at + word.length + 40);
    const question = /^[^.!?\n]*\?/u.test(text.slice(at));
    for (const g of c.guards.get(fold(word)) ?? []) {
      if (before !== null && g.notAfter.has(before)) continue;
      if (g.after && (before === null || !afterFits(g.after, before))) continue;
      if (g.question !== null && g.question !== question) continue;
      // A form that goes takes its space along: "let's write" -> "write".
      if (nextFits(g, rest)) return g.to === '' ? '' : matchCase(word, g.to);
    }
    return inner();
  };
  return text.replace(c.guarded, decide);
}

/** Asides dropped, with the commas around them; the sentence around them reads on. */
function dropAsides(text: string, c: Cleaner): string {
  return text.replace(c.asides, (m, lead: string, trail: string, at: number, all: string) => {
    const after = all.slice(at + m.length);
    if (!/^\s*[\p{L}\p{N}]/u.test(after) || /\n$/.test(all.slice(0, at))) return '';
    // A part may start after a quote or code: keep one space there.
    if (at === 0) return /\s/.test(lead) ? ' ' : '';
    // "I'm stuck too lol: A pool can…" keeps what the colon introduces.
    if (trail.includes(':')) return ': ';
    // One comma stays ("hard, tbh i need help", "my dog kkkk, nothing long"); a pair goes with
    // the aside ("I need, tbh, a break"), and so does one after a sentence start ("So. ngl, i…").
    const leadComma = /[,;]/.test(lead);
    const trailComma = /[,;:]/.test(trail);
    if (leadComma !== trailComma && (leadComma || /[\p{L}\p{N}]$/u.test(all.slice(0, at)))) return ', ';
    return ' ';
  });
}

function fixPunctuation(text: string, c: Cleaner): string {
  return (
    text
      .replace(/[!?]*\?[!?]+|[!?]+\?[!?]*/g, '?')
      .replace(/!{2,}/g, '!')
      .replace(/,{2,}/g, ',')
      .replace(/\.{4,}/g, '...')
      .replace(/(?<!\.)\.\.(?!\.)/g, '.')
      // Indentation at a line start is a nested list level, not a doubled space.
      .replace(/(?<=\S) {2,}/g, ' ')
      .replace(c.spaceBefore, '$1')
  );
}

/** Fields separated by tabs, ";" or "|" on one line: a template of the answer's lines. */
const FIELD_TEMPLATE = /\S\t+\S|^[^;]+;[^;]+;|^[^|]+\|[^|]+\|/;
const IDENTIFIER_START = /^[\p{L}\p{N}]*(?:[_(/=]|\.[\p{L}\p{N}]|-[\p{L}\p{N}-]*\s+--?[\p{L}])/u;

/** Upper-case the first letter of each sentence, outside protected runs and after no abbreviation. */
function capitalise(parts: readonly Segment[], c: Cleaner): string {
  const text = parts.map((p) => p.text).join('');
  const locked: boolean[] = [];
  for (const p of parts) for (let i = 0; i < p.text.length; i++) locked.push(!p.free);
  // The line `at` starts and the text of its line before `offset`: what `split('\n')[0]` and
  // `split('\n').pop()` gave, without splitting the whole request at every sentence start.
  const lineFrom = (at: number): string => {
    const nl = text.indexOf('\n', at);
    return nl === -1 ? text.slice(at) : text.slice(at, nl);
  };
  const lineBefore = (offset: number): string => text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset);
  return text.replace(
    /(^\s*|[.!?]\s+|\n\s*)(\p{Ll})(?=[\p{Ll}'’\s,.!?]|$)(\p{L}*)/gu,
    (m, lead: string, letter: string, tail: string, offset: number) => {
      const at = offset + lead.length;
      if (locked[at]) return m;
      // "…whether I should\nrefinance": the sentence goes on, so its second line keeps its case.
      if (lead.includes('\n') && wraps(lineBefore(offset), lineFrom(at))) return m;
      // "members(id …)", "user_id", "config.yaml", "add-game --copies": an identifier keeps its case.
      if (IDENTIFIER_START.test(text.slice(at)) || startsWithCode(text.slice(at))) return m;
      // "mot allemand;traduction;exemple": a field template is the answer's line, as typed.
      if (!/^[.!?]/.test(lead) && FIELD_TEMPLATE.test(lineFrom(at))) return m;
      if (/^[.!?]/.test(lead) && (locked[offset] || c.abbreviation.test(text.slice(0, offset + 1)))) return m;
      // "washington D.C. in may", "the U.S. embassy": a dotted acronym sits inside the sentence.
      if (lead.startsWith('.') && DOTTED_ACRONYM.test(text.slice(0, offset + 1))) return m;
      // "am 14.6. fahren wir", "el 12. de junio": the period of a day, inside the sentence.
      if (lead.startsWith('.') && ordinalPeriod(text.slice(0, offset + 1), text.slice(offset + 1))) return m;
      return lead + capitalAt(letter + tail);
    },
  );
}

/** A closer after a plain space, unless it is what the user wants written ("a card that says thx!"). */
function looseCloser(text: string, c: Cleaner): RegExpExecArray | null {
  const m = c.looseCloser.exec(text);
  if (!m) return null;
  const before = /([\p{L}'’]+)[^\p{L}]*$/u.exec(text.slice(0, m.index));
  return before && c.quoteWords.has(fold(before[1] ?? '')) ? null : m;
}

/**
 * The request with casual wording cleaned where it is safe, in the user's language: "gimme",
 * "u", "pls", "bday", a few obvious typos, doubled punctuation, lower-case sentence starts,
 * greetings and thanks at the edges. Quotes, code, links, addresses, numbers and brackets are
 * left byte for byte, and nothing that could carry meaning is dropped. Brand and place names get
 * their proper case (analysis/proper-case.ts) unless `properNames` is false: beside pasted code,
 * "ios 16" is the user's own token.
 */
export function cleanRequest(request: string, language: WordLanguage, properNames = true): string {
  const c = CLEANERS[language] ?? CLEANERS.en;
  let text = request;
  const greeting = c.greeting.exec(text);
  const rest = greeting ? text.slice(greeting[0].length) : '';
  // Without punctuation, only a lower-case word may follow: "Hey Jude lyrics" names a song.
  if (greeting && rest.trim() !== '' && (greeting[1] || /^(?:\p{Ll}|I\s)/u.test(rest))) text = rest;
  const filler = c.filler.exec(text);
  if (filler) text = text.slice(filler[0].length);
  const closer = c.closer.exec(text) ?? looseCloser(text, c);
  if (closer && text.slice(0, closer.index).trim() !== '')
    text = text.slice(0, closer.index + (closer[1] ?? '').length);

  const casual = CASUAL_KEYS[language] ?? new Set<string>();
  let spans = protectedSpans(text, casual);
  const guarded = fixGuarded(text, spans, c);
  if (guarded !== text) spans = protectedSpans((text = guarded), casual);
  const parts = segments(text, spans);
  parts.forEach((part, i) => {
    if (!part.free) return;
    const following = parts[i + 1]?.text ?? '';
    part.text = fixPunctuation(fixWords(dropAsides(part.text, c), c, following), c);
    if (properNames) part.text = properCase(part.text, language);
  });
  const cleaned = capitalise(parts, c)
    .replace(/[,;:\s]+$/u, '')
    .trim();
  // "can u freeze cooked lasagne" asks whether it can be done: its "?" keeps it a question.
  if (language !== 'en' || cleaned.includes('\n')) return cleaned;
  // "Can you tighten up my bio. Here it is": the "?" closes the sentence that asks, never the
  // last one ("Put it in a table we can stick on the fridge?").
  if (/[.!?]\s+\S/.test(cleaned)) {
    const end = /^([^.!?]+)\.(?=\s+\S)/.exec(cleaned);
    return end && isPossibilityQuestion(end[1]!) ? `${end[1]}?${cleaned.slice(end[0].length)}` : cleaned;
  }
  return !/[.!?]$/.test(cleaned) && isPossibilityQuestion(cleaned) ? `${cleaned}?` : cleaned;
}
