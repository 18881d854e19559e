import { isRoleSection, promptSections, sectionStyle } from '../analysis/sections';
import { roleSentence } from './role-sentence';
import { fold } from '../analysis/fold';

/**
 * An already-good prompt for the small open models (Gemma 2B, Mistral 7B, Llama 3.2 Vision): it
 * stays as written, with one visible change each of their guides asks for. None of them has a
 * system role [G1][M4][L4], so a "Role:" field becomes the plain opening sentence of the user turn.
 */

interface Typed {
  rough: string;
  material: readonly { content: string }[];
  language?: string;
}

/** "Output format:", "# Format", "Answer in this format: …": the user stated the output shape. */
const FORMAT_LABEL =
  /^(?:(?:output|response|answer) format|format|output|ausgabeformat|formato(?: de (?:salida|respuesta|saída))?|format de (?:sortie|réponse)|formato di (?:output|risposta))$/i;
const FORMAT_LINE = /^\s*(?:answer|reply|respond|return)\b[^\n]{0,30}\bformat\b/im;

const EXAMPLES_LABEL =
  /^(?:examples?|sample (?:input|output)s?|ejemplos?|exemples?|beispiele?|esempi|esempio|exemplos?)$/i;

/** The prompt has an "Examples:" section: Gemma copies unintended patterns from bare examples [G5]. */
export function hasExamples(rough: string): boolean {
  const text = rough.trim();
  return (
    sectionStyle(text) !== 'xml' &&
    promptSections(text).some((sec) => sec.label !== null && EXAMPLES_LABEL.test(sec.label))
  );
}

/** The prompt names its output format: the small models may be told to keep to it. */
export function statesFormat(rough: string): boolean {
  const text = rough.trim();
  const sections = sectionStyle(text) === 'xml' ? [] : promptSections(text);
  return sections.some((sec) => sec.label !== null && FORMAT_LABEL.test(sec.label)) || FORMAT_LINE.test(text);
}

/** Words that name the answer's shape, in the six languages (folded). */
const SHAPE =
  /\b(?:format|output|table|list|json|csv|bullets?|tabla|lista|salida|tableau|liste|sortie|tabelle|liste|ausgabe|tabella|elenco|tabela|saida)\b/;
/**
 * What comes before or after the answer, told by the user: "after the table, list 3 risks",
 * "then two sentences on…", "no text before or after it", in the six languages (folded).
 */
const AROUND =
  /\b(?:before|after|afterwards?|then|followed by|(?:end|finish|close|start|begin|open)(?:s|ing)? with|below (?:it|the)|under (?:it|the)|at the (?:end|top|bottom)|antes de|despues|luego|seguid[oa]s? de|(?:termina|acaba|empieza|comienza) con|debajo de|al final|avant|apres|puis|ensuite|suivie?s? d|(?:termine|finis|commence)z? par|a la fin|davor|danach|dann|anschliessend|gefolgt von|am (?:ende|anfang)|zum schluss|(?:vor|nach|unter) (?:der|dem|den)|(?:beginne|ende|schliesse) mit|prima d|dopo|poi|seguit[oa] da|alla fine|(?:termina|inizia|chiudi) con|sotto (?:la|il)|antes d|depois|em seguida|no final|(?:termine|comece) com|abaixo d)\b/;

/**
 * The user's format already says what comes before or after the answer (something, or nothing):
 * "no explanations before or after it" would contradict the one or repeat the other.
 */
export function saysWhatSurrounds(typed: Typed): boolean {
  let text = typed.rough;
  for (const m of typed.material) text = text.split(m.content).join('\n');
  const sections = sectionStyle(text) === 'xml' ? [] : promptSections(text);
  const format = sections.filter((sec) => sec.label !== null && FORMAT_LABEL.test(sec.label));
  const shaped = text.split(/\n|(?<=[.!?])\s+/).filter((line) => SHAPE.test(fold(line)));
  return [...format.map((sec) => sec.body), ...shaped].some((t) => AROUND.test(fold(t)));
}

/** The prompt with its labelled role as a sentence ("Role: You are X" -> "You are X"). */
export function structuredUserTurn(typed: Typed): string {
  const text = typed.rough.trim();
  const style = sectionStyle(text);
  if (style === 'xml') return text;
  const sections = promptSections(text, style);
  const role = sections.findIndex((sec, i) => sec.label !== null && isRoleSection(sec, i));
  if (role < 0 || sections[role]!.body.trim() === '') return text;
  // Only the role's own lines change; every other byte stays where the user put it.
  const { raw, body } = sections[role]!;
  const at = text.indexOf(raw);
  if (at < 0) return text;
  const rendered = `${text.slice(0, at)}${roleSentence(body, typed.language ?? 'en')}${text.slice(at + raw.length)}`;
  // Re-cutting may never alter a pasted block; if it would, the prompt stays as written.
  return typed.material.every((m) => rendered.includes(m.content)) ? rendered : text;
}
