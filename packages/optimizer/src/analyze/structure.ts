// Reads prompts that already have sections: ours (so re-optimizing is stable) and other
// people's (so their structure and every line of it survive).

export type SectionId =
  'role' | 'task' | 'context' | 'background' | 'requirements' | 'examples' | 'example' | 'input' | 'other';

export interface Section {
  id: SectionId;
  title: string;
  lines: string[];
}

const SYNONYMS: ReadonlyArray<[SectionId, RegExp]> = [
  [
    'role',
    /^(role|role and objective|persona|identity|system|rol|rol y objetivo|rôle|rôle et objectif|rolle|rolle und ziel)$/,
  ],
  [
    'task',
    /^(task|objective|goal|request|question|the task|your task|main task|tarea|objetivo|petición|tâche|objectif|demande|aufgabe|ziel|anfrage)$/,
  ],
  [
    'background',
    /^(background|background information|about me|about us|antecedentes|informations de fond|hintergrund)$/,
  ],
  ['context', /^(context|contexto|contexte|kontext)$/],
  [
    'requirements',
    /^(requirements|constraints|must haves?|requisitos|restricciones|exigences|contraintes|anforderungen|einschränkungen|vorgaben)$/,
  ],
  ['example', /^(example|ejemplo|exemple|beispiel)( \d+)?$/],
  ['examples', /^(examples|ejemplos|exemples|beispiele)$/],
  [
    'input',
    /^(input|inputs|data|code|document|documents|text|source|entrada|datos|código|entrée|données|eingabe|daten)$/,
  ],
  [
    'other',
    /^(instructions|steps|guidelines|reasoning steps|rules|final instructions|notes|output format|output|format|response format|tone|style|audience|length|constraints and rules|thinking|answer|instrucciones|pasos|pasos de razonamiento|reglas|instrucciones finales|formato de salida|formato|notas|étapes|étapes de raisonnement|règles|instructions finales|format de sortie|remarques|anweisungen|schritte|denkschritte|regeln|abschließende anweisungen|ausgabeformat|hinweise|output_format)$/,
  ],
];

export function classify(title: string): SectionId | null {
  const t = title
    .toLowerCase()
    .replace(/[_*`:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const [id, re] of SYNONYMS) if (re.test(t)) return id;
  return null;
}

const MD_HEADING = /^\s{0,3}(#{1,6})\s+(.+?)\s*#*\s*$/;
const XML_OPEN = /^\s*<([a-zA-Z][\w-]*)(\s[^>]*)?>\s*$/;
const XML_CLOSE = /^\s*<\/([a-zA-Z][\w-]*)>\s*$/;
const XML_INLINE = /^\s*<([a-zA-Z][\w-]*)(?:\s[^>]*)?>(.*)<\/\1>\s*$/;
const LABEL = /^\s*(?:\*\*)?([\p{L} ]{2,40}?)(?:\*\*)?\s*:\s*(?:\*\*)?\s*$/u;

export interface ParsedStructure {
  /** Text before the first section. */
  preamble: string[];
  sections: Section[];
}

/** Splits a prompt into known sections; null when it has fewer than two. */
export function parseStructure(prose: string): ParsedStructure | null {
  const preamble: string[] = [];
  const sections: Section[] = [];
  const stack: Section[] = [];
  let current: Section | null = null;
  const open = (id: SectionId, title: string): Section => {
    const s: Section = { id, title, lines: [] };
    sections.push(s);
    return s;
  };
  for (const line of prose.split('\n')) {
    const inline = XML_INLINE.exec(line);
    if (inline?.[1]) {
      const id = classify(inline[1]);
      if (id) {
        open(id, inline[1]).lines.push(inline[2] ?? '');
        continue;
      }
    }
    const xmlOpen = XML_OPEN.exec(line);
    if (xmlOpen?.[1]) {
      const id = classify(xmlOpen[1]);
      if (id) {
        current = open(id, xmlOpen[1]);
        stack.push(current);
        continue;
      }
    }
    const xmlClose = XML_CLOSE.exec(line);
    if (xmlClose?.[1] && classify(xmlClose[1])) {
      stack.pop();
      current = stack.at(-1) ?? null;
      if (current) {
        // Lines after a nested section belong to a continuation of the parent.
        current = open(current.id, current.title);
        stack[stack.length - 1] = current;
      }
      continue;
    }
    const heading = MD_HEADING.exec(line) ?? (stack.length === 0 ? LABEL.exec(line) : null);
    const headingTitle = heading ? (heading.length === 3 ? heading[2] : heading[1]) : undefined;
    if (headingTitle !== undefined) {
      const id = classify(headingTitle);
      if (id) {
        current = open(id, headingTitle);
        stack.length = 0;
        continue;
      }
    }
    if (current) current.lines.push(line);
    else preamble.push(line);
  }
  const distinct = new Set(
    sections.filter((s) => s.lines.some((l) => l.trim() !== '')).map((s) => s.title.toLowerCase()),
  );
  return distinct.size >= 2 ? { preamble, sections } : null;
}

/** Normal form used to recognise lines we generated ourselves. */
export function normalizeLine(line: string): string {
  return line
    .replace(/<\/?[a-zA-Z][\w-]*>/g, ' ')
    .replace(/^\s*(?:#{1,6}\s+|[-*•+]\s+|\d{1,2}[.)]\s+)/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A line that is only an opening or closing tag of a known section, e.g. "</role>". */
export function isSectionTagLine(line: string): boolean {
  const m = /^\s*<\/?([a-zA-Z][\w-]*)(?:\s[^>]*)?>\s*$/.exec(line);
  return m?.[1] !== undefined && classify(m[1]) !== null;
}
