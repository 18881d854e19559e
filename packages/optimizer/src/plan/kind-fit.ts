import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { FUNCTION_EXAMPLES } from '../i18n/scaffold/situation-lines';
import { isHowTo } from './how-to';
import { SHAPE_TEXTS, type Shape as StockShape, type ShapeText } from './kind-fit-texts';
import { PASTE_MEANING } from './kind-fit-paste';
import { CODE_MEANING } from './kind-fit-code';
import { CODE_GIST, wantsGist } from './brief-ask';
import { isTechnicalText } from '../analysis/technical-text';
import { REVIEW_PRACTICE } from './code-asks';
import {
  asksEitherOr,
  asksForOnePiece,
  asksQuestionsToAsk,
  eitherOrText,
  questionsText,
} from './asked-shapes';
import { CLASHES, PICK_QUOTES } from './kind-fit-picks';
import { asksForClashes, asksToPickQuotes } from '../analysis/pick-ask';

/**
 * A kind's stock lines fit most of its requests, but some shapes share a kind with a different
 * ask, and judges mark the stock line down there: a review or audit of code is no bug hunt ("find
 * the root cause", "the corrected code"), a timetable is a grid of times and a chore rota a grid
 * of who does what, not "a step-by-step plan", and a how-to wants ordered steps, not "an
 * analogy", "the key reasons" or "options with their trade-offs". Each shape gets its own lines
 * (kind-fit-texts.ts); a language without them only loses the wrong stock lines, so the prompt
 * stays neutral rather than wrong.
 */
/**
 * 'paste-meaning': the meaning of a pasted letter or clause, told to the user who got it;
 * 'code-meaning': what pasted code or a command does, part by part.
 */
/**
 * 'pick-quotes': the best lines of a text chosen, not fields extracted; 'clashes': what does not
 * work in a schedule, then fixes, not a new grid (kind-fit-picks.ts).
 */
export type Shape =
  | StockShape
  | 'paste-meaning'
  | 'code-meaning'
  | 'pick-quotes'
  | 'clashes'
  | 'questions-to-ask'
  | 'one-piece'
  | 'either-or';

/** Kinds whose stock lines answer a question or a situation, not a list of questions or a piece. */
const ASKED_KINDS: ReadonlySet<string> = new Set(['advice', 'question', 'analyze-data', 'compare']);

// A review or audit asks for findings; a named fault ("error", "crash", "fix") is a bug hunt.
const REVIEW =
  /\b(?:review|audit|vulnerab\w*|security|secure|look over|critique|revue|relis|auditer|faille|s[ée]curit[ée]|revisa\w*|auditor\w*|seguridad|prüf\w*|sicherheit\w*|schwachstell\w*|revision\w*|sicurezza|revis\w*|segurança)/i;
// Only the words that name a review, not "secure" or "security" ("make this function secure"
// asks for code back).
const REVIEW_ASK =
  /(?<![\p{L}])(?:code[- ]?review|review\w*|audit\w*|revue|revisi[óo]n|revisione|revisão|überprüf\w*|prüf\w*|durchsicht)(?![\p{L}])/iu;
const FAULT =
  /\b(?:bugs?|errors?|exceptions?|crash\w*|fails?|failing|broken|doesn[’']?t work|not working|traceback|fix (?:it|this)|erreur|plante|marche pas|corrige\w*|error(?:es)?|falla|fehler|absturz|funktioniert nicht|errore|non funziona|erro|não funciona)\b/i;

// A schedule of times, not a plan of steps (a study or content plan has a shape of its own).
const TIMETABLE =
  /\b(?:timetables?|time ?table|schedules?|rotas?|roster|agenda|chore (?:charts?|lists?|wheels?)|(?:chore|cleaning|housework) (?:plans?|charts?)|emploi du temps|planning|horarios?|cronograma|stundenplan|zeitplan|dienstplan|wochenplan|putzplan|schichtplan|cuadrante|turnos|roulement|tableau des tâches|reparto de tareas|orario|turni|escala|grade horária)\b/i;
const NOT_TIMETABLE =
  /\b(?:study|revision|content|posting|estudio|révisions?|contenu|lern|studio|estudos?)\b/i;

// Chores shared out by day or week: who does what, not timed slots with breaks.
const DUTIES =
  /(?<![\p{L}])(?:chores?|cleaning|housework|tidying|putz\w*|hausarbeit\w*|ménage|tâches|limpieza|tareas|pulizi[ae]|faccende|limpeza|tarefas)(?![\p{L}])/iu;

// "what does it mean", "in plain English", "in normal words": the meaning of the paste, for the user.
const PLAIN_WORDS =
  /(?<![\p{L}])(?:mean|means|meaning|plain|normal|simple|everyday|layman'?s?|explain|bedeute\w*|einfach\w*|signifie|signifi\w*|simples?|significa|sencill\w*|normales?|semplic\w*)(?![\p{L}])/iu;

export function shapeOf(analysis: Analysis): Shape | null {
  const { kind } = analysis.classification;
  // "our code review process is too slow" is about the practice: no review to do.
  const request = analysis.request.slice(0, 400).replace(REVIEW_PRACTICE, '');
  if (kind === 'debug' && REVIEW.test(request) && !FAULT.test(request)) return 'review';
  // "Mach ein Code-Review dieser Funktion", "revisione del codice": the word "code" made it a
  // coding task, but a review of pasted code asks for findings, not new code.
  if (
    kind === 'code' &&
    REVIEW_ASK.test(request) &&
    !FAULT.test(request) &&
    analysis.material.some((m) => m.kind === 'code')
  )
    return 'review';
  if (kind === 'extract' && asksToPickQuotes(request)) return 'pick-quotes';
  if (kind === 'plan' && asksForClashes(request, pastedText(analysis))) return 'clashes';
  if (kind === 'plan' && TIMETABLE.test(request) && !NOT_TIMETABLE.test(request))
    return DUTIES.test(request) ? 'rota' : 'timetable';
  if (kind === 'explain' && analysis.material.length > 0 && analysis.material.every((m) => m.kind === 'code'))
    return 'code-meaning';
  if (
    kind === 'explain' &&
    analysis.material.some((m) => (m.kind === 'text' || m.kind === 'email') && !isTechnicalText(m.content)) &&
    PLAIN_WORDS.test(request)
  )
    return 'paste-meaning';
  // "what questions should I ask the installers?": questions to put, not options or figures.
  if (ASKED_KINDS.has(kind) && asksQuestionsToAsk(request)) return 'questions-to-ask';
  // "I need a system prompt for our bot, can you write it?": one piece, not advice about it.
  if (kind === 'advice' && asksForOnePiece(analysis.request)) return 'one-piece';
  // "pilates or yoga for bad posture?": a verdict, not "four or five criteria" and an analyst.
  if (kind === 'compare' && analysis.material.length === 0 && asksEitherOr(analysis.request))
    return 'either-or';
  // "how should I go about patching drywall" reads as advice, but it is a job to do.
  if ((kind === 'explain' || kind === 'question' || kind === 'advice') && isHowTo(request, analysis.language))
    return 'how-to';
  return null;
}

const PICKED = { 'pick-quotes': PICK_QUOTES, clashes: CLASHES } as const;

/** The pasted text a schedule may sit in ("check this schedule" over the week pasted below). */
function pastedText(analysis: Analysis): string {
  return analysis.material
    .filter((m) => m.kind === 'text' || m.kind === 'list' || m.kind === 'email')
    .map((m) => m.content)
    .join('\n');
}

interface Fitted {
  role: string | null;
  guidance: string[];
  format: string | null;
}

/**
 * The plan's role, guidance and format for the request's real shape: the kind's stock lines out,
 * the shape's lines in (or nothing where the language has none). Lines of the user's situation
 * (a subject's, the rules line, the injection note) stay.
 */
export function fitShape(
  analysis: Analysis,
  scaffold: Scaffold,
  key: string,
  plan: Fitted,
  userFormat: boolean,
): Fitted {
  const shape = shapeOf(analysis);
  if (!shape) return plan;
  const { kind } = analysis.classification;
  const stock = new Set([
    ...(scaffold.guidance[kind] ?? []),
    ...(kind === 'debug' ? scaffold.lines.troubleshoot : []),
    // A code task's "example calls" line stands in for its edge-case line (everyday-lines.ts).
    ...(kind === 'code' ? Object.values(FUNCTION_EXAMPLES) : []),
  ]);
  const text = shapeText(shape, analysis, key);
  const kept = plan.guidance.filter((line) => !stock.has(line));
  const hadStock = kept.length < plan.guidance.length;
  // Only where the kind's lines were there to replace: a thin, unsure prompt stays thin.
  // A list of questions is asked for in so many words: its line goes in even without stock lines.
  const adds = hadStock || shape === 'questions-to-ask';
  const guidance = adds && text ? [...text.guidance.filter((l) => !kept.includes(l)), ...kept] : kept;
  const stockRole = plan.role === scaffold.roles[kind];
  // The advisor's or the analyst's role promises what these shapes do not want.
  const roleless =
    shape === 'how-to' || shape === 'questions-to-ask' || shape === 'one-piece' || shape === 'either-or';
  const role = stockRole ? (text?.role ?? (roleless ? null : plan.role)) : plan.role;
  const stockFormat = plan.format !== null && plan.format === scaffold.formats[kind];
  const format =
    stockFormat || (hadStock && plan.format === null && !userFormat && shape !== 'how-to')
      ? text?.format || null
      : plan.format;
  return { role, guidance, format };
}

/** The lines that replace the kind's stock lines for a shape, in the request's register. */
function shapeText(shape: Shape, analysis: Analysis, key: string): ShapeText | undefined {
  const lang = analysis.language;
  switch (shape) {
    case 'paste-meaning':
      return PASTE_MEANING[key] ?? PASTE_MEANING[lang];
    case 'code-meaning':
      // "Keep it tight", "not line by line": the gist, not a walk through every line.
      return wantsGist(analysis)
        ? (CODE_GIST[key] ?? CODE_GIST[lang])
        : (CODE_MEANING[key] ?? CODE_MEANING[lang]);
    case 'pick-quotes':
    case 'clashes':
      return PICKED[shape][key] ?? PICKED[shape][lang];
    case 'questions-to-ask':
      return questionsText(key, lang);
    case 'either-or':
      return eitherOrText(key, lang);
    case 'one-piece':
      // The piece's own words say what to write: the advice lines only go.
      return undefined;
    default:
      return (SHAPE_TEXTS[key] ?? SHAPE_TEXTS[lang])?.[shape];
  }
}
