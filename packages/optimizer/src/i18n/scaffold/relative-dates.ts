import { calendarWords as de } from '../words/de/calendar';
import { calendarWords as en } from '../words/en/calendar';
import { calendarWords as es } from '../words/es/calendar';
import { calendarWords as fr } from '../words/fr/calendar';
import { calendarWords as it } from '../words/it/calendar';
import { calendarWords as pt } from '../words/pt/calendar';
import { typedForms } from '../words/calendar-types';

/**
 * "Exam in two weeks", "the interview is next Friday", "dentro de dos semanas", "dans trois
 * jours": a date told relative to today, in words or digits. It says when as surely as "12/05"
 * does, so "When is it?" would ask the user for what they already wrote. All six languages are
 * checked at once, as in stated.ts: a short request's language is often misread.
 */

const COUNT = [
  String.raw`\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple(?: of)?|a few|couple of|few`,
  String.raw`un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|un par de|pocos|pocas`,
  String.raw`une|deux|trois|quatre|cinq|sept|huit|neuf|dix|quelques`,
  String.raw`ein|einer|einem|zwei|drei|vier|f(?:ü|ue|u)nf|sechs|sieben|acht|neun|zehn|ein paar|wenigen`,
  String.raw`uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|qualche|pochi|poche`,
  String.raw`um|uma|dois|duas|tr(?:ê|e)s|quatro|cinco|seis|sete|oito|nove|dez|alguns|algumas|poucos|poucas`,
].join('|');

const UNIT = String.raw`days?|weeks?|months?|d[ií]as|semanas?|mes(?:es)?|jours?|semaines?|mois|tagen?|wochen?|monat(?:en)?|giorni|settimane?|mes[ei]|dias?|m[eê]s(?:es)?`;

/** "in two weeks", "dentro de dos semanas", "d'ici trois jours", "tra due settimane". */
const WITHIN = String.raw`(?:in|within|en|dentro de|de aqu[ií] a|dans|d['’]ici|tra|fra|entro|em|daqui a)\s+(?:(?:the|the next|los próximos|las próximas|les|den|nächsten|i prossimi|os próximos)\s+)?(?:${COUNT})\s+(?:${UNIT})`;
/** "two weeks from now", "three weeks away", "two weeks' time". */
const FROM_NOW = String.raw`(?:${COUNT})\s+(?:days?|weeks?|months?)(?:['’]s?\s+time|\s+(?:from now|from today|away|off))`;

const WEEKDAYS = [en, es, fr, de, it, pt].flatMap((c) => [...c.weekdays].flatMap(typedForms));

/** Next week, the day after tomorrow, this weekend: in each language. */
const NEXT = [
  String.raw`tomorrow|the day after tomorrow|tonight|this weekend|next (?:week|month|term|semester|weekend)|a fortnight|in a fortnight|end of (?:the|this|next) (?:week|month)`,
  String.raw`ma(?:ñ|n)ana|pasado ma(?:ñ|n)ana|este fin de semana|la (?:pr(?:ó|o)xima|otra) semana|el (?:pr(?:ó|o)ximo|otro) mes|la semana que viene|el mes que viene`,
  String.raw`demain|apr(?:è|e)s-demain|ce week-end|la semaine prochaine|le mois prochain`,
  String.raw`morgen|(?:ü|ue|u)bermorgen|n(?:ä|ae|a)chste[nr]? (?:woche|monat)|dieses wochenende|am wochenende`,
  String.raw`domani|dopodomani|la settimana prossima|la prossima settimana|il mese prossimo|questo fine settimana`,
  String.raw`amanh(?:ã|a)|depois de amanh(?:ã|a)|a pr(?:ó|o)xima semana|na pr(?:ó|o)xima semana|semana que vem|o m(?:ê|e)s que vem|(?:o )?pr(?:ó|o)ximo m(?:ê|e)s|este fim de semana`,
].join('|');

const RELATIVE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${WITHIN}|${FROM_NOW}|${NEXT}|${WEEKDAYS.join('|')})(?![\p{L}\p{N}])`,
  'iu',
);

/** The request says when, relative to today: "in two weeks", "next Friday", "la semana que viene". */
export function statesRelativeDate(text: string): boolean {
  return RELATIVE.test(text);
}
