import type { FixedForm } from '../i18n/types';

// A haiku, limerick, sonnet or tweet has its length fixed by the form: asking for a word
// count would be noise, and stating the form is the useful constraint.
const FORMS: ReadonlyArray<[RegExp, FixedForm]> = [
  [/^(?:haikus?|haïkus?)$/i, 'haiku'],
  [/^limericks?$/i, 'limerick'],
  [/^(?:sonnets?|sonetos?|sonett(?:e)?)$/i, 'sonnet'],
  [/^(?:tweets?|tuits?)$/i, 'tweet'],
];

/** The fixed form the user asked for, or null. A thread is several tweets, each limited. */
export function detectFixedForm(deliverable: string | null, text: string): FixedForm | null {
  if (deliverable === null) return null;
  for (const [re, form] of FORMS) {
    if (!re.test(deliverable)) continue;
    if (form === 'tweet' && /\b(?:thread|hilo)\b|\btweets\b/i.test(text)) return 'thread';
    return form;
  }
  return null;
}
