/**
 * The kind of task a request asks for. The readers of each kind family live beside this file:
 * classify-hits (finding the asks), classify-writing (write, edit), classify-ask (other ask
 * verbs), classify-question (questions, no verb), classify-compare, classify-sort, classify-math.
 */
import { classQuizAsk, toolNameAlone } from './named-asks';
import { DETECTORS } from './classify-words';
import { fold } from './fold';
import { materialFacts, writesTables } from './classify-signals';
import { verdict, type Ctx, type Verdict } from './classify-context';
import { collect, DISTINCT, mainHit, TASKS } from './classify-hits';
import { fromAsk } from './classify-ask';
import { asWordProblem } from './classify-math';
import { asksWhatToDo } from './classify-todo';
import { asksAssessment } from './assess-ask';
import { asksForClashes, asksToPickQuotes } from './pick-ask';
import { asksReplyToMessage } from './reply-ask';
import { fromNothing, NAMES_MESSAGE, TALK_NOUNS } from './classify-question';
import { fromProducer } from './classify-writing';
import { isConversation } from './conversation';
import { languageBefore, namesProgramFirst, programmingLanguage } from './programming-language';
import { CONFIDENT } from './types';
import { TURNS } from './turns';
import type { Classification, MaterialSplit, TaskKind, WordLanguage } from './types';

// The ask is in the first words; a long paste-free request is still read only this far.
const MAX_CHARS = 2400;
// Below this many characters, what follows the first line is more request, not a pasted text.
const INLINE_MIN = 40;

/** Data types written in code: models, schemas, interfaces of a named library or language (folded). */
export const CODE_TYPES =
  /(?<![\p{L}])(?:pydantic|dataclass(?:es)?|zod|typeddict|serde|codable|pojos?|dtos?|structs?|protobuf|sqlalchemy|json ?schema|(?:typescript|ts) (?:interfaces?|types?|typen|tipos?|tipi)|(?:interfaces?|types?|typen|tipos?|tipi) (?:en |de |in |em )?(?:typescript|ts)|(?:go|golang|rust|swift|kotlin|java|c#) (?:structs?|types?|data class(?:es)?|records?|classes|models?)|graphql (?:schema|types?)|(?:django|mongoose|prisma) (?:schemas?|models?))(?![\p{L}])/u;

/** Kinds a marking verb overrides; code, maths and the rest keep their own checks. */
const ASSESSABLE: ReadonlySet<TaskKind> = new Set([
  'write',
  'edit',
  'question',
  'advice',
  'explain',
  'summarize',
  'classify',
  'extract',
  'compare',
  'brainstorm',
]);

/** Kinds a request to choose quotes was read as: a text to write, fields, a question. */
const PICKS_FROM: ReadonlySet<TaskKind> = new Set([
  'write',
  'extract',
  'question',
  'summarize',
  'brainstorm',
]);
/** Kinds a search for clashes in a schedule was read as. */
const CLASH_KINDS: ReadonlySet<TaskKind> = new Set([
  'math',
  'edit',
  'question',
  'write',
  'plan',
  'advice',
  'explain',
  'analyze-data',
]);

/** Kinds a program named first was misread as: a text to write, a paste to summarize or answer. */
const WORDS_KIND: ReadonlySet<TaskKind> = new Set(['write', 'summarize', 'edit', 'question', 'extract']);

const SQL_KEPT: ReadonlySet<TaskKind> = new Set(['sql', 'explain', 'debug', 'tests', 'translate', 'extract']);

/**
 * "te cuento mi situación" (I'll tell you), "je vous raconte": a verb spelled like a deliverable
 * ("cuento", a short story). Blanked with spaces of the same length, so indexes still match.
 */
const VERB_HOMONYMS = /(?<![\p{L}])(?:te|le|les|os|me|nos|se|yo|si) (cuento)(?![\p{L}])/gu;
function withoutVerbHomonyms(f: string): string {
  return f.replace(
    VERB_HOMONYMS,
    (m, word: string) => m.slice(0, m.length - word.length) + ' '.repeat(word.length),
  );
}

/**
 * The kind of task a request asks for, with how sure we are. The first ask of the request
 * decides, nouns of the deliverable refine it, and the pasted material modifies it; when the
 * signs are weak or conflicting the confidence drops below CONFIDENT so that the engine falls
 * back to a faithful plan instead of a wrong template.
 */
export function classify(split: MaterialSplit, language: WordLanguage): Classification {
  const raw = split.request.slice(0, MAX_CHARS);
  const d = DETECTORS[language] ?? DETECTORS.en;
  const newline = raw.indexOf('\n');
  const inline = newline >= 0 && raw.slice(newline).trim().length >= INLINE_MIN;
  const ctx: Ctx = {
    d,
    f: withoutVerbHomonyms(fold(raw)),
    raw,
    mat: materialFacts(split.material),
    inline,
    pasted: fold(
      split.material
        .filter((m) => m.kind === 'text')
        .map((m) => m.content)
        .join('\n')
        .slice(0, 2000),
    ),
    talk: false,
    hits: [],
  };
  const named = TALK_NOUNS.test(ctx.f);
  ctx.talk =
    ctx.mat.conversation ||
    (named && split.material.some((m) => isConversation(m.content, true))) ||
    (inline && isConversation(raw.slice(newline), named));
  const hits = collect(ctx);
  ctx.hits = hits;
  const { hit, embedded } = mainHit(hits, d.interactive.test(ctx.f));
  let v = !hit ? fromNothing(ctx) : hit.type === 'producer' ? fromProducer(ctx, hit) : fromAsk(ctx, hit);
  // "need drills that are actually fun … give me a full practice plan": when the first ask names
  // nothing we know, a later ask that does is the request.
  if (hit?.type === 'producer' && v.confidence < CONFIDENT) {
    for (const later of hits) {
      if (later.start <= hit.start || !later.primary || later.type !== 'producer') continue;
      const second = fromProducer(ctx, later);
      if (second.confidence >= CONFIDENT) {
        v = second;
        break;
      }
    }
  }
  // "Act as a hiring manager for … . Produce 8 interview questions as JSON": the role frames a
  // deliverable asked in a sentence of its own, named by its noun ("produce", "create"); it is
  // a role-play only when nothing after the role asks for something we know.
  if (hit?.kind === 'roleplay' && v.kind === 'roleplay' && !d.interactive.test(ctx.f)) {
    for (const later of hits) {
      if (later.start <= hit.end || !later.primary || later.type !== 'producer' || later.kind !== null)
        continue;
      if (!/[.!?\n]/.test(ctx.f.slice(hit.end, later.start))) continue;
      const framed = fromProducer(ctx, later);
      if (framed.kind !== 'roleplay' && (framed.confidence >= CONFIDENT || framed.deliverable)) v = framed;
      break;
    }
  }
  // "Act as a Spanish teacher preparing flashcards.\n\nFrom the text, pick 12 words… Output one
  // line per card": the sentences after the role ask for a piece of work in verbs we have no word
  // for ("pick", "output"); what they ask, read alone, is the kind, and the role stays a role.
  if (hit?.kind === 'roleplay' && v.kind === 'roleplay') {
    const framed = afterRole(split, language, raw, hit.end);
    if (framed) return framed;
  }
  v = asWordProblem(ctx, hit, v);
  // "Kündigung Handyvertrag was muss ich machen": steps asked, not the letter (classify-todo.ts).
  v = asksWhatToDo(raw, language, v, ctx.mat.any);
  // "xlookup", "pivot tables" alone: how to use it is asked, not a formula written. "spelling
  // test y3 20 words": a test for a class to write, never software tests (named-asks.ts).
  if (!ctx.mat.any && toolNameAlone(raw)) v = verdict('explain', 0.85);
  if (!ctx.mat.any && language === 'en' && classQuizAsk(raw))
    v = verdict('write', Math.max(v.confidence, 0.8));
  // "Mark this essay out of 20", "grade it against the rubric": the work to mark is the user's
  // text, as in an edit, and the plan asks for a mark instead of a revision (plan/assess.ts).
  if (ASSESSABLE.has(v.kind) && asksAssessment(raw)) v = verdict('edit', Math.max(v.confidence, 0.85));
  // "Help me reply to this, make it sound professional" over a pasted message: the manner is the
  // reply's, and the message is the sender's, never the user's text to revise (reply-ask.ts).
  if (v.kind === 'edit' && (ctx.mat.email || ctx.mat.text) && asksReplyToMessage(raw))
    v = verdict('write', Math.max(v.confidence, 0.8));
  // "Pick three pull quotes from this transcript": a choice among the text's own lines, which
  // works on the paste as extraction does; the plan swaps in a chooser's lines (kind-fit.ts).
  if (ctx.mat.any && PICKS_FROM.has(v.kind) && asksToPickQuotes(raw)) v = verdict('extract', 0.85);
  // "Here's our week, can you find the clashes? One car": the conflicts in a schedule, then
  // fixes. Read as maths (the times), an edit (the pasted week) or a question before; a table of
  // data keeps its own row check (data-check.ts).
  if (!ctx.mat.data && !ctx.mat.code && CLASH_KINDS.has(v.kind) && asksForClashes(raw, ctx.pasted))
    v = verdict('plan', 0.85);
  // "make a timeline of what was actually agreed with the builder" over the chat: a timeline of
  // what happened is a recap of a record, not a plan of steps to take.
  if ((v.kind === 'plan' || v.kind === 'write') && recapsRecord(ctx)) v = verdict('summarize', 0.8);
  // "Write Pydantic v2 models for this API response", "TypeScript interfaces from this JSON": the
  // deliverable is code, whatever noun or paste made it look like writing or extraction. "Write a
  // blog post about moving to Pydantic v2" names its prose deliverable first: still writing.
  const codeTypes = CODE_TYPES.exec(ctx.f.slice(0, 200));
  if (
    (v.kind === 'write' || v.kind === 'extract' || v.kind === 'edit') &&
    codeTypes &&
    (!v.deliverable || codeTypes.index < v.deliverable.start)
  )
    v = verdict('code', 0.85);
  // "google apps script pls: when the form is submitted emails the manager": a program named by
  // its language first, then what it does. The emails and forms it handles are its subject, not
  // a text to write or a paste to answer.
  if (WORDS_KIND.has(v.kind) && !ctx.mat.any && namesProgramFirst(ctx.f)) v = verdict('code', 0.8);
  // "Postgres. Tables: <schema> I need the top 5 customers by revenue": asking for rows of a SQL
  // database is a query, whatever verb carried it.
  const namedLang = programmingLanguage(ctx.f, split.material);
  if (
    namedLang === 'sql' &&
    (v.kind === 'code' || (v.kind === 'question' && ctx.mat.code)) &&
    v.confidence < 0.85
  )
    v = verdict('sql', 0.8);
  // "postgres: table signups(id, created_at, plan text). want daily signups…": a SQL database with
  // its tables written out is a query to write, whatever its column names ("plan") or other words
  // made the request look like; "explain", "debug" and "tests" keep their own kind.
  else if (namedLang === 'sql' && !SQL_KEPT.has(v.kind) && writesTables(ctx.f)) v = verdict('sql', 0.8);
  // "la build è lentissima e vedo questo" over a tool's message: "build" named the program at
  // fault, and the weak guess of code to write gives way to the bug the user states.
  if (
    v.kind === 'code' &&
    v.confidence < CONFIDENT &&
    ctx.mat.log &&
    (d.faults.test(ctx.f) || NAMES_MESSAGE.test(ctx.f))
  )
    v = verdict('debug', 0.75);
  let confidence = v.confidence;
  if (embedded) confidence *= 0.85;
  // A bare verb ("debug", "translate") names a task but not what to do it on.
  if (hit && !ctx.mat.any && /^\s*\S+\s*$/.test(ctx.f)) confidence = Math.min(confidence, 0.45);
  if (hit && DISTINCT.has(v.kind)) {
    const other = hits.find(
      (h) =>
        h.start > hit.end &&
        h.primary &&
        h.type === 'ask' &&
        h.kind !== null &&
        DISTINCT.has(h.kind) &&
        h.kind !== v.kind,
    );
    if (other) confidence -= 0.1;
  }
  const codeKinds: ReadonlySet<TaskKind> = new Set(['code', 'debug', 'tests', 'sql']);
  let lang = namedLang;
  if (v.kind === 'sql') lang = 'sql';
  // "Write a blog post about Python" names a language but asks for no code.
  else if (!codeKinds.has(v.kind) && !ctx.mat.code && v.kind !== 'explain' && v.kind !== 'question')
    lang = null;
  return {
    kind: v.kind,
    confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100) / 100,
    deliverable: deliverableText(ctx, v),
    programmingLanguage: lang,
  };
}

/** A timeline or chronology (folded), and what it is of, in the 80 characters after it. */
const TIMELINE =
  /(?<![\p{L}])(?:timelines?|time ?line|chronolog\p{L}*|cronolog\p{L}*|zeitleiste|zeitstrahl|linha do tempo|linea de tiempo|linea del tempo)(?![\p{L}])([^.?!\n]{0,80})/u;
// "of what was agreed", "of what he said", "of what happened", "so far": past events to recap.
const PAST_EVENTS =
  /(?<![\p{L}])(?:what (?:was|were|had|has|happened|(?:he|she|they|we|i|you|the \p{L}+) (?:said|agreed|promised|decided|did|told|wrote|claimed))|(?:was|were|has been|have been|had been) (?:agreed|said|promised|decided)|happened|so far|to date|ce qui (?:a ete|s'est passe)|lo que (?:se )?(?:acordo|paso|dijo)|was (?:vereinbart|passiert|gesagt)|o que (?:foi|aconteceu)|cosa (?:e stato|e successo))(?![\p{L}])/u;
// "…of the events in this chat", "of the emails below": the record is the pasted conversation.
const OF_RECORD =
  /(?<![\p{L}])of (?:the |this |our |my )?(?:events|chat|conversation|emails?|messages?|thread|call|meeting)(?![\p{L}])/u;

/** A timeline of past events: what was agreed or happened, or of a pasted conversation. */
function recapsRecord(ctx: Ctx): boolean {
  const m = TIMELINE.exec(ctx.f);
  if (!m) return false;
  const after = m[1] ?? '';
  return PAST_EVENTS.test(after) || ((ctx.mat.any || ctx.talk) && OF_RECORD.test(after));
}

/** The deliverable in the user's own words, with a named language or duration before it. */
function deliverableText(ctx: Ctx, v: Verdict): string | null {
  if (!v.deliverable) return null;
  let { start } = v.deliverable;
  const lang = languageBefore(ctx.f, start);
  if (lang && (v.kind === 'code' || v.kind === 'tests' || v.kind === 'sql')) start = lang.start;
  const duration = /(\d+[\s-]?\p{L}+[\s-]+)$/u.exec(ctx.f.slice(Math.max(0, start - 16), start));
  if (duration?.[1] && v.kind === 'plan') start -= duration[1].length;
  return ctx.raw.slice(start, v.deliverable.end).trim() || null;
}

/**
 * The kind of what follows the role's sentence, when that is a task a role can frame (writing,
 * extracting, a plan…); null when it is more of the role-play ("Greet me as I walk in").
 */
function afterRole(
  split: MaterialSplit,
  language: WordLanguage,
  raw: string,
  roleEnd: number,
): Classification | null {
  const stop = /[.!?\n]/.exec(raw.slice(roleEnd));
  if (!stop) return null;
  const rest = raw.slice(roleEnd + stop.index + 1).trim();
  // "I will type commands and you will reply…": turns with the user, the role-play itself.
  // "…a tutor preparing cards": only what follows the role tells whether the user takes turns.
  const d = DETECTORS[language] ?? DETECTORS.en;
  if (rest.split(/\s+/).length < 4 || TURNS.test(fold(rest)) || d.interactive.test(fold(rest))) return null;
  const framed = classify({ ...split, request: rest }, language);
  return TASKS.has(framed.kind) ? framed : null;
}
