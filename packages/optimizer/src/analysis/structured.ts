/**
 * An already-good prompt names its parts (role, task, context, requirements, output format):
 * such a prompt is kept nearly as written, only vendor syntax changes.
 */
const LABELS =
  'role|rôle|persona|task|goal|objective|question|data|schema|context|background|audience|tone|style|requirements?|constraints?|rules|instructions|steps|output(?: format)?|format|examples?|input|rol|tarea|contexto|objetivo|público|requisitos|restricciones|formato(?: de salida)?|tâche|contexte|public|exigences|contraintes|format de sortie|rolle|aufgabe|kontext|zielgruppe|anforderungen|einschränkungen|ausgabeformat|ruolo|compito|contesto|pubblico|requisiti|vincoli|formato di output|papel|tarefa|público-alvo|restrições|formato de saída';

const SECTION = new RegExp(`^\\s*(?:#{1,3}\\s*|\\*\\*)?(${LABELS})\\s*(?:\\*\\*)?\\s*:`, 'gim');
const HEADING = new RegExp(`^\\s*#{1,3}\\s*(${LABELS})\\s*$`, 'gim');
const LABEL_LINE = new RegExp(`^\\s*(?:\\*\\*)?(${LABELS})(?:\\*\\*)?\\s*:\\s*(.*)$`, 'i');

const XML_SECTION =
  /<(role|task|instructions|context|constraints|rules|requirements|output_format|format|examples?|audience|tone|style|goal)>/gi;

/** A prompt that opens by giving the assistant a role ("You are…", "Act as…"), in six languages. */
export const ROLE_OPENING =
  /^\s*(?:you are|act as|eres|actúa como|tu es|vous êtes|du bist|sie sind|sei|agisci come|você é|atue como)\b/i;
const ROLE_LINE = new RegExp(ROLE_OPENING.source, 'im');

export function isAlreadyStructured(request: string): boolean {
  const labels = new Set<string>();
  for (const match of request.matchAll(SECTION)) labels.add(match[1]!.toLowerCase());
  for (const match of request.matchAll(HEADING)) labels.add(match[1]!.toLowerCase());
  for (const match of request.matchAll(XML_SECTION)) labels.add(match[1]!.toLowerCase());
  const sections = labels.size + (ROLE_LINE.test(request) ? 1 : 0);
  if (sections >= 3 || (sections >= 2 && request.length > 400)) return true;
  // A prompt that opens with a role and gives several precise instructions is already good.
  const lines = request.split('\n').filter((l) => l.trim() !== '');
  return ROLE_OPENING.test(request) && lines.length >= 3 && request.length > 150;
}

/** "Task: do X" -> ["Task", "do X"] for a line that opens a prompt section, else null. */
export function sectionLine(line: string): [string, string] | null {
  const match = LABEL_LINE.exec(line);
  return match ? [match[1]!, match[2]!.trim()] : null;
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
    const labelled = heading ? null : sectionLine(line);
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
