/**
 * An already-good prompt names its parts (role, task, context, requirements, output format):
 * such a prompt is kept nearly as written, only vendor syntax changes.
 */
const SECTION =
  /^\s*(?:#{1,3}\s*|\*\*)?(role|persona|task|goal|objective|context|background|audience|tone|style|requirements?|constraints?|rules|instructions|steps|output(?: format)?|format|examples?|input|rol|tarea|contexto|objetivo|público|requisitos|restricciones|formato(?: de salida)?|tâche|contexte|public|exigences|contraintes|format de sortie|rolle|aufgabe|kontext|zielgruppe|anforderungen|einschränkungen|ausgabeformat|ruolo|compito|contesto|pubblico|requisiti|vincoli|formato di output|papel|tarefa|público-alvo|restrições|formato de saída)\s*(?:\*\*)?\s*:/gim;

const ROLE_LINE =
  /^\s*(?:you are|act as|eres|actúa como|tu es|vous êtes|du bist|sie sind|sei|agisci come|você é|atue como)\b/im;

export function isAlreadyStructured(request: string): boolean {
  const labels = new Set<string>();
  for (const match of request.matchAll(SECTION)) labels.add(match[1]!.toLowerCase());
  const sections = labels.size + (ROLE_LINE.test(request) ? 1 : 0);
  return sections >= 3 || (sections >= 2 && request.length > 400);
}
