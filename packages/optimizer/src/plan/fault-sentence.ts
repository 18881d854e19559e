import { capitalAt } from '../grammar/brand-case';

/**
 * "laptop fan sooo loud wat do" -> "My laptop fan is very loud. What can I do?", "coat zip keeps
 * splitting how fix" -> "My coat zip keeps splitting. How do I fix it?". A thin fault typed as
 * notes with a casual ask at its end ("wat do", "how fix", "help") becomes the sentence a person
 * would have written: the ask is said in full, an intensifier without its verb gets "is", and a
 * bare thing gets "my" (the ask says it is the user's own). Null when there is no such ask.
 */

/** The casual ask at the end, and what it says in full. */
const TAILS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s+how\s+(?:(?:to|do\s+i|2)\s+)?fix(?:\s+(?:it|this|that))?\s*\?*$/iu, 'How do I fix it?'],
  [
    /\s+(?:wat|wht|what)\s+(?:(?:do|2 do|to do|can i do|should i do|do i do|now)(?:\s+(?:pls|plz|please))?)\s*\?*$/iu,
    'What can I do?',
  ],
  [/\s+(?:any\s+)?(?:help|ideas|tips|advice)(?:\s+(?:pls|plz|please|me))?\s*\?*$/iu, 'What can I do?'],
];

/** "so", "sooo", "super", "really": said without a verb, they stand for "is very". */
const INTENSIFIED =
  /^([\p{L}-]+(?:\s+[\p{L}-]+){0,2})\s+(?:so+|very|really|super|crazy|insanely|extremely|way too|too)\s+([\p{L}-]+)$/iu;
/** A thing and its state with no verb between: "pipe under sink frozen", "tyre flat". */
const VERBLESS_STATE =
  /^(.+?)\s+(frozen|broken|stuck|blocked|clogged|jammed|loose|cracked|dead|flat|burst|bent|torn|ripped|squeaky|wobbly|mouldy|moldy|overheating|leaking|dripping)$/iu;
/** Any verb the user wrote already. */
const HAS_VERB =
  /\b(?:is|are|was|were|has|have|had|keeps?|kept|won['’]?t|doesn['’]?t|don['’]?t|isn['’]?t|can['’]?t|makes?|made|got|gets|went|goes|seems?|looks?|feels?|started|stopped)\b/iu;
/** Words a noun phrase cannot start with: it has its owner or article already, or is no thing. */
const DETERMINED =
  /^(?:my|our|the|a|an|this|that|his|her|their|its|i|we|it|why|how|what|when|is|are|does|do|can|should)\b/iu;

export function faultSentence(text: string): string | null {
  const trimmed = text.trim().replace(/[.!]+$/u, '');
  for (const [tail, ask] of TAILS) {
    const m = tail.exec(trimmed);
    if (!m) continue;
    let body = trimmed.slice(0, m.index).replace(/[\s,;:.!-]+$/u, '');
    if (body.split(/\s+/).length < 2 || /[?:;]/.test(body)) return null;
    const intensified = INTENSIFIED.exec(body);
    if (intensified) {
      const noun = intensified[1]!;
      const plural = /[^s]s$/iu.test(noun);
      body = `${noun} ${plural ? 'are' : 'is'} very ${intensified[2]!}`;
    }
    // "Laptop fan" after "my" is "my laptop fan"; "PC fan" and "iPhone" keep their letters.
    // "pipe under sink frozen": a state said without its verb gets "is".
    const state = intensified ? null : VERBLESS_STATE.exec(body);
    if (state && !HAS_VERB.test(body))
      body = `${state[1]!} ${/^[\p{L}-]*[^s]s\b/iu.test(body) ? 'are' : 'is'} ${state[2]!}`;
    if (!DETERMINED.test(body))
      body = `my ${/^\p{Lu}\p{Ll}/u.test(body) ? body.charAt(0).toLowerCase() + body.slice(1) : body}`;
    return `${capitalAt(body)}. ${ask}`;
  }
  return null;
}
