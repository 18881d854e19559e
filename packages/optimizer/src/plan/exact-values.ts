/**
 * The exact values a text holds: dates, times, amounts with their currency, percentages and
 * reference numbers, each verbatim. A summary, a rewrite or a reply that retypes "£1,150" as
 * "£1,500" or "14 March" as "March 4" is the defect users notice first, so the plan names them
 * as facts to keep (material-lines.ts). Only shapes that are certainly values count: a bare
 * number ("40 guests", "2 weeks") may be rounded in a summary and is left alone.
 */

export const MONTH_WORDS = [
  // English, with the short forms ("12 Nov", "Oct 3").
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec',
  // Spanish, French, German, Italian, Portuguese.
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre',
  'janvier|février|fevrier|mars|avril|mai|juin|juillet|août|aout|septembre|octobre|novembre|décembre|decembre',
  'januar|jänner|februar|märz|maerz|april|mai|juni|juli|august|september|oktober|november|dezember',
  'gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre',
  'janeiro|fevereiro|março|marco|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro',
].join('|');
const MONTH = `(?:${MONTH_WORDS})\\.?`;
const DAY = '\\d{1,2}(?:st|nd|rd|th|\\.|º|°|er)?';
const YEAR = '(?:,?\\s+(?:de\\s+)?\\d{4})?';
const WEEKDAY =
  '(?:mon|tues|wednes|thurs|fri|satur|sun)day|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira';

const CURRENCY_WORD = '(?:€|£|\\$|eur|euros?|usd|gbp|chf|dollars?|pounds?|reais|r\\$)';
const NUMBER = '\\d{1,3}(?:[.,\\u00a0\\u202f ]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?';

/** One side of a range of times: "8:30", "9", "10am", "14h", "18:00 Uhr". */
const RANGE_TIME = '\\d{1,2}(?:[:h]\\d{2})?(?:\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|uhr|h))?';
/** A side that is certainly a time (a bare "9" is only one as the other end of a range). */
const CERTAIN_TIME = /[:h]|[ap]\.?m|uhr/iu;

/**
 * One pattern per value shape; a match that overlaps an earlier, longer one is dropped. Ranges
 * come first and stay whole: "8:30-9" kept as "8:30" would tell the assistant to drop the end.
 */
const SHAPES: readonly RegExp[] = [
  // "8:30-9", "8:30–12:30", "10am-2pm", "14-18h"; a dash only: "from 8:30 to 9:15" is a change.
  new RegExp(`(?<![\\p{L}\\d:.,/-])${RANGE_TIME}\\s?[-–—]\\s?${RANGE_TIME}(?![\\p{L}\\d/-])`, 'giu'),
  // "14-16 March", "14–16 de marzo", "March 14-16"
  new RegExp(`(?<![\\p{L}\\d/.-])${DAY}\\s?[-–]\\s?${DAY}\\s+(?:de\\s+)?${MONTH}${YEAR}(?![\\p{L}])`, 'giu'),
  new RegExp(`(?<![\\p{L}\\d])${MONTH}\\s+${DAY}\\s?[-–]\\s?${DAY}(?:,?\\s+\\d{4})?(?![\\p{L}\\d/-])`, 'giu'),
  // "14 March", "3. März", "15 avril 2026", "1 de mayo", "12 Nov"
  new RegExp(`(?<![\\p{L}\\d])${DAY}\\s+(?:de\\s+)?${MONTH}${YEAR}(?![\\p{L}])`, 'giu'),
  // "March 14", "Oct 3rd, 2025"
  new RegExp(`(?<![\\p{L}\\d])${MONTH}\\s+${DAY}(?:,?\\s+\\d{4})?(?![\\p{L}\\d])`, 'giu'),
  // "14/03/2026", "2026-03-14", "14.03.2026"
  /(?<![\d/.-])(?:\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2}))(?![\d/.-])/gu,
  // "Thursday 9am", "6:30pm", "18:30", "8:00 Uhr", "14h30", "9 a.m."
  new RegExp(
    `(?<![\\p{L}\\d])(?:(?:${WEEKDAY})(?:,?\\s+(?:at\\s+|um\\s+|à\\s+|alle\\s+|às\\s+|a las\\s+)?))?(?:\\d{1,2}[:h]\\d{2}(?:\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|uhr|h))?|\\d{1,2}\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|uhr))(?![\\p{L}\\d])`,
    'giu',
  ),
  // "£1,150", "$4,800", "R$ 350,00"
  new RegExp(`(?:R\\$|[€£$])\\s?(?:${NUMBER})(?:\\s?(?:k|m|bn))?(?![\\p{L}\\d])`, 'giu'),
  // "1.240,00 €", "2 300 €", "450 EUR", "300 dollars"
  new RegExp(`(?<![\\p{L}\\d.,])(?:${NUMBER})\\s?${CURRENCY_WORD}(?![\\p{L}])`, 'giu'),
  // "15%", "2,5 %"
  /(?<![\p{L}\d.,])\d+(?:[.,]\d+)?\s?%/gu,
  // "BK-20931", "INV-2291", "F-2291", "AB12345": a code of capitals and at least three digits
  /(?<![\p{L}\d-])(?:[A-Z]{2,}[-/]?|[A-Z][-/])\d{3,}(?:[-/]\d+)*(?![\p{L}\d])/gu,
  // "#4432", "Nr. 558201", "n.º 3021887", "ext 4417"
  /(?<![\p{L}\d])(?:#|(?:nr|no|n\.?º|nº|n°|ext|extension|durchwahl)\.?\s?)\d{3,}(?![\p{L}\d])/giu,
];

/** The exact values in `text`, verbatim, in the order they appear, without repeats. */
export function exactValues(text: string): string[] {
  const found: Array<[number, number]> = [];
  for (const shape of SHAPES) {
    shape.lastIndex = 0;
    for (let m = shape.exec(text); m !== null; m = shape.exec(text)) {
      const start = m.index;
      const end = start + m[0].trimEnd().length;
      // "you may 3x it" is a verb: only a capital "May" leads a date.
      if (/^may\s/u.test(m[0])) continue;
      // "555-1234", "03-14": a dash between two bare numbers is no range of times.
      if (shape === SHAPES[0] && !m[0].split(/[-–—]/u).some((side) => CERTAIN_TIME.test(side))) continue;
      if (found.some(([s, e]) => start < e && end > s)) continue;
      found.push([start, end]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const values: string[] = [];
  for (const [s, e] of found) {
    const value = text.slice(s, e).replace(/[.,]$/u, '');
    if (!values.includes(value)) values.push(value);
  }
  return values;
}
