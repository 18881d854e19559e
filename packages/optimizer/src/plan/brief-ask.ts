import type { Analysis } from '../analysis/types';
import { unicodeWords } from '../grammar/unicode-words';
import type { ShapeText } from './kind-fit-texts';

/**
 * "Keep it tight", "in a nutshell", "not an essay", "en pocas palabras": the user caps the length.
 * Lines that build length ("build up with a concrete example or analogy", "go through it piece by
 * piece") would push the answer the other way, so the plan drops or shortens them.
 */
const BRIEF_WORDS = unicodeWords(
  /\b(?:in a nutshell|not an essay|no essays?|tl;?dr|the gist|short and sweet|in brief|en pocas palabras|en resumen|sin rollos?|en bref|en deux mots|en quelques mots|pas de roman|kurz und knapp|in kürze|kein roman|in poche parole|in breve|in sintesi|em poucas palavras|em resumo|sem rodeios)\b/i,
);

/** "Not line by line", "no line-by-line walkthrough": the user refuses the piece-by-piece pass. */
const NOT_LINE_BY_LINE = unicodeWords(
  /\b(?:not|no|don'?t go|without going)\s+(?:a\s+)?line[- ]by[- ]line\b|\bno\s+(?:línea por línea|linea por linea)\b|\bsin ir línea por línea\b|\bpas ligne par ligne\b|\bnicht zeile für zeile\b|\bnon riga per riga\b|\bnão linha a linha\b|\bnão linha por linha\b/i,
);

/** The user caps the answer's length, in words or with a number small enough to forbid a walk-through. */
export function asksBrief(analysis: Analysis): boolean {
  const length = analysis.slots.length;
  if (length && (length.kind === 'short' || length.kind === 'not-long')) return true;
  if (length?.kind === 'sentences' && (length.max ?? length.exact ?? 99) <= 3) return true;
  if (length?.kind === 'words' && (length.max ?? length.exact ?? 999) <= 100) return true;
  return BRIEF_WORDS.test(analysis.request);
}

/** The user wants the code's gist, not each line: a short answer or "not line by line". */
export function wantsGist(analysis: Analysis): boolean {
  return asksBrief(analysis) || NOT_LINE_BY_LINE.test(analysis.request);
}

/** "Explain this Dockerfile, keep it tight": what the whole does and why, in a few sentences. */
export const CODE_GIST: Readonly<Record<string, ShapeText>> = {
  en: {
    role: 'You are a senior software engineer who explains code clearly.',
    guidance: [
      'Say what the whole does and why its main steps are there, in a few sentences, and point out anything risky or surprising.',
    ],
    format: 'A one-sentence summary, then a few sentences on the main steps.',
  },
  es: {
    role: 'Eres un ingeniero de software sénior que explica el código con claridad.',
    guidance: [
      'Di qué hace el conjunto y por qué están sus pasos principales, en pocas frases, y señala todo lo que sea arriesgado o sorprendente.',
    ],
    format: 'Una frase de resumen y luego unas pocas frases sobre los pasos principales.',
  },
  fr: {
    role: 'Vous êtes un ingénieur logiciel expérimenté qui explique le code clairement.',
    guidance: [
      'Dites ce que fait l’ensemble et pourquoi ses étapes principales sont là, en quelques phrases, et signalez tout ce qui est risqué ou surprenant.',
    ],
    format: 'Une phrase de résumé, puis quelques phrases sur les étapes principales.',
  },
  'fr-tu': {
    role: 'Tu es un ingénieur logiciel expérimenté qui explique le code clairement.',
    guidance: [
      'Dis ce que fait l’ensemble et pourquoi ses étapes principales sont là, en quelques phrases, et signale tout ce qui est risqué ou surprenant.',
    ],
    format: 'Une phrase de résumé, puis quelques phrases sur les étapes principales.',
  },
  de: {
    role: 'Du bist ein erfahrener Softwareentwickler, der Code verständlich erklärt.',
    guidance: [
      'Sag in wenigen Sätzen, was das Ganze tut und wozu seine wichtigsten Schritte da sind, und weise auf alles Riskante oder Überraschende hin.',
    ],
    format: 'Ein Satz als Zusammenfassung, dann wenige Sätze zu den wichtigsten Schritten.',
  },
  'de-sie': {
    role: 'Sie sind ein erfahrener Softwareentwickler, der Code verständlich erklärt.',
    guidance: [
      'Sagen Sie in wenigen Sätzen, was das Ganze tut und wozu seine wichtigsten Schritte da sind, und weisen Sie auf alles Riskante oder Überraschende hin.',
    ],
    format: 'Ein Satz als Zusammenfassung, dann wenige Sätze zu den wichtigsten Schritten.',
  },
  it: {
    role: 'Sei un ingegnere del software esperto che spiega il codice con chiarezza.',
    guidance: [
      'Di’ in poche frasi che cosa fa l’insieme e perché ci sono i suoi passi principali, e segnala tutto ciò che è rischioso o sorprendente.',
    ],
    format: 'Una frase di riepilogo, poi poche frasi sui passi principali.',
  },
  pt: {
    role: 'Você é um engenheiro de software experiente que explica código com clareza.',
    guidance: [
      'Diga em poucas frases o que o conjunto faz e por que os seus passos principais estão lá, e aponte tudo o que for arriscado ou surpreendente.',
    ],
    format: 'Uma frase de resumo e depois poucas frases sobre os passos principais.',
  },
};
