/**
 * A length the prompt states in words, not numbers: "short", "not over the top", "keep it
 * brief", "petit mot", "kurz und knapp", "senza esagerare", "ausführlich". Offering "How long
 * should it be? … Long and detailed" after "not over the top" contradicts the user.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';

const BREVITY = [
  'short|shorter|brief|briefly|concise|quick|succinct|to the point|one-liner|a few (?:lines|words|sentences)|(?:not|nothing) (?:too |overly |very )?(?:long|lengthy|over the top|ott|elaborate|fancy|wordy|gushy|effusive|much)|keep it (?:short|brief|simple|light|tight)|little note|in (?:detail|depth)|detailed|lengthy|long-?form|thorough',
  'cort[oa]s?|breve|breves|unas (?:pocas )?l[íi]neas|sin (?:exagerar|rollos?)|nada (?:exagerado|largo)|no (?:muy|demasiado) larg[oa]|detallad[oa]s?|en detalle',
  // "court" alone is English too (a letter to the court): only after a French word.
  '(?:très|assez|plus|un|mot|texte|message|e-?mail|mail|discours) courts?|courtes?|bref|brève|brefs|petit mot|quelques (?:lignes|mots)|sans (?:en faire trop|exagérer)|pas trop long(?:ue)?|détaillée?s?|en détail',
  'kurz\\p{L}*|knapp\\p{L}*|ein paar (?:zeilen|worte|sätze)|nicht (?:zu |so )?(?:lang|übertrieben|kitschig)|ohne (?:übertreibung|kitsch)|ausführlich\\p{L}*|detailliert\\p{L}*',
  'brev[ei]|cort[oi]|corta|poche (?:righe|parole)|due righe|senza esagerare|non (?:troppo|tanto) lung[oa]|bigliettino|dettagliat[oaie]|nel dettaglio',
  'curt[oa]s?|breves?|poucas (?:linhas|palavras)|sem exager(?:o|ar)|n[ãa]o (?:muito|demasiado) long[oa]|detalhad[oa]s?|em detalhe',
];

const STATED_LENGTH = new RegExp(`${L}(?:${BREVITY.join('|')})${R}`, 'iu');

/** The user said how long (or how short) the text should be, in words. */
export const statesLengthInWords = (text: string): boolean => STATED_LENGTH.test(text);
