/**
 * "Help me reply to this", "need to reply to this", "can you help me answer this message",
 * "what do I say back to this": over a pasted message, the task is a reply written in the
 * user's voice to its sender. The pasted message is never the user's own text to revise, even
 * when the ask names a manner ("make it sound professional" is how the reply should sound).
 */

import { unicodeWords } from '../grammar/unicode-words';

/** Where the ask starts: the request's start, after a polite or needy lead. */
const LEAD = String.raw`^\s*(?:(?:hey|hi|ok|okay|so|pls|please|help|urgent)[\s,!:]+)*(?:(?:can|could|would) (?:you|u) (?:please |pls )?(?:help me(?: to)? )?|(?:please |pls )?help me(?: to)? |i (?:need|have|want|got) to |i'?d like to |i must |need to |gotta |have to |how (?:do|should|can) i |what (?:do|should|can) i )?`;

/** The reply verb and what it answers ("reply to this", "respond to her email", "write back"). */
// "answer" alone may be a worksheet's questions: only with a message named is it a reply.
const REPLY_EN = String.raw`(?:(?:reply|respond|write back|get back)(?: to)?(?: (?:this|that|these|her|him|them|it|the|my|his|their|a|an))?(?:\b|$)|answer (?:this|that|the|her|his|their|my) (?:[\w'-]+ ){0,2}?(?:e-?mails?|messages?|msgs?|texts?|dms?|letters?|notes?|reviews?|comments?)\b)`;
const SAY_BACK_EN = String.raw`(?:say (?:back )?(?:to|in reply to) (?:this|that|her|him|them)|(?:draft|write|compose) (?:me )?(?:a |an )?(?:quick |short |polite )?(?:reply|response|answer) (?:to|for) (?:this|that|her|him|them|it|the|my))`;
const OTHER = String.raw`(?:ay[uú]dame a (?:responder|contestar)|(?:quiero|necesito|tengo que) (?:responder|contestar)|responde(?:r)? a (?:este|esta|ese|esa)|aide[sz]?-moi à répondre|(?:je dois|il faut que je) répondre|réponds? à (?:ce|cette|cet)|hilf mir(?:,)? (?:auf .{0,40})?(?:zu )?antworten|ich muss (?:auf .{0,40})?antworten|antworte auf|aiutami a rispondere|devo rispondere|rispondi a (?:questo|questa|quest['’])|me ajud[ae] a responder|(?:preciso|tenho que) responder|responda a (?:este|esta|essa|esse))`;

const REPLY_ASK = unicodeWords(
  new RegExp(String.raw`${LEAD}(?:${REPLY_EN}|${SAY_BACK_EN})|^\s*${OTHER}`, 'iu'),
);

/**
 * "my draft", "here's what I wrote", "improve my reply": the user's own draft is the text to
 * work on, which is an edit of that draft, not a reply to write from nothing.
 */
const OWN_DRAFT = unicodeWords(
  /\b(?:my (?:draft|reply|response|answer)|what i(?:'ve)? wrote|i wrote|i(?:'ve)? written|my version|mi borrador|mi respuesta|mon brouillon|ma réponse|mein entwurf|meine antwort|la mia bozza|la mia risposta|meu rascunho|minha resposta)\b/i,
);

/** "I got this from my manager and need to reply, help": the need, later in the sentence. */
const NEED_TO_REPLY = unicodeWords(
  /\b(?:need|have|want|got|gotta) to (?:reply|respond|answer|write back)\b|\bneed (?:a|to write a) (?:reply|response)\b/i,
);

/** The request asks for a reply to a pasted message, with no draft of the user's to work on. */
export function asksReplyToMessage(request: string): boolean {
  const head = request.slice(0, 300);
  return (REPLY_ASK.test(head) || NEED_TO_REPLY.test(head)) && !OWN_DRAFT.test(head);
}

/** The reply ask at the start of the unit, so the rest ("from my landlord", ", keep it short") can be read. */
export function replyAskEnd(unit: string): number | null {
  const match = REPLY_ASK.exec(unit);
  return match ? match.index + match[0].length : null;
}
