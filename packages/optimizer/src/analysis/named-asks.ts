/**
 * Thin asks whose words name a thing to learn or to make for a class, read before the kind is
 * guessed from their nouns (issue 11): "vlookup" alone is a function to learn, not a formula to
 * write; "spelling test y3 20 words" is a test for a class, not software tests.
 */
import { schoolYearOf } from './school-year';

const bare = (text: string): string =>
  text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\s+(?:please|pls|plz|thx|thanks|por favor|porfa|stp|svp|bitte|per favore)$/i, '')
    .replace(/^(?:how to use|using)\s+/i, '')
    .replace(SHEET_APP, '')
    .trim();

/** "vlookup google sheets", "xlookup in excel": the app named after the function. */
export const SHEET_APP =
  /\s+(?:in\s+|on\s+|en\s+|dans\s+|für\s+|em\s+)?(excel|google sheets|sheets|libreoffice calc|libreoffice|numbers)$/i;

/** Spreadsheet functions people type alone to learn them: "xlookup", "index match", "sumifs". */
export const SHEET_FUNCTION =
  /^(?:(?:x|v|h)lookup|index[ -]?(?:and[ -])?match|sumifs?|countifs?|averageifs?|iferror|textjoin|sumproduct|arrayformula|(?:filter|unique|query|let|lambda) function)$/i;
/** Spreadsheet features named alone: "pivot tables", "conditional formatting", "tablas dinámicas". */
export const SHEET_FEATURE =
  /^(?:pivot ?tables?|conditional formatting|data validation|power query|power pivot|named ranges?|drop-?down lists?|tablas? din[áa]micas?|tableaux? crois[ée]s? dynamiques?|pivot-?tabellen?|tabelle pivot|tabelas? din[âa]micas?)$/iu;

/** The request is a spreadsheet function or feature named alone: how to use it is the ask. */
export function toolNameAlone(request: string): boolean {
  const words = bare(request);
  return SHEET_FUNCTION.test(words) || SHEET_FEATURE.test(words);
}

/** A quiz, test or worksheet to make for a class (never "quiz me", a practice with the assistant). */
export const CLASS_QUIZ = /^(?!.*\b(?:quiz|test)\s+(?:me|us)\b).*?\b(quiz|worksheet|spelling test|test)\b/i;

/** "rivers quiz yr5 10 qs", "spelling test y3 20 words": a short English ask for a class's quiz. */
export function classQuizAsk(request: string): boolean {
  const words = bare(request);
  if (/[?;]/.test(words) || words.split(/\s+/).length > 14) return false;
  return CLASS_QUIZ.test(words) && schoolYearOf(words) !== null;
}
