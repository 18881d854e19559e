/**
 * "any security holes here? list them with line refs": a short question followed by how to
 * answer it. The question is the task; the second sentence only shapes the answer (it points
 * back at the question's subject with "them", "each", "it", or says how to reply), so it is an
 * instruction, never the task.
 */

const SHORT_QUESTION = /^[^\n?]{3,120}\?\s*$/;
// The answer's shape, pointing back at what the question asked about.
const ANSWER_SHAPE: Readonly<Record<string, RegExp>> = {
  en: /^(?:please\s+)?(?:(?:list|rank|number|sort|order|mark|flag|rate|score|group|show|give|explain|point(?: out)?|quote|cite|name)\s+(?:them|it|those|these|each(?: one)?|all(?: of them)?|every one)\b|(?:answer|reply|respond)\b|(?:just\s+)?(?:yes or no|one line|short answer|keep it (?:short|brief))\b|(?:with|include|add)\s+(?:line (?:numbers|refs?|references)|examples?|sources?)\b)/i,
  es: /^(?:por favor\s+)?(?:enuméra(?:los|las)|lístalos|lístalas|ordéna(?:los|las)|explíca(?:los|las|lo)|responde|contesta)\b/iu,
  fr: /^(?:(?:liste|listez|classe|classez|explique|expliquez)[- ](?:les|le|la)|réponds|répondez)\b/iu,
  de: /^(?:(?:liste|nenne|erkläre|sortiere)\s+(?:sie|es|jede[ns]?)|antworte)\b/iu,
  it: /^(?:(?:elencal[ie]|spiegal[oie]|ordinal[ie])|rispondi)\b/iu,
  pt: /^(?:(?:liste-os|liste-as|explique-os|explique-as|ordene-os)|responda)\b/iu,
};

/**
 * Index of the question to take as the task when the ask found at `askIndex` only says how to
 * answer the question just before it; otherwise `askIndex` itself.
 */
export function questionBeforeHow(units: readonly string[], askIndex: number, language: string): number {
  if (askIndex < 1) return askIndex;
  const question = units[askIndex - 1] ?? '';
  const how = (units[askIndex] ?? '').trim();
  if (!SHORT_QUESTION.test(question.trim())) return askIndex;
  // Only the question and what to answer it with: earlier sentences are a story with its own ask.
  if (units.slice(0, askIndex - 1).some((u) => u.trim() !== '')) return askIndex;
  const shape = ANSWER_SHAPE[language] ?? ANSWER_SHAPE.en!;
  return shape.test(how) || ANSWER_SHAPE.en!.test(how) ? askIndex - 1 : askIndex;
}
