import { isInstruction } from './material-heads';
import { isBlank } from './material-lines';
import type { Found, Lines } from './material-scan';

/**
 * A pasted recipe: an optional title, ingredient lines with quantities, then the method. Split
 * into the request, each ingredient and step became an instruction bullet ("1kg chuck steak,
 * cubed.") and "2.5 hrs" was rewritten; the recipe is one block of material, byte for byte.
 * Certainty comes from both halves: cooking units on the ingredient lines and a method after
 * them (numbered steps or a method label), so "3 gym sessions / 2 rest days" stays the user's.
 */

// "1kg", "2 tbsp", "½ cup", "250 ml", "1 1/2 c. à soupe", "3 EL": a quantity, maybe a unit.
const QUANTITY = /^\s*(?:[-*•]\s*)?(?:\d+(?:[.,/]\d+)?(?:\s*[-–]\s*\d+)?|[½¼¾⅓⅔⅛])(?:\s*[½¼¾⅓⅔])?\s*\p{L}/u;
// Kitchen units and counted things in the six languages; one hit per line is enough.
const UNIT =
  /^\s*(?:[-*•]\s*)?[\d½¼¾⅓⅔⅛.,/\s–-]+(?:g|gr|kg|mg|ml|cl|dl|l|oz|lbs?|tbsp|tsp|tbs|cups?|tasses?|pinch|pincée|prise|cloves?|gousses?|cans?|tins?|sticks?|bunch|el|tl|msp|stk|zehen?|c\.\s*à\s*(?:soupe|café)|cuill\p{L}*|cucharad\p{L}*|cucharadit\p{L}*|tazas?|dientes?|cucchia\p{L}*|spicchi|colher\p{L}*|xícaras?|dentes?)(?![\p{L}])/iu;
// "Method:", "Steps", "Zubereitung:", "Préparation :", "Preparación", "Procedimento", "Modo de preparo".
const METHOD_LABEL =
  /^\s*[#*_]*\s*(?:method|directions|instructions|steps|preparation|zubereitung|anleitung|préparation|étapes|preparación|elaboración|pasos|procedimento|preparazione|modo de (?:preparo|preparação)|preparo)\s*[*_]*\s*:?\s*$/iu;
// "1.", "2)", "Step 3:", "Schritt 2:", "Étape 1 :", "Paso 4:", "Passo 2:", "Passaggio 1:".
const STEP = /^\s*(?:\d{1,2}[.)]\s+\S|(?:step|schritt|étape|paso|passo|passaggio)\s*\d{1,2}\s*[:.)-])/iu;

const MIN_INGREDIENTS = 3;
const MIN_UNITS = 2;
const MAX_TITLE = 80;

export function recipe(doc: Lines, i: number): Found | null {
  const title = doc.line(i);
  const titled = !QUANTITY.test(title) && !STEP.test(title);
  if (titled && (title.trim().length > MAX_TITLE || /[?]\s*$/u.test(title) || isInstruction(title, true)))
    return null;
  const first = titled ? i + 1 : i;
  const end = ingredientsEnd(doc, first);
  if (end < 0) return null;
  const last = methodEnd(doc, end + 1);
  if (last < 0) return null;
  return { block: doc.block(i, last, 'text', null), next: last + 1 };
}

/** Last line of the ingredient run that starts at `from`, or -1 when it is not one. */
function ingredientsEnd(doc: Lines, from: number): number {
  let quantities = 0;
  let units = 0;
  let k = from;
  for (; k < doc.n && !isBlank(doc.line(k)); k++) {
    const t = doc.line(k);
    if (STEP.test(t) && quantities > 0) break;
    if (QUANTITY.test(t)) quantities++;
    if (UNIT.test(t)) units++;
  }
  const lines = k - from;
  // "Salt and pepper" among the quantities is still an ingredient; a paragraph of prose is not.
  if (quantities < MIN_INGREDIENTS || units < MIN_UNITS || quantities * 2 < lines) return -1;
  return k - 1;
}

/** Last line of the method under the ingredients, or -1 when none follows them. */
function methodEnd(doc: Lines, from: number): number {
  let k = doc.nextNonBlank(from);
  const labelled = METHOD_LABEL.test(doc.line(k));
  if (labelled) k = doc.nextNonBlank(k + 1);
  if (k >= doc.n || (!labelled && !STEP.test(doc.line(k)))) return -1;
  let last = -1;
  while (k < doc.n) {
    const t = doc.line(k);
    if (isBlank(t)) {
      // A blank line between numbered steps keeps the method going; anything else ends it.
      const next = doc.nextNonBlank(k);
      if (next >= doc.n || !STEP.test(doc.line(next))) break;
      k = next;
      continue;
    }
    // Under a label, a step may be plain prose; without one, only numbered steps are method.
    if (!labelled && !STEP.test(t) && last >= 0 && STEP.test(doc.line(k - 1)) && isInstruction(t, true))
      break;
    last = k;
    k++;
  }
  return last;
}
