import { transactions } from './paste-before-ask';
import { CONFIDENT, type Classification, type Material } from './types';

/**
 * The kind of an ask over a pasted document, where the noun of the result misleads: a table
 * is where extraction puts its fields, but "turn my notes into a weekly schedule table" keeps
 * every note and lays it out by day, and "an action list by person" regroups minutes. Those
 * are transformations with no template of their own, so they fall back to the faithful plan
 * rather than get "Use null" and "JSON only". Sums over a pasted statement are analysis of
 * the user's data, not a word problem.
 */

/** Only an ask to pull fields out ("extract…", "as JSON", "columns: name, email") is extraction. */
const EXTRACTS =
  /(?<![\p{L}])(?:extract\w*|pull (?:out|the)|json|csv|fields?|columns?|extrae\w*|extrai\w*|extrai[rs]?|extrahier\w*|estrai\w*)(?![\p{L}])/iu;
/** The result laid out by day or by person: a schedule, a rota, an action list. */
const REGROUPS =
  /(?<![\p{L}])(?:schedule|timetable|rota|weekly|week|daily|mon(?:day)?\s*[-–to]+\s*sun(?:day)?|by (?:day|person|owner|people)|per (?:day|person)|each day|day[- ]by[- ]day|action (?:list|items)|to-?do list|checklist|wochenplan|semana|semaine|settimana|semanal|hebdomadaire)(?![\p{L}])/iu;

/** "what does it mean", "in normal words", "put this in plain English": the paste explained. */
const MEANING =
  /(?<![\p{L}])(?:what (?:does|do) (?:it|this|that|they|these) (?:mean|say)|in (?:plain|normal|simple|everyday|layman'?s?) (?:english|words|terms|language)|que (?:significa|quiere decir)|qu'est-ce que (?:ça|cela) veut dire|was (?:bedeutet|heißt) das|cosa significa|o que (?:significa|quer dizer))(?![\p{L}])/iu;

export function fitPastedKind(
  classification: Classification,
  request: string,
  material: readonly Material[],
): Classification {
  const { kind, confidence } = classification;
  if (material.length === 0) return classification;
  // An unsure "write" ("make an action list from these minutes") would ask for a reader and a tone.
  const regroupable = kind === 'extract' || (kind === 'write' && confidence < CONFIDENT);
  if (regroupable && REGROUPS.test(request) && !EXTRACTS.test(request)) {
    return { ...classification, kind: 'edit', deliverable: null, confidence: Math.min(confidence, 0.45) };
  }
  if (
    kind === 'question' &&
    MEANING.test(request) &&
    material.some((m) => m.kind === 'text' || m.kind === 'email')
  ) {
    return {
      ...classification,
      kind: 'explain',
      deliverable: null,
      confidence: Math.max(confidence, CONFIDENT + 0.1),
    };
  }
  const rows = material.some((m) => transactions(m.content.split('\n').filter((l) => l.trim() !== '')));
  if (kind === 'math' && rows) {
    return {
      ...classification,
      kind: 'analyze-data',
      deliverable: null,
      confidence: Math.max(confidence, CONFIDENT + 0.1),
    };
  }
  return classification;
}
