import { isNumberedListing } from '../analysis/material-lines';
import { statesSchema } from './stated-schema';
import type { Analysis } from '../analysis/types';

/**
 * Programming asks whose generic kind lines mislead: a review that must not rewrite the code, a
 * query with no schema in sight, and a regex or a one-liner whose answer has its own shape.
 */

/** "review", "audit", "point out the problems": feedback on code, not a fix of a known bug. */
const REVIEW =
  /\b(?:code review|review|reviewing|audit|critique|point out|look over|sanity[- ]check|feedback on)\b/i;
/** The user forbids the rewrite ("don't rewrite it", "feedback only", "no fixes"). */
const FEEDBACK_ONLY =
  /\b(?:do(?:n'?t| not) (?:rewrite|refactor|fix|change|give me (?:the )?(?:fixed|corrected|new) (?:code|version))|no (?:rewrites?|refactor(?:ing)?|fixes|code changes)|without (?:rewriting|changing)|feedback only|only feedback|just (?:point out|list|tell me|flag)|only (?:point out|list|flag))\b/i;
/** A review for weaknesses an attacker could use. */
const SECURITY =
  /\b(?:security|secure|vulnerab\w*|exploit\w*|injection|xss|csrf|ssrf|owasp|auth(?:entication|orization)? (?:issues?|holes?|flaws?)|pen ?test\w*)\b/i;
/** The user wants findings tied to line numbers ("line refs", "with line numbers"). */
const LINE_REFS = /\blines? (?:refs?|references?|numbers?|nos?\.?)\b|\bby line\b|\bper line\b/i;
/** A bug the user is chasing: then the root cause and the fix are the answer, review or not. */
const CHASING_BUG =
  /\b(?:crash\w*|throws?|error|exception|traceback|fails?|failing|broken|doesn'?t work|not working|wrong (?:result|output)|bug(?!s? (?:or|and) (?:smells|issues)))\b/i;

/** Reviews as a team practice: a question about the process, not code to review. */
export const REVIEW_PRACTICE =
  /\bcode[- ]reviews?(?:ing)?\s+(?:process(?:es)?|culture|practices?|guidelines|checklists?|meetings?|times?|policy|policies|workflows?|standards?|etiquette|tools?|bottlenecks?)\b/gi;

export interface ReviewPlan {
  role: string;
  guidance: string[];
  format: string;
}

/**
 * A code review (English): findings with where, why and how bad, and the fix in words when the
 * user said not to rewrite. A security review checks what an attacker could do, not a bug's cause.
 */
export function reviewPlan(analysis: Analysis): ReviewPlan | null {
  if (analysis.language !== 'en') return null;
  const { kind } = analysis.classification;
  if (kind !== 'debug' && kind !== 'code' && kind !== 'edit' && kind !== 'question') return null;
  // "our code review process is too slow" talks about reviewing, not a review to do.
  const request = analysis.request.replace(REVIEW_PRACTICE, '');
  const code = analysis.material.filter((m) => m.kind === 'code');
  const hasCode = code.length > 0;
  const security = SECURITY.test(request);
  // "check this for security issues", "any security holes here?" over code: a security review
  // whatever the verb.
  if (
    !(REVIEW.test(request) || (security && hasCode)) ||
    !(hasCode || /\b(?:code|function|handler|class|pr|pull request)\b/i.test(request))
  )
    return null;
  // "with line refs", or code pasted with its line numbers: findings point at those numbers.
  const byLine = LINE_REFS.test(request) || code.some((m) => isNumberedListing(m.content));
  if (!security && CHASING_BUG.test(request) && !FEEDBACK_ONLY.test(request)) return null;
  const feedbackOnly = FEEDBACK_ONLY.test(request);
  return {
    role: security
      ? 'You are an application security engineer reviewing code.'
      : 'You are a senior software engineer doing a careful code review.',
    guidance: [
      ...(security
        ? [
            'Check how input reaches queries, HTML, files and commands, plus authentication, secrets and error handling; for each weakness, name the attack it allows.',
          ]
        : []),
      byLine
        ? 'For each problem, give its line number, what is wrong, why it matters, and its severity (critical, major or minor).'
        : 'For each problem, quote the line it concerns, then say what is wrong, why it matters, and its severity (critical, major or minor).',
      feedbackOnly
        ? 'Describe the fix for each problem in a sentence; do not rewrite the code or return a corrected version.'
        : 'Suggest a fix for each problem, with a short snippet only where words are not enough.',
    ],
    format: byLine
      ? 'A list of findings, most severe first: line, problem, why it matters, severity, suggested fix.'
      : 'A list of findings, most severe first: the quoted line, problem, why it matters, suggested fix.',
  };
}

/** The request or its material already shows the tables ("tables invoices(id, …)", CREATE TABLE). */
const NAMES_TABLES =
  /create table|\btables?\s*:?\s+\w+\s*\(|\b\w+\s*\(\s*\w+\s*,\s*\w+|\b(?:from|join|table|tables)\s+[`"]?[a-z_][\w.]*[`"]?\s*(?:\(|,|with|where|and|on)|\b[a-z_]+\.[a-z_]+\b/i;

/** Lines for a query whose schema the user did not give and is not asked to paste. */
const NO_SCHEMA: Readonly<Record<string, string>> = {
  en: 'The table and column names are not given: ask for them and for the database (PostgreSQL, MySQL, SQLite…) before writing the query, or state the names you assume.',
  es: 'No se dan los nombres de tablas y columnas: pídelos, junto con la base de datos (PostgreSQL, MySQL, SQLite…), antes de escribir la consulta, o indica los nombres que supones.',
  fr: 'Les noms des tables et des colonnes ne sont pas donnés\u00a0: demandez-les, ainsi que la base de données (PostgreSQL, MySQL, SQLite…), avant d’écrire la requête, ou indiquez les noms que vous supposez.',
  'fr-tu':
    'Les noms des tables et des colonnes ne sont pas donnés\u00a0: demande-les, ainsi que la base de données (PostgreSQL, MySQL, SQLite…), avant d’écrire la requête, ou indique les noms que tu supposes.',
  de: 'Tabellen- und Spaltennamen fehlen: Frage vor dem Schreiben der Abfrage danach und nach der Datenbank (PostgreSQL, MySQL, SQLite…), oder nenne die Namen, die du annimmst.',
  'de-sie':
    'Tabellen- und Spaltennamen fehlen: Fragen Sie vor dem Schreiben der Abfrage danach und nach der Datenbank (PostgreSQL, MySQL, SQLite…), oder nennen Sie die Namen, die Sie annehmen.',
  it: 'I nomi di tabelle e colonne non sono indicati: chiedili, insieme al database (PostgreSQL, MySQL, SQLite…), prima di scrivere la query, oppure indica i nomi che ipotizzi.',
  pt: 'Os nomes das tabelas e colunas não foram dados: pergunte por eles e pelo banco de dados (PostgreSQL, MySQL, SQLite…) antes de escrever a consulta, ou indique os nomes que supõe.',
};

/**
 * A query asked with no schema, no table names and no slot to paste one: "use only the tables in
 * the schema" points at nothing, so the model asks for the names (or states its guesses) instead.
 */
export function noSchemaLine(analysis: Analysis, key: string, hasPasteSlot: boolean): string | null {
  if (analysis.classification.kind !== 'sql' || hasPasteSlot || analysis.material.length > 0) return null;
  if (NAMES_TABLES.test(analysis.request) || statesSchema(analysis.request)) return null;
  return NO_SCHEMA[key] ?? NO_SCHEMA[analysis.language] ?? null;
}

/** The answer's shape for a regular expression: the pattern, its parts, strings it must and must not match. */
const REGEX_FORMAT: Readonly<Record<string, string>> = {
  en: 'The regular expression alone in a code block, then one line per part explaining it, then a few test strings it must match and a few it must reject, including edge cases.',
  es: 'La expresión regular sola en un bloque de código, luego una línea por cada parte que la explique y después algunas cadenas de prueba que debe aceptar y otras que debe rechazar.',
  fr: 'L’expression régulière seule dans un bloc de code, puis une ligne par partie pour l’expliquer, puis quelques chaînes de test qu’elle doit accepter et d’autres qu’elle doit rejeter.',
  de: 'Der reguläre Ausdruck allein in einem Codeblock, dann eine Zeile pro Teil mit der Erklärung, dann einige Teststrings, die passen müssen, und einige, die nicht passen dürfen.',
  it: 'L’espressione regolare da sola in un blocco di codice, poi una riga per ogni parte che la spieghi, poi alcune stringhe di prova che deve accettare e altre che deve rifiutare.',
  pt: 'A expressão regular sozinha num bloco de código, depois uma linha por parte a explicá-la e, por fim, algumas strings de teste que deve aceitar e outras que deve rejeitar.',
};

/** The answer's shape for a shell one-liner: the command, its parts, and a dry run when it deletes. */
const COMMAND_FORMAT: Readonly<Record<string, string>> = {
  en: 'The command alone in a code block, then one line per part explaining it; if it deletes, moves or overwrites anything, first a dry-run version that only lists what it would touch.',
  es: 'El comando solo en un bloque de código, luego una línea por cada parte que lo explique; si borra, mueve o sobrescribe algo, antes una versión de prueba que solo liste lo que tocaría.',
  fr: 'La commande seule dans un bloc de code, puis une ligne par partie pour l’expliquer\u00a0; si elle supprime, déplace ou écrase quelque chose, d’abord une version d’essai qui liste seulement ce qu’elle toucherait.',
  de: 'Der Befehl allein in einem Codeblock, dann eine Zeile pro Teil mit der Erklärung; wenn er etwas löscht, verschiebt oder überschreibt, zuerst ein Probelauf, der nur auflistet, was er ändern würde.',
  it: 'Il comando da solo in un blocco di codice, poi una riga per ogni parte che lo spieghi; se cancella, sposta o sovrascrive qualcosa, prima una prova a vuoto che elenchi solo ciò che toccherebbe.',
  pt: 'O comando sozinho num bloco de código, depois uma linha por parte a explicá-lo; se apagar, mover ou substituir algo, primeiro uma versão de teste que apenas liste o que tocaria.',
};

/** The format line of a regex or a one-liner in the request's language, or null when we have none. */
export function oneLinerFormat(
  shape: 'regex' | 'command',
  language: string,
  destructive = true,
): string | null {
  const line = (shape === 'regex' ? REGEX_FORMAT : COMMAND_FORMAT)[language] ?? null;
  // The dry run is the clause after the ";": a command that changes nothing needs none.
  if (!line || shape === 'regex' || destructive) return line;
  return line.replace(/[\s\u00a0]*;[\s\S]*$/, '.');
}
