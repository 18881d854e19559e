import type { Locale } from '../i18n';
import type { TaskKind, VerbatimBlock } from '../types';

// [TOPIC], [Your Name], [PASTE CODE HERE] — but not markdown links, checkboxes or [1] citations.
const PLACEHOLDER = /\[(?!\s*[xX ]?\s*\])([^[\]\n]*\p{L}[^[\]\n]*)\](?!\()/gu;

export function findPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[0]))];
}

const REFERS_TO_CODE =
  /\b(?:this|the following|below|my|attached|the|given|este|esta|el siguiente|ce|cette|le|mon|ma|diesen|dieses|den|meinen)\s+(?:\w+\s+)?(?:code|function|script|snippet|class|query|program|método|method|código|función|fonction|funktion)\b/i;
const REFERS_TO_DATA =
  /\b(?:this|the following|below|my|attached|the|given|these|este|estos|los|ces|les|mes|diese|die|meine)\s+(?:\w+\s+)?(?:data|dataset|csv|spreadsheet|table|numbers|figures|results|sales data|datos|tabla|données|tableau|daten|tabelle)\b/i;
const REFERS_TO_TEXT =
  /\b(?:this|the following|below|my|attached|the|given|este|el siguiente|ce|cet|cette|le|mon|ma|diesen|dieses|den|meinen|meine)\s+(?:\w+\s+){0,2}(?:description|text|article|essay|email|e-mail|paragraph|resume|cv|document|letter|transcript|draft|passage|post|review|texto|artículo|correo|texte|courriel|lettre|brouillon|aufsatz|brief|entwurf|lebenslauf)\b/i;
const PRODUCING =
  /^(?:write|create|draft|compose|generate|escribe|redacta|écris|rédige|schreibe|erstelle)\b/i;

export interface MissingInputContext {
  kind: TaskKind;
  objective: string;
  text: string;
  blocks: readonly VerbatimBlock[];
  audience: string | null;
  tone: string | null;
  length: string | null;
  subject: string;
  programmingLanguage: string | null;
  existing: readonly string[];
}

/**
 * Inputs the target model would otherwise have to guess. Each becomes a bracketed
 * placeholder so the user fills it in rather than the model inventing it.
 */
export function findMissingInputs(ctx: MissingInputContext, locale: Locale): string[] {
  const p = locale.placeholders;
  const missing: string[] = [];
  const hasKind = (k: VerbatimBlock['kind']) => ctx.blocks.some((b) => b.kind === k);
  const producing = PRODUCING.test(ctx.objective);
  if (ctx.subject === '') missing.push(p.topic);
  if (!hasKind('code') && REFERS_TO_CODE.test(ctx.text) && !producing) missing.push(p.pasteCode);
  if (!hasKind('data') && REFERS_TO_DATA.test(ctx.text) && !producing) missing.push(p.pasteData);
  if (ctx.blocks.length === 0 && REFERS_TO_TEXT.test(ctx.text) && !producing) missing.push(p.pasteText);
  if (ctx.kind === 'coding' && ctx.programmingLanguage === null && !hasKind('code'))
    missing.push(p.programmingLanguage);
  if (ctx.audience === null) {
    if (ctx.kind === 'education') missing.push(p.learnerLevel);
    else if (ctx.kind === 'writing' || ctx.kind === 'business') missing.push(p.audience);
  }
  if (
    ctx.length === null &&
    (ctx.kind === 'writing' || ctx.kind === 'creative') &&
    !/\b(summary|resumen|résumé|zusammenfassung)\b/i.test(ctx.objective)
  ) {
    missing.push(p.wordCount);
  }
  if (ctx.tone === null && (ctx.kind === 'writing' || ctx.kind === 'business')) missing.push(p.tone);
  // A placeholder the user already wrote is theirs to fill; do not add a second one.
  return missing.filter((m) => !ctx.existing.includes(m));
}
