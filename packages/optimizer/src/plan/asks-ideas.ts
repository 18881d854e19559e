import { unicodeWords } from '../grammar/unicode-words';

/**
 * The user wants ideas the pasted text does not hold: suggestions, tips, what was missed, where to
 * cut or save. "Add nothing the text does not say" or "use only what the text says" would forbid
 * the very thing asked for, so those lines give way (the "keep every figure exact" part stays).
 * A plain rewrite ("improve this", "make it shorter") is not here: it adds no new points.
 */
const IDEAS = unicodeWords(
  /\b(?:suggest\w*|ideas?|recommend\w*|tips?|advice|advise|brainstorm\w*|what else|anything (?:else|we|i) (?:missed|forgot)|(?:we|i|they) (?:missed|forgot)|(?:where|how) (?:can|could|should|do) (?:we|i) (?:cut|save|trim|reduce|improve|do better)|ways? to (?:cut|save|trim|reduce|improve)|sug(?:iere|ier[ae]\w*|erenc\w*)|ideas|consejos?|recomi?en\w*|dónde (?:podemos|puedo) (?:recortar|ahorrar)|sugg[eè]r\w*|idées?|conseils?|recommand\w*|où (?:pouvons-nous|peut-on|puis-je) (?:couper|économiser|réduire)|vorschl\w*|vorschläge|ideen|tipps?|empfehl\w*|ratschl\w*|wo (?:können|kann) (?:wir|ich) (?:sparen|kürzen)|suggeri\w*|suggerimenti|idee|consigl\w*|raccomand\w*|dove (?:possiamo|posso) (?:tagliare|risparmiare)|suger\w*|sugestões|ideias|dicas?|recomend\w*|onde (?:podemos|posso) (?:cortar|economizar))\b/i,
);

/** The request asks for suggestions or ideas beyond what the pasted text says. */
export function asksIdeasBeyondText(request: string): boolean {
  return IDEAS.test(request);
}
