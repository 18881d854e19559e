import { capitalAt } from '../grammar/brand-case';
import { indefiniteArticle } from '../grammar/article';
import { HOME_THING } from '../i18n/scaffold/fix-things';
import { faultSentence } from './fault-sentence';

/**
 * Task lines for thin English prompts that already carry their own verb or fault. A template
 * must never wrap them ("Help me with fix squeaky floorboards: …") nor add a noun they repeat
 * ("Explain entropy simple explanation."): these build one grammatical sentence instead.
 */

const HOME_THING_END = new RegExp(`(?:${HOME_THING.source})$`, 'iu');

/** Jobs one does by hand: "fix squeaky floorboards" asks how, so it becomes "How do I …?". */
const HOW_VERB =
  /^(?:fix|repair|mend|stop|unclog|unblock|unstick|silence|reseal|regrout|re-?grout|make|bake|cook|brew|clean|remove|get rid of|install|replace|build|grow|paint|sharpen|descale|adjust|tighten|oil|lube|bleed|patch|sew|train|teach|learn|start|tie|iron|wash|store|freeze|keep)\b/i;
/** Other verbs that make a thin prompt an instruction of the user's own ("explain entropy"). */
const OWN_VERB =
  /^(?:explain|describe|summari[sz]e|compare|list|suggest|write|draft|plan|translate|define|outline|calculate|convert|recommend|name|give|show|tell|find|rewrite|proofread|create|design)\b/i;
/**
 * "simple", "simple explanation", "easy way": how to explain, said as an adjective. "in simple
 * terms" is good English already and is left alone.
 */
const MANNER =
  /\s+(?:(?:a|an)\s+)?(simple|simply|easy|easily|short|briefly|quick|quickly|basic|plain)(?:\s+(?:explanation|way|version))?$/i;
const ADVERB: Readonly<Record<string, string>> = {
  simple: 'simply',
  simply: 'simply',
  easy: 'simply',
  easily: 'simply',
  plain: 'in plain words',
  basic: 'in basic terms',
  short: 'briefly',
  briefly: 'briefly',
  quick: 'briefly',
  quickly: 'briefly',
};

function bare(text: string): string {
  return text.trim().replace(/[.!?]+$/, '');
}

function lowerFirst(text: string): string {
  return /^[A-Z]{2,}|^[A-Z][a-z]*[A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** A thin prompt naming a job to do by hand ("make sourdough starter"): it asks how. */
export function asksHow(topic: string): boolean {
  return HOW_VERB.test(topic.trim());
}

/**
 * A thin prompt that starts with a verb, as a sentence of its own: "fix squeaky floorboards" ->
 * "How do I fix squeaky floorboards?", "explain entropy simple" -> "Explain entropy simply.".
 * Null when it starts with no verb we know: the caller keeps its usual line.
 */
export function verbTopicTask(topic: string): string | null {
  const words = bare(topic);
  if (/[?:;,]/.test(words) || words.split(/\s+/).length > 8) return null;
  const job = HOW_VERB.exec(words);
  if (job) return `How do I ${job[0].toLowerCase()} ${withArticle(words.slice(job[0].length).trim())}?`;
  if (!OWN_VERB.test(words)) return null;
  const manner = MANNER.exec(words);
  const body = manner ? words.slice(0, manner.index) : words;
  // "explain simple" keeps its words: there is nothing left to explain simply.
  if (body.split(/\s+/).length < 2) return `${capital(words)}.`;
  const how = manner ? ` ${ADVERB[manner[1]!.toLowerCase()]}` : '';
  return `${capital(body)}${how}.`;
}

/**
 * "leaking kitchen tap" -> "a leaking kitchen tap": a short singular phrase ending on a thing
 * at home reads as notes without its article; plurals, longer phrases and others stay as typed.
 */
function withArticle(phrase: string): string {
  const lowered = lowerFirst(phrase);
  const last = lowered.split(/\s+/).at(-1) ?? '';
  const determined = /^(?:a|an|the|my|our|this|that|some|\d+)\b/i.test(lowered);
  if (determined || lowered.split(/\s+/).length > 3 || /s$/i.test(last) || !HOME_THING_END.test(lowered))
    return lowered;
  return `${indefiniteArticle(lowered)} ${lowered}`;
}

function capital(text: string): string {
  return capitalAt(text);
}

/**
 * The task line of a thin fix-it: "squeaky floorboards" -> "How do I fix squeaky floorboards?",
 * "tap drips after turning off" -> "Tap drips after turning off. How do I fix it?". A longer
 * sentence of the user's own, or one that asks already, stays as written (undefined).
 */
export function fixTask(task: string): string | undefined {
  // "laptop fan sooo loud wat do": the casual ask at its end, said in full.
  const casual = faultSentence(task);
  if (casual) return casual;
  const words = bare(task);
  if (/[?:;]/.test(task) || words.split(/\s+/).length > 8) return undefined;
  const own = verbTopicTask(words);
  if (own) return own;
  if (/^(?:how|why|what|can|should|is|are|does|do)\b/i.test(words)) return undefined;
  // Two or three words ending on the thing name the fault as a noun phrase: "squeaky
  // floorboards", "leaking kitchen tap"; "sliding door sticks" is a sentence of its own.
  if (words.split(/\s+/).length <= 3 && HOME_THING_END.test(words))
    return `How do I fix ${withArticle(words)}?`;
  return `${capital(words)}. How do I fix it?`;
}

/**
 * "Explain entropy simple." / "Explain entropy simple explanation." -> "Explain entropy simply.":
 * the manner said as a trailing adjective (and the noun our verb repeats) becomes an adverb.
 */
export function explainManner(task: string): string {
  const words = bare(task);
  if (!/^(?:explain|describe|summari[sz]e)\b/i.test(words) || words.split(/\s+/).length > 8) return task;
  const manner = MANNER.exec(words);
  if (!manner || words.slice(0, manner.index).split(/\s+/).length < 2) return task;
  return `${words.slice(0, manner.index)} ${ADVERB[manner[1]!.toLowerCase()]}.`;
}

/** "help with", "need help on", "aiuto", "ayuda con", "Hilfe bei": words that only ask for help. */
const HELP_LEAD =
  /^(?:(?:i\s+)?need\s+)?help(?:\s+me)?(?:\s+(?:with|on|for))?\s+|^(?:aiuto|aiutami)(?:\s+(?:con|per|su))?\s+|^(?:ayuda|ayúdame)(?:\s+(?:con|para))?\s+|^(?:aide|aidez-moi|aide-moi)(?:\s+(?:pour|sur|avec))?\s+|^hilfe(?:\s+(?:bei|mit|für))?\s+|^(?:ajuda|me ajude)(?:\s+(?:com|para))?\s+/iu;

/**
 * A bare topic without the words that ask for help: our sentence asks for it already, and "I
 * need help with this: help with landlord" echoes the request into the template.
 */
export function withoutHelpWords(topic: string): string {
  const rest = topic.replace(HELP_LEAD, '').trim();
  return rest.length > 0 ? rest : topic;
}
