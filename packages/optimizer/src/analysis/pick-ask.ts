/**
 * Two asks that borrow another kind's words and would get its template:
 *
 * - "Pick three pull quotes from this transcript": choosing the best lines is an editorial
 *   judgement, not extraction of named fields ("Use null when a value is not in the text").
 * - "Here's our week, can you find the clashes? We only have one car": finding what does not
 *   work in a schedule, then fixing it, is not laying out a clean grid "with no overlaps".
 */

import { unicodeWords } from '../grammar/unicode-words';

/** A choice verb, then within a few words the lines to choose ("the 5 best quotes"). */
const PICK_QUOTES = unicodeWords(
  /\b(?:pick|choose|select|find|suggest|give me|pull out|identify|highlight|elige|escoge|selecciona|choisis(?:sez)?|sélectionne[zr]?|trouve[zr]?|wähle|such\w* (?:\w+ )?aus|scegli|seleziona|trova|escolh[ae]|selecione)\b[^.!?\n]{0,40}?\b(?:pull[- ]?quotes?|quotes|quotations|soundbites?|sound bites?|quotable (?:lines|bits|moments)|best lines|key lines|citas|frases destacadas|citations|phrases fortes|zitate|citazioni|frasi|citações)\b/i,
);
/** "Most quotable lines", "pull quotes": the words alone name a choice. */
const QUOTABLE = unicodeWords(/\b(?:pull[- ]quotes?|most quotable|soundbites?|sound bites)\b/i);
/**
 * "extract the quotes with speaker and timestamp", "list every quote as JSON": each quote is a
 * record with fields, which is extraction, not a choice.
 */
const FIELDS = unicodeWords(
  /\b(?:all|every|each|todas?|toutes?|alle|tutte|todas)\s+(?:the\s+)?(?:quotes|citas|citations|zitate|citazioni|citações)\b|\b(?:with|and)\s+(?:the\s+)?(?:speaker|timestamp|time ?code|page number|source)s?\b|\b(?:json|csv|spreadsheet)\b/i,
);

/** The request asks to choose the best lines of a text (quotes, soundbites), not to extract fields. */
export function asksToPickQuotes(request: string): boolean {
  const head = request.slice(0, 400);
  return (PICK_QUOTES.test(head) || QUOTABLE.test(head)) && !FIELDS.test(head);
}

/** What the user asks to find: what clashes, overlaps or is double-booked. */
const CLASH_ASK = unicodeWords(
  /\b(?:clash(?:es|ing)?|conflicts?|overlap(?:s|ping)?|double[- ]booked|choques?|solapan?\w*|conflictos?|conflits?|chevauch\w*|überschneid\w*|konflikt\w*|kollision\w*|sovrappo\w*|conflitt\w*|sobrepos\w*|conflitos?|choca\w*)\b/i,
);
/** "What doesn't work", "anything that won't fit": the same search, in plainer words. */
const WONT_WORK = unicodeWords(
  /\b(?:what|which|where|anything|something|whatever|qu[ée]|lo que|ce qui|was|cosa|o que)\b[^.!?\n]{0,30}\b(?:doesn'?t|does not|don'?t|won'?t|can'?t|wouldn'?t|isn'?t) (?:work|fit|possible)|\bimpossible\b|\bno (?:cuadra|funciona)|\bne (?:marche|va) pas\b|\bnicht (?:passt|klappt|geht)\b|\bnon (?:funziona|torna)\b|\bnão (?:funciona|dá)\b/i,
);
/** Times of day, weekdays or a word for a schedule: "week" alone is too loose for "doesn't work". */
const TIMES = unicodeWords(
  /\b(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)|\d{1,2}[:.]\d{2}|mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|schedules?|timetables?|calendar|rota|lunes|martes|miércoles|jueves|viernes|horario|lundi|mardi|mercredi|jeudi|vendredi|planning|emploi du temps|montag|dienstag|mittwoch|donnerstag|freitag|zeitplan|lunedì|martedì|mercoledì|giovedì|venerdì|orario|segunda|terça|quarta|quinta|sexta)\b/i,
);
/** A schedule: a time of day, a weekday, or the word for one. */
const SCHEDULE = unicodeWords(
  /\b(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|h)|\d{1,2}[:.]\d{2}|\d{1,2}\s*[-–]\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|mon(?:day)?|tue(?:s|sday)?|wed(?:s|nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|schedules?|timetables?|calendar|diary|rota|week|lunes|martes|miércoles|jueves|viernes|horario|semana|lundi|mardi|mercredi|jeudi|vendredi|planning|emploi du temps|semaine|montag|dienstag|mittwoch|donnerstag|freitag|zeitplan|woche|termine|lunedì|martedì|mercoledì|giovedì|venerdì|orario|settimana|segunda|terça|quarta|quinta|sexta|agenda)\b/i,
);
/**
 * "how do I resolve merge conflicts", "conflict between my parents": a clash of other things.
 * "make a schedule with no overlaps" asks for a grid, not a search for clashes.
 */
const NOT_SCHEDULE = unicodeWords(
  /\b(?:merge conflicts?|git|dependency|dependencies|versions?|css|rules? (?:conflict|clash)|no overlaps?|without (?:any )?(?:clash|overlap)\w*|avoid(?:ing)? (?:clash|overlap|conflict)\w*|so (?:that )?(?:nothing|they don'?t) (?:clash|overlap)\w*)\b/i,
);

/**
 * The request asks what clashes or does not work in a schedule (its own words or a pasted one):
 * the answer is the conflicts, then fixes.
 */
export function asksForClashes(request: string, pasted = ''): boolean {
  const head = request.slice(0, 600);
  if (NOT_SCHEDULE.test(head)) return false;
  const text = pasted.slice(0, 1500);
  if (CLASH_ASK.test(head)) return SCHEDULE.test(head) || SCHEDULE.test(text);
  return WONT_WORK.test(head) && (TIMES.test(head) || TIMES.test(text));
}
