import type { Detectors } from './classify-words';
import { isConversation } from './conversation';
import type { Material } from './types';

/** What the pasted material is, in the terms the classifier cares about. */
export interface MaterialFacts {
  any: boolean;
  code: boolean;
  log: boolean;
  /** Tabular or structured data: tables, JSON, CSV. */
  data: boolean;
  text: boolean;
  email: boolean;
  list: boolean;
  /** Some pasted text holds at least two numbers (a word problem quoted as material). */
  numbers: boolean;
  /** A chat, call or meeting between people: a text, even when cut out for its timestamps. */
  conversation: boolean;
}

const TWO_NUMBERS = /\d[\s\S]*?\D\d/;

export function materialFacts(material: readonly Material[]): MaterialFacts {
  const has = (...kinds: Material['kind'][]) => material.some((m) => kinds.includes(m.kind));
  const talks = material.filter((m) => (m.kind === 'log' || m.kind === 'text') && isConversation(m.content));
  return {
    any: material.length > 0,
    code: has('code', 'xml') && material.some((m) => m.kind === 'code' || m.lang !== null),
    // "[10:02] Customer: the app shows an error" is a support chat, not a program's log.
    log: material.some((m) => m.kind === 'log' && !talks.includes(m)),
    data: has('table', 'json'),
    text: has('text') || talks.length > 0,
    email: has('email'),
    list: has('list'),
    numbers: material.some((m) => m.kind === 'text' && TWO_NUMBERS.test(m.content.slice(0, 2000))),
    conversation: talks.length > 0,
  };
}

// "2x + 3 = 11", "x^2", "15% of 80", "3/4 of": notation only maths uses.
// "140 m²", "2 cm³" are units, not powers of a variable.
const EQUATION =
  /\d\s*[a-z]\s*[+\-=]|[a-z]\s*(?:\^|²|³)(?<!(?:^|[^a-z])[cdk]?m\s*[²³])|[=<>≤≥]\s*-?\d|\d\s*[+*/×÷^]\s*\d|\d\s*-\s*\d\s*[=?]|\d+\s*%\s*(?:of|de|di|von)\b|√|∫|\bf\(x\)/;
const NUMBER = /\d+(?:[.,]\d+)?/g;
// "Heat pump vs gas boiler, 140 m², over 15 years": numbers in a comparison are its facts.
const VERSUS = /(?<![\p{L}])(?:vs\.?|versus)(?![\p{L}])/u;
// "2 iron pills at 8, coffee at 9: how many hours apart?": numbers about taking medicine or food
// ask for health advice, not a calculation; a word problem needs more than numbers and "how many".
const HEALTH =
  /\b(?:pills?|tablets?|capsules?|mg|medication|medicine|dose|dosage|supplements?|vitamins?|ibuprofen|paracetamol|painkillers?|antibiotics?|tabletten?|\w*tabletten|kapseln?|medikament\w*|dosis|nahrungserg\w*|pastillas?|comprimidos?|capsulas?|medicamentos?|suplementos?|comprimes?|gelules?|medicaments?|complements?|pillole|compresse|farmac[oi]|integratori|remedios?|pilulas?)\b/;
/** The folded text talks about medicine or supplements (see HEALTH). */
export function aboutHealth(folded: string): boolean {
  return HEALTH.test(folded);
}
const SOLVE = /solve|resuelv|resou|los|risolv|resolv|find|calcul|berechn/;

/**
 * A maths or logic problem: notation, or a word problem (two numbers or more and a quantity
 * question). "Write a 500-word essay in 3 parts" has numbers but asks for no quantity.
 */
export function mathSignal(folded: string, d: Detectors, mat: MaterialFacts): boolean {
  const numbers = folded.match(NUMBER)?.length ?? 0;
  // Notation alone settles a short request ("what is 17% of 2300"); in a long one it needs a cue.
  if (
    EQUATION.test(folded) &&
    (folded.length < 120 || d.quantities.test(folded) || folded.includes('?') || SOLVE.test(folded))
  )
    return true;
  if (d.puzzles.test(folded)) return true;
  if (d.advice.test(folded) || VERSUS.test(folded) || HEALTH.test(folded)) return false;
  if (numbers >= 2 && d.quantities.test(folded)) return true;
  // "the probability of two sixes with 2 dice": one number is enough after a strictly numeric cue.
  if (
    numbers >= 1 &&
    /probab|percent|porcent|pourcent|prozent|percentual|average|moyenne|durchschnitt/.test(folded)
  )
    return true;
  return mat.numbers && d.quantities.test(folded);
}
