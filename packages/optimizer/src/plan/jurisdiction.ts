import type { Analysis } from '../analysis/types';
import { JURISDICTION_WORDS, type JurisdictionWords } from '../i18n/scaffold/jurisdiction-words';
import type { JurisdictionSlot } from '../i18n/scaffold/jurisdiction-questions';
import { RIGHTS_RULES } from '../i18n/scaffold/rights-words';
import { unicodeWords } from '../grammar/unicode-words';
import { thinFormOf, type ThinForm } from '../i18n/scaffold/thin-shapes';
import { impliedCountry } from './implied-country';
import { TODO } from '../i18n/scaffold/thin-forms-extra';

/**
 * Questions whose right answer depends on where the user lives (tax, benefits, tenancy, visas,
 * driving and car-seat rules) or on the child (a dose, a car seat, a baby's first foods). A short
 * "can my landlord raise the rent" has a different answer in Texas and in Berlin; a dose for a
 * child is set by age and weight. Nothing is asked once the prompt names them.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';

type Compiled = Readonly<Record<keyof JurisdictionWords, RegExp>>;

/** The six languages' lists as one pattern per key, compiled once at module load. */
const ALL: Compiled = (() => {
  const lists = Object.values(JURISDICTION_WORDS);
  const out = {} as Record<keyof JurisdictionWords, RegExp>;
  for (const key of Object.keys(lists[0]!) as Array<keyof JurisdictionWords>) {
    // Work and tenancy rights asked in everyday words ("can my boss cut my hours") are rules too.
    const extra = key === 'rules' ? RIGHTS_RULES : [];
    out[key] = new RegExp(`${L}(?:${[...lists.flatMap((w) => w[key]), ...extra].join('|')})${R}`, 'iu');
  }
  return out;
})();

/** "in Denver", "en Sevilla", "à Toulouse", "em Curitiba": a place name after "in". German capitalises every noun. */
const NAMED_PLACE = /(?<![\p{L}])(?:in|en|à|em|a|from|de|da|near)\s+(?:the\s+)?\p{Lu}\p{Ll}{2,}/u;

/** A question this short is one the user expects answered, not a document they are writing. */
const MAX_WORDS = 40;

/** Only languages we have questions for: a Japanese question gets none of these. */
function wordsOf(analysis: Analysis): Compiled | undefined {
  return analysis.language in JURISDICTION_WORDS ? ALL : undefined;
}

function short(analysis: Analysis): boolean {
  return analysis.material.length === 0 && analysis.request.split(/\s+/).filter(Boolean).length <= MAX_WORDS;
}

/** Opens a question: "can my landlord…", "wie viel Steuern…", "combien d'impôts…". */
const ASKING =
  /[?¿]|^(?:(?:hi|hey|hello|so|ok|quick question)[\s,]+)?(?:can|could|may|is|are|am|do|does|did|how|what|when|which|who|should|must|will|would|kann|darf|muss|ist|sind|wie|was|wann|welche[rs]?|ab wann|brauche|est-ce|puis-je|peut|peuvent|combien|quand|quel(?:le)?s?|faut-il|dois-je|ai-je|puede|puedo|pueden|cu[aá]nt[oa]s?|cu[aá]ndo|qu[eé]|tengo que|necesito|debo|pu[oò]|posso|possono|quanto|quando|quale|devo|serve|pode|podem|qual|preciso)(?![\p{L}])/iu;

/**
 * "mein Vermieter repariert die Heizung nicht", "my neighbours dog barks all night": a short
 * problem told, no kind read with any certainty. It asks for help as surely as a question does;
 * "write a letter to my landlord…" is read as writing with certainty and stays a letter.
 */
const PROBLEM_WORDS = 16;
/** A bare topic ("vat", "my landlord") tells no problem: a sentence of four words or more does. */
const PROBLEM_MIN = 4;
/** The user's own situation: "my", "mein", "je", "puedo"… */
const FIRST_PERSON =
  /(?<![\p{L}])(?:my|our|i|i'?m|mein\p{L}*|unser\p{L}*|ich|mi|mis|nuestr\p{L}*|puedo|tengo|mon|ma|mes|notre|nos|je|j['’]ai|mio|mia|miei|posso|ho|meu|minha|meus|minhas|nosso|nossa|eu)(?![\p{L}])/iu;
function toldProblem(analysis: Analysis): boolean {
  const words = analysis.request.split(/\s+/).filter(Boolean).length;
  return (
    analysis.classification.confidence < 0.5 &&
    words >= PROBLEM_MIN &&
    words <= PROBLEM_WORDS &&
    FIRST_PERSON.test(analysis.request)
  );
}

/** "…what do I need to do", "…was muss ich machen": steps asked, in the request's language. */
function asksWhatToDo(analysis: Analysis): boolean {
  return TODO[analysis.language]?.test(analysis.request) ?? false;
}

/** The answer follows one country's rules: tax, benefits, tenancy, employment, visas, driving. */
export function dependsOnCountry(analysis: Analysis): boolean {
  const w = wordsOf(analysis);
  if (!w || !short(analysis)) return false;
  const kind = analysis.classification.kind;
  // A letter to the landlord or a story about a visa is written, not a question about the law.
  // "Gewerbe anmelden, was muss ich machen": the ask may close the line instead of opening it.
  const asking = ASKING.test(analysis.request.trim()) || asksWhatToDo(analysis) || toldProblem(analysis);
  if (kind !== 'question' && kind !== 'advice' && !asking) return false;
  if (['translate', 'code', 'debug', 'tests', 'sql', 'image', 'roleplay', 'system-prompt'].includes(kind))
    return false;
  return w.rules.test(analysis.request);
}

/** "how much should I tip a hairdresser": custom, not law, so the country is asked without a rules line. */
function dependsOnCustom(analysis: Analysis): boolean {
  const w = wordsOf(analysis);
  return (
    w !== undefined &&
    short(analysis) &&
    ASKING.test(analysis.request.trim()) &&
    w.customs.test(analysis.request)
  );
}

/** The prompt names the country, region or city whose rules apply. */
export function namesPlace(analysis: Analysis): boolean {
  const w = wordsOf(analysis);
  if (!w) return false;
  if (w.places.test(analysis.request)) return true;
  return analysis.language !== 'de' && NAMED_PLACE.test(analysis.request);
}

/** The request is about a child or a baby ("my son", "mi hija", "bébé", "meine Tochter"). */
export function mentionsChild(analysis: Analysis): boolean {
  const w = wordsOf(analysis);
  return w !== undefined && (w.child.test(analysis.request) || w.baby.test(analysis.request));
}

type ChildTopic = 'car-seat' | 'child-dose' | 'baby-food' | 'child-stage';

/** Forms whose answer is a number, a time or what is typical: for a child, each turns on the age. */
const STAGE_FORMS: ReadonlySet<ThinForm> = new Set<ThinForm>(['amount', 'when', 'when-should', 'normal']);

function childTopic(analysis: Analysis): ChildTopic | null {
  const w = wordsOf(analysis);
  if (!w || !short(analysis)) return null;
  const text = analysis.request;
  if (w.carSeat.test(text)) return 'car-seat';
  if (w.medicine.test(text) && w.child.test(text)) return 'child-dose';
  if (w.baby.test(text) && w.babyFood.test(text)) return 'baby-food';
  // "how much milk should my baby drink", "when should my son stop napping": the age decides.
  const form = thinFormOf(text, analysis.language);
  if (form && STAGE_FORMS.has(form) && mentionsChild(analysis)) return 'child-stage';
  return null;
}

/** A stated age ("3 year old", "8 meses", "nouveau-né"): the child's age is told. */
export const AGE = unicodeWords(
  /\d+\s*-?\s*(?:years?|yrs?|yo|y\/o|months?|mo|weeks?|a[ñn]os|ans|jahre?n?|j[äa]hrig\w*|anni|anos|mois|monate?n?|meses|mesi|semaines|wochen|semanas|settimane)\b|\b(?:newborn|nouveau-n[ée]|neugeboren\w*|reci[eé]n nacido|neonato|rec[eé]m-nascido)\b/iu,
);
const WEIGHT =
  /\d+(?:[.,]\d+)?\s*(?:kg|kilos?|kilograms?|kilogramm|chili|quilos?|lbs?|pounds?|pfund|livres|libras)\b/iu;

/** What to ask, most useful first: the country, then the child's age and weight. */
export function jurisdictionSlots(analysis: Analysis): JurisdictionSlot[] {
  const slots: JurisdictionSlot[] = [];
  const topic = childTopic(analysis);
  const placeDecides = dependsOnCountry(analysis) || topic === 'car-seat' || dependsOnCustom(analysis);
  // "£600 of my deposit", "my 401k": the country is implied, so it is not asked (plan/implied-country.ts).
  if (placeDecides && !namesPlace(analysis) && impliedCountry(analysis) === null) slots.push('country');
  if (topic === 'baby-food') {
    if (!AGE.test(analysis.request)) slots.push('baby-months');
  } else if (topic === 'child-stage') {
    if (!AGE.test(analysis.request)) slots.push('kid-age');
  } else if (topic) {
    if (!AGE.test(analysis.request)) slots.push('kid-age');
    if (!WEIGHT.test(analysis.request)) slots.push('kid-weight');
  }
  return slots;
}

/** The prompt says whose rules apply and that they change (whether or not the place is named). */
export function needsRulesLine(analysis: Analysis): boolean {
  return dependsOnCountry(analysis) || childTopic(analysis) === 'car-seat';
}
