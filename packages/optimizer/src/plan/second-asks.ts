/**
 * A request with more than one ask ("is it worth it? and roughly what would it cost", "is that
 * allowed and how do i reply"): every ask stays the user's own sentence, a question stays a
 * question, and the answer comes in one part per ask, in the user's order. Only openings that
 * always ask count ("how do I", "was kann ich", "mi dai"); a statement never gains a "?", and one
 * ask with "and" inside it ("pros and cons", "compare X and Y") is never split.
 */
import { unicodeWords } from '../grammar/unicode-words';
import { withQuestionMark } from '../grammar/question-mark';
import { upperFirst } from '../render/lines';
import { splitUnits } from './sentences';

/** The word that joins a second ask to the first: "and", "also", "+", "y", "et", "und", "e". */
const LINK =
  /^(?:(?:and|also|plus|oh and|and also|\+|y|y también|et|et aussi|und|und auch|e|e anche|e também|além disso|inoltre|außerdem|también|aussi)[\s,:]+)+/iu;

/** Spoken words before an English question: "roughly what would it cost", "so how do I reply". */
const EN_LEAD = /^(?:(?:roughly|approximately|approx\.?|about|so|then|ok(?:ay)?|anyway|and)[\s,]+)+/i;

/**
 * An English question by its opening: a question word before a verb ("how do I", "what would
 * it", "how much does"), or a verb before its subject ("should I", "can you", "is that").
 */
const EN_QUESTION =
  /^(?:(?:how|what|who|where|when|why)(?:'s|’s|'re|’re)\s+\S|(?:how|what|why|when|where|which|who)(?:\s+[a-z]+){0,2}?\s+(?:do|does|did|can|could|should|shall|would|will|is|are|was|were|am|have|has|might|must)\s+(?:i|you|u|we|it|they|he|she|this|that|there|my|your|our|his|her|their|the|a|an|these|those|people|anyone|someone)\b|(?:should|shall|is|are|was|were|do|does|did|can|could|would|will|am)\s+(?:i|you|u|we|it|they|he|she|this|that|there|my|your|our|these|those|anyone|someone)\b)/i;

/**
 * Openings that ask in the other languages, typed without "?". The modal openings that also
 * state a fact ("devo partire a marzo", "debo pagar", "posso pagar") are left out: after a
 * question the user typed with its "?", a sentence without one says how things are.
 */
const AMBIGUOUS: Readonly<Record<string, RegExp>> = {
  es: /^(?:puedo|debo|conviene|hay que|se puede)\b/iu,
  pt: unicodeWords(/^(?:posso|devo|existe|tem como)\b/iu),
  it: unicodeWords(/^(?:posso|devo|conviene|c['’]è|ci sono|si può)\b/iu),
  fr: /^$/,
  de: /^$/,
};

/**
 * "devo partire a marzo", "debo viajar en junio" after a question typed with its "?": a modal
 * opening without one states a fact about the user; it is never made a question or an ask.
 */
export function statedModal(unit: string, language: string, request: string): boolean {
  const text = withoutLink(unit);
  return !/[?？]\s*$/.test(text) && request.includes('?') && (AMBIGUOUS[language] ?? /^$/).test(text);
}

/** "mi dai la ricetta per 6", "me dices cuánto", "tu peux me dire": a request asked as a question. */
const YOU_ASK: Readonly<Record<string, RegExp>> = {
  es: unicodeWords(/^(?:me (?:das|dices|puedes|podrías|recomiendas|explicas|pasas)|puedes|podrías)\b/iu),
  pt: unicodeWords(
    /^(?:me (?:dá|da|diz|passa|explica|recomenda)|você (?:pode|poderia)|pode|podes|poderia)\b/iu,
  ),
  it: unicodeWords(
    /^(?:mi (?:dai|dici|spieghi|consigli|puoi|potresti|sai dire|fai sapere)|puoi|potresti)\b/iu,
  ),
  fr: unicodeWords(/^(?:tu (?:peux|pourrais)|vous (?:pouvez|pourriez))\b/iu),
  de: /^(?:kannst du|könntest du|können sie|könnten sie)\b/iu,
};

/** The unit without the word that links it to the ask before, first letter as typed. */
export function withoutLink(unit: string): string {
  const text = unit.trim();
  // "¿Y cuánto tarda?": the linking word sits after the opening "¿".
  const open = text.startsWith('¿') ? '¿' : '';
  const bare = text.slice(open.length).replace(LINK, '');
  return bare === '' ? text : `${open}${open ? upperFirst(bare) : bare}`;
}

/**
 * A unit after the ask that asks again, as a question ending in its own "?" (the user's words,
 * with "?" added only when its opening always asks), or null for a statement or an instruction.
 */
export function askedAgain(unit: string, language: string): string | null {
  const text = unit.trim();
  if (text.includes('\n') || /^\s*(?:[-*•]|\d{1,2}[.)])\s/.test(text)) return null;
  if (/\?\s*$/.test(text)) return upperFirst(text.replace(/\?+\s*$/, '?'));
  if (/[!:;]\s*$/.test(text)) return null;
  const bare = withoutLink(text).replace(/[.…]+\s*$/, '');
  if (bare.startsWith('¿')) return `${upperFirst(text.replace(/[.…]+\s*$/, ''))}?`;
  const asks =
    language === 'en' ? EN_QUESTION.test(bare.replace(EN_LEAD, '')) : asksElsewhere(bare, language);
  if (!asks) return null;
  const asked = upperFirst(text.replace(/[.…]+\s*$/, ''));
  // French typography spaces its "?"; a Spanish question opens with "¿" ("¿Y cómo lo hago?").
  if (language === 'fr') return `${asked}\u00a0?`;
  return language === 'es' ? `¿${asked}?` : `${asked}?`;
}

function asksElsewhere(bare: string, language: string): boolean {
  if ((YOU_ASK[language] ?? /^$/).test(bare)) return true;
  if ((AMBIGUOUS[language] ?? /^$/).test(bare)) return false;
  // "que dois-je faire", "est-ce légal": French asks by its inverted verb.
  if (
    language === 'fr' &&
    /^(?:est-ce\b|(?:\p{L}+['’]?\s+){0,2}\p{L}+-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles)\b)/iu.test(
      bare,
    )
  )
    return true;
  // The six languages' question openings, with the same care for "wie besprochen", "como dito".
  return withQuestionMark(bare, language) !== bare;
}

/**
 * "…is that allowed and how do i reply": a second question joined by "and" inside one sentence.
 * Only a question word with its verb ("how do i", "what should we") or a request verb with its
 * object ("draft a reply") starts a second ask; "pros and cons", "compare X and Y" never split.
 */
const JOINED: Readonly<Record<string, RegExp>> = {
  en: /,?\s+(?:and also|and|also|plus)\s+(?=(?:(?:roughly|approximately|so|then)\s+)?(?:(?:how|what|who|where|why)(?:'s|’s)\s+(?:the|a|an|my|your|our|it|this|that)\b|(?:how|what|why|when|where|which|who)(?:\s+[a-z]+)?\s+(?:do|does|did|can|could|should|shall|would|will|is|are|was|were|am|might|must)\s+(?:i|you|u|we|it|they|he|she|this|that|there|my|your|our|the|a|an)\b|(?:should|can|could|is|are|does|do|would|will)\s+(?:i|we|my|he|she|they|it|this|that)\b|tell\s+me\s+(?:if|whether|what|how|why|when|the best time|the right time)\b|(?:draft|write)\s+(?:me\s+|him\s+|her\s+|them\s+)?(?:a|an|the|my|our|some|a few|\d+|two|three|four|five)\s|(?:give|send|suggest|list)\s+me\s+(?:a|an|some|a few|\d+|two|three|four|five|ten)\s))/iu,
  de: /,?\s+und\s+(?=sag mir,? ob\b|sagen sie mir,? ob\b|(?:kann|darf|muss|soll|sollte|ist|sind|lohnt)\s+(?:ich|man|mein|meine|er|sie|es|der|die|das)\b|(?:was|wie(?:\s+(?:lange|viel|oft|teuer|schnell))?|warum|wann|wo|welche[rsmn]?(?:\s+\p{L}+)?)\s+(?!(?:ich|du|er|sie|es|wir|ihr|man)\b)\p{L}+\s+(?:ich|man|wir|es|das|du|der|die)\b)/iu,
  fr: /,?\s+et\s+(?=dis-moi si\b|dites-moi si\b|(?:comment|que|quoi|pourquoi|combien|quel(?:le)?s?)\s+(?:dois-je|puis-je|faut-il|répondre|lui répondre|leur répondre|faire|est-ce|ça|cela|\p{L}+-(?:je|tu|il|on|nous|vous))\b)/iu,
  es: unicodeWords(
    /,?\s+y\s+(?=dime si\b|d[íi]game si\b|(?:cómo|qué|cuánt[oa]s?|cuándo|dónde|por qué|cuál(?:es)?)(?:\s+\p{L}+){0,3}\s+(?:debo|puedo|tengo|necesito|respondo|contesto|hago|digo|cuesta|costaría|tarda|hay)\b)/iu,
  ),
  it: unicodeWords(
    /,?\s+e\s+(?=dimmi se\b|mi dica se\b|(?:come|cosa|che cosa|quant[oaie]|perché|quando|quale|quali)(?:\s+\p{L}+){0,3}\s+(?:devo|posso|rispondo|faccio|dico|costa|costerebbe|serve|servono|ci vuole|ci vogliono)\b)/iu,
  ),
  pt: unicodeWords(
    /,?\s+e\s+(?=(?:me )?diga(?:-me)? se\b|(?:como|o que|quant[oa]s?|por que|quando|qual|quais)(?:\s+\p{L}+){0,3}\s+(?:devo|posso|respondo|faço|digo|custa|custaria|demora|preciso)\b)/iu,
  ),
};

/** One sentence of the task in its asks, split only where a second ask is certain. */
function splitJoined(sentence: string, language: string): string[] {
  const join = JOINED[language];
  if (!join || sentence.includes('\n')) return [sentence];
  const pieces = sentence.split(join).map((p) => p.trim());
  if (pieces.length < 2 || pieces.some((p) => p.split(/\s+/).length < 2)) return [sentence];
  // Only a split where every piece asks: the user's "?" covers each piece of the sentence
  // ("Isso é legal e como devo responder?"); without it, each piece must open as a question
  // or a request. "Write to him that I'm sick and can he cover my shift" stays one ask.
  const typed = /[?？]\s*$/.test(sentence);
  const asked = pieces.map((p) => {
    const piece = p.replace(/[,;]\s*$/, '').replace(/[?？]+\s*$/, '');
    if (IMPERATIVE.test(piece)) return `${piece}${/[.!]$/.test(piece) ? '' : '.'}`;
    const question = askedAgain(piece, language);
    if (question) return question;
    if (!typed) return null;
    if (language === 'es') return `¿${upperFirst(piece)}?`;
    return `${upperFirst(piece)}${language === 'fr' ? '\u00a0?' : '?'}`;
  });
  // "Write an email to my manager saying I'm sick and can he cover my shift": a question after
  // a request is what the written text should ask, not a second ask of the user's.
  const afterRequest = pieces.some((p, i) => i > 0 && IMPERATIVE.test(pieces[i - 1]!) && !IMPERATIVE.test(p));
  return !afterRequest && asked.every((p): p is string => p !== null) ? asked : [sentence];
}

/**
 * "What am I doing wrong?", "Any tips?", "Thoughts?": a closing question that asks nothing new;
 * it stays with the ask before it, never a part of its own.
 */
const TAG_QUESTION = unicodeWords(
  /^(?:(?:so|and|or)\s+)?(?:what am i doing wrong|what (?:do|would) you (?:think|suggest|recommend)|any (?:ideas|tips|thoughts|advice|suggestions|help)|thoughts|ideas|help|can you help(?: me)?|could you help(?: me)?|does (?:that|this) make sense|how come|why|qué (?:opinas|me recomiendas|hago mal)|alguna idea|des idées|qu['’]en pensez-vous|qu['’]en penses-tu|was meint ihr|was meinst du|irgendwelche tipps|ideen|che ne pensate|che ne pensi|consigli|idee|o que (?:acham|achas|você acha)|alguma dica|dicas)\s*[?？]+\s*$/iu,
);

/** Ask-like units: a question (its "?") or a request by its verb. */
const IMPERATIVE =
  /^(?:please\s+)?(?:draft|write|give|make|tell|list|suggest|recommend|explain|summari[sz]e|translate|compare|show|find|plan|create|calculate|check|review|schreib|gib|erkläre|nenne|fasse|sag mir|écris|rédige|donne|explique|propose|résume|résumez|dis-moi|dites-moi|escribe|redacta|dame|explica|dime|resume|resumen|scrivi|dammi|spiega|dimmi|riassumi|escreve|escreva|me dá|explica|explique|diz|resuma|me diga)(?![\p{L}])/iu;

/** A request to write a text ("write", "draft", "schreib", "rédige", "escribe", "scrivi", "escreve"). */
const WRITE = unicodeWords(
  /^(?:please\s+)?(?:write|draft|compose|schreib\p{L}*|formulier\p{L}*|verfass\p{L}*|écri\p{L}*|rédige\p{L}*|escrib\p{L}*|redact\p{L}*|scriv\p{L}*|escrev\p{L}*|redij\p{L}*)\b/iu,
);

/**
 * The task's asks, in order, each the user's words (the linking "and" dropped, its "?" kept),
 * or null when the task asks one thing. A statement between asks stays with the ask after it.
 */
export function partsOf(task: string, language: string): string[] | null {
  if (task.includes('\n')) return null;
  // "1. what visa do i need 2. how long can i stay": the user's own numbers give way to ours.
  const text = task.replace(/^\s*(?:[-*•]|\d{1,2}[.)])\s+/, '');
  const sentences = splitUnits(text, language).flatMap((s) => splitJoined(s, language));
  if (sentences.length < 2 || sentences.length > 5) return null;
  const parts: string[] = [];
  let pending = '';
  for (const s of sentences) {
    const bare = withoutLink(s);
    const asks = /[?？]\s*$/.test(s) || IMPERATIVE.test(bare);
    if (!asks || (TAG_QUESTION.test(bare) && parts.length > 0)) {
      if (asks && !pending) {
        parts[parts.length - 1] = `${parts[parts.length - 1]!} ${s}`;
        continue;
      }
      pending = pending ? `${pending} ${s}` : s;
      continue;
    }
    parts.push(upperFirst(pending ? `${pending} ${s}` : bare));
    pending = '';
  }
  if (pending) {
    // A statement after the last ask belongs to it ("… how do I reply? He is my cousin.").
    if (parts.length === 0) return null;
    parts[parts.length - 1] = `${parts[parts.length - 1]!} ${pending}`;
  }
  if (parts.length < 2) return null;
  // "Write a formal email to my landlord. … When will it be fixed?": questions after a request to
  // write are what the text should ask, not asks of their own.
  if (parts.some((p, i) => i > 0 && /[?？]\s*$/.test(p) && parts.slice(0, i).some((q) => WRITE.test(q))))
    return null;
  // "Summarize this article and draft a reply": a piece cut from the sentence ends as one.
  return parts.map((p) => {
    // "Can you explain what X is?" reads "Explain what X is?" once its "Can you" is gone: a request.
    const request = language === 'en' && IMPERATIVE.test(p) ? p.replace(/\?+\s*$/, '.') : p;
    return /[.!?…:)"'»”]$/u.test(request.trim()) ? request : `${request.trim()}.`;
  });
}

/**
 * "Here is a letter from my landlord: Can you summarize it?": the ":" led to the pasted letter,
 * which sits in its own block now; the statement ends as a sentence of its own.
 */
export function announcedEnds(part: string): string {
  return part.replace(ANNOUNCED, '$1. ');
}

const ANNOUNCED =
  /^((?:here(?:'s| is| are)|this is|below is|attached is|i got|i received|i have|i've got|we got|we received)\b[^:?]*):\s+(?=\p{Lu})/iu;

export const LIST_MARK = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;

/** The ask and this unit are items of one list, and both ask as questions. */
export function listedAsk(ask: string, unit: string, lang: string): boolean {
  return (
    LIST_MARK.test(ask) &&
    askedAgain(unit.replace(LIST_MARK, ''), lang) !== null &&
    askedAgain(ask.replace(LIST_MARK, ''), lang) !== null
  );
}

/** Unit `i` and every unit after it up to the ask are questions the user typed with their "?". */
export function askedBefore(units: readonly string[], i: number, askIndex: number, lang: string): boolean {
  return units.slice(i, askIndex).every((u) => {
    const asked = u.replace(/\?+\s*$/, '').trim();
    // Typed with its "?", any question opening counts ("Is Rust faster than Go?").
    return (
      /\?\s*$/.test(u) &&
      !u.includes('\n') &&
      (withQuestionMark(asked, lang) !== asked || askedAgain(asked, lang) !== null)
    );
  });
}
