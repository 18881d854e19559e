import { detectLength, detectOutputFormat } from './fields';

const SIGNAL =
  /(\d|"|“|«|'[^']+'|\b(must|should|need to|has to|have to|never|don't|do not|avoid|only|without|include|exclude|limit|max(imum)?|min(imum)?|at least|at most|no more than|exactly|make sure|ensure|always|keep|mention|use|debe|nunca|evita|solo|sin|incluye|doit|jamais|évite|seulement|sans|inclu|muss|soll|nie|vermeide|nur|ohne|enthalten)\b)/i;
const QUOTED = /"[^"\n]{1,200}"|“[^”\n]{1,200}”|«[^»\n]{1,200}»|'[^'\n]{2,80}'(?=[\s,.;:!?)]|$)/g;

function unique(items: string[]): string[] {
  return [...new Set(items.map((s) => s.trim()).filter((s) => s !== ''))];
}

/** Constraint phrases, each a verbatim substring of the input. */
export function extractConstraints(objective: string, requirements: readonly string[]): string[] {
  const found: string[] = [];
  const length = detectLength(objective);
  if (length) found.push(length);
  const format = detectOutputFormat(objective);
  if (format) found.push(format);
  found.push(...(objective.match(QUOTED) ?? []));
  for (const r of requirements) if (SIGNAL.test(r)) found.push(r);
  return unique(found);
}

const VAGUE =
  /\b(too long|too short|short|brief|long|lengthy|many|a few|several|a lot of|lots of|better|interesting|nice|catchy|detailed)\b/gi;

/** Vague quantity/quality words Mistral's guide asks to replace with measures. */
export function findVagueTerms(text: string): string[] {
  return unique((text.match(VAGUE) ?? []).map((w) => w.toLowerCase()));
}

const RATING =
  /\bon a (?:scale|rating) (?:of|from) \d+\s*(?:-|–|to)\s*\d+\b|\b\d+\s*(?:-|–|to)\s*\d+ (?:scale|rating)\b|\bout of (?:5|10|100)\b/i;
const RANGE = /\b(?:from|between) \d+\s*(?:-|–|to|and)\s*\d+\b|\b\d+\s*(?:-|–)\s*\d+\b/i;

/** A numeric rating scale phrase, verbatim (Mistral prefers worded scales). */
export function findRatingScale(text: string): string | null {
  const direct = RATING.exec(text);
  if (direct) return direct[0];
  return /\b(rate|rating|score|grade)\b/i.test(text) ? (RANGE.exec(text)?.[0] ?? null) : null;
}
