import { capitalAt } from '../grammar/brand-case';
import type { SortedRequest } from './sort-request';

/**
 * "Not an itinerary, just a packing list", "a grocery list, not a meal plan": the user names
 * what they do NOT want next to what they do. The negated phrase is never the deliverable: no
 * template may splice it after "Create a"/"Write a", and its noun must not pick our format.
 */

/** Negations that are determiners themselves: a noun follows ("keine Reiseroute", "pas de recette"). */
const DETERMINER_LEAD = "(?:kein(?:e[nmrs]?)?|pas de|pas d'|nada de|niente)";
/** Negations that rule out a thing only with an article after them ("not an itinerary"). */
const ARTICLE_LEAD =
  '(?:not|never|rather than|instead of|no es|no quiero|no necesito|ni|pas|non pas|plutôt que|nicht|statt|anstatt|non|invece di|não é|não|em vez de)';
const ARTICLE = '(?:a|an|the|another|un|una|uno|une|le|la|el|ein|eine|einen|um|uma|o|il|lo)';
/** What the user does want comes next: "just", "only", "solo", "juste", "nur", "sondern"… */
const CONTRAST =
  '(?:just|only|but|rather|instead|please|solo|sólo|sino|simplemente|juste|seulement|mais|plutôt|uniquement|nur|sondern|bitte|lieber|soltanto|ma|só|apenas|mas)(?![\\p{L}])';
const PUNCTUATION_END = '(?=\\s*(?:[.,;:!?\\n(]|$)|\\s+' + CONTRAST + ')';
const BODY = '[^.,;:!?\\n(]{1,40}?';

/**
 * A phrase the user rules out. A bare "no"/"not" ("not sure what to put in my bio") counts only
 * when a contrast word follows ("no recipe please, only…"): a sentence's own negation is no list.
 */
const NEGATED_PHRASE = new RegExp(
  `(?<![\\p{L}])(?:(?:${DETERMINER_LEAD}|${ARTICLE_LEAD}\\s+${ARTICLE})\\s+${BODY}${PUNCTUATION_END}|(?:no|not)\\s+${BODY}(?=\\s*,?\\s+${CONTRAST}))`,
  'giu',
);

/** Any negation at the start of a unit: no verb of ours may go before it. */
const NEGATION_LEAD = `(?:${DETERMINER_LEAD}|${ARTICLE_LEAD}|no|never)`;

/** The request without the phrases the user rules out ("…, not a meal plan" -> "…,"). */
export function withoutNegatedPhrases(text: string): string {
  return text.replace(NEGATED_PHRASE, ' ');
}

/** The whole unit is one negated phrase ("not an itinerary!!", "keine Reiseroute"). */
export function isNegatedPhrase(unit: string): boolean {
  const trimmed = unit.trim().replace(/[.!?\s]+$/, '');
  if (trimmed === '') return false;
  // "no poem...": a unit that is nothing but the ruled-out thing, whatever follows it.
  if (new RegExp(`^(?:no|not)\\s+${BODY}$`, 'iu').test(trimmed)) return true;
  return withoutNegatedPhrases(trimmed).trim() === '';
}

/** The unit opens with a negation, so no verb of ours may be put in front of it. */
export function startsNegated(unit: string): boolean {
  return new RegExp(`^\\s*${NEGATION_LEAD}(?![\\p{L}'])`, 'iu').test(unit);
}

/** "Just a packing list…", "solo una lista…", "juste une liste…", "nur eine Packliste…". */
const WANTED_LEAD =
  /^\s*(?:just|only|but|rather|instead|simply|solo|sólo|sino|simplemente|juste|seulement|mais|plutôt|uniquement|nur|sondern|lieber|einfach|soltanto|solamente|só|apenas|mas)\s+(?:(?:want|need|give me|quiero|necesito|je veux|ich will|ich brauche)\s+)?/iu;

/**
 * "not an itinerary!! just a packing list for Rome" split into a task "not an itinerary" and a
 * context line "just a packing list…": the wanted phrase becomes the task and the negated one a
 * requirement of its own, in the user's words ("Not an itinerary.").
 */
export function contrastTask(sorted: SortedRequest): SortedRequest {
  if (!isNegatedPhrase(sorted.task)) return sorted;
  const pick = (lines: readonly string[]): number => lines.findIndex((line) => WANTED_LEAD.test(line));
  const inContext = pick(sorted.context);
  const inRequirements = pick(sorted.requirements);
  const from = inContext >= 0 ? sorted.context : inRequirements >= 0 ? sorted.requirements : null;
  const at = inContext >= 0 ? inContext : inRequirements;
  if (!from || at < 0) return sorted;
  const wanted = from[at]!.replace(WANTED_LEAD, '');
  const rest = from.filter((_, i) => i !== at);
  const negated = `${upperFirst(sorted.task.trim().replace(/[.!?\s]+$/, ''))}.`;
  return {
    ...sorted,
    task: upperFirst(wanted),
    context: from === sorted.context ? rest : sorted.context,
    requirements: [negated, ...(from === sorted.requirements ? rest : sorted.requirements)],
  };
}

function upperFirst(text: string): string {
  return capitalAt(text);
}
