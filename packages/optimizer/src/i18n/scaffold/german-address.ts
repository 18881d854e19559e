/**
 * Whether a German request speaks to the assistant with "Sie" or "du", so the lines we write
 * around it ("Sie sind…" / "Du bist…") use the same register. A "Können Sie…" request answered
 * with "Du bist… Sag…" reads as a mix of registers.
 *
 * Each marker scores for its side; a verb opening a clause with "Sie" after it ("Schreiben Sie",
 * "Können Sie") says the most. Quoted text is left out: „Sehr geehrte Frau Berg, vielen Dank für
 * Ihre Nachricht" inside a du request is the text to work on. Unclear or tied: "du", the register
 * of de.ts and of most German prompts.
 */

type Side = 'du' | 'sie';

const QUOTED = /„[^“”"]*[“”"]|“[^”]*”|"[^"\n]*"|»[^«]*«/g;

/** Where a verb can open a clause: the start, after punctuation, or after "bitte". */
const CLAUSE_START =
  '(?<=(?:^|[.!?;:,\\n(])\\s*(?:[-*•]\\s+)?(?:bitte\\s+)?|(?<![\\p{L}])(?:bitte|und|dann)\\s+)';

/** "Schreiben Sie", "Können Sie", "Würden Sie", "Seien Sie": a verb first, then the pronoun. */
const SIE_OPENING = new RegExp(`${CLAUSE_START}(?:\\p{L}+en|seien|sind)\\s+sie(?![\\p{L}])`, 'giu');
/** "Sie" capitalised inside a sentence, "Ihnen", and "Ihr…" capitalised inside a sentence. */
const SIE_INSIDE = /(?<=[\p{L},]\s+)(?:Sie|Ihnen|Ihre[mnrs]?|Ihr)(?![\p{L}])/gu;
/** "Ihnen" at the start too: it is never "they". */
const IHNEN = /^Ihnen(?![\p{L}])/gu;

const DU_PRONOUN = /(?<![\p{L}])(?:du|dir|dich)(?![\p{L}])/giu;
const DU_OTHER = /(?<![\p{L}])(?:dein(?:e[mnrs]?)?|kannst|könntest|würdest|hast|bist|willst)(?![\p{L}])/giu;
/** Common du-imperatives opening a clause ("schreib", "erkläre", "gib"): never nouns. */
const DU_IMPERATIVE = new RegExp(
  `${CLAUSE_START}(?:schreib|schreibe|erstell|erstelle|gib|erkläre?|fass|fasse|übersetze?|korrigiere?|verbessere?|hilf|sag|nenne?|mach|mache|formuliere?|vergleiche?|finde?|zeig|zeige|prüfe?|plane?|entwirf|beschreibe?|überarbeite?|liste|fasse)(?![\\p{L}])`,
  'giu',
);

const MARKERS: readonly { pattern: RegExp; side: Side; weight: number }[] = [
  { pattern: SIE_OPENING, side: 'sie', weight: 3 },
  { pattern: SIE_INSIDE, side: 'sie', weight: 1 },
  { pattern: IHNEN, side: 'sie', weight: 1 },
  { pattern: DU_PRONOUN, side: 'du', weight: 2 },
  { pattern: DU_OTHER, side: 'du', weight: 1 },
  { pattern: DU_IMPERATIVE, side: 'du', weight: 2 },
];

/** The register the user addresses the assistant with in a German request. */
export function germanAddress(request: string, formalSalutation = false): Side {
  const text = request.replace(QUOTED, ' ');
  const score = { du: 0, sie: formalSalutation ? 3 : 0 };
  for (const { pattern, side, weight } of MARKERS) {
    for (const _ of text.matchAll(pattern)) score[side] += weight;
  }
  return score.sie > score.du ? 'sie' : 'du';
}

/**
 * A message that opens with a formal salutation ("Sehr geehrte Damen und Herren, ich brauche…")
 * writes to the assistant as to an office: Sie, even with no "Sie" after it. Cleaning drops the
 * salutation from the request, so this reads the user's own text (never pasted material).
 */
export function opensFormally(rough: string): boolean {
  return /^\s*sehr geehrte[rs]?(?![\p{L}])/iu.test(rough);
}
