/**
 * The words of a feedback-only request ("don't rewrite it, just tell me what's weak", "only check
 * the grammar"), read by the classifier (such a request is an edit of the user's text, not new
 * writing) and by the plan (which swaps the editing lines for feedback ones).
 */

import { unicodeWords } from '../grammar/unicode-words';

// An object that makes "don't change …" mean the whole text, not one aspect of it ("don't change
// the meaning" is a normal editing constraint and says nothing against a revised text).
const WHOLE = String.raw`(?:\s+(?:it|this|that|them|anything|a (?:single )?(?:thing|word)|the (?:text|draft|wording|words|essay|letter|email|post|piece|paragraph|story|speech|toast|intro|bio)|my (?:text|draft|wording|words|\w+)))?`;
const NO_REWRITE_PARTS = [
  String.raw`\b(?:don'?t|do not|dont|please don'?t|no need to|without)\s+(?:re-?writ(?:e|ing)|re-?do(?:ing)?|re-?phras(?:e|ing)|re-?word(?:ing)?)\b`,
  String.raw`\b(?:don'?t|do not|dont|without)\s+(?:edit(?:ing)?|chang(?:e|ing)|touch(?:ing)?|fix(?:ing)?|correct(?:ing)?)${WHOLE}\s*(?:[,.;!:)-]|$|\s+(?:just|only|but|pls|please|i)\b)`,
  String.raw`\b(?:no|not an?|don'?t want an?)\s+(?:re-?writes?|new version|edited version)\b`,
  String.raw`\b(?:feedback|critique|comments|notes|pointers)\s+only\b|\bonly\s+(?:feedback|critique|comments|notes|pointers)\b`,
  String.raw`\bjust\s+(?:give me\s+)?(?:feedback|a critique|comments|notes|pointers)\b`,
  String.raw`\bjust\s+(?:tell|show|point out|list)\b(?:\s+me)?\s+(?:what(?:'s| is)|where|the|which|how)\b`,
  // Spanish, French, German, Italian, Portuguese.
  String.raw`\bno\s+(?:lo\s+|la\s+)?(?:reescribas|reescriba|cambies|corrijas|edites|modifiques)\b|\bsin\s+reescribir|\bsolo\s+(?:dime|comentarios|feedback|señala|indica)\b`,
  String.raw`\bne\s+(?:le\s+|la\s+|les\s+|l['’])?(?:réécris|réécrivez|modifie|modifiez|change|changez|corrige|corrigez|retouche|retouchez)\s+(?:pas|rien)\b|\bsans\s+(?:le\s+|la\s+|l['’])?réécrire|\b(?:juste|seulement|uniquement)\s+(?:des\s+)?(?:retours|remarques|commentaires)\b`,
  String.raw`\b(?:nicht|nichts)\s+(?:um|neu\s*)?schreiben\b|\bschreib\w*\s+(?:sie\s+)?(?:es|ihn|sie|den text|das)\s+nicht\s+(?:um|neu)\b|\b(?:ändere|ändern sie|änder)\s+nichts\b|\bnur\s+(?:feedback|anmerkungen|kommentare|rückmeldung)\b`,
  String.raw`\bnon\s+(?:lo\s+|la\s+)?(?:riscrivere|riscriverlo|riscriverla)\b|\bnon\s+(?:cambiare|modificare|correggere|toccare)\s+(?:niente|nulla|il testo)\b|\bsenza\s+riscriver\w*|\bsolo\s+(?:feedback|commenti|osservazioni)\b|\bdimmi solo\b`,
  String.raw`\bnão\s+(?:o\s+|a\s+)?(?:reescrev[ae]|reescrever)\b|\bnão\s+(?:mude|mudes|altere|alteres|corrija|corrijas|mexa)\s+(?:nada|no texto)\b|\bsem\s+reescrever|\b(?:só|apenas)\s+(?:feedback|comentários|me diga|diz-me)\b`,
];
/** "Don't rewrite it", "feedback only", "just tell me what's weak": no revised text wanted. */
export const NO_REWRITE = unicodeWords(new RegExp(NO_REWRITE_PARTS.join('|'), 'i'));
/**
 * The user's own words refuse the rewrite outright ("don't rewrite it", "no rewrite please",
 * "feedback only"), not only ask for a critique: a line of ours saying so would repeat them.
 */
export const REFUSES_REWRITE = unicodeWords(
  new RegExp(NO_REWRITE_PARTS.filter((p) => !p.startsWith(String.raw`\bjust\s+`)).join('|'), 'i'),
);

export const GRAMMAR =
  /\b(?:grammar|spelling|typos?|punctuation|gram[aá]tica|ortograf[ií]a|grammaire|orthographe|grammatik|rechtschreibung|grammatica|ortografia)\b/i;
/** "only check the grammar", "grammar only", "solo la gramática". */
export const ONLY_GRAMMAR = unicodeWords(
  new RegExp(
    String.raw`\b(?:only|just|solo|sólo|seulement|uniquement|juste|nur|soltanto|só|apenas)\b[^.!?\n]{0,30}${GRAMMAR.source.slice(2, -2)}|${GRAMMAR.source.slice(2, -2)}\s+(?:only|solamente|seulement|uniquement)\b`,
    'i',
  ),
);
/** "don't change the style / my voice / the wording": the text stays the user's own. */
export const KEEP_STYLE =
  /\b(?:don'?t|do not|dont|without)\s+(?:chang(?:e|ing)|touch(?:ing)?)\s+(?:the\s+|my\s+|its\s+)?(?:style|voice|wording|tone|words)\b|\bno\s+(?:cambies|toques)\s+(?:el\s+)?(?:estilo|tono)\b|\bne\s+change[zs]?\s+pas\s+(?:le\s+|mon\s+)?(?:style|ton)\b|\b(?:stil|ton)\s+nicht\s+ändern\b|\bnon\s+cambiare\s+(?:lo\s+)?(?:stile|tono)\b|\bnão\s+mud[ea]s?\s+o\s+(?:estilo|tom)\b/i;
/** A verb that asks for corrections made, not only found. */
export const FIX_VERB =
  /\b(?:fix|correct|clean up|tidy|corrige|corrija|corrigez|korrigier\w*|correggi|arregla)\b/i;

/** The request asks for feedback or a grammar check on a text, not for a new text. */
export function asksFeedbackOnly(request: string): boolean {
  return (
    NO_REWRITE.test(request) ||
    ONLY_GRAMMAR.test(request) ||
    (GRAMMAR.test(request) && KEEP_STYLE.test(request))
  );
}

/**
 * "can u look at my pitch deck", "have a quick look over my intro", "what do you think of my
 * bio": a look asked for, with no change named. The answer is notes on the text; a revised
 * version would be a guess at what to change.
 */
export const LOOK_OVER = unicodeWords(
  /\b(?:(?:have|take)\s+a\s+(?:quick\s+)?look\s+(?:at|over|through)|look\s+(?:at|over|through)\s+my|go\s+(?:over|through)\s+my|(?:cast|run)\s+(?:an|your)\s+eye\s+over|glance\s+over|what\s+do\s+you\s+think\s+(?:of|about)\s+my|(?:your\s+)?thoughts\s+on\s+my|(?:honest\s+)?opinion\s+on\s+my|échale\s+un\s+vistazo|qué\s+te\s+parece\s+mi|jette\s+un\s+(?:œil|oeil|coup d['’]œil)|qu['’]est-ce\s+que\s+tu\s+penses\s+de|wirf\s+(?:mal\s+)?einen\s+blick|was\s+hältst\s+du\s+von|dai\s+un['’]occhiata|cosa\s+ne\s+pensi|d[áê]\s+uma\s+olhada|o\s+que\s+(?:você\s+)?achas?\s+d[oae])\b/i,
);
/** Words that name a change to make ("shorten", "more formal"): then the edit is wanted. */
const CHANGE_NAMED =
  /\b(?:improve|rewrite|reword|rephrase|shorten|tighten|polish|edit|proofread|fix|correct|make\s+it|more\s+\w+|less\s+\w+|better|mejora|reescrib|corrige|améliore|réécri|verbesser|umschreib|korrigier|migliora|riscriv|correggi|melhora|reescrev|corrija)\w*/i;

/** A look over the user's own text asked for, with no change named: notes, not a new version. */
export const asksLookOver = (request: string): boolean =>
  LOOK_OVER.test(request) && !CHANGE_NAMED.test(request);

/** A text of the user's own that a look is asked at ("my pitch deck", "mi cv", "meine Bewerbung"). */
export const OWN_TEXT_NOUN = unicodeWords(
  /\b(?:my|our|mi|mis|mon|ma|mes|mein\w*|il mio|la mia|meu|minha)\s+(?:\w+\s+){0,2}?(?:cv|resume|résumé|essay|intro|introduction|conclusion|deck|slides?|presentation|cover letter|letter|e-?mail|bio|profile|headline|summary|speech|toast|statement|post|story|poem|lyrics|draft|report|proposal|thesis|dissertation|chapter|paragraph|copy|website|landing page|newsletter|ad|pitch|application|plan|script|vows|eulogy|article|blog|caption|description|message|text|writing|carta|correo|ensayo|discurso|lettre|courriel|dissertation|bewerbung|anschreiben|lebenslauf|rede|aufsatz|lettera|saggio|discorso|currículo|redação)\b/i,
);
