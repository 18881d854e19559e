/**
 * The paste slot: one clearly marked block for text only the user has ("improve my bio" with
 * no bio), and never one when the request already holds what it points at. Split from plan.ts.
 */
import type { Analysis } from '../analysis/types';
import { statesSchema } from './stated-schema';
import { CONFIDENT } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { splitCount, wordCount } from '../analysis/word-count';
import { unicodeWords } from '../grammar/unicode-words';
import { scaffoldFor } from '../i18n/scaffold';
import { ALT_TEXT } from '../i18n/scaffold/forms';

const EN_SCAFFOLD = scaffoldFor('en');

/** A block the user must still fill with their own text (edit "my bio" without the bio). */
export interface PasteSlot {
  tag: string;
  /** The tag in English, for assistants whose tags are English whatever the prompt's language. */
  englishTag: string;
  placeholder: string;
}

const REFERS_TO_OWN_TEXT =
  /\b(?:my|our|this|these|the following|attached|mi|mis|este|esta|estos|mon|ma|mes|ce|cette|mein|meine|diese[nrs]?|il mio|la mia|questo|questa|meu|minha|este|esta)\b/i;

const NEEDS_MATERIAL = new Set([
  'edit',
  'summarize',
  'translate',
  'extract',
  'classify',
  'analyze-data',
  'debug',
  'tests',
  'sql',
]);

const QUERY_ASK = /\b(?:query|queries|sql statement|consulta|requête|abfrage|interrogazione|select)\b/i;

const SCHEMA_TEXT =
  /create table|\btables?\s*:|\b(?:schema|esquema|schéma)\s*:|\(\s*\w+\s+(?:int|integer|text|varchar|serial|bigint|date|numeric|uuid)\b|^\s*\w+\s*\((?:\s*\w+\s*,){2,}/im;

/** Where "my linkedin summary so it…" stops being a noun phrase: a linking word or a verb. */
const OWN_NOUN_END =
  /\s+(?:so|to|for|and|out of|against|on a scale|that|into|in|with|because|before|after|by|until|when|tonight|today|tomorrow|is|are|was|were|has|have|keeps?|throws?|crash(?:es)?|fails?|doesn'?t|does|won'?t|gives?|returns?|says?|shows?|isn'?t|looks?|sounds?|reads?|needs?|feels?|about|better|stronger|shorter|longer|clearer|tighter|punchier|more|less|flow|pop|stand|too|it'?s|its)\b.*$/i;

/** "my essay intro please": the politeness after the noun is not part of its name. */
const TRAILING_POLITE = /\s+(?:please|pls|plz|thanks|thx|asap|quickly|real quick)$/i;

/** The request points at code the user has ("this function", "my script", "the code"). */
export const NAMES_CODE =
  /\b(?<!(?:exit|error|status|return|http|response|w|with) )(?:code|function|script|class|method|query|snippet|program|código|función|fonction|funktion|funzione|função|programm)\b/i;

/** "Translate this riddle: What has keys…": the thing pointed at follows the colon, written out. */
const INLINE_AFTER_COLON =
  /\b(?:this|these|the following|ce|cet|cette|ces|dies(?:e[nrs]?)?|este|esta|estos|estas|questo|questa|questi|queste|esse|essa|isto)\s+[^\n:.!?]{0,40}:\s*[^\n]{40,}/i;
const PUZZLE = unicodeWords(
  /\b(?:puzzle|riddle|brain ?teaser|word problem|r(?:ä|ae)tsel|textaufgabe|[ée]nigme|devinette|acertijo|adivinanza|indovinello|rompicapo|enigma|charada)\b/i,
);

/** The request itself holds what it points at, so there is nothing left to paste. */
function writtenOut(request: string): boolean {
  if (INLINE_AFTER_COLON.test(request)) return true;
  // "Four people cross a bridge… 1, 2, 5 and 10 minutes. Classify this puzzle": a puzzle told
  // with its numbers or at length is in the request already.
  const numbers = request.match(/\d+/g)?.length ?? 0;
  return PUZZLE.test(request) && (numbers >= 2 || splitCount(request, 25) >= 25);
}

/**
 * "reply to this email from my boss", "Tengo que responder a esto": a reply to a message that
 * is not there. The slot marks where it goes; without one, "Need to reply to this" is the task.
 */
const REPLY_TO_ABSENT =
  /(?<![\p{L}])(?:(?:repl(?:y|ying)|respond(?:ing)?|answer(?:ing)?|write back)\s+(?:to\s+)?(?:this|that|the following|the below)(?![\p{L}])|(?:responder(?:le)?|contestar(?:le)?)\s+a\s+(?:esto|eso|este|esta)(?![\p{L}])|répondre\s+à\s+(?:ça|ceci|cela|ce|cet|cette)(?![\p{L}])|(?:darauf|auf\s+(?:diese|das|dies))(?:\s+\p{L}+)?\s+(?:zu\s+)?antworten|rispondere\s+a\s+(?:questo|questa|quest['’])|responder\s+a\s+(?:isso|isto|essa|esse|esta|este)(?![\p{L}]))/iu;
/** The request says nothing but that it is a reply: our task sentence says it better. */
export const BARE_REPLY =
  /^(?:(?:task|tarea|tâche|aufgabe|compito|tarefa)\s*:\s*)?(?:(?:i\s+)?(?:need|have|want|got)\s+to\s+|(?:can|could) you\s+(?:help me\s+)?|help me\s+|please\s+)?(?:reply|respond|answer)\s+(?:to\s+)?(?:this|that)(?:\s+(?:e-?mail|message|text|one))?[\s.!?]*$|^(?:tengo que|necesito|quiero|ay[úu]dame a)\s+(?:responder|contestar)(?:le)?\s+a\s+(?:esto|eso|este mensaje|este correo)[\s.!?]*$/iu;
const REPLY_WHAT: Readonly<Record<string, string>> = {
  en: 'the message',
  es: 'el mensaje',
  fr: 'le message',
  de: 'die Nachricht',
  it: 'il messaggio',
  pt: 'a mensagem',
};

/** The slot for the message a reply answers, when the user has not pasted it yet. */
function replySlot(analysis: Analysis, scaffold: Scaffold): PasteSlot | null {
  if (analysis.classification.kind !== 'write' || analysis.classification.confidence < CONFIDENT) return null;
  if (writtenOut(analysis.request)) return null;
  if (!REPLY_TO_ABSENT.test(analysis.request)) return null;
  const what = REPLY_WHAT[analysis.language];
  if (!what) return null;
  return { tag: slotTag(what), englishTag: 'message', placeholder: scaffold.lines.pasteHere(what) };
}

/** The image an alt text describes, named in each language: the user pastes it or says what it shows. */
const IMAGE_WHAT: Readonly<Record<string, string>> = {
  en: 'the image or describe it',
  es: 'la imagen o descríbela',
  fr: 'l’image ou décrivez-la',
  de: 'Bild oder Bildbeschreibung',
  it: 'l’immagine o la sua descrizione',
  pt: 'a imagem ou descreva-a',
};
/** "alt text for this", "alt text for my photo", "alt text" alone: the image is not in the request. */
const POINTS_AT_IMAGE = unicodeWords(
  /\b(?:this|these|that|attached|below|above|my|our|the (?:image|photo|picture|pic|graphic|chart))\b|\b(?:esta|este|esto|cette|ceci|diese[snr]?|questa|questo|essa|esse|isto)\b/iu,
);

/** "write alt text for this" with nothing attached: one marked slot for the image. */
function imageSlot(analysis: Analysis, scaffold: Scaffold): PasteSlot | null {
  if (analysis.material.length > 0 || !ALT_TEXT.test(analysis.request)) return null;
  const thin = wordCount(analysis.request, 8) <= 5;
  // "alt text for a photo of two kids on a beach at sunset" says what the image shows already.
  if (!thin && !POINTS_AT_IMAGE.test(analysis.request)) return null;
  if (wordCount(analysis.request, 20) > 16) return null;
  const what = IMAGE_WHAT[analysis.language];
  if (!what) return null;
  return { tag: 'image', englishTag: 'image', placeholder: scaffold.lines.pasteHere(what) };
}

export function pasteSlotFor(analysis: Analysis, scaffold: Scaffold): PasteSlot | null {
  const image = imageSlot(analysis, scaffold);
  if (image) return image;
  const { kind } = analysis.classification;
  if (analysis.material.length === 0 && kind === 'write') return replySlot(analysis, scaffold);
  if (analysis.material.length > 0 || !NEEDS_MATERIAL.has(kind)) return null;
  if (writtenOut(analysis.request)) return null;
  if (kind === 'debug' && !NAMES_CODE.test(analysis.request)) return null;
  if (analysis.classification.confidence < CONFIDENT) return null;
  if (
    kind === 'sql' &&
    (SCHEMA_TEXT.test(analysis.request) ||
      statesSchema(analysis.request) ||
      !QUERY_ASK.test(analysis.request))
  )
    return null;
  // A query needs the tables it runs on, and "summarize" alone needs the text, whether or not
  // the user says "my".
  const thin = wordCount(analysis.request, 3) <= 3;
  if (kind !== 'sql' && !thin && !REFERS_TO_OWN_TEXT.test(analysis.request)) return null;
  // "my bakery's website" names whose text it is, not the text: the kind's own word says it.
  const own = /^(?:my|our)\s+((?:[\w-]+\s+){0,3}[\w-]+)(?![\w'’-])/i.exec(
    analysis.request.replace(/^.*?\b(?=(?:my|our)\s)/i, ''),
  );
  const what =
    analysis.language === 'en' && own
      ? `your ${own[1]!.replace(OWN_NOUN_END, '').replace(TRAILING_POLITE, '')}`
      : (scaffold.pasteWhat[kind] ?? 'text');
  const tag = slotTag(what);
  const englishTag = analysis.language === 'en' ? tag : slotTag(EN_SCAFFOLD.pasteWhat[kind] ?? 'text');
  return { tag, englishTag, placeholder: scaffold.lines.pasteHere(what) };
}

/** "il tuo testo" -> "testo", "your code" -> "code": the slot's noun as a tag. */
function slotTag(what: string): string {
  return (
    what
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9 ]/g, '')
      .trim()
      .replace(/\s+/g, '_')
      .replace(
        /^(?:your|the|my|den|die|das|el|la|los|las|le|les|l|il|lo|o|a|os|as|tu|tus|ton|ta|tes|vos|votre|tuo|tua|seu|sua|dein|deine|deinen)_/,
        '',
      ) || 'text'
  );
}
