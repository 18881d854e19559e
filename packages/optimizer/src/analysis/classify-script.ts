/**
 * "script" names two different things: words for a person to say (a sales call, a wedding toast,
 * a YouTube intro, asking for a raise) and a program (a bash script that renames files). The noun
 * alone reads as code; what the script is for decides.
 */
import type { Ctx, Noun } from './classify-context';
import { NOUN_WINDOW } from './classify-context';
import { programmingLanguage } from './programming-language';

const SCRIPT = /script|guion|skript|copione|roteiro/;

// What a program works on or does (folded): "a script to call the API", "script that emails the
// csv to my boss", "script to rename files before the wedding", "when the form is submitted
// it emails the duty manager" (a manager to write to, not to talk to). Any of these keeps it code.
const CODE_PURPOSE =
  /(?<![\p{L}])(?:api|apis|endpoints?|files?|folders?|director(?:y|ies)|csv|json|xml|excel|spreadsheets?|databases?|db|server|servers|cron|urls?|https?|webhooks?|rename|renames|backups?|back up|download\w*|upload\w*|scrap\w*|automat\w*|install\w*|deploy\w*|terminal|command line|cli|logs?|ssh|docker|git|browser|selenium|bot|pipeline|batch|loop|variables?|function|code|run|runs|execute|(?:form|forms) (?:is |are |gets |get )?submit\w*|on submit|(?:google )?(?:sheet|spreadsheet) rows?|rows? (?:of|in) (?:the |a |my |our )?(?:sheet|spreadsheet|table|csv)|google (?:sheets?|forms?|docs?)|triggers? (?:on|when|a function)|(?:imap|smtp|gmail|outlook) inbox|imap|smtp|slack|discord|zapier|airtable|macros?|emails (?:the|them|him|her|me|it|us)|sends? (?:an? )?e-?mails?|archivos?|carpetas?|fichiers?|dossiers?|dateien|ordner|cartelle|pastas?|arquivos?)(?![\p{L}])/u;

/**
 * A "script" noun the user asked for is words to speak when its purpose is talking to someone
 * ("script to ask my boss for a raise", "script for a cold call") and nothing names code: no
 * language ("bash script"), no pasted code, no program's object or action ("rename files").
 */
export function isSpokenScript(ctx: Ctx, noun: Noun): boolean {
  if (noun.kind !== 'code' || !SCRIPT.test(noun.text)) return false;
  if (ctx.mat.code || ctx.mat.log) return false;
  const around = ctx.f.slice(Math.max(0, noun.start - 30), noun.end + NOUN_WINDOW);
  if (programmingLanguage(around, []) !== null || CODE_PURPOSE.test(around)) return false;
  return ctx.d.proseScripts.test(around);
}
