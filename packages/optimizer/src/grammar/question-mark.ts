import { endsSentence } from './punctuation';

/**
 * Openings that make a sentence a question in each language, typed without its "?"
 * ("Como funciona o Pix entre bancos", "wie lange hält gekochter reis im kühlschrank"). Only
 * openings that never start a statement: "when", "where" and "because" words also open plain
 * clauses ("Quando corro mi fa male il ginocchio"), and unaccented Spanish "como"/"que" are
 * "like"/"that", so they are left out. A sentence that opens with a clause and a comma
 * ("Wie besprochen, …", "Como combinado, …") is a statement. A first-person modal ("devo partire
 * a marzo", "puedo pagar en efectivo") or an impersonal one ("c'è un problema", "hay que
 * entregarlo", "existe um erro") states as often as it asks: without the user's "?" it stays a
 * statement. English "do"/"have" open orders too ("do it in Python", "have it ready by Friday"):
 * they ask only before a subject.
 */
const OPENING: Readonly<Record<string, RegExp>> = {
  en: /^(?:how|what|why|which|who|whom|whose|is|are|am|was|were|does|did|can|could|should|would|will|shall|has|(?:do|have)(?=\s+(?:i|you|u|we|they|he|she|people|anyone|any|most|all)\b))\s+(?!(?:to\s+)?(?:follows|below)\b)/i,
  es: /^(?:qué|cómo|cuál(?:es)?|cuándo|dónde|adónde|quién(?:es)?|cuánt[oa]s?|por qué)\s/i,
  pt: /^(?:como(?!\s+(?:combinado|falado|dito|sempre|prometido|eu disse|falei|você sabe))|qual|quais|quant[oa]s?|quem|o que|por que|por quê|tem como)\s/i,
  fr: /^(?:comment(?!\s+(?:convenu|prévu|promis|dit))|pourquoi|combien|quel(?:le)?s?|qu['’]est-ce|est-ce que|que faire|peut-on|faut-il|dois-je|puis-je|y a-t-il|\p{L}+-(?:je|tu|il|elle|on|nous|vous|ils|elles)|\p{L}+-t-(?:il|elle|on))\s/iu,
  de: /^(?:wie(?!\s+(?:besprochen|gesagt|vereinbart|erwähnt|versprochen|immer|angekündigt|gewünscht))|was|warum|wieso|weshalb|wann|woher|wohin|wozu|wofür|womit|worauf|welche[rsmn]?|wer|wem|wen|(?:ist|sind|kann|kannst|können|könnte|könnten|könntest|soll|sollte|sollten|muss|müssen|darf|dürfen|hat|haben|hast|wird|werden|gibt|lohnt|brauche|braucht|hilft|reicht)\s+(?:ich|du|man|es|er|sie|wir|ihr|der|die|das|ein|eine|einen|mein|meine|mir|mich|dir|dich|uns|Sie))\s/iu,
  it: /^(?:come(?!\s+(?:d['’]accordo|detto|sempre|promesso|concordato))|perché|quant[oaie]|qual[ei]?|chi|cosa|che cosa)\s/i,
};

/** Modal openings that also start a statement ("devo partire a marzo", "debo viajar en junio"). */
const STATES_TOO: Readonly<Record<string, RegExp>> = {
  es: /^(?:puedo|debo|conviene|hay que|se puede)\s/i,
  pt: /^(?:posso|devo|existe|tem como)\s/i,
  it: /^(?:posso|devo|conviene|c['’]è|ci sono|si può)\s/i,
};

/** The sentence is a question the user typed without "?": ours ends it with one, not with ".". */
export function withQuestionMark(text: string, language: string): string {
  const t = text.trimEnd();
  if (endsSentence(t) || t.includes('\n')) return text;
  const last = t.split(/(?<=[.!?])\s+/).pop() ?? t;
  // "Quanto costa? devo partire a marzo": a user who typed "?" for the question left it off
  // the modal sentence on purpose; "devo", "puedo", "posso" also state facts.
  if (last !== t && t.slice(0, t.length - last.length).includes('?') && STATES_TOO[language]?.test(last))
    return text;
  const opening = OPENING[language];
  if (!opening || !opening.test(last) || /[,:;]/.test(last.split(/\s+/).slice(0, 3).join(' '))) return text;
  // Italian "perché" is "why" and "because": after another sentence it gives the reason for it
  // ("Quanto costa? perché devo partire a marzo").
  if (language === 'it' && last !== t && /^perch[eé]\s/iu.test(last)) return text;
  // French typography puts a no-break space before "?"; Spanish opens the question with "¿".
  if (language === 'fr') return `${t}\u00a0?`;
  if (language === 'es' && last === t) return `¿${t}?`;
  return `${t}?`;
}
