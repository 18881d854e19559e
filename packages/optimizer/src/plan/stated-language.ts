import type { Analysis } from '../analysis/types';
import { fold } from '../analysis/fold';
import { outputLanguageInAnyWords } from '../analysis/slots';

/*
 * "Which language should it be in?" asks for what a translation's target is. Besides the slot
 * reader's "in Spanish", "auf Englisch", "en anglais", users name it in other shapes; each of them
 * answers the question already, in the six languages (folded text: no accents).
 */

/** Language names, nouns and adjectives, in the six languages. */
const NAME = String.raw`(?:english|spanish|french|german|italian|portuguese|ingles[ae]?|espanol[ae]?|castellano|frances[ae]?|aleman[ae]?|italian[oa]|portugues[ae]?|anglais[e]?|espagnol[e]?|francais[e]?|allemand[e]?|italien(?:ne)?|portugais[e]?|englisch\w*|spanisch\w*|franzosisch\w*|deutsch\w*|italienisch\w*|portugiesisch\w*|inglese|spagnol[oa]|tedesc[oa]|portoghese|espanhol[a]?|alema[oe]?s?)`;

/** "Output language: Spanish", "Zielsprache: Englisch", "Idioma de destino: francés". */
const LABELLED = new RegExp(
  String.raw`(?:^|\n|[.!?;]\s)\s*(?:(?:output|target|response) )?(?:language|zielsprache|ausgabesprache|sprache|idioma(?: de (?:destino|salida|saida))?|lengua(?: de destino)?|langue(?: cible| de sortie)?|lingua(?: di (?:destinazione|output|arrivo)| de destino)?)\s*:\s*${NAME}\b`,
);

/** "a Spanish version", "la version anglaise", "eine englische Fassung", "versão em inglês". */
const VERSION = new RegExp(
  String.raw`\b(?:${NAME} (?:version|translation|copy|fassung|ubersetzung)|versi(?:on|one|ao) (?:en |in |em )?${NAME})\b`,
);
/** "Translate the English version": the version named is the source, not the answer. */
const SOURCE_VERSION = new RegExp(
  String.raw`\b(?:translate|traduce|traduis|ubersetze?|traduci|traduza|traduz) (?:the|this|our|my|la|le|el|die|den|das|il|lo|o|a) ${NAME} (?:version|fassung)`,
);

/** "the Spanish-speaking parents", "de habla inglesa", "anglophones", "spanischsprachige Gäste". */
const SPEAKERS = new RegExp(
  String.raw`\b(?:${NAME}[- ]speaking|(?:de habla|de lengua|di lingua|de lingua) (?:hispana|${NAME})|\w+sprachige?\w*|(?:hispano|anglo|franco|germano|luso|italo)phones?|(?:hispano|anglo)hablantes?|hispanoparlantes?)\b`,
);

/** "Make this invitation Spanish", "put it into French". */
const MAKE_IT = new RegExp(
  String.raw`\b(?:make|turn|put) (?:it|this|that|them)(?: [\w'-]+){0,2} (?:in |into )?${NAME}\b`,
);

/** The request names the answer's language, in any of the shapes above or the slot reader's. */
export function statesOutputLanguage(analysis: Analysis): boolean {
  if (analysis.slots.outputLanguage !== null) return true;
  const f = fold(analysis.request);
  if (LABELLED.test(f) || SPEAKERS.test(f) || MAKE_IT.test(f)) return true;
  if (VERSION.test(f) && !SOURCE_VERSION.test(f)) return true;
  return outputLanguageInAnyWords(analysis.request) !== null;
}
