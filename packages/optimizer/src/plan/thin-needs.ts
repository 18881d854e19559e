import type { Analysis } from '../analysis/types';
import { domainOf } from '../i18n/scaffold/domains';
import { writeForm } from '../i18n/scaffold/forms';
import type { NeedSlot } from '../i18n/scaffold/need-questions';
import { NEED_FILLED, NEED_WORDS } from '../i18n/scaffold/need-words';
import { AGE, mentionsChild } from './jurisdiction';
import {
  statesAgeWord,
  statesBudget,
  statesDates,
  statesPupil,
  statesReason,
  statesRecipient,
} from './stated';
import { GIVEN_WORK_KINDS } from './given-work-kinds';
import { statesCompany, statesWhen } from './implied';

/**
 * Thin everyday requests whose answer turns on facts only the user has. Each need lists its
 * questions, most decisive first; a question is dropped once the request states its answer.
 * Checked in order: the first need that matches decides.
 */
export type Need =
  | 'child-fever'
  | 'child-teething'
  | 'child-ill'
  | 'school-absence'
  | 'sick-note'
  | 'complaint'
  | 'raise-script'
  | 'gift'
  | 'shop-marketing';

/** Asked alongside the need questions: the child's age (a jurisdiction slot) and reused ones. */
export type NeedAsk = NeedSlot | 'kid-age' | 'channel' | 'selling-point';

/** A question, not a document: what is asked is decided by the facts missing, not by length. */
const MAX_WORDS = 40;

/** Asking for more pay: "a raise", "un aumento", "une augmentation", "Gehaltserhöhung"… */
const RAISE =
  /(?<![\p{L}])(?:raise|pay rise|salary increase|aumento(?: de sueldo| de salário| salarial)?|augmentation|gehaltserhöhung|lohnerhöhung|mehr gehalt)(?![\p{L}])/iu;
/** An amount is given: a figure or a currency. */
const AMOUNT = /\p{N}|[$€£%]/u;

const NEEDS: ReadonlyArray<{ need: Need; when: (a: Analysis) => boolean; ask: readonly NeedAsk[] }> = [
  // A script to ask for a raise: the amount is what the talk turns on.
  {
    need: 'raise-script',
    when: (a) =>
      a.classification.kind === 'write' && writeForm(a.request) === 'script' && RAISE.test(a.request),
    ask: ['raise-amount'],
  },
  // A feverish child: age first (a baby under three months is urgent), then how high and how long.
  {
    need: 'child-fever',
    when: (a) => NEED_WORDS.fever.test(a.request) && mentionsChild(a),
    ask: ['kid-age', 'temperature', 'illness-since', 'fever-signs'],
  },
  {
    need: 'child-teething',
    when: (a) => NEED_WORDS.teething.test(a.request),
    ask: ['kid-age', 'child-signs'],
  },
  {
    need: 'child-ill',
    when: (a) => NEED_WORDS.childIll.test(a.request) && mentionsChild(a),
    ask: ['kid-age', 'illness-since', 'child-signs'],
  },
  // A teacher, a class or "my daughter" means school; a boss, the office or a bare "sick note" mean work.
  {
    need: 'school-absence',
    when: (a) =>
      NEED_WORDS.absence.test(a.request) &&
      (NEED_WORDS.school.test(a.request) ||
        !NEED_WORDS.work.test(a.request) ||
        (mentionsChild(a) && !NEED_WORDS.employer.test(a.request))),
    ask: ['absence-name', 'absence-dates', 'absence-reason'],
  },
  {
    need: 'sick-note',
    when: (a) => NEED_WORDS.absence.test(a.request),
    ask: ['absence-dates', 'absence-reason', 'work-handover', 'note-tone'],
  },
  {
    need: 'complaint',
    when: (a) => NEED_WORDS.complaint.test(a.request) && !NEED_WORDS.notComplaint.test(a.request),
    ask: ['complaint-facts', 'complaint-outcome', 'note-tone'],
  },
  {
    need: 'gift',
    when: (a) => NEED_WORDS.gift.test(a.request) && !NEED_WORDS.notGift.test(a.request),
    ask: ['gift-recipient', 'gift-budget', 'gift-likes', 'gift-occasion'],
  },
  // Marketing for a bakery or a salon: the goal and the money decide the plan, not "to whom?".
  {
    need: 'shop-marketing',
    when: (a) =>
      (domainOf(a.request) === 'marketing' || NEED_WORDS.marketing.test(a.request)) &&
      NEED_WORDS.smallBusiness.test(a.request),
    ask: ['marketing-goal', 'marketing-budget', 'selling-point', 'channel'],
  },
];

/** Kinds that work on code, data or given text: "SQL to find absent students" is no note. */
const OTHER_KINDS: ReadonlySet<string> = new Set([...GIVEN_WORK_KINDS, 'roleplay']);

export function needOf(analysis: Analysis): Need | null {
  if (analysis.material.length > 0 || OTHER_KINDS.has(analysis.classification.kind)) return null;
  if (analysis.request.split(/\s+/).filter(Boolean).length > MAX_WORDS) return null;
  return NEEDS.find((n) => n.when(analysis))?.need ?? null;
}

export function needAsks(need: Need): readonly NeedAsk[] {
  return NEEDS.find((n) => n.need === need)!.ask;
}

const FILLED: Readonly<Record<NeedSlot, (a: Analysis) => boolean>> = {
  temperature: (a) => NEED_FILLED.temperature.test(a.request),
  'illness-since': (a) => NEED_FILLED.since.test(a.request),
  // "fever and vomiting": another sign is told. "Está com febre" is only the fever itself.
  'fever-signs': (a) => NEED_WORDS.childIll.test(a.request),
  'child-signs': (a) => NEED_WORDS.fever.test(a.request) || signCount(a.request) >= 2,
  // "Emma was sick on Monday": the name, the day and the reason are all told.
  // "for Ms Green" names the teacher, not the child.
  'absence-name': (a) => statesPupil(a.request),
  'absence-dates': (a) => NEED_FILLED.dates.test(a.request) || statesDates(a.request),
  'absence-reason': (a) => NEED_FILLED.reason.test(a.request) || statesReason(a.request),
  'work-handover': (a) => NEED_FILLED.handover.test(a.request),
  'note-tone': (a) => a.slots.tone !== null || NEED_FILLED.tone.test(a.request),
  'complaint-facts': (a) => NEED_FILLED.complaintFacts.test(a.request),
  'complaint-outcome': (a) => NEED_FILLED.outcome.test(a.request),
  // "for my 2 year old", "what to get my dad": a relation or an age names the recipient.
  'gift-recipient': (a) =>
    NEED_FILLED.recipient.test(a.request) ||
    statesRecipient(a.request) ||
    AGE.test(a.request) ||
    statesAgeWord(a.request),
  'gift-budget': (a) => NEED_FILLED.giftBudget.test(a.request) || statesBudget(a.request),
  'gift-likes': (a) => NEED_FILLED.likes.test(a.request),
  'gift-occasion': (a) => NEED_FILLED.occasion.test(a.request),
  'marketing-goal': (a) => NEED_FILLED.marketingGoal.test(a.request),
  'marketing-budget': (a) => NEED_FILLED.marketingBudget.test(a.request) || statesBudget(a.request),
  'trip-when': (a) => statesWhen(a.request),
  // "with a 2-year-old", "my wife and I": who goes is told (plan/implied.ts).
  travellers: (a) => statesCompany(a),
  'raise-amount': (a) => AMOUNT.test(a.request),
};

export function needFilled(slot: NeedSlot, analysis: Analysis): boolean {
  return FILLED[slot](analysis);
}

/** The child's age is told ("3 year old", "8 meses", "toddler"): a band is enough to answer. */
export function kidAgeTold(analysis: Analysis): boolean {
  return AGE.test(analysis.request) || statesAgeWord(analysis.request);
}

const SIGNS = new RegExp(NEED_WORDS.childIll.source, 'giu');

/** How many distinct signs the request names ("rash and cough" is two). */
function signCount(request: string): number {
  return new Set(request.toLowerCase().match(SIGNS) ?? []).size;
}
