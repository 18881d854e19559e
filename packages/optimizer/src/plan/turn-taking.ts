import type { Analysis, WordLanguage } from '../analysis/types';
import { DETECTORS } from '../analysis/classify-words';
import { fold } from '../analysis/fold';
import { ROLE_PLAY } from '../analysis/refine';
import { TURNS } from '../analysis/turns';
import { MOCK_INTERVIEW } from '../i18n/scaffold/situation-lines';

/*
 * "Stay in character, keep each turn short, and wait for my reply" belongs to a conversation the
 * user takes part in. Under "Act as a Spanish teacher … output one line per card, no text before
 * or after", it contradicts the user's own rule: the persona only says who does the work.
 */

/** An opening persona sentence, in the six languages (folded). */
const PERSONA =
  /^\s*(?:act as|you are|you're|pretend|imagine you|actua como|eres|agis comme|agissez comme|tu es|vous etes|du bist|sie sind|agisci come|sei (?:un|una|il|la)|atue como|aja como|voce e)\b/;

/** Something to hand over whole: cards, a list, a table, a file, lines with nothing around them. */
const PRODUCES =
  /\b(?:output|return|produce|generate|flash ?cards?|cards?|table|list|json|csv|spreadsheet|document|report|one line (?:per|for each)|no text before|nothing (?:before|after)|tarjetas?|fichas?|tabla|lista|devuelve|genera|documento|informe|fiches?|cartes?|tableau|liste|renvoie|genere|rapport|karteikarten?|karten|tabelle|ausgabe|bericht|schede|tabella|elenco|restituisci|rapporto|cartoes|cartao|tabela|retorne|relatorio)\b/;

/** The user takes turns with the assistant: a conversation, an interview, a game. */
export function takesTurns(analysis: Analysis): boolean {
  const f = fold(analysis.request);
  const d = DETECTORS[analysis.language as WordLanguage] ?? DETECTORS.en;
  // "Act as an Italian tutor preparing cards.": the persona's own noun says nothing of turns.
  const afterPersona = PERSONA.test(f) ? f.replace(/^[^.!?\n]*[.!?\n]?/, '') : f;
  return (
    TURNS.test(f) ||
    d.interactive.test(afterPersona) ||
    MOCK_INTERVIEW.test(analysis.request) ||
    /\brole-?play|jeu de role|juego de rol|rollenspiel|gioco di ruolo|jogo de pape/.test(f) ||
    (ROLE_PLAY.test(analysis.request) && !PRODUCES.test(f))
  );
}

/** A persona frames a piece of work handed over whole, not a conversation. */
export function personaForWork(analysis: Analysis): boolean {
  return PRODUCES.test(fold(analysis.request)) && !takesTurns(analysis);
}
