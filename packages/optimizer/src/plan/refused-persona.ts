/**
 * The user refuses a persona: "not a lawyer obviously so dont pretend to be one", "you're not
 * my therapist", "don't act like a teacher", "no finjas ser mi médico". Opening the prompt with
 * "You are an experienced lawyer" then contradicts them, so no role line is written.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const A = '(?:a|an|my|the|some)';

const REFUSALS = [
  // English: "don't pretend to be one", "stop acting like a coach", "you're not my therapist".
  `(?<!to\\s)(?:do ?n[o'’]?t|dont|stop|no need to|never)\\s+(?:pretend(?:ing)?|act(?:ing)?|play(?:ing)?|role-?play(?:ing)?)\\s+(?:to be|like|as)\\s+(?:${A}|one)`,
  `(?:you(?:'re|’re| are)|ur|youre)\\s+not\\s+${A}\\s+\\p{L}+`,
  // Spanish: "no finjas ser", "no actúes como", "no eres mi psicólogo".
  `no\\s+(?:finjas|finja|actúes|actúe|hagas de|te hagas (?:el|la|pasar por))|no eres\\s+(?:mi|un|una)`,
  // French: "ne fais pas semblant d'être", "tu n'es pas mon psy", "ne joue pas au prof".
  `(?:ne|n['’])\\s*(?:fais|faites)\\s+pas\\s+semblant|(?:ne|n['’])\\s*(?:joue|jouez)\\s+pas\\s+(?:le|la|au|à)|(?:tu n['’]es|vous n['’]êtes) pas\\s+(?:mon|ma|un|une)|ne te prends pas pour`,
  // German: "tu nicht so, als wärst du", "du bist nicht mein Therapeut", "spiel nicht den Lehrer".
  `tu nicht so,? als|du bist (?:nicht mein|kein)|(?:spiel|gib dich) nicht (?:den|die|als)`,
  // Italian: "non fingere di essere", "non sei il mio", "non fare il professore".
  `non\\s+(?:fingere|fingerti|fare finta)|non sei\\s+(?:il mio|la mia|un|una)`,
  // Portuguese: "não finja ser", "você não é meu", "não aja como".
  `n[ãa]o\\s+(?:finja|finjas|aja como|banque o|se fa[çc]a de)|(?:voc[êe]|tu) n[ãa]o [ée]s?\\s+(?:meu|minha|um|uma|o meu|a minha)`,
];

const REFUSED = new RegExp(`${L}(?:${REFUSALS.join('|')})${R}`, 'iu');

/** The request tells the assistant not to play a role: our role line would contradict it. */
export const refusesPersona = (request: string): boolean => REFUSED.test(request);
