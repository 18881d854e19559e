import { isRoleSection, promptSections, sectionStyle } from '../analysis/sections';
import { roleSentence } from './role-sentence';

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
