import { endsSentence } from './punctuation';

/** "Have a look at my intro", "have a go at this": an order, though it opens like "Have a …?". */
export const HAVE_A_GO = String.raw`have\s+a\s+(?:quick\s+|good\s+|proper\s+|careful\s+)?(?:look|go|think|read|listen|try|crack|stab)\b`;

/**
 * Openings that make a sentence a question in each language, typed without its "?"
 * ("Como funciona o Pix entre bancos", "wie lange hält gekochter reis im kühlschrank"). Only
 * openings that never start a statement: "when", "where" and "because" words also open plain
 * clauses ("Quando corro mi fa male il ginocchio"), and unaccented Spanish "como"/"que" are
 * "like"/"that", so they are left out. A sentence that opens with a clause and a comma
 * ("Wie besprochen, …", "Como combinado, …") is a statement.
 */
const OPENING: Readonly<Record<string, RegExp>> = {
  en: new RegExp(
    `^(?!${HAVE_A_GO})` +
      /(?:how|what|why|which|who|whom|whose|is|are|am|was|were|do|does|did|can|could|should|would|will|shall|have|has)\s+(?!(?:to\s+)?(?:follows|below)\b)/
        .source,
    'i',
  ),
  es: /^(?:qué|cómo|cuál(?:es)?|cuándo|dónde|adónde|quién(?:es)?|cuánt[oa]s?|por qué|se puede|es posible|vale la pena|hay que|puedo|debo|conviene)\s/i,
  pt: /^(?:como(?!\s+(?:combinado|falado|dito|sempre|prometido|eu disse|falei|você sabe))|qual|quais|quant[oa]s?|quem|o que|por que|por quê|é possível|vale a pena|posso|devo|tem como|existe|dá para|da pra)\s/i,
  fr: /^(?:comment(?!\s+(?:convenu|prévu|promis|dit))|pourquoi|combien|quel(?:le)?s?|qu['’]est-ce|est-ce que|que faire|peut-on|faut-il|dois-je|puis-je|y a-t-il|\p{L}+-(?:je|tu|il|elle|on|nous|vous|ils|elles)|\p{L}+-t-(?:il|elle|on))\s/iu,
  de: /^(?:wie(?!\s+(?:besprochen|gesagt|vereinbart|erwähnt|versprochen|immer|angekündigt|gewünscht))|was|warum|wieso|weshalb|wann|woher|wohin|wozu|wofür|womit|worauf|welche[rsmn]?|wer|wem|wen|(?:ist|sind|kann|kannst|können|könnte|könnten|könntest|soll|sollte|sollten|muss|müssen|darf|dürfen|hat|haben|hast|wird|werden|gibt|lohnt|brauche|braucht|hilft|reicht)\s+(?:ich|du|man|es|er|sie|wir|ihr|der|die|das|ein|eine|einen|mein|meine|mir|mich|dir|dich|uns|Sie))\s/iu,
  it: /^(?:come(?!\s+(?:d['’]accordo|detto|sempre|promesso|concordato))|perché|quant[oaie]|qual[ei]?|chi|cosa|che cosa|posso|devo|conviene|c['’]è|ci sono|è possibile|si può|vale la pena)\s/i,
};

/** The sentence is a question the user typed without "?": ours ends it with one, not with ".". */
export function withQuestionMark(text: string, language: string): string {
  const t = text.trimEnd();
  if (endsSentence(t) || t.includes('\n')) return text;
  const last = t.split(/(?<=[.!?])\s+/).pop() ?? t;
  const opening = OPENING[language];
  if (!opening || !opening.test(last) || /[,:;]/.test(last.split(/\s+/).slice(0, 3).join(' '))) return text;
  // French typography puts a no-break space before "?"; Spanish opens the question with "¿".
  if (language === 'fr') return `${t}\u00a0?`;
  if (language === 'es' && last === t) return `¿${t}?`;
  return `${t}?`;
}
