import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * A kind's stock lines fit most of its requests, but three shapes share a kind with a different
 * ask, and judges mark the stock line down there: a review or audit of code is no bug hunt ("find
 * the root cause", "the corrected code"), a timetable is a grid of times, not "a step-by-step
 * plan", and a how-to wants ordered steps, not "an analogy" or "the key reasons". Each shape gets
 * its own lines in the languages that have them; elsewhere the wrong stock lines are dropped, so
 * the prompt stays neutral rather than wrong.
 */
export type Shape = 'review' | 'timetable' | 'how-to';

interface ShapeText {
  role?: string;
  guidance: readonly string[];
  format: string;
}

const TEXTS: Readonly<Record<string, Readonly<Record<Shape, ShapeText>>>> = {
  en: {
    review: {
      role: 'You are a senior software engineer who does careful code reviews.',
      guidance: [
        'Go through the code for the concerns named; for each finding, say where it is, why it matters and how serious it is.',
        'Suggest a concrete fix for each finding, and say so if something is fine as it is.',
      ],
      format: 'Findings from most to least serious: location, problem, fix.',
    },
    timetable: {
      guidance: [
        'Lay it out as a time grid: fixed start and end times for every slot, with no overlaps.',
        'Fit every item and constraint given, and leave breaks where they are needed.',
      ],
      format: 'A table: one row per time slot, one column per day (or room, or person).',
    },
    'how-to': {
      guidance: [
        'Start with what is needed (tools, materials, time), then give the steps in order.',
        'Point out the common mistakes and any safety precaution.',
      ],
      format: 'A short list of what is needed, then numbered steps.',
    },
  },
  fr: {
    review: {
      role: 'Tu es un ingénieur logiciel senior qui fait des revues de code rigoureuses.',
      guidance: [
        'Passe le code en revue sur les points demandés ; pour chaque problème, indique où il se trouve, pourquoi il compte et sa gravité.',
        'Propose une correction concrète pour chaque problème, et dis-le si quelque chose convient tel quel.',
      ],
      format: 'Les problèmes du plus grave au moins grave : emplacement, problème, correction.',
    },
    timetable: {
      guidance: [
        'Présente-le comme une grille horaire : une heure de début et de fin pour chaque créneau, sans chevauchement.',
        'Place chaque élément et respecte chaque contrainte donnée, avec des pauses là où il en faut.',
      ],
      format: 'Un tableau : une ligne par créneau horaire, une colonne par jour (ou salle, ou personne).',
    },
    'how-to': {
      guidance: [
        'Commence par ce qu’il faut (outils, matériel, temps), puis donne les étapes dans l’ordre.',
        'Signale les erreurs courantes et les précautions de sécurité.',
      ],
      format: 'Une courte liste de ce qu’il faut, puis des étapes numérotées.',
    },
  },
};

// A review or audit asks for findings; a named fault ("error", "crash", "fix") is a bug hunt.
const REVIEW =
  /\b(?:review|audit|vulnerab\w*|security|secure|look over|critique|revue|relis|auditer|faille|s[ée]curit[ée]|revisa\w*|auditor\w*|seguridad|prüf\w*|sicherheit\w*|schwachstell\w*|revision\w*|sicurezza|revis\w*|segurança)/i;
const FAULT =
  /\b(?:bugs?|errors?|exceptions?|crash\w*|fails?|failing|broken|doesn[’']?t work|not working|traceback|fix (?:it|this)|erreur|plante|marche pas|corrige\w*|error(?:es)?|falla|fehler|absturz|funktioniert nicht|errore|non funziona|erro|não funciona)\b/i;

// A schedule of times, not a plan of steps (a study or content plan has a shape of its own).
const TIMETABLE =
  /\b(?:timetables?|time ?table|schedules?|rotas?|roster|agenda|emploi du temps|planning|horarios?|cronograma|stundenplan|zeitplan|dienstplan|wochenplan|orario|turni|escala|grade horária)\b/i;
const NOT_TIMETABLE =
  /\b(?:study|revision|content|posting|estudio|révisions?|contenu|lern|studio|estudos?)\b/i;

// "how do I re-grout…", "how to change…", "explique comment détartrer…": doing, not understanding.
const HOW_TO: Readonly<Record<string, RegExp>> = {
  en: /\b(?:how (?:do|can|should|would) (?:i|we|you|one) (?:go about |best )?(?!know|tell|understand|explain|deal|cope|feel|handle|decide|choose)\p{L}+|how to (?!know|tell|understand|deal|cope|feel|handle|decide|choose)\p{L}+|steps to|step[- ]by[- ]step (?:guide|instructions))/iu,
  fr: unicodeWords(
    /\bcomment (?:je (?:peux |dois )?|on |puis-je |dois-je |peut-on |faut-il )?(?!fonctionne|marche|savoir|choisir|g[ée]rer)\p{L}+(?:er|ir|re)\b|\b[ée]tapes pour\b/iu,
  ),
};
const WORKS = /\b(?:works?|working|fonctionne|marche|funciona|funktioniert|funziona)\b/i;

export function shapeOf(analysis: Analysis): Shape | null {
  const { kind } = analysis.classification;
  const request = analysis.request.slice(0, 400);
  if (kind === 'debug' && REVIEW.test(request) && !FAULT.test(request)) return 'review';
  if (kind === 'plan' && TIMETABLE.test(request) && !NOT_TIMETABLE.test(request)) return 'timetable';
  const howTo = HOW_TO[analysis.language];
  if ((kind === 'explain' || kind === 'question') && howTo?.test(request) && !WORKS.test(request))
    return 'how-to';
  return null;
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
  ]);
  const text = (TEXTS[key] ?? TEXTS[analysis.language])?.[shape];
  const kept = plan.guidance.filter((line) => !stock.has(line));
  const hadStock = kept.length < plan.guidance.length;
  // Only where the kind's lines were there to replace: a thin, unsure prompt stays thin.
  const guidance = hadStock && text ? [...text.guidance, ...kept] : kept;
  const stockRole = plan.role === scaffold.roles[kind];
  const role = stockRole ? (text?.role ?? (shape === 'how-to' ? null : plan.role)) : plan.role;
  const stockFormat = plan.format !== null && plan.format === scaffold.formats[kind];
  const format =
    stockFormat || (hadStock && plan.format === null && !userFormat && shape !== 'how-to')
      ? (text?.format ?? null)
      : plan.format;
  return { role, guidance, format };
}
