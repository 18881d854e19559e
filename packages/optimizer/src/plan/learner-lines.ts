/**
 * A debug ask from someone who wants to understand ("I want to understand why too", "quiero
 * entender por qué"): our lines cap the explanation at "a sentence or two", which fights the
 * ask. The cap gives way to a plain, step-by-step explanation wherever our lines set it (the
 * kind's guidance, the root-cause line over a quoted error, the output format).
 */
import type { Analysis } from '../analysis/types';
import { unicodeWords } from '../grammar/unicode-words';

/** The user asks to understand the cause, or to learn from the fix. */
const WANTS_TO_UNDERSTAND = unicodeWords(
  new RegExp(
    [
      "\\b(?:(?:want|need|like|trying|try|wanna|help me) (?:to )?(?:understand|learn)|understand (?:why|what|how)|explain (?:why|what went wrong)|so (?:that )?i (?:can )?(?:understand|learn)|i don'?t (?:get|understand) why|i'?m (?:trying to )?learn(?:ing)?)\\b",
      '\\b(?:quiero (?:entender|aprender|comprender)|entender por qu[ée]|para (?:entender|aprender)|no entiendo por qu[ée])\\b',
      '\\b(?:je (?:veux|voudrais) (?:comprendre|apprendre)|comprendre pourquoi|pour (?:comprendre|apprendre)|je ne comprends pas pourquoi)\\b',
      '\\b(?:ich (?:will|möchte) (?:verstehen|lernen|es verstehen)|verstehen,? warum|um (?:es )?zu (?:verstehen|lernen)|ich verstehe nicht,? warum)\\b',
      '\\b(?:voglio (?:capire|imparare)|capire perch[ée]|per (?:capire|imparare)|non capisco perch[ée])\\b',
      '\\b(?:quero (?:entender|aprender|compreender)|entender por ?que|para (?:entender|aprender)|n[ãa]o entendo por ?que)\\b',
    ].join('|'),
    'i',
  ),
);

/** Per language: our cap on the explanation, and the words that lift it. */
const UNCAPPED: Readonly<Record<string, readonly [RegExp, string]>> = {
  en: [/ in a sentence or two/, ' in plain words, step by step'],
  es: [/ en una o dos frases/, ' con palabras sencillas, paso a paso'],
  fr: [/ en une ou deux phrases/, ' simplement, étape par étape'],
  de: [/ in ein bis zwei Sätzen/, ' in einfachen Worten, Schritt für Schritt'],
  it: [/ in una o due frasi/, ' con parole semplici, passo dopo passo'],
  pt: [/ em uma ou duas frases/, ' em palavras simples, passo a passo'],
};

interface Lines {
  guidance: readonly string[];
  format: string | null;
}

/** The lines with the cap lifted when a debug ask wants the cause understood, else as they were. */
export function learnerLines<T extends Lines>(analysis: Analysis, lines: T): T {
  const uncap = UNCAPPED[analysis.language];
  if (analysis.classification.kind !== 'debug' || !uncap || !WANTS_TO_UNDERSTAND.test(analysis.request))
    return lines;
  const [cap, plain] = uncap;
  return {
    ...lines,
    guidance: lines.guidance.map((line) => line.replace(cap, plain)),
    format: lines.format?.replace(cap, plain) ?? null,
  };
}
