/**
 * Sorting and labelling: a classification needs labels to put on items; putting things in order
 * or planning a to-do list is not one.
 */
import { sentenceAround, verdict, type Ctx, type Hit, type Verdict } from './classify-context';
import { isPuzzle } from './classify-math';

// Verbs that label outright; "sort", "group", "trie", "ordne" may only put things in order.
const LABELS_OUTRIGHT =
  /classif|klassif|categor|label|tag|triage|sentiment|etiquet|rotul|kategoris|markier|stimmung/;
// "sort these into", "group them in": the groups are named, so the items get labels.
const INTO_GROUPS = /^\s*(?:\S+\s+){0,3}?(?:into|in|en|em|nach|per)\s/;
// ": billing, shipping, other": two to six short labels after a colon, nothing else on the line.
// "starters, mains, desserts" as the whole paste: labels, no items.
const BARE_LABELS =
  /^[\p{L}][\p{L}'-]*(?:\s[\p{L}'-]+)?(?:\s*(?:,|\/|\s(?:or|and|o|y|ou|et|oder|und|e)\s)\s*[\p{L}][\p{L}'-]*(?:\s[\p{L}'-]+)?){1,5}\s*\.?$/u;
const LABEL_LIST =
  /:\s*[\p{L}][\p{L}'-]*(?:\s[\p{L}'-]+)?(?:\s*(?:,|\/|\s(?:or|and|o|y|ou|et|oder|und|e)\s)\s*[\p{L}][\p{L}'-]*(?:\s[\p{L}'-]+)?){1,5}\s*\.?\s*$/u;

/**
 * "Sort these by priority for my week", "sort these animals from smallest to biggest", a logic
 * puzzle that sorts people by age: putting things in order is no labelling, and a wrong
 * classifier ("use only the labels given") is worse than the user's own words.
 */
export function fromClassify(ctx: Ctx, hit: Hit): Verdict {
  const { d, f, mat } = ctx;
  const confident = verdict('classify', mat.any ? 0.9 : 0.75);
  if (LABELS_OUTRIGHT.test(hit.text) && !isPuzzle(ctx)) return confident;
  if (isPuzzle(ctx)) return verdict('math', 0.8);
  const { end } = sentenceAround(f, hit.end);
  const clause = f.slice(hit.end, end);
  if (d.ordering.test(clause)) return verdict('question', 0.5);
  // "Sort these tasks into today, this week, later": a to-do list is planned, not labelled.
  if (d.chores.test(f)) return verdict('question', 0.5);
  if (/into|group|bucket/.test(hit.text) || INTO_GROUPS.test(clause)) return confident;
  // "Sort these recipes by type: starters, mains, desserts" alone: the labels were cut out as the
  // paste, and there is nothing to put under them yet.
  const labelsOnly =
    mat.text &&
    !mat.list &&
    !mat.email &&
    !mat.data &&
    !mat.code &&
    !mat.log &&
    BARE_LABELS.test(ctx.pasted.trim());
  const pastedItems = mat.any && !labelsOnly;
  // "Sort these emails by topic: billing, shipping, other" over the emails: labels to put on the
  // items given, so a classification.
  if ((pastedItems || ctx.inline) && (d.groupings.test(clause) || LABEL_LIST.test(clause))) return confident;
  // "trie ces papiers", "sortiere die Fotos" with no groups named: what to sort by is open.
  return verdict('classify', pastedItems ? 0.65 : 0.55);
}
