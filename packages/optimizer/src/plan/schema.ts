import type { Analysis } from '../analysis/types';

const FIELD_LIST =
  /\b(?:pull out|extract|get|grab|find|list|capture|collect|pick out)\s+(?:the\s+|their\s+|each\s+|all\s+)?(.+?)\s+(?:from|out of|for each|for every|as (?:a )?json|in json|into (?:a )?json)\b/i;
const JSON_ASKED = /\bjson\b/i;

/** "sender name, company, what they want and any deadline" -> sender_name, company, what_they_want, deadline. */
export function fieldKeys(request: string): string[] | null {
  const match = FIELD_LIST.exec(request);
  if (!match) return null;
  const fields = match[1]!
    .split(/\s*,\s*(?:and\s+|or\s+)?|\s+and\s+/)
    .map((f) => f.replace(/^(?:the|any|their|its|his|her|a|an)\s+/i, '').trim())
    .filter(Boolean);
  if (fields.length < 2 || fields.length > 12 || fields.some((f) => f.split(/\s+/).length > 5)) return null;
  return fields.map((f) =>
    f
      .toLowerCase()
      .replace(/\([^)]*\)/g, '')
      .replace(/[^a-z0-9 ]+/g, ' ')
      .trim()
      .replace(/\s+/g, '_'),
  );
}

/**
 * The JSON shape an English extraction asks for, spelled out with key names: "one record per
 * item" leaves the model to invent them.
 */
export function jsonShape(analysis: Analysis): string | null {
  if (analysis.language !== 'en' || analysis.classification.kind !== 'extract') return null;
  if (!JSON_ASKED.test(analysis.request)) return null;
  const keys = fieldKeys(analysis.request);
  if (!keys || keys.some((k) => k === '')) return null;
  const { material } = analysis;
  if (material.length === 1 && !['list', 'table', 'json'].includes(material[0]!.kind)) {
    return `A JSON object with exactly these keys: ${keys.join(', ')}.`;
  }
  const unit = material.length > 1 && material.every((m) => m.kind === 'email') ? 'email' : 'item';
  return `A JSON array with one object per ${unit} and exactly these keys: ${keys.join(', ')}.`;
}
