import { languageWords as de } from '../i18n/words/de/language';
import { languageWords as en } from '../i18n/words/en/language';
import { languageWords as es } from '../i18n/words/es/language';
import { languageWords as fr } from '../i18n/words/fr/language';
import { languageWords as it } from '../i18n/words/it/language';
import { languageWords as pt } from '../i18n/words/pt/language';
import { ENGLISH_GRAMMAR_TERMS } from '../i18n/words/en/grammar-terms';
import { EVERYDAY_SUFFIXES, EVERYDAY_WORDS } from '../i18n/words/everyday-words';
import type { LanguageWords } from '../i18n/words/language-types';
import { withoutCodeTokens } from './code-tokens';
import type { WordLanguage } from './types';

const LISTS: Readonly<Record<WordLanguage, LanguageWords>> = { en, es, fr, de, it, pt };
const LANGS = Object.keys(LISTS) as WordLanguage[];

// German umlauts are also typed as "ae", "oe", "ue" ("Kuendigung", "fuer"); other accents are
// often left out ("panaderia", "à" typed "a").
const bareForms = (w: string): string[] => [
  w,
  w.normalize('NFD').replace(/\p{M}+/gu, ''),
  w.replace(/ä/gu, 'ae').replace(/ö/gu, 'oe').replace(/ü/gu, 'ue').replace(/ß/gu, 'ss'),
];
// A word only one language uses says more than one shared by several ("que", "la", "un"). Each
// list counts with its words' accent-free forms too, so a word typed without accents is still
// evidence, and a bare form two languages share ("a": French "à", Portuguese "a") is shared.
const WORD_WEIGHTS = new Map<string, Array<readonly [WordLanguage, number]>>();
{
  const owners = new Map<string, WordLanguage[]>();
  for (const lang of LANGS)
    for (const w of new Set([...LISTS[lang].words, ...EVERYDAY_WORDS[lang]].flatMap(bareForms)))
      owners.set(w, [...(owners.get(w) ?? []), lang]);
  for (const [w, langs] of owners)
    WORD_WEIGHTS.set(
      w,
      langs.map((l) => [l, langs.length === 1 ? 2 : 1] as const),
    );
}
// A listed everyday noun ("poema") settles a one-word request that has no function word.
const SINGLES = new Map<string, WordLanguage[]>();
for (const lang of LANGS)
  for (const w of new Set(LISTS[lang].singles.flatMap(bareForms)))
    SINGLES.set(w, [...(SINGLES.get(w) ?? []), lang]);
const SINGLE_WEIGHT = 2;
const SUFFIX_WEIGHT = 0.5;
const PHRASE_WEIGHT = 3;
const LETTER_WEIGHT = 1.5;
const MAX_WORDS = 300;

// Each ending with the languages that list it, and the lengths to cut a word's tail at: a word is
// looked up once per length instead of tested against every language's endings.
const SUFFIX_OWNERS = new Map<string, WordLanguage[]>();
for (const lang of LANGS)
  for (const s of new Set([...LISTS[lang].suffixes, ...EVERYDAY_SUFFIXES[lang]]))
    SUFFIX_OWNERS.set(s, [...(SUFFIX_OWNERS.get(s) ?? []), lang]);
// The lengths of the endings that close with each letter: a word is cut only at lengths of
// endings that close with its own last letter (most words have one or two to try, not seven).
const SUFFIX_LENGTHS = new Map<string, number[]>();
for (const s of SUFFIX_OWNERS.keys()) {
  const lengths = SUFFIX_LENGTHS.get(s.slice(-1)) ?? [];
  if (!lengths.includes(s.length)) lengths.push(s.length);
  SUFFIX_LENGTHS.set(s.slice(-1), lengths);
}
// Whole words only: Portuguese "o que" must not fire inside Spanish "lo que".
const PHRASES = LANGS.flatMap((lang) =>
  LISTS[lang].phrases.map((p) => ({
    lang,
    pattern: new RegExp(`(?<![\\p{L}'])${escapeRegExp(p)}(?![\\p{L}])`, 'u'),
    // A match starts a word of the text (no letter or apostrophe before it), so the text's word
    // there begins with the phrase's leading letters followed by a non-letter: the phrase is
    // tried only when some word of the text opens with exactly those letters.
    head: /^\p{L}*/u.exec(p)?.[0] ?? '',
  })),
);
// A letter two languages list ("ç": French and Portuguese) counts half for each.
const LETTER_OWNERS = new Map<string, WordLanguage[]>();
for (const lang of LANGS)
  for (const ch of LISTS[lang].letters) LETTER_OWNERS.set(ch, [...(LETTER_OWNERS.get(ch) ?? []), lang]);
const MAX_LETTERS = 3;
const ASCII_OWNED: readonly boolean[] = Array.from({ length: 128 }, (_, c) =>
  LETTER_OWNERS.has(String.fromCharCode(c)),
);
// Short quoted spans, straight or typographic ("…", “…”, „…“, «…»), on one line.
const QUOTED = /„[^“”\n]{1,200}[“”]|"[^"\n]{1,200}"|“[^”\n]{1,200}”|«[^»\n]{1,200}»/gu;
// Apostrophe forms: French elides before vowels ("l'article", "j'ai"), English contracts ("don't").
const ELISIONS: ReadonlyArray<readonly [RegExp, WordLanguage, number]> = [
  [/^(?:j|qu|c|n|s|d|m|t)'/u, 'fr', 2],
  [/^l'/u, 'fr', 1],
  [/^(?:dell|all|nell|sull|dall|un|quest)'/u, 'it', 2],
  [/^l'/u, 'it', 1],
  [/'(?:t|s|m|re|ve|ll|d)$/u, 'en', 2],
];
// "Past Simple" in a German worksheet request is its subject: read only the words around it.
const GRAMMAR_TERMS = new RegExp(`(?<![\\p{L}])(?:${ENGLISH_GRAMMAR_TERMS.join('|')})(?![\\p{L}])`, 'gu');

// Ties between two languages go to the one listed first (the more common in our traffic).
const TIE_ORDER: readonly WordLanguage[] = ['en', 'es', 'pt', 'fr', 'de', 'it'];

/**
 * ISO 639-1 code of a request's language among en/es/fr/de/it/pt, 'en' when unsure. Built for
 * requests of a few words typed casually (no accents, slang): function words, request verbs,
 * typical endings ("-ção", "-ung", "-zione"), set phrases ("per favore") and letters only one
 * language uses. Reads the first 300 words.
 */
export function detectLanguage(text: string): string {
  const scores = languageScores(text);
  let best: WordLanguage = 'en';
  for (const lang of TIE_ORDER) if (scores[lang] > scores[best]) best = lang;
  // A non-English guess needs real evidence and a margin over English (prompts mix in "email", "post").
  return best !== 'en' && scores[best] >= 2 && scores[best] > scores.en ? best : 'en';
}

/** Evidence for each language in the first 300 words of `text` (exported for tests and tuning). */
export function languageScores(text: string): Record<WordLanguage, number> {
  // Code words ("bash", "python", "json") are written alike in every language: no evidence.
  const lower = withoutCodeTokens(text.slice(0, 4000))
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/\[[^\]]*\]/g, ' ');
  // A quoted phrase is material ("translate 'obrigado pela ajuda' to English"): the words around
  // it say what language the request is in, when there are a couple of them.
  const outside = withoutGrammarTerms(lower.replace(QUOTED, ' '));
  const outsideWords = outside.match(/[\p{L}']+/gu) ?? [];
  const read = outsideWords.length >= 2 ? outside : lower;
  const allWords = read === outside ? outsideWords : (read.match(/[\p{L}']+/gu) ?? []);
  const words = allWords.slice(0, MAX_WORDS);
  const scores: Record<WordLanguage, number> = { en: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0 };
  for (const raw of words) {
    const word = raw.includes("'") ? raw.replace(/^'+|'+$/g, '') : raw;
    const weights = WORD_WEIGHTS.get(word);
    if (weights) for (const [lang, w] of weights) scores[lang] += w;
    const singles = SINGLES.get(word);
    if (singles) for (const lang of singles) scores[lang] += SINGLE_WEIGHT;
    if (word.includes("'")) {
      for (const [pattern, lang, w] of ELISIONS) if (pattern.test(word)) scores[lang] += w;
      continue;
    }
    if (word.length < 5 || weights) continue;
    addSuffixes(word, scores);
  }
  const heads = new Set<string>();
  for (const w of allWords) {
    const cut = w.indexOf("'");
    if (cut !== 0) heads.add(cut < 0 ? w : w.slice(0, cut));
  }
  for (const { lang, pattern, head } of PHRASES)
    if ((head === '' || heads.has(head)) && pattern.test(read)) scores[lang] += PHRASE_WEIGHT;
  addLetters(read, scores);
  germanIm(text.slice(0, 4000), scores);
  return scores;
}

// "im Urlaub", "Termin im Mai": before a capitalised noun "im" is German ("in dem"), not the
// English "I'm" typed without its apostrophe ("im fine", "im going"), which takes a lower-case word.
// A capitalised English word after it ("Im Going Home") is a title in English, not German.
const GERMAN_IM = /(?<![\p{L}'’])[Ii]m\s+(\p{Lu}\p{Ll}+)/gu;

/** Moves the evidence of each German "im" from English to German. */
function germanIm(text: string, scores: Record<WordLanguage, number>): void {
  let count = 0;
  for (const m of text.matchAll(GERMAN_IM)) {
    const owners = WORD_WEIGHTS.get(m[1]!.toLowerCase());
    if (!owners?.some(([lang]) => lang === 'en')) count++;
  }
  if (count === 0) return;
  scores.en = Math.max(0, scores.en - count);
  scores.de += count;
}

/** The text without English grammar terms, when other words are left to read. */
function withoutGrammarTerms(text: string): string {
  const rest = text.replace(GRAMMAR_TERMS, ' ');
  return rest !== text && /\p{L}{3}/u.test(rest) ? rest : text;
}

/** Adds SUFFIX_WEIGHT for each language with an ending `word` has (once per language). */
function addSuffixes(word: string, scores: Record<WordLanguage, number>): void {
  const lengths = SUFFIX_LENGTHS.get(word[word.length - 1] ?? '');
  if (!lengths) return;
  let counted: WordLanguage[] | null = null;
  for (const length of lengths) {
    if (length > word.length) continue;
    const owners = SUFFIX_OWNERS.get(word.slice(word.length - length));
    if (!owners) continue;
    for (const lang of owners) {
      if (counted?.includes(lang)) continue;
      (counted ??= []).push(lang);
      scores[lang] += SUFFIX_WEIGHT;
    }
  }
}

/** Adds the evidence of letters few languages use, the first MAX_LETTERS of them per language. */
function addLetters(lower: string, scores: Record<WordLanguage, number>): void {
  const seen: Record<WordLanguage, number> = { en: 0, es: 0, fr: 0, de: 0, it: 0, pt: 0 };
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    // Most of a request is ASCII that no language lists: skip it without a map lookup.
    if (code < 128 && !ASCII_OWNED[code]) continue;
    const point = lower.codePointAt(i) ?? code;
    if (point > 0xffff) i++;
    const owners = LETTER_OWNERS.get(String.fromCodePoint(point));
    if (!owners) continue;
    for (const lang of owners) {
      if (seen[lang] >= MAX_LETTERS) continue;
      seen[lang]++;
      scores[lang] += LETTER_WEIGHT / owners.length;
    }
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The word lists to read a language with; languages we have no words for are read as English. */
export function wordLanguage(iso: string): WordLanguage {
  const code = iso.toLowerCase().slice(0, 2);
  return (LANGS as readonly string[]).includes(code) ? (code as WordLanguage) : 'en';
}

/** Scripts of languages the engine has no words for: the request is then left as written. */
const SCRIPTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Devanagari}/gu, 'hi'],
  [/\p{Script=Thai}/gu, 'th'],
];
// Dutch function words that none of our six languages spells the same way.
const DUTCH = new Set(
  'het een niet ik jij wij ons onze kun kunt moet moeten graag alsjeblieft deze dit zijn hebben naar bij wat hoe waarom geen heeft hebt uw mijn jouw maar ook voor zou kan wil willen even alstublieft bedankt dank mag'.split(
    ' ',
  ),
);

// Function words of other Latin-script languages, each chosen so that none of our six languages
// (nor English) spells it the same way.
const OTHER_LATIN: ReadonlyArray<readonly [string, ReadonlySet<string>]> = [
  ['nl', DUTCH],
  [
    'sv',
    new Set(
      'och det att jag är som för på med har inte hur mycket vad varför från eller också skulle måste kommer någon detta här där'.split(
        ' ',
      ),
    ),
  ],
  [
    'pl',
    new Set(
      // "w", "od", "pod": prepositions no English text strings three of, or English rules
      // read "w sklepie" as the chat form of "with".
      'jest nie się czy może możesz mnie jak dla też tylko bardzo proszę napisać pomóc moja mojego mój który która jestem są być tego w z od pod przez przy że ze już jeszcze napisz chcę mam oraz albo lub gdy kiedy żeby aby więc przed bez'.split(
        ' ',
      ),
    ),
  ],
  [
    'tr',
    new Set(
      'bir bu ve için ile çok daha gibi lütfen nasıl neden bana benim bunu şu olarak değil yok mı mü metni yaz çevir'.split(
        ' ',
      ),
    ),
  ],
  [
    'id',
    new Set(
      'yang ke dari ini itu untuk dengan tidak saya kamu anda bisa tolong buatkan bagaimana apa karena juga akan sudah'.split(
        ' ',
      ),
    ),
  ],
  ['cs', new Set('že jak jsem jsou být nebo také prosím napiš můžeš který která'.split(' '))],
];

/**
 * A language outside the six we read (Japanese, Dutch, …), or null. Detected by script (most of
 * the letters are not Latin) or by its function words (Dutch, Swedish, Polish, Turkish, …), so
 * that the engine leaves such a request as written instead of reading it with English rules.
 */
export function otherLanguage(text: string): string | null {
  const sample = text.slice(0, 4000);
  const { letters, latin } = letterCounts(sample);
  if (letters === 0) return null;
  if (latin < letters / 2) {
    let best: string | null = null;
    let most = 0;
    for (const [pattern, code] of SCRIPTS) {
      const hits = sample.match(pattern)?.length ?? 0;
      // Japanese mixes kana with Han: any kana makes it Japanese.
      if (code === 'ja' && hits > 0) return 'ja';
      if (hits > most) [best, most] = [code, hits];
    }
    return best ?? 'xx';
  }
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  // One pass over the words instead of one per language: each word is looked up once.
  const hits = new Map<string, number>();
  let polishLetters = 0;
  for (const w of words) {
    const codes = OTHER_LATIN_OWNERS.get(w);
    if (codes) for (const code of codes) hits.set(code, (hits.get(code) ?? 0) + 1);
    else if (POLISH_LETTERS.test(w)) polishLetters++;
  }
  // "Paragon mam. Czy mogę zwrócić buty…": two function words in a short request, and words
  // spelled with letters only Polish uses ("mogę", "zwrócić") make up the rest of the evidence.
  // Without a function word a Polish name in another language ("Łódź", "Wałęsa") counts nothing.
  const polish = hits.get('pl') ?? 0;
  if (polish >= 2) hits.set('pl', polish + polishLetters);
  let best: string | null = null;
  let most = 0;
  for (const [code] of OTHER_LATIN) {
    const count = hits.get(code) ?? 0;
    if (count >= 3 && count >= words.length * 0.12 && count > most) [best, most] = [code, count];
  }
  return best;
}

// Letters of Polish that none of our six languages (nor Czech, Swedish, Turkish) uses.
const POLISH_LETTERS = /[ąęłśźżćń]/u;

/** The OTHER_LATIN languages that list each word. */
const OTHER_LATIN_OWNERS = new Map<string, string[]>();
for (const [code, known] of OTHER_LATIN)
  for (const w of known) OTHER_LATIN_OWNERS.set(w, [...(OTHER_LATIN_OWNERS.get(w) ?? []), code]);

const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * Letters and Latin-script letters, counted by code point without building an array of every
 * letter (the request is up to 4,000 characters and nearly all of it is ASCII).
 */
function letterCounts(sample: string): { letters: number; latin: number } {
  let letters = 0;
  let latin = 0;
  for (const ch of sample) {
    const code = ch.charCodeAt(0);
    if (code < 128) {
      // In ASCII only A-Z and a-z are letters, and they are all Latin script.
      if ((code | 32) >= 97 && (code | 32) <= 122) {
        letters++;
        latin++;
      }
    } else {
      // Not nested: a Roman numeral ("Ⅻ") is Latin script but not a letter.
      if (LETTER.test(ch)) letters++;
      if (LATIN.test(ch)) latin++;
    }
  }
  return { letters, latin };
}
