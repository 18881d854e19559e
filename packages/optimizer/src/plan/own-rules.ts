import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * Rules a user sets about one topic that one of our stock lines also speaks to. When the user
 * has a rule, ours goes: two rules on one topic read as a contradiction to the model and judge.
 */

/** "Write 'none set'", "leave it blank", "put N/A", "mark unknown with a dash": an empty-value rule. */
export const OWN_MISSING = unicodeWords(
  /\b(?:blank|empty|n\/a|unknown|not stated|none set|not set|tbd|dash|hyphen|vac[ií]o|en blanco|no se sabe|desconocido|no consta|guion|si falta|si no (?:hay|aparece|viene|se menciona|consta)|vide|inconnu|non renseigné|tiret|s'il n'y a pas|si (?:[\wà-ÿ'’]+ )?(?:[\wà-ÿ'’]+ )?manque|leer lassen|leer|unbekannt|strich|fehlt|falls kein[\wà-ÿ'’]*|wenn kein[\wà-ÿ'’]*|vuot[oa]|sconosciuto|non si sa|trattino|se manca|se non c'è|vazi[oa]|em branco|desconhecido|não se sabe|traço|se faltar|se não houver)\b|\bnull\b|\bmissing\b|\bnot (?:mentioned|given|stated|known|listed)\b|\bif (?:there (?:is|are)|there's) no\b|\bif no \w+(?: \w+)? (?:is|are) (?:mentioned|given|stated|known|listed)\b|\bdon'?t guess\b/i,
);

/** "Don't ask me questions, just write it": our "ask me for missing details" would fight it. */
const NO_ASKING = unicodeWords(
  /\b(?:don'?t|do not|no need to|never) ask (?:me )?(?:any )?(?:(?:follow[- ]up |clarifying )?questions?|anything|for (?:more )?details?)\b|\bno (?:follow[- ]up |clarifying )?questions\b(?!\s+(?:at|in) the end)|\bjust (?:write|do) it\b|\bno me (?:hagas|preguntes) (?:preguntas|nada)\b|\bsin (?:hacer )?preguntas\b|\bne (?:me )?pose pas de questions?\b|\bsans (?:me )?poser de questions?\b|\bkeine (?:rück)?fragen\b|\bfrag (?:mich )?nicht(?: nach)?\b|\bsenza (?:fare )?domande\b|\bnon farmi domande\b|\bsem (?:fazer )?perguntas\b|\bnão me faça perguntas\b/i,
);

/** "No comments in the code": our "with brief comments" says the opposite. */
const NO_COMMENTS = unicodeWords(
  /\b(?:no|without|don'?t add|do not add|skip the|strip the|remove the) (?:code )?comments\b|\bsin comentarios\b|\bsans commentaires?\b|\bohne kommentare\b|\bsenza commenti\b|\bsem comentários\b/i,
);

/** "No analogies", "skip the examples": our explainer line builds on an example or analogy. */
const NO_ANALOGY = unicodeWords(
  /\b(?:no|without|skip the|don'?t use|do not use) (?:[\wà-ÿ'’]+ )?(?:analog(?:y|ies)|metaphors?|examples?)\b|\bsin (?:analog[ií]as?|met[aá]foras?|ejemplos?)\b|\bsans (?:analogies?|métaphores?|exemples?)\b|\bohne (?:analogien?|metaphern?|beispiele?)\b|\bsenza (?:analogie|metafore|esempi)\b|\bsem (?:analogias?|metáforas?|exemplos?)\b/i,
);

/**
 * The stock lines the user's own rule of the same topic overrides: our null rule, our
 * "ask me first", our length rule, our comments and our analogy. Same order in all languages.
 */
export function overriddenLines(
  analysis: Analysis,
  scaffold: Scaffold,
  /** Only these lines can be dropped: a rule whose line is not among them is not read. */
  among?: ReadonlySet<string>,
): ReadonlySet<string> {
  const request = analysis.request;
  const overrides = (rule: RegExp, line: string | undefined): string | undefined =>
    line !== undefined && (among === undefined || among.has(line)) && rule.test(request) ? line : undefined;
  const lines = [
    // "Leave blank if missing" beats our "use null" (tables and extraction alike).
    overrides(OWN_MISSING, scaffold.guidance.extract?.[1]),
    overrides(NO_ASKING, scaffold.lines.askMissing),
    overrides(NO_COMMENTS, scaffold.guidance.code?.[0]),
    overrides(NO_ANALOGY, scaffold.guidance.explain?.[0]),
  ];
  return new Set(lines.filter((line): line is string => line !== undefined));
}
