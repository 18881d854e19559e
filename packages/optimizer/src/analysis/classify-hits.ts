/**
 * Finding the asks of a request: the verbs, producers and question words, which of them the
 * request itself asks (a clause's own verb, not one ruled out or inside a relative clause), and
 * the one that decides the kind.
 */
import type { Detectors } from './classify-words';
import { isClauseEnd, sentenceAround, type Ctx, type Hit } from './classify-context';
import type { TaskKind } from './types';

const TYPE_RANK = { ask: 0, producer: 1, question: 2 } as const;

function isPrimary(ctx: Ctx, start: number): boolean {
  let b = start - 1;
  while (b >= 0 && !isClauseEnd(ctx.f, b)) b--;
  const before = ctx.f.slice(b + 1, start).trim();
  if (before !== '' && !ctx.d.leadIns.test(before) && !verbLast(ctx, b + 1, start)) return false;
  // "He pensado en varias cosas: alquilar bicis, hacer talleres…": options listed inside a
  // statement are what the user considers, not what they ask for.
  if (b >= 0 && /[,:;]/.test(ctx.f[b] ?? '')) {
    const { start: sentence } = sentenceAround(ctx.f, start);
    if (STATEMENT_OPENING.test(ctx.f.slice(sentence, b).trim())) return false;
  }
  return true;
}

/**
 * "Können Sie mir eine Einladung zum Sommerfest schreiben?": in German the verb of a polite
 * request comes last, so a verb that ends a clause opened by "können Sie" is the clause's own.
 */
export function verbLast(ctx: Ctx, clauseStart: number, verbStart: number): boolean {
  if (!ctx.d.verbLast?.test(ctx.f.slice(clauseStart, verbStart).trimStart())) return false;
  const { end } = sentenceAround(ctx.f, verbStart);
  const rest = ctx.f.slice(verbStart, end);
  const verb = /^\p{L}+/u.exec(rest)?.[0].length ?? 0;
  return /^\s*(?:bitte\s*)?$/u.test(rest.slice(verb));
}

/** Folded openings of a sentence that tells the situation. */
const STATEMENT_OPENING =
  /^(?:(?:hola|hi|hey|oi|ola|salut|ciao|hallo)[\s,!]+)?(?:i'?ve|i have|i was|i had|we'?ve|we have|we were|my|our|he|hemos|tengo|tenemos|estuve|pense|mi|mis|j'?ai|nous avons|mon|ma|mes|ich habe|ich hab|wir haben|mein|meine|ho|abbiamo|mio|mia|tenho|temos|pensei|meu|minha)(?![\p{L}])/u;

export function collect(ctx: Ctx): Hit[] {
  const hits: Hit[] = [];
  const scan = (type: 'ask' | 'producer', matcher: Detectors['asks']) => {
    for (const m of matcher.list.all(ctx.f)) {
      const kind = matcher.kindOf(m.text);
      if (kind === undefined) continue;
      hits.push({ kind, type, start: m.index, end: m.index + m.text.length, text: m.text, primary: false });
    }
  };
  scan('ask', ctx.d.asks);
  scan('producer', ctx.d.producers);
  // "get the order number from this chat", "From the messages below, get …": an everyday verb
  // extracts when its sentence names where from.
  for (const m of ctx.d.fetch.all(ctx.f)) {
    const { start, end } = sentenceAround(ctx.f, m.index);
    if (!ctx.d.sources.test(ctx.f.slice(start, end))) continue;
    const hitEnd = m.index + m.text.length;
    hits.push({ kind: 'extract', type: 'ask', start: m.index, end: hitEnd, text: m.text, primary: false });
  }
  // Question words count only where a clause starts: "what" inside "tell me what to do" is no question.
  const starts = [0];
  for (let i = 0; i < ctx.f.length; i++) if (isClauseEnd(ctx.f, i)) starts.push(i + 1);
  for (const s of starts) {
    const rest = ctx.f.slice(s, s + 200);
    const lead = ctx.d.leadPrefix.exec(rest)?.[0].length ?? 0;
    const q = ctx.d.questionWords.exec(rest.slice(lead));
    // ", que me ajuda na loja", ", qui habite à Lyon": after a comma "que" opens a relative clause.
    if (q && /^(?:que|qui|che)$/.test(q[0].trim()) && ctx.f[s - 1] === ',') continue;
    // "were not really museum people" (we're), "can do 3 days a week": no subject, no question.
    if (q && AUX.test(q[0].trim()) && !SUBJECT_NEXT.test(rest.slice(lead + q[0].length))) continue;
    if (q) {
      const start = s + lead;
      hits.push({
        kind: 'question',
        type: 'question',
        start,
        end: start + q[0].length,
        text: q[0],
        primary: true,
      });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end || TYPE_RANK[a.type] - TYPE_RANK[b.type]);
  // "don't explain the moral", "sin resumir": a verb the user rules out is no ask.
  // "a Cida, que me ajuda na loja", "my sister who helps me": a verb in a relative clause
  // describes someone; it asks nothing.
  // "la sortie de la classe", "la classifica della Serie A": after an article the word is a noun
  // (a school class, a league table), not the verb "classify".
  const asked = hits.filter(
    (h) =>
      h.type === 'question' ||
      (!NEGATED.test(ctx.f.slice(Math.max(0, h.start - 24), h.start)) &&
        !RELATIVE.test(ctx.f.slice(Math.max(0, h.start - 12), h.start)) &&
        !(
          h.kind === 'classify' &&
          ctx.d.determinerBefore.test(ctx.f.slice(Math.max(0, h.start - 12), h.start))
        )),
  );
  const kept: Hit[] = [];
  let covered = -1;
  for (const h of asked) {
    if (h.start < covered) continue;
    if (h.type !== 'question') h.primary = isPrimary(ctx, h.start);
    kept.push(h);
    covered = h.end;
  }
  return kept;
}

const AUX = /^(?:is|are|am|was|were|do|does|did|can|could|will|would|should|shall|have|has)$/;
const SUBJECT_NEXT =
  /^\s+(?:i|you|u|we|it|they|he|she|this|that|there|the|a|an|my|your|our|his|her|their|these|those|anyone|someone|anything|any|some|\p{Lu})/u;

const RELATIVE =
  /(?:^|[^\p{L}'])(?:que|qui|che|who|which)\s+(?:(?:me|te|nos|lui|mi|ti|ci|ela|ele|il|elle)\s+)?$/u;

const NEGATED =
  /(?:^|[^\p{L}'])(?:don'?t|do not|dont|never|not|no need to|without|nor|no|non|ne|pas|nicht|kein\p{L}*|n[aã]o|nao|sans|sin|senza|sem|ohne|nunca|jamais|mai)\s+(?:\p{L}+\s+)?$/u;

// Kinds whose second, different ask in the same request makes the first less certain.
export const DISTINCT: ReadonlySet<TaskKind> = new Set<TaskKind>([
  'summarize',
  'translate',
  'extract',
  'classify',
  'code',
  'debug',
  'tests',
  'sql',
  'image',
  'plan',
  'brainstorm',
  'edit',
]);

// Kinds a role can frame ("act as a travel agent and plan…"); advice or questions after a role are
// part of the role-play itself.
export const TASKS: ReadonlySet<TaskKind> = new Set<TaskKind>([
  ...DISTINCT,
  'write',
  'explain',
  'math',
  'compare',
  'analyze-data',
]);

/**
 * The ask that decides the kind: the first one at a clause start, else the first verb at all
 * (`embedded`, so less certain).
 */
export function mainHit(
  hits: readonly Hit[],
  interactive: boolean,
): { hit: Hit | undefined; embedded: boolean } {
  const primary = hits.filter((h) => h.primary);
  const hit = primary[0] ?? hits.find((h) => h.type !== 'question');
  // "Act as a senior developer and review my code": the role frames a task that follows it.
  if (hit?.kind === 'roleplay' && !interactive) {
    const roleEnd = hit.end;
    const next = hits.find((h) => h.start > roleEnd && h.kind !== null && TASKS.has(h.kind));
    if (next) return { hit: next, embedded: false };
  }
  return { hit, embedded: hit !== undefined && primary.length === 0 };
}
