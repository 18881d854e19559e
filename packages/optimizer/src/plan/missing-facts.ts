import type { Analysis } from '../analysis/types';
import type { GapSlot } from '../i18n/scaffold/gap-questions';
import {
  BUDGET_TOLD,
  BUYING,
  CONDITION_TOLD,
  DIET,
  LANG_LEVEL_TOLD,
  LANGUAGE_TEACHING,
  NOT_BOUGHT,
  OWN_AGE_TOLD,
  TEACHING,
  USE_TOLD,
  VEHICLE,
  VEHICLE_FAULT,
  VEHICLE_TOLD,
} from '../i18n/scaffold/gap-words';
import { deliverableFilled } from './deliverables';
import { mentionsChild } from './jurisdiction';
import { statesBudget } from './stated';
import { GIVEN_WORK_KINDS } from './given-work-kinds';
import { wordCount } from '../analysis/word-count';

/**
 * Asks whose best answer turns on a fact only the user has, whatever the request's length: a
 * purchase (budget, use), teaching material (the learners' level), a car fault (make, model,
 * year), a diet or medicine question (age, health). A 20-word request can lack the deciding fact
 * as surely as a 4-word one; each question is dropped once the request states its answer, so
 * a request that says everything gets none.
 */
export type Gap = 'purchase' | 'teaching' | 'vehicle-fault' | 'health';

/** Asked alongside the gap questions: the class's grade and what was tried are shared slots. */
export type GapAsk = GapSlot | 'class-grade' | 'tried';

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const re = (source: string): RegExp => new RegExp(`${L}(?:${source})${R}`, 'iu');

const BUYING_RE = re(BUYING);
const NOT_BOUGHT_RE = re(NOT_BOUGHT);
const BUDGET_RE = re(BUDGET_TOLD);
const USE_RE = re(USE_TOLD);
const TEACHING_RE = re(TEACHING);
const LANGUAGE_TEACHING_RE = re(LANGUAGE_TEACHING);
const LANG_LEVEL_RE = re(LANG_LEVEL_TOLD);
const VEHICLE_RE = re(VEHICLE);
const VEHICLE_FAULT_RE = re(VEHICLE_FAULT);
const VEHICLE_TOLD_RE = re(VEHICLE_TOLD);
const BICYCLE_RE =
  /(?<![\p{L}-])(?:e-?)?(?:bikes?|bicycles?|cycling|mtb|bicis?|bicicletas?|vélos?|fahrr(?:a|ä)d\w*|bicicletta)(?![\p{L}])/iu;
const DIET_RE = re(DIET);
const OWN_AGE_RE = re(OWN_AGE_TOLD);
const CONDITION_RE = re(CONDITION_TOLD);
/** "quiz me", "test me": practice with the assistant, not material for a class. */
const QUIZ_ME = /\b(?:quiz|test|drill)\s+(?:me|us)\b/i;

/** A question, not a document: past this, the request is a brief that has made its choices. */
const MAX_WORDS = 40;

/** Kinds that work on code, data or given text: "SQL for car sales" is no car fault. */
const OTHER_KINDS: ReadonlySet<string> = new Set([...GIVEN_WORK_KINDS]);
const ASKING_KINDS: ReadonlySet<string> = new Set(['question', 'advice', 'explain', 'compare', 'write']);

/** What is missing, most decisive first; checked in order, the first gap that matches decides. */
const GAPS: ReadonlyArray<{ gap: Gap; when: (a: Analysis) => boolean; ask: (a: Analysis) => GapAsk[] }> = [
  {
    gap: 'teaching',
    when: (a) => TEACHING_RE.test(a.request) && !QUIZ_ME.test(a.request),
    // A language class needs its language level too; a school year told places both.
    ask: (a) => (LANGUAGE_TEACHING_RE.test(a.request) ? ['class-grade', 'lang-level'] : ['class-grade']),
  },
  {
    gap: 'vehicle-fault',
    when: (a) =>
      VEHICLE_RE.test(a.request) &&
      VEHICLE_FAULT_RE.test(a.request) &&
      // Bike brakes and tyres are no car: "which make, model and year is the car?" misfires.
      !BICYCLE_RE.test(a.request) &&
      ASKING_KINDS.has(a.classification.kind),
    ask: () => ['vehicle-model', 'tried'],
  },
  {
    gap: 'purchase',
    when: (a) =>
      BUYING_RE.test(a.request) && !NOT_BOUGHT_RE.test(a.request) && ASKING_KINDS.has(a.classification.kind),
    ask: () => ['buy-budget', 'buy-use', 'buy-priority'],
  },
  // A child's dose or symptom is asked by the child's own questions (jurisdiction, needs).
  {
    gap: 'health',
    when: (a) => DIET_RE.test(a.request) && !mentionsChild(a) && ASKING_KINDS.has(a.classification.kind),
    ask: () => ['your-age', 'health-conditions'],
  },
];

export function gapOf(analysis: Analysis): Gap | null {
  if (analysis.alreadyStructured || analysis.material.length > 0) return null;
  if (OTHER_KINDS.has(analysis.classification.kind)) return null;
  if (wordCount(analysis.request) > MAX_WORDS) return null;
  return GAPS.find((g) => g.when(analysis))?.gap ?? null;
}

export function gapAsks(gap: Gap, analysis: Analysis): GapAsk[] {
  return GAPS.find((g) => g.gap === gap)!.ask(analysis);
}

/** A health question not caught by the diet words ("ibuprofen with coffee") still needs age and health. */
export function healthAsks(): GapAsk[] {
  return ['your-age', 'health-conditions'];
}

/** The request already states the slot's answer, in any of the ways people state it. */
export function gapFilled(slot: GapSlot, analysis: Analysis): boolean {
  const text = analysis.request;
  switch (slot) {
    case 'buy-budget':
      return BUDGET_RE.test(text) || statesBudget(text);
    case 'buy-use':
      return USE_RE.test(text);
    case 'buy-priority':
      return (
        BUDGET_RE.test(text) ||
        /\b(?:light(?:weight)?|portable|compact|quiet|durable|easy to use)\b/i.test(text)
      );
    case 'lang-level':
      return LANG_LEVEL_RE.test(text) || deliverableFilled('class-grade', text);
    case 'vehicle-model':
      return VEHICLE_TOLD_RE.test(text);
    case 'your-age':
      return OWN_AGE_RE.test(text);
    case 'health-conditions':
      return CONDITION_RE.test(text);
  }
}
