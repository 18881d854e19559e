/**
 * What the user asked to pull out of pasted material, in their words: "what do people complain
 * about most and what do they like", "the top 3 risks", "¿de qué se queja la gente y qué le
 * gusta?". Those parts are the answer's shape; the kind's stock shape ("a few bullet points or a
 * short paragraph", "JSON, one object per item") and the "how long? who for?" chips are noise
 * next to them (judges: "doesn't structure the asked-for 'top 3 complaints + what people love'").
 */
import type { Analysis } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import type { MaterialTexts } from '../i18n/scaffold/material-lines';

/** Where a part starts, per language: a question word (after a preposition) or "the top 3". */
const STARTER: Readonly<Record<string, string>> = {
  en: "(?:(?:what|which|who|how|why|where|when)(?:['’]s)?|the (?:top|main|biggest|most common|key) (?:\\d+|three|five|few)?|top (?:\\d+|three|five))",
  es: '(?:(?:de|a|en|con|por|para)\\s+)?(?:qué|cuál(?:es)?|quién(?:es)?|cómo|por qué|dónde|cuándo|lo que)|(?:los|las) (?:\\d+|tres|cinco) (?:principales|mayores)',
  fr: "(?:ce (?:que|qui|dont)|ce qu['’]|qu['’]est-ce (?:que|qui)|quel(?:le)?s?|qui|comment|pourquoi|où|quand)|les (?:\\d+|trois|cinq) (?:principa(?:ux|les)|plus)",
  de: '(?:was|welche[rsnm]?|wer|wie|warum|wo(?:r|)(?:über|an|für|mit)?|wann)|die (?:\\d+|drei|fünf) (?:größten|wichtigsten|häufigsten)',
  it: '(?:(?:di|a|su|per)\\s+)?(?:(?:che )?cosa|quali|quale|chi|come|perché|dove|quando|ciò che)|(?:i|le) (?:\\d+|tre|cinque) (?:principali|maggiori)',
  pt: '(?:(?:de|da|a|em|com|por|para)\\s+)?(?:o que|quais|qual|quem|como|por que|onde|quando)|do que|(?:os|as) (?:\\d+|três|cinco) (?:principais|maiores)',
};
const AND: Readonly<Record<string, string>> = {
  en: '(?:and|&|plus|as well as)',
  es: '(?:y|e)',
  fr: '(?:et)',
  de: '(?:und|sowie)',
  it: '(?:e|ed)',
  pt: '(?:e)',
};
/** "the top 3 risks", "los 3 principales problemas": one ranked part is an answer's shape too. */
const TOP: Readonly<Record<string, RegExp>> = {
  en: /\b(?:the )?top (?:\d{1,2}|three|five|ten) [\p{L}-]+(?: [\p{L}-]+)??(?= (?:from|in|of|for|across|mentioned|people|customers|they)\b|[\s]*[.,:;?!]|$)/iu,
  es: /(?<![\p{L}])(?:los|las) (?:\d{1,2}|tres|cinco) (?:principales|mayores) [\p{L}]+/iu,
  fr: /(?<![\p{L}])les (?:\d{1,2}|trois|cinq) (?:principa(?:ux|les)|plus grand(?:e)?s) [\p{L}]+/iu,
  de: /(?<![\p{L}])die (?:\d{1,2}|drei|fünf) (?:größten|wichtigsten|häufigsten) [\p{L}]+/iu,
  it: /(?<![\p{L}])(?:i|le) (?:\d{1,2}|tre|cinque) (?:principali|maggiori) [\p{L}]+/iu,
  pt: /(?<![\p{L}])(?:os|as) (?:\d{1,2}|três|cinco) (?:principais|maiores) [\p{L}]+/iu,
};

/** Kinds that pull parts out of a text rather than retell or rewrite it whole. */
/**
 * A part list starts the sentence, follows a comma or colon, or follows a verb that asks for it
 * ("tell me what…", "dime qué…"): never a relative clause after a noun ("the text which I sent").
 */
const LEADS: Readonly<Record<string, string>> = {
  en: '(?:tell me|list|explain|find|identify|show me|say|note|highlight|summari[sz]e|pull out|extract|focus on|give me)',
  es: '(?:dime|indica|explica|resume|resumir|identifica|enumera|lista|señala|extrae|saca)',
  fr: '(?:dis-moi|dites-moi|indique[z]?|explique[z]?|résume[z]?|identifie[z]?|liste[z]?|relève|relevez|extrais|extrayez)',
  de: '(?:sag mir|sagen sie mir|erkläre|erklären sie|nenne|nennen sie|liste|fasse zusammen|zeige|zeig mir)',
  it: '(?:dimmi|mi dica|indica|spiega|riassumi|elenca|individua|estrai)',
  pt: '(?:diga|diz|me diga|indique|explique|resuma|liste|identifique|extraia)',
};
const PULLS: ReadonlySet<string> = new Set(['summarize', 'extract', 'analyze-data', 'question']);
const PROSE: ReadonlySet<string> = new Set(['text', 'email', 'list', 'table']);
const MAX_PART_WORDS = 12;
/** A starter ends a word, or ends on an apostrophe ("ce qu'ils"). */
const WORD_END = "(?:(?<=['’])|(?![\\p{L}]))";

export interface AskedParts {
  /** Two or more parts, each in the user's words, in order. */
  parts: string[];
  /** Or one ranked part ("the top 3 risks"). */
  ranked: string | null;
}

function clean(part: string): string {
  return part
    .trim()
    .replace(/^[¿"“«\s]+|[?!.,;:"”»\s]+$/gu, '')
    .trim();
}

/** The parts a clause lists: "what do people complain about most and what do they like". */
function partsIn(clause: string, lang: string): string[] {
  const starter = STARTER[lang] ?? STARTER.en!;
  const and = AND[lang] ?? AND.en!;
  const lead = LEADS[lang] ?? LEADS.en!;
  const begins = new RegExp(`(?:^|[,:;—–¿]\\s*|(?<![\\p{L}])${lead}\\s+)(?=(?:${starter})${WORD_END})`, 'iu');
  const m = begins.exec(clause);
  if (!m) return [];
  const from = m.index + m[0].length;
  const rest = clause.slice(from);
  const split = new RegExp(
    `\\s*(?:,\\s*(?:${and}\\s+)?|\\s+${and}\\s+|\\?\\s*(?:${and}\\s+)?¿?)(?=(?:${starter})${WORD_END})`,
    'iu',
  );
  // A question mark left inside a part ends the list: "…was loben sie? Hier die Bewertungen".
  return rest
    .split(split)
    .map((part, i, all) => (i === all.length - 1 ? part.split('?')[0]! : part))
    .map(clean)
    .filter((p) => p !== '');
}

/** Every part reads as one: two to twelve words ("when" alone is no part to answer). */
function readable(parts: string[]): boolean {
  return parts.every((p) => {
    const n = p.split(/\s+/u).length;
    return n >= 2 && n <= MAX_PART_WORDS;
  });
}

/** The parts the request asks to pull out of its pasted prose, or null. */
export function askedParts(analysis: Analysis): AskedParts | null {
  const { kind, confidence } = analysis.classification;
  // "Give me the top 3 complaints…" over reviews may read as writing, without confidence.
  const pulls = PULLS.has(kind) || (kind === 'write' && confidence < CONFIDENT);
  if (analysis.alreadyStructured || !pulls) return null;
  if (analysis.material.length === 0 || !analysis.material.every((m) => PROSE.has(m.kind))) return null;
  const lang = analysis.language;
  if (!STARTER[lang]) return null;
  // The ask is in one or two sentences of the user's own; a long brief has its own shape.
  const request = analysis.request.trim();
  if (request.split(/\s+/u).length > 45) return null;
  const sentences = request.split(/(?<=[.!])\s+|\n+/u);
  for (const sentence of sentences) {
    const parts = partsIn(sentence, lang);
    if (parts.length >= 2 && parts.length <= 4 && readable(parts)) return { parts, ranked: null };
  }
  const top = TOP[lang]?.exec(request);
  if (top) return { parts: [], ranked: top[0].trim() };
  return null;
}

/** The user names a data layout of their own: the extraction's JSON lines stay. */
const DATA_SHAPE =
  /\b(?:json|csv|fields?|columns?|schema|table|tabla|tableau|tabelle|tabella|tabela|campos?|champs?|felder|campi)\b/iu;

/**
 * The answer's shape for the asked parts, and the lines that go with it: an extraction of "the
 * top 3 risks" is a list to read, so its JSON and null lines give way to "use only the text".
 */
export function partsShape(
  asked: AskedParts,
  analysis: Analysis,
  scaffold: Scaffold,
  texts: MaterialTexts,
  guidance: readonly string[],
): { format: string; guidance: string[] } {
  const format = asked.ranked ? texts.ranked(asked.ranked) : texts.parts(asked.parts);
  const stock = scaffold.guidance.extract ?? [];
  const onlyText = scaffold.guidance.summarize?.[1];
  if (analysis.classification.kind !== 'extract' || DATA_SHAPE.test(analysis.request) || !onlyText)
    return { format, guidance: [...guidance] };
  const kept = guidance.filter((line) => !stock.includes(line));
  return { format, guidance: kept.includes(onlyText) ? kept : [onlyText, ...kept] };
}
