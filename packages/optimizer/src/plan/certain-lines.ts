import type { Analysis } from '../analysis/types';
import { scaffoldKey } from '../i18n/scaffold';
import { CLEAR_RECOMMENDATION, MOCK_INTERVIEW, WANTS_VIEW } from '../i18n/scaffold/situation-lines';
import { NO_PICK } from './consistency';
import type { Scaffold } from '../i18n/scaffold/types';
import { unicodeWords } from '../grammar/unicode-words';
import { personaForWork } from './turn-taking';
import { isHowTo } from './how-to';

/*
 * A stock line helps only when its trigger is certain: a plain prompt still gets a good answer,
 * while a line that fights the request ("add nothing" under "add an explanation") gets a bad one.
 * Each rule here names what the user's words must show for a line to stay.
 */

/** "Ideas?", "any names?": a call for options, not a question with one answer. */
const WANTS_OPTIONS =
  /\b(?:ideas?|idées?|ideen|idee|ideias?|suggestions?|sugerencias?|suggerimenti|sugest(?:ão|ões)|vorschläge?|names?|noms?|namen|nombres?|nomi|nomes?|options?|opciones|opzioni|opções)\b/i;
/** A translation or an explainer asked as a question ("can you translate…?", "explain X?"). */
const OTHER_TASK = unicodeWords(
  /\b(?:translat\w*|tradu\w*|übersetz\w*|tradurr\w*|explain\w*|expli\w*|erklär\w*|spiega\w*)\b/i,
);
/** "Can we role-play…?", "could you write…?": a request to do something, phrased politely. */
const ASKS_TO_DO = unicodeWords(
  /^(?:(?:hey|hi|ok|so|please|pls)[\s,]+)*(?:can|could|would|will)\s+(?:you|u|we)\b|^(?:peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|kannst du|könntest du|können sie|könnten sie|puedes|podrías|puede|podría|puoi|potresti|può|potrebbe|podes|poderia|pode|você pode)\b/i,
);

/** A real direct question wanting an answer with reasons, read off the request. */
function directQuestion(analysis: Analysis): boolean {
  const text = analysis.request;
  if (!/[?¿]/.test(text)) return false;
  if (WANTS_OPTIONS.test(text) || OTHER_TASK.test(text)) return false;
  const asks = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /\?\s*$/.test(s));
  // A how-to the kind-fit reads ("how do I re-grout…") keeps the line: its steps lines replace it.
  const steps = (s: string): boolean => ASKS_HOW.test(s) && !isHowTo(s, analysis.language);
  return asks.some((s) => !ASKS_TO_DO.test(s) && !steps(s) && !noteLine(s));
}

/**
 * "was muss ich machen?", "how do I register it?", "me ajuda a montar um checklist?": steps or
 * help asked for, where "then give the key reasons" has no reasons to give.
 */
const ASKS_HOW = unicodeWords(
  /\b(?:how (?:do|can|should|would) (?:i|we)|how to|what (?:do|should) (?:i|we) (?:do|need to do|have to do)|what (?:do|should) (?:i|we) need to do|what (?:are|is) the (?:steps|process|procedure)|help me|was (?:muss|sollte|soll) ich (?:machen|tun)|was ist zu tun|wie (?:mache|melde|gehe|kann) ich|que dois-je faire|que faut-il faire|comment (?:je|faire|dois-je|puis-je)|qu[ée] (?:tengo|debo|hay) que hacer|c[óo]mo (?:hago|puedo|debo|se hace)|ay[úu]dame|cosa (?:devo|bisogna) fare|come (?:faccio|posso|devo|si fa)|aiutami|o que (?:eu )?(?:preciso|tenho|devo) (?:de )?fazer|como (?:fa[çc]o|posso|devo)|me ajud\w*|pode me ajudar)\b/i,
);

/** "Open q: signing table where?", "Wine?": a question noted in a list, not one put to us. */
function noteLine(sentence: string): boolean {
  const label = /^([^:?\n]{1,20}):\s/.exec(sentence);
  if (label && !/^(?:question|q|frage|pregunta|domanda|pergunta)$/i.test(label[1]?.trim() ?? '')) return true;
  return sentence.split(/\s+/).length < 3;
}

/** A character for the assistant to play ("you're the angry parent", "play a skeptical customer"). */
export const GIVES_PERSONA =
  /\brole-?play\w* (?:a |an |the )?[^.?!]{0,40}\bwith (?:my|a|an|the)\b|\b(?:you(?:'re| are| play| will be|'ll be)|(?<!role-)play(?:ing)? (?:a|an|the|my)|act as|pretend|be my|as my|in the role of|tu (?:es|joues|seras)|joue(?:z)? (?:le|la|l'|un|une|mon|ma)|vous (?:êtes|jouez|serez)|du bist|du spielst|spiel(?:e|en sie)? (?:den|die|das|einen|eine|meinen|meine)|sie sind|eres|ser[aá]s|haz de|interpreta(?:s)? (?:a|al|el|la|un|una|o|um|uma)|sei (?:il|la|lo|un|una|uno|mio|mia)|fai (?:il|la|finta)|voc[êe] (?:é|e|será) (?:o|a|um|uma|meu|minha)|faça o papel|finja|finge)\b/i;

/** The user asks for content changes ("remove the hashtags", "add that we opened in 2009"). */
const CHANGES_CONTENT =
  /\b(?:add|adding|remove|removing|drop|delete|cut|take out|get rid of|include|insert|mention|replace|ajout\w*|ajoute\w*|supprim\w*|enl[eè]v\w*|retir\w*|hinzu\w*|füge|entfern\w*|streich\w*|lösch\w*|ergänz\w*|añad\w*|agreg\w*|quit\w*|elimin\w*|borr\w*|inclu\w*|aggiung\w*|togli\w*|rimuov\w*|elimin\w*|adicion\w*|acrescent\w*|remov\w*|tir[ae]\w*|apag\w*)\b/i;

/** "Add a short explanation under each dish": more than the translation. */
const ADDS_TO_TRANSLATION = unicodeWords(
  /\b(?:add|adding|include|with (?:a|an|short)?\s*(?:note|explanation|description|gloss)|explain\w*|explanations?|ajout\w*|explique\w*|explications?|hinzu\w*|füge|erklär\w*|erläuter\w*|añad\w*|agreg\w*|explica\w*|aggiung\w*|spiega\w*|spiegazion\w*|adicion\w*|acrescent\w*|explicaç\w*)\b/i,
);
/** Code or an address, the things a translator must not touch. */
const CODE_OR_URL =
  /https?:\/\/|www\.|`|\S@\S+\.\w|<\/?\w+[^>]*>|\{\{|\$\{|\b\w+\(\)|;\s*$|\b[a-z]+[A-Z]\w*\(/m;

/** The user names their own marker for a missing value ("put 'none'", "write N/A", "use -"). */
const OWN_MARKER = unicodeWords(
  /\b(?:put|write|use|mark(?: it)?(?: as)?|leave|fill in|mets?|mettez|écri\w*|marque\w*|schreib\w*|setz\w*|trag\w*|pon\w*|escrib\w*|usa|metti|scrivi|segna|coloqu\w*|escrev\w*|ponha|use)\b[^.\n]{0,20}?(?:["'“‘«„][^"'”’»“\n]{1,15}["'”’»“]|\bnone\b|\bn\/?a\b|\bnil\b|(?<=\s)[-–—](?=\s|$|[.,]))/im,
);
/** The sentence is about a missing value ("if something is missing", "si falta algo"). */
const MISSING_CUE = unicodeWords(
  /\b(?:missing|not (?:there|given|found|mentioned|stated|in the text)|no \w+ (?:is )?(?:given|found|listed)|if (?:there'?s |there is )?none|unknown|fehl\w*|nicht (?:angegeben|vorhanden)|falta\w*|no (?:aparece|consta|hay)|manqu\w*|absent\w*|manca\w*|non (?:c'è|presente)|n[aã]o (?:houver|tiver|aparecer))\b/i,
);

/**
 * Something besides the data: a summary line, flags, a note. Both branches start with an ASCII
 * letter, so their opening `\b` is "no word character before" (same matches, and V8 can skip to
 * the words' first letters instead of trying the pattern at every offset).
 */
const MORE_THAN_DATA =
  /(?<!\w)(?:add|then|also|plus|ajout\w*|puis|aussi|dann|auch|füg\w*|luego|también|añad\w*|poi|anche|aggiung\w*|depois|também|adicion\w*)\b[^.\n]{0,40}\b(?:summary|summari[sz]e|total|note|comment|résumé|zusammenfassung|resumen|riassunto|resumo|sintesi|bilan)(?![\p{L}\p{N}])|(?<!\w)(?:flag|highlight|signale[rz]?|markiere?|señala|segnala|sinaliza|destaca|evidenzia)\b/iu;

/** A negative prompt, settings or variations: more than one image prompt. */
const MORE_THAN_PROMPT = unicodeWords(
  /\b(?:negative prompt|settings|parameters|steps|cfg|sampler|seed|variations?|versions|alternatives|prompt (?:négatif|negativo)|paramètres|réglages|variantes?|negativ-?prompt|einstellungen|parameter|varianten|versionen|parámetros|ajustes|configuraci[oó]n|variaciones|parametri|impostazioni|variazioni|configuraç\w*|variaç\w*|\d+\s+(?:prompts|options|versions))\b/i,
);

/** The image format and "only the prompt" line stand only for a request for the prompt alone. */
export function onlyImagePrompt(analysis: Analysis): boolean {
  return !MORE_THAN_PROMPT.test(analysis.request);
}

/** "JSON only" and "only the data" stand only when the user wants nothing besides the data. */
export function onlyExtractedData(analysis: Analysis): boolean {
  return !MORE_THAN_DATA.test(analysis.request);
}

/** The user's words already ask for the recommendation: ours would repeat them. */
const ASKS_RECOMMENDATION =
  /\b(?:clear|straight|direct|firm)\s+(?:answer|recommendation|verdict)|\brecommend|\b(?:respuesta|recomendación|réponse|recommandation|risposta|raccomandazione|resposta|recomendação) clara|\bklare (?:antwort|empfehlung)|\bempfehl|\brecomiend|\brecommand|\braccomand|\brecomend/i;

/** Drops each stock line whose trigger the request does not make certain. */
export function certainLines(lines: readonly string[], analysis: Analysis, scaffold: Scaffold): string[] {
  const g = scaffold.guidance;
  const text = analysis.request;
  const drop = new Set<string | undefined>();
  // Each trigger is read only when its line is among `lines`: dropping a line that is not there
  // changes nothing, and each reading scans the whole request.
  const present = (line: string | undefined): boolean => line !== undefined && lines.includes(line);
  if (present(g.question?.[0]) && !directQuestion(analysis)) drop.add(g.question?.[0]);
  // "Stay in character… wait for my reply" only for a conversation, never over cards or a table.
  if (
    present(g.roleplay?.[0]) &&
    ((!GIVES_PERSONA.test(text) && !MOCK_INTERVIEW.test(text)) || personaForWork(analysis))
  )
    drop.add(g.roleplay?.[0]);
  if (present(g.edit?.[0]) && analysis.classification.kind === 'edit' && CHANGES_CONTENT.test(text))
    drop.add(g.edit?.[0]);
  if (present(g.translate?.[0]) && ADDS_TO_TRANSLATION.test(text)) drop.add(g.translate?.[0]);
  const sources = [text, ...analysis.material.map((m) => m.content)];
  if (
    present(g.translate?.[1]) &&
    !analysis.material.some((m) => m.kind === 'code') &&
    !sources.some((s) => CODE_OR_URL.test(s))
  )
    drop.add(g.translate?.[1]);
  // "Use 'YYYY-MM-DD' for dates" is a format; only a marker for what is missing replaces null.
  if (
    present(g.extract?.[1]) &&
    text.split(/(?<=[.!?;])\s+|\n+/).some((s) => MISSING_CUE.test(s) && OWN_MARKER.test(s))
  )
    drop.add(g.extract?.[1]);
  if (present(g.extract?.[2]) && !onlyExtractedData(analysis)) drop.add(g.extract?.[2]);
  // "In one prompt" and "only the prompt" both forbid the variations and settings asked for.
  if ((g.image ?? []).some(present) && !onlyImagePrompt(analysis))
    for (const line of g.image ?? []) drop.add(line);
  const kept = lines.filter((line) => !drop.has(line));
  // "Don't tell me which one to pick" holds the words of a wish for a verdict, negated.
  if (!WANTS_VIEW.test(text) || NO_PICK.test(text)) return kept;
  // "Not just 'it depends'": a line about which option fits under which conditions steers right
  // back to it; the user wants a recommendation, which their own words may already ask for.
  const view = kept.filter((line) => !scaffold.recommends.includes(line));
  const line = CLEAR_RECOMMENDATION[scaffoldKey(analysis)] ?? CLEAR_RECOMMENDATION[analysis.language];
  const hadAdvice = view.length < kept.length;
  return hadAdvice && line && !ASKS_RECOMMENDATION.test(text) ? [...view, line] : view;
}
