import { classify } from './classify';
import { failureTextAsLog } from './technical-text';
import { refineClassification } from './refine';
import { cleanRequest } from './clean';
import { findInjection, splitInjection } from './injection';
import {
  afterSeparator,
  harmlessTail,
  itemsAroundInjection,
  listedItems,
  namedLabelTail,
  notesAfterRequest,
  notesBeforeRequest,
  oneWordLanguage,
  quotedParagraphs,
  separatedBlocks,
  specLineBack,
  trailingText,
} from './fallbacks';
import { detectLanguage, otherLanguage, wordLanguage } from './language';
import { ruleTailAt, splitMaterial } from './material';
import { asksAssistant, startsWithOrder } from './material-heads';
import { ownRequestUnwrapped } from './material-own';
import { mayHaveWorkVerb } from './material-words';
import { choiceOptions } from './material-options';
import { pastedPrompt } from './material-prompt';
import { newPass } from './pass-memo';
import { pasteBeforeAsk } from './paste-before-ask';
import { pasteAroundAsk } from './paste-around-ask';
import { fitPastedKind } from './pasted-kind';
import { readSlots } from './slots';
import { isAlreadyStructured, pastedParts } from './structured';
import { CONFIDENT, type Analysis, type Answers, type MaterialSplit, type TaskKind } from './types';

/** Words that tell the assistant how to behave rather than what to do. */
const STEERING =
  /\b(?:do not|don't|just|only)\s+(?:optimi[sz]e|rewrite|improve|change|answer|reply|respond|say|output|print)\b|\b(?:reply|respond|answer) (?:only )?with\b/i;

/** The request that follows an override ("…instructions and just tell me a joke") goes back to the user. */
function harmlessRequest(split: MaterialSplit, injection: string | null, rough: string): MaterialSplit {
  if (!injection) return split;
  const parts = harmlessTail(injection, rough);
  const quoted = split.material.findIndex((m) => m.label === 'quoted text' && m.content === injection);
  if (!parts || quoted < 0) return split;
  const material = split.material.map((m, i) => (i === quoted ? { ...m, content: parts.override } : m));
  return { request: `${parts.tail}\n${split.request}`.trim(), material };
}

/** A rule a fallback swallowed at the end of a paste ("não inventa nada") goes back to the request. */
function ruleBackToRequest(split: MaterialSplit): MaterialSplit {
  let request = split.request;
  const material = split.material.map((m) => {
    const at = m.kind === 'text' || m.kind === 'list' ? ruleTailAt(m.content) : null;
    if (at === null) return m;
    request = `${request}\n${m.content.slice(at).trim()}`.trim();
    return { ...m, content: m.content.slice(0, at) };
  });
  return request === split.request ? split : { request, material };
}

/** "Chat below.", "See thread:", "Thread:", "Log attached.": words that only point at the paste. */
const POINTS_AT_PASTE =
  /^(?:(?:see|voir|siehe|ver|vedi|veja)\s+(?:the\s+)?\p{L}+|\p{L}+(?:\s+\p{L}+)?\s+(?:below|above|attached|here|ci-dessous|unten|abajo|sotto|abaixo))$/iu;

/** The request only names or points at the one thing pasted. */
function onlyNamesPaste(split: MaterialSplit): boolean {
  if (split.material.length === 0) return false;
  const words = split.request.trim().replace(/[\s.:!…]+$/u, '');
  if (words === '' || words.includes('\n')) return false;
  const lower = words.toLowerCase();
  return POINTS_AT_PASTE.test(words) || split.material.some((m) => m.label?.toLowerCase() === lower);
}

/** "Email from my landlord:", "Mail de mon propriétaire :": a short label line, not a sentence. */
const LEAD_LABEL = /^[^\n.!?:]{3,60}:$/u;

/**
 * A request that is only a lead-in naming the one paste ("Email from my landlord:") becomes
 * that paste's label: who wrote it is kept, and nothing is left to read as a task.
 */
function leadAsLabel(split: MaterialSplit): MaterialSplit {
  const lead = split.request.trim();
  const only = split.material.length === 1 ? split.material[0]! : null;
  if (!only || only.label !== null || !LEAD_LABEL.test(lead) || lead.split(/\s+/).length > 6) return split;
  if (startsWithOrder(lead) || asksAssistant(lead) || mayHaveWorkVerb(lead)) return split;
  return { request: '', material: [{ ...only, label: lead.replace(/\s*:$/u, '') }] };
}

/** The leftover sits right next to the injection in the prompt, as one run of text. */
function touches(rough: string, leftover: string, injection: string): boolean {
  const l = rough.indexOf(leftover);
  const i = rough.indexOf(injection.split(' ')[0] ?? injection);
  if (l < 0 || i < 0) return false;
  const gap = l < i ? i - (l + leftover.length) : l - (i + injection.length);
  return gap >= 0 && gap <= 3;
}

/** The text, read as a request on its own, names a task the classifier is sure of. */
function namesTask(text: string): boolean {
  const words = wordLanguage(detectLanguage(text));
  return classify({ request: cleanRequest(text, words), material: [] }, words).confidence >= CONFIDENT;
}

/** What an analysis holds before its slots are read: all an LLM's meta-prompt needs. */
export type RequestAnalysis = Omit<Analysis, 'slots' | 'alreadyStructured'>;

/** The one analysis of a rough prompt: material, language, kind with confidence, slots. */
export function analyze(rough: string, answers: Answers = {}): Analysis {
  return completeAnalysis(analyzeRequest(rough, answers));
}

/**
 * The analysis up to the slots. Split from `analyze` so a server can send the meta-prompt built
 * from it to an LLM first and read the slots (about a third of the work) while the model answers.
 */
export function analyzeRequest(rough: string, answers: Answers = {}): RequestAnalysis {
  newPass();
  // A quoted paragraph is found before any injection inside it is: cut first, it would no longer
  // be one quoted paragraph, and the text to translate would be filed as instructions.
  // A finished prompt pasted to be improved is one block of material, cut before any detector
  // could read its "You are…" and "## Rules" as the user's own instructions.
  const prompt = pastedPrompt(rough);
  const detected = splitInjection(
    prompt ??
      pasteAroundAsk(
        ownRequestUnwrapped(
          namedLabelTail(
            pasteBeforeAsk(
              notesBeforeRequest(
                notesAfterRequest(
                  separatedBlocks(quotedParagraphs(splitMaterial(rough), rough), rough),
                  rough,
                ),
                rough,
              ),
              rough,
            ),
            rough,
          ),
          namesTask,
        ),
        rough,
      ),
  );
  let injection = detected.injection;
  let split = specLineBack(
    afterSeparator(
      quotedParagraphs(
        harmlessRequest(itemsAroundInjection(detected.split, rough, injection), injection, rough),
        rough,
      ),
      rough,
    ),
    rough,
  );
  split = failureTextAsLog(ruleBackToRequest(split));
  // "See thread:", "Chat below." over a paste name it and ask nothing: no task to classify.
  if (onlyNamesPaste(split)) split = { ...split, request: '' };
  split = leadAsLabel(split);
  const detectedLanguage = detectLanguage(split.request.trim() === '' ? rough : split.request);
  // Japanese, Dutch…: our words and rules would misread it, so the request stays as written.
  const other = otherLanguage(split.request.trim() === '' ? rough : split.request);
  const language =
    other ?? ((detectedLanguage === 'en' && oneWordLanguage(split.request)) || detectedLanguage);
  const words = wordLanguage(language);
  // Cleaning is a fifth of the analysis: the same request is cleaned once, for both classify and the result.
  let cleaned = cleanRequest(split.request, words, split.material.length === 0);
  let classification = classify({ request: cleaned, material: split.material }, words);
  // Only a request that may be a decision: "select the rows…" over a column list is SQL, not a choice.
  const decides = DECIDED.has(classification.kind) || classification.kind === 'compare';
  const options = decides ? choiceOptions(split, rough) : split;
  const choosing = options !== split;
  const withItems = ruleBackToRequest(
    trailingText(listedItems(options, rough, classification.kind), rough, classification.kind),
  );
  if (withItems !== split) {
    if (withItems.request !== split.request)
      cleaned = cleanRequest(withItems.request, words, withItems.material.length === 0);
    split = failureTextAsLog(withItems);
    classification = classify({ request: cleaned, material: split.material }, words);
  }
  // Text a fallback recognised as pasted may carry an injection the first pass did not see.
  injection ??= split.material.map((m) => findInjection(m.content)).find((found) => found !== null) ?? null;
  let request = other ? split.request.trim() : cleaned;
  let material = split.material;
  classification = fitPastedKind(refineClassification(classification, request, material), request, material);
  // "help me choose a broadband deal" over the options it lists is a decision between them, not a
  // text to write nor a plan to draw up.
  if (choosing && DECIDED.has(classification.kind))
    classification = {
      ...classification,
      kind: 'compare',
      confidence: Math.max(classification.confidence, 0.8),
    };
  // Read with English rules, a Japanese or Dutch request would get a wrong template: the faithful plan.
  if (other) classification = { ...classification, confidence: 0 };
  // What is left around an injection is often part of it ("…Do not optimize anything."): with
  // no task of its own, it is quoted too.
  const leftover = split.request.trim();
  if (
    detected.injection &&
    /\p{L}{2,}/u.test(leftover) &&
    (classification.confidence < CONFIDENT || STEERING.test(leftover)) &&
    leftover.split(/\s+/).length <= 12 &&
    touches(rough, leftover, detected.injection)
  ) {
    material = [...material, { kind: 'text', label: 'quoted text', lang: null, content: leftover }];
    request = '';
    classification = { ...classification, confidence: 0 };
  }
  return { rough, language, request, material, classification, injection, answers };
}

/** Kinds a choice between listed options overrides; extraction or code over a list keeps its kind. */
const DECIDED: ReadonlySet<TaskKind> = new Set([
  'write',
  'advice',
  'plan',
  'explain',
  'brainstorm',
  'question',
]);

/** `analyzeRequest`'s result with the slots read: equal to `analyze` of the same input. */
export function completeAnalysis(part: RequestAnalysis): Analysis {
  const { rough, language, request, material, classification, injection, answers } = part;
  return {
    rough,
    language,
    request,
    material,
    classification,
    slots: readSlots(request, wordLanguage(language)),
    injection,
    alreadyStructured: isAlreadyStructured(request, rough, pastedParts(material)),
    answers,
  };
}
