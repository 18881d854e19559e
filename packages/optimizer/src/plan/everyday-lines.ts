import type { Analysis } from '../analysis/types';
import { scaffoldKey } from '../i18n/scaffold';
import type { WriteForm } from '../i18n/scaffold/forms';
import {
  CHOOSING,
  COMPLAINT,
  COMPLAINT_FACTS,
  DECLINE,
  DECLINE_CLEARLY,
  DIFFERENCE,
  DIFFERENCE_EXAMPLES,
  FUNCTION_EXAMPLES,
  FUNCTION_REQUEST,
  THANKS,
  THANKS_SPECIFIC,
} from '../i18n/scaffold/situation-lines';
import type { Scaffold } from '../i18n/scaffold/types';
import { PICK_LINES } from '../i18n/scaffold/short-form-lines';
import { unicodeWords } from '../grammar/unicode-words';

/** Code that takes input: typed by a user, passed as arguments, read from a file or a form. */
const TAKES_INPUT = unicodeWords(
  /\b(?:inputs?|user (?:enters|types|gives|provides)|ask(?:s|ing)? (?:the user|for)|prompts? (?:the user|for)|reads?|reading|pars(?:e|es|er|ing)|arguments?|args|cli|command[- ]line|forms?|validat\w*|csv|json|xml|stdin|upload\w*|entrada|introduc\w*|saisi\w*|entrée|lit|lire|eingabe\w*|liest|einlesen|lee|leer|leggere|legge|ler|lê|valida\w*|formulario|formulaire|formular|modulo|argument\w*|argoment\w*|pergunta|pide|demande|fragt|chiede)\b/i,
);

const INTERVIEW =
  /(?<![\p{L}])(?:interview\w*|entrevista|entretien|vorstellungsgespräch|colloquio)(?![\p{L}])/iu;

/**
 * Everyday requests where the kind's stock line is too generic for the task: a function, a
 * difference between two things, a refusal, a complaint, a thank-you note. Each swaps a stock line for the specific
 * one or adds it (confident classifications only), in the prompt's language and register.
 */
export function everydayLines(
  guidance: string[],
  analysis: Analysis,
  scaffold: Scaffold,
  form: WriteForm | null,
  /** The email form's first line ("open with the point… a clear next step"), if any. */
  formOpener: string | undefined,
): void {
  const kind = analysis.classification.kind;
  const request = analysis.request;
  const pick = (lines: Readonly<Record<string, string>>) =>
    lines[scaffoldKey(analysis)] ?? lines[analysis.language];
  // "a function that dedupes a list": example calls, edge cases included, instead of "handle edge cases".
  const edgeCases = scaffold.guidance.code?.[1];
  if (kind === 'code' && edgeCases && FUNCTION_REQUEST.test(request)) {
    const line = pick(FUNCTION_EXAMPLES);
    const at = guidance.indexOf(edgeCases);
    if (line && at >= 0) guidance.splice(at, 1, line);
  }
  // "Handle invalid input" fits code that takes input (a CLI, a form, a file it reads, a user's
  // answer); over "rename my photos" or "find the largest files" it is boilerplate.
  const edgeAt = edgeCases ? guidance.indexOf(edgeCases) : -1;
  if (kind === 'code' && edgeAt >= 0 && !TAKES_INPUT.test(request)) guidance.splice(edgeAt, 1);
  // "difference between TCP and UDP": what tells them apart, shown side by side. Without a choice
  // to make, "the criteria that decide this choice… which fits best" would answer another question.
  if ((kind === 'explain' || kind === 'compare') && DIFFERENCE.test(request)) {
    const line = pick(DIFFERENCE_EXAMPLES);
    // It replaces "start with a one-sentence answer, then an example": the same advice, made specific.
    const start = guidance.indexOf(scaffold.guidance.explain?.[0] ?? '');
    if (line && kind === 'explain' && start >= 0) guidance.splice(start, 1, line);
    else if (line && kind === 'compare' && !CHOOSING.test(request)) guidance.splice(0, guidance.length, line);
  }
  const letter = form === 'email' || form === 'message';
  // "reply politely declining": a clear no, thanks, and no excuse the user did not give.
  if (letter && DECLINE.test(request)) {
    const line = pick(DECLINE_CLEARLY);
    // It says where the point goes; "open with the point… a clear next step" would say it twice.
    const opener = form === 'email' && formOpener ? guidance.indexOf(formOpener) : -1;
    if (line && opener >= 0) guidance.splice(opener, 1, line);
    else if (line) guidance.push(line);
  }
  // "email my landlord, the heating has been broken for 2 weeks": facts, the ask, the deadline.
  if (letter && analysis.material.length === 0 && COMPLAINT.test(request)) {
    const line = pick(COMPLAINT_FACTS);
    if (line) guidance.push(line);
  }
  // "a short thank you note to my neighbour who watered my plants": the favour, named, beats praise.
  // An interview follow-up is about the job, not a favour.
  if (
    kind === 'write' &&
    analysis.material.length === 0 &&
    THANKS.test(request) &&
    !INTERVIEW.test(request)
  ) {
    const line = pick(THANKS_SPECIFIC);
    // A short form's "say which one you would pick" stays the last line.
    const pickAt = guidance.findIndex((g) => PICK_LINES.has(g));
    if (line && pickAt >= 0) guidance.splice(pickAt, 0, line);
    else if (line) guidance.push(line);
  }
}
