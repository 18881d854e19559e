/**
 * "Landlord texted me this. want to say i can't do tuesday but wednesday is fine. "Hi, I need
 * to get into the flat on Tuesday…"": over a pasted message, a wish to say something is the ask
 * to write the reply. The task is ours ("Write my reply to the message provided."), what the
 * user wants to say follows its label in their own words, a wish about the reply's manner
 * (", keep it short") is an instruction, and the line that only named where the message came
 * from ("Got this on LinkedIn from a recruiter.") is context, never the task.
 */
import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { withPeriod } from '../render/lines';
import { capitalised, isStrongAsk } from './sentences';
import type { SortedRequest } from './sort-request';
import { asksReplyToMessage, replyAskEnd } from '../analysis/reply-ask';

/** "want to say", "I need to tell her", "Quiero decirle que": a wish to say something, then what. */
const SAY_WISH: Readonly<Record<string, RegExp>> = {
  en: /^(?:(?:so|and|but|i|i'?d|i just|i really|just|really|basically)\s+)*(?:want|wanna|need|have|would like|like|gotta)\s*(?:to\s+)?(?:politely\s+|nicely\s+|basically\s+)?(?:say|tell|reply|respond|answer|let)\b(?:\s+(?:to\s+)?(?:him|her|them|back|my \p{L}+|the \p{L}+))?(?:\s+know)?(?:\s+(?:that|saying|with)\b)?[\s,:]*/iu,
  es: /^(?:quiero|necesito|quisiera|me gustaría|tengo que)\s+(?:decir(?:le|les)?|contestar(?:le|les)?|responder(?:le|les)?)(?:\s+que\b)?[\s,:]*/iu,
  fr: /^(?:je (?:veux|voudrais|dois|souhaite|aimerais)|j['’]aimerais)\s+(?:lui |leur )?(?:dire|répondre)(?:\s+qu(?:e\s+|['’]))?[\s,:]*/iu,
  de: /^(?:ich\s+)?(?:will|möchte|muss|würde gerne?|wollte)\s+(?:(?:ihm|ihr|ihnen|ihn)\s+)?(?:sagen|antworten|mitteilen)(?:,?\s*dass\b)?[\s,:]*/iu,
  it: /^(?:voglio|vorrei|devo)\s+(?:dir(?:e|gli|le)|rispondere|risponder(?:gli|le))(?:\s+che\b)?[\s,:]*/iu,
  pt: /^(?:eu\s+)?(?:quero|preciso|gostaria de|tenho que)\s+(?:lhe\s+)?(?:dizer|responder|falar)(?:-lhe)?(?:\s+que\b)?[\s,:]*/iu,
};

/** ", keep it short", ", que sea breve": a wish about the reply's manner at the end of the wish. */
const MANNER_TAIL =
  /,\s*(?:(?:and|y|et|und|e)\s+)?((?:keep|make|be|no|don'?t|sound|mantenlo|hazlo|sé|que sea|garde|fais|sois|halte|mach|bleib|fallo|sii|mantieni|mantenha|seja)\b[^,]*)$/iu;

/** "this email from…", "ce message", "diese Mail": what follows the verb names the message. */
const NAMES_MESSAGE =
  /^(?:to\s+)?(?:this|that|the|these|those|este|esta|estos|ese|esa|ce|cet|cette|ces|diese[nrs]?|der|die|das|questo|questa|quest['’]|quel(?:la)?|essa|esse|esta)\s+(?:e-?mails?|messages?|texts?|mails?|notes?|letters?|dms?|correos?|mensajes?|courriels?|lettres?|nachrichten?|briefe?|messaggi[oa]?|lettera|mensage(?:m|ns)|cartas?)\b/iu;

/**
 * "reply to this, tell her…", "responder a esto:": the words that only point at the message,
 * with what separates them from what to say. Left in, "What my reply should say: to this." echoes
 * the request into a label that says nothing.
 */
const POINTS_AT_PASTE =
  /^(?:(?:to|a|à|on|auf)\s+)?(?:this|that|it|esto|eso|esta|ceci|cela|ça|darauf|questo|questa|quello|isso|isto)(?![\p{L}])(?:\s*[,:;–—-]+\s*|\s+(?:and|but|y|pero|et|mais|und|aber|e|ma|mas)(?![\p{L}])\s*|\s*$)/iu;
/** "say yes but…", "tell her that…": the verb before what to say, which the label says already. */
const SAY_VERB = /^(?:say|tell (?:him|her|them)|let (?:him|her|them) know)(?:\s+that)?\s+/iu;

/** "Can you draft something?": the ask our task line states already. */
const DRAFT_ASK =
  /^(?:can|could|would) you (?:draft|write|help)(?: me)?(?: (?:with )?(?:something|one|it|a reply|an answer))?\s*\??$/iu;

/** Only a pasted message is answered; code, a log or a table is not. */
const MESSAGE_KINDS: ReadonlySet<string> = new Set(['email', 'text']);
/** An ask that works on the message (summarize, translate…) stays that ask. */
const REPLY_KINDS: ReadonlySet<string> = new Set(['write', 'advice', 'question', 'edit']);
/** The task already asks for the reply ("Help me reply", "Can you answer her?"). */
const ASKS_REPLY =
  /\b(?:repl\p{L}*|respon\p{L}*|answer\p{L}*|antwort\p{L}*|r[ée]pon\p{L}*|contest\p{L}*|rispo\p{L}*)/iu;

/** The request sorted as a reply to the pasted message, or null when it is not one. */
export function replyToPaste(
  sorted: SortedRequest,
  analysis: Analysis,
  scaffold: Scaffold,
): SortedRequest | null {
  if (!analysis.material.some((m) => MESSAGE_KINDS.has(m.kind)) || analysis.material.length > 1) return null;
  if (!REPLY_KINDS.has(analysis.classification.kind)) return null;
  const lang = analysis.language;
  const wish = SAY_WISH[lang] ?? SAY_WISH.en!;
  const units = [sorted.task, ...sorted.requirements, ...sorted.context];
  const at = units.findIndex((u) => wish.test(u) && u.replace(wish, '').trim().split(/\s+/).length >= 2);
  if (at < 0) return replyAsked(sorted, wish, scaffold, lang);
  // "Summarize it. I want to tell my boss…": another ask of the user's own stays the task.
  const taskIsWish = at === 0;
  if (!taskIsWish && isStrongAsk(sorted.task, lang) && !ASKS_REPLY.test(sorted.task)) return null;
  const unit = units[at]!;
  let said = unit.replace(wish, '').trim();
  const pointer = POINTS_AT_PASTE.exec(said);
  if (pointer) said = said.slice(pointer[0].length).replace(SAY_VERB, '').trim();
  // "Need to reply to this:": the reply, with nothing to say about it and nothing to quote.
  const bare = pointer !== null && said.replace(/[.!?\s]+$/u, '').length === 0;
  // "I need to answer this email from my kid's school": the reply, and no wish to quote; the
  // sentence says where the message came from. "Quero responder essa cliente, ela tá brava com
  // razão": after "reply" with no "that" comes whom to answer and a remark, not what to say.
  const replyOnly = pointer === null && onlyReplies(wish.exec(unit)![0], said);
  if (bare || NAMES_MESSAGE.test(said) || replyOnly) {
    const others = sorted.context.filter((u) => u !== unit);
    const context = bare ? others : [unit, ...others];
    const requirements = sorted.requirements.filter((u) => u !== unit && !DRAFT_ASK.test(u));
    return { ...sorted, task: scaffold.lines.replyToPaste, context, requirements, contextFirst: false };
  }
  const manner = MANNER_TAIL.exec(said);
  if (manner) said = said.slice(0, manner.index).trim();
  const requirements = sorted.requirements.filter((u) => u !== unit);
  if (manner) requirements.unshift(withPeriod(capitalised(manner[1]!.trim())));
  const context = sorted.context.filter((u) => u !== unit);
  // "Got this on LinkedIn from a recruiter." said where the message came from: a fact.
  if (!taskIsWish && !ASKS_REPLY.test(sorted.task)) context.unshift(sorted.task);
  // French sets its colon off with a no-break space ("dire\u00a0: …"), as every label line does.
  const colon = lang === 'fr' ? '\u00a0:' : ':';
  context.push(`${scaffold.lines.replyWishLabel}${colon} ${withPeriod(said)}`);
  return { ...sorted, task: scaffold.lines.replyToPaste, context, requirements, contextFirst: false };
}

/** "reply", "answer", "contestar", "répondre", "antworten", "rispondere", "responder". */
const REPLY_VERB =
  /\b(?:reply|respond|answer|contest\p{L}*|respond\p{L}*|répondre|antworten|rispond\p{L}*)\b/iu;
/** "saying", "that", "que", ":": what follows is what the reply should say. */
const SAYS_MARK = /(?:\b(?:that|saying|with|que|qu['’]|dass|che|dizendo|diciendo|en disant)|:)\s*$/iu;
/** "yes but only after 5", "non merci": an answer given straight after the verb. */
// The edge is spelled out: `\b` sees no word end after "sí" or "não".
const ANSWER_WORD = /^(?:yes|no|sí|si|oui|non|ja|nein|sim|não|ok(?:ay)?)(?![\p{L}\p{N}])/iu;
/** "…, tell her I can do 7am", "…, dile que sí": a say verb after the reply brings what to say. */
const TELLS =
  /(?:^|[,;:]\s*|\s(?:and|y|et|und|e)\s+)(?:say|tell (?:him|her|them)|let (?:him|her|them) know|dile|decile|dis-lui|dites-lui|sag(?:e)? (?:ihm|ihr)|digli|dille|diga|diz|fala)\b/iu;

/** The wish names only the reply ("I want to answer my neighbour, he…"), not what it should say. */
function onlyReplies(wishWords: string, said: string): boolean {
  return (
    REPLY_VERB.test(wishWords) && !SAYS_MARK.test(wishWords) && !ANSWER_WORD.test(said) && !TELLS.test(said)
  );
}

/** What may follow the reply ask: a comma or a linking word, then the manner or the wish. */
const LINK = /^\s*(?:[,;:.!-]+\s*)?(?:(?:and|but|y|pero|et|mais|und|aber|e|ma|mas)\s+)?/iu;

/**
 * "Help me reply to this, make it sound professional", "reply to this email for me": the ask
 * itself names the reply. Our task states it, and the manner after a comma is an instruction, or
 * the user's wish ("I want to say no nicely") under its label.
 */
function replyAsked(
  sorted: SortedRequest,
  wish: RegExp,
  scaffold: Scaffold,
  lang: string,
): SortedRequest | null {
  // "so how do I reply without sounding defensive": a question of the user's, kept as asked.
  if (
    !asksReplyToMessage(sorted.task) ||
    /^\s*(?:(?:so|and|but|ok|okay|anyway|well)[\s,]+)*(?:how|what)\b|\?\s*$/iu.test(sorted.task)
  )
    return null;
  const end = replyAskEnd(sorted.task);
  if (end === null) return null;
  const rest = sorted.task.slice(end);
  const comma = rest.search(/[,;]|\s(?:but|and|pero|mais|aber|ma|mas)\s/iu);
  const about = (comma < 0 ? rest : rest.slice(0, comma)).replace(/[.!?\s]+$/u, '').trim();
  const tail =
    comma < 0
      ? ''
      : rest
          .slice(comma)
          .replace(LINK, '')
          .replace(/[.!\s]+$/u, '')
          .trim();
  // "reply to this tweet", "…this review on our Google page": the user's own sentence names the
  // message and its form (a tweet keeps its limit), so it stays the task as written.
  // "this email", "this message" name no form beyond a message: our task line says it.
  if (
    about !== '' &&
    !/^(?:for (?:me|us)|please|pls|now|asap|quickly)\b|^(?:e-?mail|message|msg|text|mail|letter|note)$/iu.test(
      about,
    )
  )
    return null;
  const context = [...sorted.context];
  const requirements = [...sorted.requirements];
  if (tail) {
    const said = tail.replace(wish, '').trim();
    const colon = lang === 'fr' ? '\u00a0:' : ':';
    if (wish.test(tail) && said.split(/\s+/).length >= 2)
      context.push(`${scaffold.lines.replyWishLabel}${colon} ${withPeriod(said)}`);
    else requirements.unshift(withPeriod(capitalised(tail)));
  }
  return { ...sorted, task: scaffold.lines.replyToPaste, context, requirements, contextFirst: false };
}
