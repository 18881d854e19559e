/**
 * The role and the output format of the plan: the subject's expert or the kind's role, and our
 * default answer shape only where the user chose none. Split from plan.ts.
 */
import type { Analysis } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import { deliverableFormat } from '../i18n/scaffold/deliverable-formats';
import { INTERVIEWER, MOCK_INTERVIEW } from '../i18n/scaffold/situation-lines';
import { DOMAIN_ROLES, domainOf, type Domain } from '../i18n/scaffold/domains';
import { isEndurance, RUNNING_COACH } from '../i18n/scaffold/endurance';
import { needOf } from './thin-needs';
import { scaffoldKey } from '../i18n/scaffold';
import type { Scaffold } from '../i18n/scaffold/types';
import { NO_PICK, refusesTable, wantsOnlyOutput } from './consistency';
import { onlyExtractedData, onlyImagePrompt } from './certain-lines';
import { opening } from './opening';
import { type subjectPlan } from './subject-plan';
import { jsonShape } from './schema';
import { noticeVoice } from './several-pieces';
import { SHAPE_TEXTS } from './kind-fit-texts';
import {
  asksExpert,
  asksForContent,
  asksForMeals,
  casualTable,
  EXPERT_DOMAINS,
  expertUnasked,
  isDecision,
  MEAL_PLANNER,
  subjectText,
} from './role-fit';

const NEED_DOMAIN: Readonly<Record<string, Domain>> = {
  'child-fever': 'health',
  'child-teething': 'health',
  'child-ill': 'health',
  'shop-marketing': 'marketing',
};

/** Kinds where the subject's expert beats a generic role ("a veterinarian" for a dog question). */
const DOMAIN_KINDS = new Set(['question', 'advice', 'plan', 'explain', 'brainstorm']);

/** Naming a pet or a product is a creative task, not a question for the vet or the lawyer. */
const NAMING = /\b(?:names?|nombres?|noms?|namen|nomi|nomes?)\b/i;

export function roleFor(analysis: Analysis, scaffold: Scaffold, formRole: string | undefined): string | null {
  const { kind, confidence } = analysis.classification;
  if (formRole) return formRole;
  // "What do you think of this bash script?": the pasted code wants its reviewer, not an advisor.
  if ((kind === 'advice' || kind === 'question') && analysis.material.some((m) => m.kind === 'code'))
    return SHAPE_TEXTS[scaffoldKey(analysis)]?.review.role ?? null;
  if (kind === 'roleplay' && MOCK_INTERVIEW.test(analysis.request))
    return INTERVIEWER[scaffoldKey(analysis)] ?? INTERVIEWER[analysis.language] ?? null;
  // A sick child needs the health educator and a bakery's plan the marketer, whatever the kind.
  const needDomain = analysis.alreadyStructured ? null : NEED_DOMAIN[needOf(analysis) ?? ''];
  if (needDomain) {
    const role = (DOMAIN_ROLES[scaffoldKey(analysis)] ?? DOMAIN_ROLES[analysis.language])?.[needDomain];
    if (role) return role;
  }
  if (DOMAIN_KINDS.has(kind) && confidence >= CONFIDENT && !NAMING.test(analysis.request)) {
    // Meal ideas or a meal plan, whoever they are for: the meal planner, not the doctor.
    if (asksForMeals(analysis))
      return MEAL_PLANNER[scaffoldKey(analysis)] ?? MEAL_PLANNER[analysis.language] ?? null;
    const head = opening(analysis.request);
    const named = domainOf(head);
    // A budget that bounds a party, or a mum's diabetes beside her lunch ideas, frames the task.
    const domain = named && EXPERT_DOMAINS.has(named) ? domainOf(subjectText(analysis, head)) : named;
    // "Blog post ideas for my vet clinic": the clinic's marketing, not the vet's advice.
    if (named && EXPERT_DOMAINS.has(named) && asksForContent(analysis))
      return domainRole(analysis, 'marketing') ?? null;
    const setAside =
      (named !== null && domain !== named) || (domain !== null && expertUnasked(analysis, domain));
    // Choosing between offers wants an even-handed advisor, not a planner or the subject's
    // trainer (a money choice keeps its planner: the choice is that expert's judgement).
    if (isDecision(analysis) && !(domain && EXPERT_DOMAINS.has(domain) && !setAside))
      return kind === 'compare' ? (scaffold.roles.compare ?? null) : (scaffold.roles.advice ?? null);
    if (setAside) {
      // Only roles of the task itself stay: an explainer for "how do vaccines work", a planner for
      // a team day out "on a 400 euro budget".
      const other = domain && !EXPERT_DOMAINS.has(domain) ? domainRole(analysis, domain) : undefined;
      return other ?? (kind === 'explain' || kind === 'plan' ? (scaffold.roles[kind] ?? null) : null);
    }
    // A running plan wants a running coach, not the gym's personal trainer.
    const runner = domain === 'fitness' && isEndurance(analysis.request);
    const role = runner
      ? (RUNNING_COACH[scaffoldKey(analysis)] ?? RUNNING_COACH[analysis.language])
      : domain
        ? domainRole(analysis, domain)
        : undefined;
    if (role) return role;
  }
  if (confidence < CONFIDENT && analysis.material.length === 0 && asksExpert(analysis.request)) {
    // "Can my landlord keep my deposit?" read as an unsure kind is still a question for the lawyer.
    const domain = domainOf(subjectText(analysis, opening(analysis.request)));
    if (domain && EXPERT_DOMAINS.has(domain) && !expertUnasked(analysis, domain))
      return domainRole(analysis, domain) ?? null;
  }
  if (confidence < CONFIDENT || casualTable(analysis)) return null;
  // A flyer for a bake sale or a bakery: the local voice says more than "a skilled writer".
  return (kind === 'write' ? noticeVoice(analysis) : null) ?? scaffold.roles[kind] ?? null;
}

function domainRole(analysis: Analysis, domain: Domain): string | undefined {
  return (DOMAIN_ROLES[scaffoldKey(analysis)] ?? DOMAIN_ROLES[analysis.language])?.[domain];
}

/** A classification that asks for more than the label for each item. */
const CLASSIFY_MORE =
  /\b(?:next step|draft|reply|answer|reason|explain|why|summary|summari[sz]e|action|suggest\w*)\b/i;
/** A list the user asks for by name: their layout, not our JSON. */
const LIST_WORD = /\b(?:list|bullets?|bullet points|lista|liste|elenco)\b/i;
const TABLE_WORD =
  /\b(?:tables?|tabla|tableau|tabelle|tabella|tabela|columns?|columnas|colonnes|spalten|colonne|colunas|csv|spreadsheet)\b/i;

export const TINY_CODE =
  /\b(?:regex|regexp|regular expression|one-liner|oneliner|formula|expresión regular|expression régulière|regulärer ausdruck|espressione regolare|expressão regular|fórmula|formule|formel)\b/i;

/** The user's own format or length wins; our default shape would compete with it. */
function formatFor(
  analysis: Analysis,
  scaffold: Scaffold,
  task: string,
  troubleshooting: boolean,
): string | null {
  const { slots, classification } = analysis;
  const { kind } = classification;
  const confident = classification.confidence >= CONFIDENT;
  if (slots.format || wantsOnlyOutput(analysis)) return null;
  // "Short please" over a thread still wants decisions and action items, briefly.
  const short = slots.length !== null && slots.length.kind !== 'items' && slots.length.kind !== 'sentences';
  // "an itinerary", "a practice plan" named in the task: the shape experts use for it.
  const shape = deliverableFormat(
    confident ? kind : 'plan',
    analysis.language,
    confident ? analysis.request : task,
    short,
  );
  if (shape) return shape;
  if (slots.length || !confident || TINY_CODE.test(analysis.request) || troubleshooting) return null;
  // "…a priority and a one-line next step", "then draft a reply": more per item than a label.
  if (kind === 'classify' && CLASSIFY_MORE.test(analysis.request)) return null;
  // "list the action items", "as bullets": the user named a layout, so no JSON of ours.
  if (kind === 'extract' && (TABLE_WORD.test(analysis.request) || LIST_WORD.test(analysis.request)))
    return null;
  // "…plus a negative prompt", "…then a one-line summary": "only the prompt/JSON" would forbid it.
  if (
    (kind === 'image' && !onlyImagePrompt(analysis)) ||
    (kind === 'extract' && !onlyExtractedData(analysis))
  )
    return null;
  return scaffold.formats[kind] ?? null;
}

/** The user's own format or length wins; our default shape would compete with it. */
export function formatLine(
  analysis: Analysis,
  scaffold: Scaffold,
  special: ReturnType<typeof subjectPlan> | null,
  task: string,
  troubleshooting: boolean,
): string | null {
  const { slots, classification } = analysis;
  return (
    jsonShape(analysis) ??
    (special && special.format !== undefined
      ? // A subject's own shape, unless the user chose theirs.
        slots.format || slots.length || wantsOnlyOutput(analysis) || refusesTable(analysis)
        ? null
        : special.format
      : // "Don't just give me a pros/cons table": our "comparison table" would fight it; "don't tell
        // me which to pick" rules out its closing conclusion.
        classification.kind === 'compare' && (refusesTable(analysis) || NO_PICK.test(analysis.request))
        ? null
        : formatFor(analysis, scaffold, task, troubleshooting))
  );
}
