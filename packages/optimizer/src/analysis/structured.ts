import { unicodeWords } from '../grammar/unicode-words';

/**
 * An already-good prompt names its parts (role, task, context, requirements, output format):
 * such a prompt is kept nearly as written, only vendor syntax changes.
 */
const LABELS =
  'role|rôle|persona|task|goal|objective|question|data|schema|context|background|audience|tone|style|requirements?|constraints?|rules|instructions|steps|output(?: format)?|format|examples?|input|rol|tarea|contexto|objetivo|público|requisitos|restricciones|formato(?: de salida)?|tâche|contexte|public|exigences|contraintes|format de sortie|rolle|aufgabe|kontext|zielgruppe|anforderungen|einschränkungen|ausgabeformat|ruolo|compito|contesto|pubblico|requisiti|vincoli|formato di output|papel|tarefa|público-alvo|restrições|formato de saída';

const SECTION = new RegExp(`^\\s*(?:#{1,3}\\s*|\\*\\*)?(${LABELS})\\s*(?:\\*\\*)?\\s*:`, 'gim');
const HEADING = new RegExp(`^\\s*#{1,3}\\s*(${LABELS})\\s*$`, 'gim');
// "**Role:** text" puts the colon inside the bold, "**Role**: text" outside it.
const LABEL_LINE = new RegExp(`^\\s*(?:\\*\\*)?(${LABELS})(?:\\*\\*)?\\s*:(?:\\*\\*)?\\s*(.*)$`, 'i');

const XML_SECTION =
  /<(role|task|instructions|context|constraints|rules|requirements|output_format|format|examples?|audience|tone|style|goal)>/gi;

/** A prompt that opens by giving the assistant a role ("You are…", "Act as…"), in six languages. */
export const ROLE_OPENING = unicodeWords(
  /^\s*(?:you are|act as|eres|actúa como|tu es|vous êtes|du bist|sie sind|sei|agisci come|você é|atue como)\b/i,
);
const ROLE_LINE = new RegExp(ROLE_OPENING.source, 'imu');

/** A whole tagged block: `<template>` … `</template>`, its tags each on a line of their own or around one line. */
const XML_BLOCK = /^[ \t]*<([a-z][\w-]*)>[\s\S]*?<\/\1>[ \t]*$/gim;
const XML_KNOWN =
  /^(?:role|task|instructions|context|constraints|rules|requirements|output_format|format|examples?|audience|tone|style|goal)$/i;
/** Text between blocks that is only a short line or two ("Here is the call:"), not the prompt's body. */
const MAX_LOOSE = 160;

/**
 * `<role>…</role>`, `<instructions>…</instructions>`, `<template>…</template>`, `<transcript>…`:
 * a prompt laid out as three or more tagged blocks, one of them a section every prompt guide
 * names, is already structured whatever its other tags are called. A rough request that wraps one
 * paste in tags, or pasted HTML (`<div>`, `<p>`), has no such layout.
 */
export function xmlSectioned(text: string): boolean {
  const tags: string[] = [];
  const loose = text.replace(XML_BLOCK, (block: string, tag: string) => {
    tags.push(tag);
    return '';
  });
  return tags.length >= 3 && tags.some((t) => XML_KNOWN.test(t)) && loose.trim().length <= MAX_LOOSE;
}

/** "ROLE", "OUTPUT FORMAT", "CONTEXT (read first)": a heading in capitals on a line of its own. */
const CAPS_HEADING = new RegExp(`^\\s*(${LABELS})\\s*(?:\\([^)\\n]{0,60}\\))?\\s*$`, 'i');

/** The labels of the capital headings the text sets on lines of their own. */
function capsHeadings(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const label = CAPS_HEADING.exec(line)?.[1];
    return label && label === label.toUpperCase() ? [label.toLowerCase()] : [];
  });
}

function sectionCount(text: string, pastedSections: readonly string[] = []): number {
  const labels = new Set<string>([...capsHeadings(text), ...pastedSections]);
  for (const match of text.matchAll(SECTION)) labels.add(match[1]!.toLowerCase());
  for (const match of text.matchAll(HEADING)) labels.add(match[1]!.toLowerCase());
  for (const match of text.matchAll(XML_SECTION)) labels.add(match[1]!.toLowerCase());
  return labels.size + (ROLE_LINE.test(text) ? 1 : 0);
}

/**
 * "Topic: how we cut CI times", "Länge : 800 Wörter": a short label of the author's own, then its
 * value. Capital headings ("CONTEXT:", "GOAL:") mark a rough prompt's parts, sorted as before.
 */
export const OWN_LABEL_LINE =
  /^\s*(?:\*\*)?\p{Lu}\p{Ll}[\p{L}\p{N}/&'’()-]*(?: [\p{L}\p{N}/&'’()-]+){0,3}(?:\*\*)?\s?:(?:\*\*)?[ \t]+\S/u;

/** "Mon: swim 4-5", "Tuesday: piano": a schedule's days are its data, not a brief's fields. */
export const WEEKDAY_LABEL =
  /^\s*(?:\*\*)?(?:mon|tues?|wed|weds|thu|thurs|fri|sat|sun|(?:mon|tues|wednes|thurs|fri|satur|sun)day|lun(?:es|di)?|mar(?:tes|di)?|mi[ée]rcoles|mer(?:credi)?|jeu(?:di|eves)?|vie(?:rnes)?|ven(?:dredi|erd[iì])?|s[áa]b(?:ado)?|sam(?:edi)?|dom(?:ingo|enica)?|dim(?:anche)?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|sabato|segunda|ter[çc]a|quarta|quinta|sexta)(?:\*\*)?\s?:/iu;

/** The most "Label: value" lines in a row: a brief the author laid out field by field. */
function longestLabelRun(text: string): number {
  let best = 0;
  let run = 0;
  for (const line of text.split('\n')) {
    run = OWN_LABEL_LINE.test(line) && !WEEKDAY_LABEL.test(line) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}

/** "1. …", "- …": the precise requirements a good prompt lists. */
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+\S/;

/** A prompt long enough to be laid out on purpose: its pasted blocks count towards it. */
const MIN_LAID_OUT = 150;

/** Pasted blocks cut out of the request: their size, and the section names they were given. */
export interface Pasted {
  length: number;
  sections: readonly string[];
}
const NO_PASTE: Pasted = { length: 0, sections: [] };
const SECTION_NAME = new RegExp(`^(?:${LABELS})$`, 'i');

/** "Schema:" over its tables was a section of the prompt before the tables were cut out. */
export function pastedParts(material: readonly { label: string | null; content: string }[]): Pasted {
  return {
    length: material.reduce((sum, m) => sum + m.content.length, 0),
    sections: material.flatMap((m) => (m.label && SECTION_NAME.test(m.label) ? [m.label.toLowerCase()] : [])),
  };
}

function structuredText(text: string, runs = true, pasted: Pasted = NO_PASTE): boolean {
  const sections = sectionCount(text, pasted.sections);
  const long = text.length + pasted.length > MIN_LAID_OUT;
  if (sections >= 3) return true;
  // A request, then its brief as "Topic:", "Length:", "Structure:" lines: laid out already.
  // Read in the request only: in the whole prompt such lines may be pasted data.
  if (runs && longestLabelRun(text) >= 3 && long) return true;
  // Two labels around loose sentences ("Context: <a long story>\nTask: write something") or a
  // role and a few loose lines ("You are a marketer.\nwrite me a post…") are still rough; with
  // a list of precise instructions they are already good.
  const items = text.split('\n').filter((l) => LIST_ITEM.test(l)).length;
  if (sections >= 2 && items >= 2 && long) return true;
  // A role, then several precise instructions as a list, is already good without labels.
  return ROLE_OPENING.test(text) && items >= 3 && long;
}

/** The prompt opens with a section ("Task:", "# Role", "<task>", "You are…"), not with a request. */
const OPENS_WITH_SECTION = unicodeWords(
  new RegExp(
    `^\\s*(?:(?:#{1,3}\\s*|\\*\\*)?(?:${LABELS})\\s*(?:\\*\\*)?\\s*:|#{1,3}\\s*(?:${LABELS})\\s*$|<(?:role|task|instructions|context|goal)>|${ROLE_OPENING.source.replace('^\\s*', '')})`,
    'iu',
  ),
);
const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm;

/**
 * `request` is what the material split left; a prompt that opens with a section is judged on
 * its own text too (minus code fences), since the split may have cut an XML section out as code.
 */
export function isAlreadyStructured(request: string, rough: string = request, pasted = NO_PASTE): boolean {
  if (structuredText(request, true, pasted) || xmlSectioned(rough)) return true;
  const opens =
    OPENS_WITH_SECTION.test(rough) || capsHeadings(rough.trimStart().split('\n')[0] ?? '').length > 0;
  return opens && structuredText(rough.replace(FENCED, ''), false);
}

/** "Task: do X" -> ["Task", "do X"] for a line that opens a prompt section, else null. */
export function sectionLine(line: string): [string, string] | null {
  const match = LABEL_LINE.exec(line);
  return match ? [match[1]!, match[2]!.trim()] : null;
}

const EXAMPLE_WORDS = '(?:examples?|ejemplos?|exemples?|beispiele?|esempi|esempio|exemplos?)';
/** "Examples", "Example 1": an examples section's label. */
const EXAMPLES_LABEL = new RegExp(`^${EXAMPLE_WORDS}(?:\\s*#?\\d{1,2})?$`, 'i');
/** "Example", "**Example 2**", "## Beispiel", "For example": an example's heading with no colon. */
const EXAMPLE_LINE = new RegExp(
  `^\\s*(?:#{1,4}\\s*)?(?:\\*\\*)?(?:for |par |zum |por |per )?${EXAMPLE_WORDS}(?:\\s*#?\\d{1,2})?(?:\\*\\*)?\\s*$`,
  'i',
);
/** "Output: billing | …" inside an example pairs with the input above it: no section of its own. */
const PAIR_LABEL =
  /^(?:input|output|question|answer|q|a|eingabe|ausgabe|entrée|sortie|entrada|salida|saída|ingresso|uscita)$/iu;
/** The side that opens an example: right under "Example:" it is the example's first line. */
const INPUT_SIDE = /^(?:input|question|q|eingabe|entrée|entrada|ingresso)$/iu;
/** An example's own input line ("Message: \"I was charged twice\""). */
const LABELLED_LINE = /^\s*[\p{L}][\p{L} ]{0,20}:\s*\S/u;

/**
 * Inside an "Examples" section, "Output: …" after a labelled input line is half of an example
 * pair, not a new "Output" section: split there, the examples lose their answers.
 */
export function examplePair(section: string | null, label: string, bodySoFar: readonly string[]): boolean {
  if (!PAIR_LABEL.test(label)) return false;
  if (section !== null && EXAMPLES_LABEL.test(section))
    return INPUT_SIDE.test(label) || bodySoFar.some((l) => LABELLED_LINE.test(l));
  // "Example" alone on its line inside another section ("Output: …", then "Example", then
  // "Input: …" / "Output: …"): the pair under it is the example's, with nothing else after it.
  const heading = bodySoFar.findLastIndex((l) => EXAMPLE_LINE.test(l));
  if (heading < 0) return false;
  const after = bodySoFar.slice(heading + 1).filter((l) => l.trim() !== '');
  return after.length === 0 ? INPUT_SIDE.test(label) : after.every((l) => LABELLED_LINE.test(l));
}

const HEADING_LINE = new RegExp(`^\\s*#{1,3}\\s*(${LABELS})\\s*$`, 'i');

export interface Section {
  /** The user's label ("Task"), or null for text before the first label. */
  label: string | null;
  body: string;
}

/** An already-good prompt cut at its "Label:" lines and "# Label" headings, bodies verbatim. */
export function sectionsOf(text: string): Section[] {
  const sections: Section[] = [];
  let current: { label: string | null; lines: string[] } = { label: null, lines: [] };
  const flush = () => {
    const body = current.lines.join('\n').trim();
    if (body || current.label) sections.push({ label: current.label, body });
  };
  for (const line of text.split('\n')) {
    const heading = HEADING_LINE.exec(line);
    const found = heading ? null : sectionLine(line);
    const labelled = found && examplePair(current.label, found[0], current.lines) ? null : found;
    if (heading || labelled) {
      flush();
      current = { label: heading ? heading[1]! : labelled![0], lines: labelled?.[1] ? [labelled[1]] : [] };
    } else {
      current.lines.push(line);
    }
  }
  flush();
  return sections;
}

/** Labels that name the assistant's role. */
export const ROLE_LABEL = /^(?:role|rôle|persona|rol|rolle|ruolo|papel)$/i;
