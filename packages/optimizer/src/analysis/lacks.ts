import { unicodeWords } from '../grammar/unicode-words';

/**
 * "No wine in the house.", "we're out of eggs", "kein Sahne im Haus": the user says what they
 * do not have. Read as a rule ("no jargon"), it became the bullet "No wine in the house."; it is
 * a fact, and when the thing is in the pasted text it is the reason to ask for a substitute.
 */
const PLACE =
  '(?:in the (?:house|fridge|cupboard|kitchen)|at home|à la maison|chez moi|dans le frigo|au frigo|im haus|zu hause|zuhause|daheim|im kühlschrank|en casa|en la nevera|en el frigo|in casa|in frigo|in dispensa|em casa|na geladeira|no frigorífico)';
const LACK = unicodeWords(
  new RegExp(
    `\\b(?:(?:no|kein(?:e[nrs]?)?|pas de|plus de|plus d'|pas d'|no hay|niente|nessun[oa]?|non c'è|sem|não há|não tem)\\s+([\\p{L}' -]{2,30}?)\\s+${PLACE}|(?:i|we)(?: do not|['’]?m| am|['’]?re| are| don['’]?t)? (?:have no|out of|ran out of|have run out of|don['’]?t have(?: any)?|do not have(?: any)?)\\s+([\\p{L}' -]{2,30}?)(?=\\s*(?:[.,;!?]|$| at home| in the house))|(?:je n['’]ai (?:pas|plus) d[e'’]|on n['’]a (?:pas|plus) d[e'’]|j['’]ai plus d[e'’]|ich habe kein(?:e[nrs]?)?|wir haben kein(?:e[nrs]?)?|no tengo|no tenemos|non ho|non abbiamo|não tenho|não temos)\\s*([\\p{L}' -]{2,30}?)(?=\\s*(?:[.,;!?]|$)))`,
    'iu',
  ),
);

/** LACK for every match: compiled once (`matchAll` reads a copy, so its lastIndex stays 0). */
const LACK_ALL = new RegExp(LACK.source, 'giu');

/** The things the request says the user lacks ("wine"), lower-cased; empty when none. */
export function lackedThings(request: string): string[] {
  const out: string[] = [];
  for (const m of request.matchAll(LACK_ALL)) {
    const thing = (m[1] ?? m[2] ?? m[3] ?? '').trim().toLowerCase();
    if (thing) out.push(thing);
  }
  return out;
}

/** True when the span of text is one such statement ("no wine in the house"). */
export function statesLack(text: string): boolean {
  return LACK.test(text);
}
