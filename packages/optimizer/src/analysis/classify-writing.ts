/**
 * Requests to make or change a text: a producer verb ("write", "give me", "turn … into") read by
 * the noun it makes, and an edit verb read by whose text it works on.
 */
import {
  nounAfter,
  NOUN_WINDOW,
  sentenceAround,
  verdict,
  imageGenerator,
  type Ctx,
  type Hit,
  type Verdict,
} from './classify-context';
import { verbLast } from './classify-hits';
import { isPuzzle } from './classify-math';
import { fromQuestion } from './classify-question';
import { isSpokenScript } from './classify-script';
import { programmingLanguage } from './programming-language';

// "turn these notes into an email", "convierte esto en una tabla": the deliverable follows "into".
const CONVERT =
  /^(?:turn|convert|transform|convierte|transforma|pasa|transforme|convertis|wandle|verwandle|trasforma|converti|converta|converte)$/;
const INTO = /(?<![\p{L}])(?:into|to|in|en|em|a|zu|para)(?![\p{L}])/u;

function fromConvert(ctx: Ctx, hit: Hit): Verdict {
  const { f, mat } = ctx;
  const window = f.slice(hit.end, hit.end + NOUN_WINDOW);
  const into = INTO.exec(window);
  const from = into ? hit.end + into.index + into[0].length : hit.end;
  const target = programmingLanguage(f.slice(from, from + 30), []);
  if (mat.code || target) return verdict('code', mat.code ? 0.85 : 0.6);
  const noun = nounAfter(ctx, from);
  const source = mat.any || ctx.inline;
  if (!noun) return verdict(source ? 'edit' : 'write', 0.45);
  if (noun.kind === 'extract') {
    if (source) return verdict('extract', 0.85, noun);
    // "turn my notes into a table": the user's own notes are the source, pasted or to come.
    const owned = into !== null && ctx.d.owned.test(f.slice(hit.end, hit.end + into.index));
    return owned ? verdict('extract', 0.7, noun) : verdict('write', 0.45, noun);
  }
  return verdict(noun.kind, source ? 0.85 : 0.6, noun);
}

const AMBIGUOUS_CODE =
  /^(?:program|programme|programa|programm|programma|app|application|bot|game|formula|formule|formel|command|class|classe|klasse|clase|script|skript)$/;

/** "Können Sie mir eine Einladung schreiben?": a verb that comes last made the noun before it. */
function nounBefore(ctx: Ctx, hit: Hit): ReturnType<typeof nounAfter> {
  const { start } = sentenceAround(ctx.f, hit.start);
  if (!verbLast(ctx, start, hit.start)) return null;
  return nounAfter(ctx, start, hit.start - start);
}

/** Kind of a producer ("write", "create", "give me", "hazme") from the noun it makes. */
export function fromProducer(ctx: Ctx, hit: Hit): Verdict {
  const { d, f, mat } = ctx;
  if (CONVERT.test(hit.text)) return fromConvert(ctx, hit);
  const noun = nounAfter(ctx, hit.end) ?? nounBefore(ctx, hit);
  const fallback = d.producers.kindOf(hit.text) ?? null;
  const weak = /help|ayud|aide|hilf|aiut|ajud/.test(hit.text);
  if (imageGenerator(ctx)) return verdict('image', 0.85, noun);
  // "Write TypeScript interfaces for this API response": a language right after the verb makes it code.
  if (
    fallback === 'write' &&
    (!noun || noun.kind === 'write') &&
    programmingLanguage(f.slice(hit.end, hit.end + 14), []) !== null
  )
    return verdict('code', 0.8);
  if (!noun) {
    // "My landlord wants me to pay for the boiler. Write back to him? Or do I have to pay?": a
    // bare verb the user asks themselves about is a question, not an instruction.
    const { start, end } = sentenceAround(f, hit.start);
    if (f.slice(start, hit.start).trim() === '' && f[end] === '?') return fromQuestion(ctx);
    // "Write me what my rights are if…": "write" followed by a question, with no text named, asks
    // the question; the writer's template would fight it.
    const object = f.slice(hit.end).replace(/^[\s,-]*(?:(?:me|to me|moi|mir|mi|for me)\s+)?/, '');
    if (fallback === 'write' && d.questionWords.test(object)) return verdict('question', 0.55);
    if (fallback) return verdict(fallback, fallback === 'write' ? 0.65 : 0.6);
    // "give me 20 …": a count of things to produce is a list of options.
    if (/^\s*(?:me\s+)?\d+\s/.test(f.slice(hit.end))) return verdict('brainstorm', 0.6);
    if (mat.code) return verdict('code', 0.5);
    return verdict('write', 0.4);
  }
  let kind = noun.kind;
  let confidence = weak ? 0.5 : 0.85;
  if (isSpokenScript(ctx, noun)) kind = 'write';
  // "make a table comparing iPhone and Android": the table is the form, the comparison the task.
  // "un programme de musculation", "a game for my class": words that are code only when code is in sight.
  if (kind === 'code' && AMBIGUOUS_CODE.test(noun.text) && !mat.code && !programmingLanguage(f, []))
    confidence = 0.55;
  if (kind === 'extract' && !mat.any && ctx.hits.some((h) => h.start > hit.end && h.kind === 'compare'))
    return verdict('compare', 0.75);
  if (kind === 'extract' && !mat.text && !mat.email && !mat.list && !mat.data) {
    // "generate JSON for 10 fake users" makes data; nothing is pulled out of anything.
    kind = mat.code ? 'code' : 'write';
    confidence = 0.45;
  }
  if (kind === 'code' && /\bjson|csv/.test(noun.text) && !mat.code) kind = 'extract';
  // "Give me some categories for my recipe blog", "suggest labels for my inbox": labels to invent,
  // with nothing to put under them, are ideas, not a classification.
  if (kind === 'classify' && !mat.any && !ctx.inline) return verdict('brainstorm', 0.55, noun);
  if (kind === 'summarize' && !mat.any && !/this|these|esto|ceci|dies|questo|isto/.test(f)) confidence = 0.7;
  if (kind === 'system-prompt' && /^prompt/.test(noun.text) && !d.botAudience.test(f)) confidence = 0.55;
  if (kind === 'analyze-data' && !mat.data && !d.dataNouns.test(f)) confidence = 0.5;
  if (
    kind === 'tests' &&
    !mat.code &&
    !/code|function|class|api|endpoint|component|funcion|fonction|funktion|funzione|funcao/.test(f)
  )
    confidence = 0.6;
  // "make my CV sound less junior", "help me with this email": a verb that does not write, on the
  // user's own text, is an edit.
  const ownedNoun = d.owned.test(f.slice(hit.end, noun.start)) && d.ownTexts.test(noun.text);
  if (fallback === null && (kind === 'write' || kind === 'summarize') && (ownedNoun || (weak && mat.text))) {
    kind = 'edit';
    if (!weak) confidence = 0.75;
  }
  return verdict(kind, confidence, noun);
}

// Verbs that judge a text rather than change it ("review", "rate", "give feedback on").
const ASSESS =
  /feedback|rate|grade|score|evaluat|review|critique|go over|check|assess|bewert|beurteil|pruf|evalu|analy|valut|avali|revis|verif|controll|confer|not(?:e|ez|a)(?![\p{L}])/u;

/** Kind of an edit verb: the user's text (pasted or named) makes it an edit; code makes it a review. */
export function fromEdit(ctx: Ctx, hit: Hit): Verdict {
  const { d, f, mat } = ctx;
  // "Review this support chat and score the agent": judging how people talked is neither an edit
  // of the user's text nor debugging, whatever errors the customer reports; the faithful plan
  // keeps the user's own criteria.
  if (ctx.talk && ASSESS.test(hit.text)) return verdict('question', 0.5);
  // "Check my answer to this riddle: …" asks whether the solution holds, not for a revised text.
  if (ASSESS.test(hit.text) && isPuzzle(ctx)) return verdict('math', 0.8);
  const after = f.slice(hit.end, hit.end + 60);
  const own = d.ownTexts.exec(after);
  const noun = own
    ? {
        kind: 'edit' as const,
        start: hit.end + own.index,
        end: hit.end + own.index + own.text.length,
        text: own.text,
      }
    : null;
  if ((mat.code || mat.log) && !mat.text && !mat.email) {
    const rewrite =
      /refactor|optimi|clean|simplif|shorten|rewrite|re write|convert|reescrib|reecri|umschreib|riscriv|reescrev/.test(
        hit.text,
      );
    return verdict(rewrite ? 'code' : 'debug', 0.85);
  }
  if (mat.text || mat.email || mat.list) return verdict('edit', 0.9, noun);
  if (ctx.inline) return verdict('edit', 0.85, noun);
  if (noun) return verdict('edit', 0.8, noun);
  const code = nounAfter(ctx, hit.end, 50);
  if (code?.kind === 'code') return verdict('debug', 0.6);
  // "improve my sleep", "fix my posture": the object is no text, so it is a request for advice.
  if (
    /improv|fix|mejor|arregl|amelior|verbess|miglior|melhor|check|review|revis/.test(hit.text) &&
    !d.owned.test(after.slice(0, 12))
  )
    return verdict('advice', 0.4);
  return verdict('edit', 0.55);
}
