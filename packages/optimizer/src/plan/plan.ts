import { lowerCommonWords } from '../grammar/names';
import { learnerLines } from './learner-lines';
import { choiceTask, errorAlone, errorTask, rulesTask } from './topic-asks';
import { refusesPersona } from './refused-persona';
import { withQuestionMark } from '../grammar/question-mark';
import type { Analysis, Material, Question } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import { ERROR_NAME } from '../analysis/refine';
import { fitShape, shapeOf } from './kind-fit';
import { codeExpert } from './code-expert';
import { scaffoldKey } from '../i18n/scaffold';
import {
  altTextTask,
  joinedSecondAsk,
  classQuizTask,
  countedOptionsTask,
  imagePromptAskAt,
  imagePromptTask,
  mannerTopicTask,
  toolNameTask,
} from './thin-named-tasks';
import type { Scaffold } from '../i18n/scaffold/types';
import { consistent, wantsOnlyOutput } from './consistency';
import { certainLines } from './certain-lines';
import { answerLines } from './answers';
import { questionsFor } from './questions';
import { thinDeliverableTask } from './deliverables';
import { explainManner, verbTopicTask } from './thin-tasks';
import { feedbackText } from './feedback-only';
import { subjectOf } from '../i18n/scaffold/subjects';
import { contrastTask } from './contrast';
import { isFactLine } from './fact-lines';
import { asInstruction, capitalised, isAsk, needToVerb, tidyEnglish, withVerb } from './sentences';
import { withoutHelpWords } from './thin-tasks';
import { wordCount } from '../analysis/word-count';
import { BARE_REPLY, type PasteSlot } from './paste-slot';
import { sortRequest } from './sort-request';
import { formatLine, roleFor } from './role-format';
import { objectionPlan } from './objection';
import { replyToPaste } from './reply-wish';
import { materialTexts, withMaterialLines } from './material-lines';
import { askedParts, partsShape } from './asked-parts';
import { assembleGuidance } from './guidance';
import { closeWithPick } from './pick-close';
import { unicodeWords } from '../grammar/unicode-words';
import { CHECK_MY_ANSWER, PROOF } from '../i18n/scaffold/situation-lines';
import { ALL_PROOF_LINES } from '../i18n/scaffold/math-lines';
import { questionBeforeDate, thinShape } from './thin-shape';
import { thinFormOf } from '../i18n/scaffold/thin-shapes';
import { answerInParts } from './answer-parts';
import { piecesAsked } from './pieces';
import { reviewsCode } from './role-fit';
import { SHAPE_TEXTS } from './kind-fit-texts';
import { severalPieces } from './several-pieces';
import { codeEnvironment } from './code-env';
import { licensed } from './line-licence';

/** What every vendor renderer works from: the user's words sorted, plus the engine's few lines. */
/** "Don't give me the answer", "just a hint": our "state the final answer" line would hand it over. */
const REFUSES_ANSWER = unicodeWords(
  /\b(?:don'?t (?:give|tell) me the answer|without (?:giving|telling) (?:me )?the answer|(?:just|only) (?:a )?hints?|hints? only|no me (?:des|digas) (?:la )?(?:respuesta|soluci[óo]n)|ne me donne(?:z)? pas (?:la )?(?:r[ée]ponse|solution)|(?:sag|verrat) mir nicht die (?:l[öo]sung|antwort)|non darmi la (?:risposta|soluzione)|n[ãa]o me d[êe] a (?:resposta|solu[çc][ãa]o))\b/i,
);
/** A proof, or a request not to be handed the result, in the six languages. */
export interface Plan {
  analysis: Analysis;
  scaffold: Scaffold;
  /** The classification is confident enough for kind-specific lines. */
  confident: boolean;
  role: string | null;
  /** The user's main request, their words. */
  task: string;
  /** The user's statements about themselves or the situation, their words. */
  context: string[];
  /** The user told the situation before the ask: it reads best in that order. */
  contextFirst: boolean;
  /** The user's other instructions, their words, in order. */
  requirements: string[];
  /** "Label: value" lines from the user's answers. */
  details: string[];
  /** Engine-written lines, already checked against the user's constraints. */
  guidance: string[];
  /** Expected answer shape for assistants that want it explicit, or null. */
  format: string | null;
  material: Material[];
  /** A block the user must still fill with their own text (edit "my bio" without the bio). */
  pasteSlot: PasteSlot | null;
  /** Maths problem: DeepSeek's boxed-answer line applies. */
  math: boolean;
  /**
   * The working is what the user wants to read (a proof) or must not be handed a result ("check my
   * answer", "just a hint"): no hidden-reasoning tags, no boxed final answer.
   */
  workIsAnswer: boolean;
  /** Short direct request: render a few plain lines, never a page. */
  brief: boolean;
  /** The role the user typed ("You are a senior Go reviewer at Acme…"), or null when it is ours. */
  userRole: string | null;
  /** Already-good prompt: keep its text and layout, vendor syntax only. */
  structured: boolean;
  questions: Question[];
  warnings: string[];
  /** Real gaps of an already-good prompt, for "What changed". */
  gaps: string[];
}

// Plurals count ("Examples:"), and so does a JSON template or "input -> label" pairs: they show
// the output as well as an example would.
const HAS_EXAMPLE =
  /\b(?:examples?|e\.g\.|for instance|ejemplos?|exemples?|beispiele?|esempi[o]?|exemplos?)\b|\{\s*"|\S\s*->\s*\S/i;
const HAS_SUCCESS = unicodeWords(
  /\b(?:success|must|should|criteria|good answer|éxito|debe|succès|doit|erfolg|muss|successo|deve|sucesso)\b/i,
);
// No leading \b: German compounds ("Ausgabeformat", "Stichpunkte") name the format too.
const HAS_FORMAT =
  /format|\b(?:json|table|bullet|list|markdown|tableau|tabelle|liste|tabella|elenco|tabela|lista|stichpunkte)\b/i;
/** A numbered or bulleted list of requirements already says what a good answer does. */
const LISTED_RULE = /^\s*(?:[-*•]|\d{1,2}[.)])\s+\S/gm;

/** A named error (a traceback, "TypeError: …") is among the pasted logs or code. */
/** A pasted error: a log a tool printed, or code holding a named error. */
function hasError(analysis: Analysis): boolean {
  return analysis.material.some((m) => m.kind === 'log' || (m.kind === 'code' && ERROR_NAME.test(m.content)));
}

function gapsOf(analysis: Analysis, scaffold: Scaffold): string[] {
  if (!analysis.alreadyStructured) return [];
  const text = analysis.rough;
  const listed = (text.match(LISTED_RULE) ?? []).length >= 3;
  return [
    HAS_EXAMPLE.test(text) ? null : scaffold.gaps.noExample,
    HAS_SUCCESS.test(text) || listed ? null : scaffold.gaps.noSuccess,
    HAS_FORMAT.test(text) ? null : scaffold.gaps.noFormat,
  ].filter((g): g is string => g !== null);
}

const CHECK_LINES: ReadonlySet<string> = new Set(Object.values(CHECK_MY_ANSWER));
const WENT_WRONG =
  /\b(?:where|what) (?:i|my \w+) (?:went|did|have gone|got it) wrong\b|\bwhat i did wrong\b/i;

const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(['en', 'es', 'fr', 'de', 'it', 'pt']);

/** A fact or rule line whose colon pointed at pasted material: it ends as a sentence. */
function closedColon(line: string): string {
  return /[\p{L}\p{N})'’"]\s*:$/u.test(line) ? line.replace(/\s*:$/, '.') : line;
}

/**
 * A task sentence that names no subject while another sentence does: "Give me 15 options." beside
 * "need a name for our open day", or "I want an old apple orchard…" beside "Midjourney prompt for
 * my EP cover". The sentence that says what to make becomes the task; the other stays as context.
 */
function namedSubjectTask(sorted: { task: string; context: string[] }, kind: string, request: string): void {
  const counted = countedOptionsTask(sorted.task, sorted.context);
  if (counted) {
    sorted.task = counted;
    return;
  }
  if (kind !== 'image') return;
  const at = imagePromptAskAt(sorted.context);
  if (at === -1 || imagePromptAskAt([sorted.task]) === 0) return;
  const ask = sorted.context[at]!;
  // What the image shows reads on as a fact under the ask, in the user's words and order.
  sorted.context.splice(at, 1, sorted.task);
  const place = (line: string) => {
    const found = request.indexOf(line.slice(0, 24));
    return found === -1 ? Infinity : found;
  };
  sorted.context.sort((a, b) => place(a) - place(b));
  sorted.task = imagePromptTask(ask);
}

export function buildPlan(analysis: Analysis, scaffold: Scaffold): Plan {
  // "Ich möchte Widerspruch einlegen" over a pasted decision: the objection is the task (objection.ts).
  return objectionPlan(plainPlan(analysis, scaffold), scaffoldKey(analysis), scaffold);
}

function plainPlan(analysis: Analysis, scaffold: Scaffold): Plan {
  const { classification, slots } = analysis;
  const confident = classification.confidence >= CONFIDENT;
  const kind = classification.kind;
  const words = wordCount(analysis.request, 25);
  // A language we have no words for (Japanese, Dutch…) is left as written: the faithful plan.
  const known = KNOWN_LANGUAGES.has(analysis.language);
  const sorted =
    analysis.alreadyStructured || !known
      ? { task: analysis.request.trim(), context: [], requirements: [] }
      : // "not an itinerary!! just a packing list": the wanted thing is the task, never the negated one.
        contrastTask(sortRequest(analysis));
  // "want to say i can't do tuesday" over a pasted message: our task is the reply (reply-wish.ts).
  const reply = known && !analysis.alreadyStructured ? replyToPaste(sorted, analysis, scaffold) : null;
  if (reply) Object.assign(sorted, reply);
  // "…e uma listinha das coisas que banco NUNCA pede": a second thing to make, not a fact.
  if (known && !analysis.alreadyStructured) {
    const joined = sorted.context.map((line) => joinedSecondAsk(line, analysis.language));
    if (joined.some((j) => j !== null)) {
      sorted.requirements.push(...joined.filter((j): j is string => j !== null));
      sorted.context = sorted.context.filter((_, i) => joined[i] === null);
    }
  }
  // "…look different:" before the examples pasted below: the examples now sit in their own
  // section, so the sentence ends there and never runs on into the next one.
  if (analysis.material.length > 0 && !analysis.alreadyStructured) {
    sorted.context = sorted.context.map(closedColon);
    sorted.requirements = sorted.requirements.map(closedColon);
  }
  const details = answerLines(analysis, scaffold);
  // "knee pain after running", "regex uk postcode": a narrow subject brings its own lines.
  // "Permission denied (publickey)" typed alone: the error, verbatim, is what to fix (topic-asks.ts).
  const error = known && analysis.material.length === 0 && errorAlone(analysis.rough);
  const subject = analysis.alreadyStructured || error ? null : subjectOf(analysis);
  // A bare topic ("cocktails") gets a task of ours and the topic as a labelled line, never a
  // sentence built around the user's word.
  const bare =
    known &&
    !subject &&
    !confident &&
    words <= 3 &&
    analysis.material.length === 0 &&
    !analysis.request.includes('?') &&
    // "was bedeutet nachhaltigkeit" is a question of a known form, not a bare topic.
    !thinFormOf(analysis.request, analysis.language);
  // "a flyer, a post for the group and a text reminder": several pieces, one heading each.
  const several =
    known && !analysis.alreadyStructured
      ? piecesAsked(kind, sorted, analysis.language, analysis.material.length > 0)
      : null;
  if (several) Object.assign(sorted, { task: several.task, requirements: several.requirements });
  const pieces = several?.found ?? null;
  const deliverableTask =
    known && !subject && analysis.material.length === 0
      ? thinDeliverableTask(analysis.request, analysis.language)
      : null;
  // "xlookup", "eigenvectors intuitively", "rivers quiz yr5 10 qs": the ask and its subject in
  // one sentence of ours, every count and level the user typed kept (thin-named-tasks.ts).
  const namedTask =
    known && !analysis.alreadyStructured && analysis.material.length === 0 && !deliverableTask
      ? (toolNameTask(analysis.request, scaffoldKey(analysis), analysis.language) ??
        mannerTopicTask(analysis.request, scaffoldKey(analysis), analysis.language) ??
        classQuizTask(analysis.request, analysis.language) ??
        altTextTask(analysis.request, analysis.language))
      : null;
  if (known && !analysis.alreadyStructured && !namedTask) namedSubjectTask(sorted, kind, analysis.request);
  const errorLine = error ? errorTask(analysis.rough, scaffoldKey(analysis), analysis.language) : null;
  if (errorLine) {
    // The whole request is the error: no piece of it is left to read as a requirement.
    Object.assign(sorted, { task: errorLine, context: [], requirements: [] });
  } else if (namedTask) {
    sorted.task = namedTask;
  } else if (deliverableTask) {
    // "slogan plumbing biz": one grammatical sentence, never the words glued after "Write a".
    sorted.task = deliverableTask;
  } else if (bare && words > 0) {
    // The topic in the user's words, inside one sentence that reads well around any noun.
    const topic = withoutHelpWords(
      asInstruction(analysis.request.trim(), analysis.language).replace(/[.!?]+$/, ''),
    );
    // "fix squeaky floorboards", "explain entropy simple": the user's verb leads its own sentence.
    // "pickleball rules": the rules explained, never "I need help with this: pickleball rules."
    const own =
      (analysis.language === 'en' ? verbTopicTask(topic) : null) ??
      rulesTask(topic, scaffoldKey(analysis), analysis.language) ??
      choiceTask(topic, analysis.language);
    sorted.task =
      own ?? scaffold.lines.bareTopic(analysis.language === 'en' ? lowerCommonWords(topic) : topic);
  } else if (confident && kind === 'write' && words <= 2 && analysis.material.length === 0) {
    // German nouns keep their capital; elsewhere the words sit inside our sentence.
    const words = analysis.request.trim().replace(/[.!?]+$/, '');
    // "MBA essay" keeps its initialism: "Write an MBA essay.", never "a mba essay".
    // "Ty Burrell bio" keeps its name: "Write a Ty Burrell bio.", never "a ty Burrell bio".
    const lowered = lowerCommonWords(words);
    sorted.task = scaffold.lines.writeThis(analysis.language === 'de' ? words : lowered);
  } else if (kind === 'debug' && confident && (words <= 3 || isFactLine(sorted.task)) && hasError(analysis)) {
    // "getting this", "why", "help" over a pasted error: the words say nothing a task could keep.
    // "node 20" says where the code runs: context, under our task.
    if (isFactLine(sorted.task)) sorted.context.unshift(sorted.task);
    sorted.task = scaffold.lines.debugPaste;
  } else if (sorted.task === '') {
    sorted.task = scaffold.lines.noTask;
  } else if (!reply) {
    // "I need 3 things: 1. a caption 2. a sign…": several pieces to write, whatever the kind read.
    const written = pieces ? 'write' : kind;
    // The user's own "Task:" label is what our heading says already.
    const unlabelled = sorted.task.replace(/^(?:task|tarea|tâche|aufgabe|compito|tarefa)\s*:\s*/i, '');
    sorted.task = asInstruction(capitalised(tidyEnglish(unlabelled, analysis.language)), analysis.language);
    if (confident) sorted.task = needToVerb(sorted.task, written, analysis.language);
    if (confident && !isAsk(sorted.task, analysis.language))
      sorted.task = withVerb(sorted.task, written, analysis.language);
    if (analysis.language === 'en' && words <= 8) sorted.task = explainManner(sorted.task);
    // The lines a closing ":" led into now sit in their own section (or a block): a task never
    // ends on a colon that points at nothing.
    sorted.task = sorted.task.replace(/\s*:\s*$/, '.');
    // A question typed without its "?" keeps being a question: never "Wie lange hält Reis.".
    sorted.task = withQuestionMark(sorted.task, analysis.language);
  }
  // "python 3.9.", "Macos.", ", stdlib only": sentences of ours, never a fragment as an instruction.
  const envLines =
    known && !analysis.alreadyStructured
      ? codeEnvironment(analysis, sorted, subject === 'command' || subject === 'snippet')
      : [];
  const assembled = assembleGuidance(analysis, scaffold, subject, sorted.task, words, known, reply !== null);
  const { guidance, formText, troubleshooting, special, review, pasteSlot } = assembled;
  // "Need to reply to this" with the message still to paste: our sentence says it, in full.
  sorted.task =
    pasteSlot?.englishTag === 'message' && BARE_REPLY.test(analysis.request.trim())
      ? scaffold.lines.replyToPaste
      : assembled.task;
  guidance.push(...envLines);
  // "show where i went wrong if not" says what the check line says already: one of them stays.
  if (guidance.some((line) => CHECK_LINES.has(line)))
    sorted.requirements = sorted.requirements.filter((r) => !WENT_WRONG.test(r));
  const brief =
    !analysis.alreadyStructured &&
    analysis.material.length === 0 &&
    words <= 25 &&
    sorted.requirements.length <= 1 &&
    // A regex or a command keeps its answer shape (the pattern or command, then its parts).
    !((subject === 'regex' || subject === 'command') && special?.format) &&
    (!confident || ['question', 'explain', 'math', 'advice', 'compare', 'roleplay'].includes(kind));
  const questions = known ? questionsFor(analysis, scaffold) : [];
  // "Don't rewrite it, just tell me what's wrong": no revised text, and our lines say so.
  const feedback = feedbackText(analysis, [sorted.task, ...sorted.requirements, ...sorted.context]);
  if (feedback) {
    guidance.splice(0, guidance.length, ...feedback.lines);
    if (analysis.injection) guidance.push(scaffold.lines.quotedMaterialNote);
  }
  // A code review, a timetable or a how-to shares its kind with a different ask: its own lines.
  const userFormat = Boolean(slots.format || slots.length) || wantsOnlyOutput(analysis);
  const lines = withMaterialLines(
    consistent(certainLines(guidance, analysis, scaffold), analysis, scaffold, special?.criteria),
    analysis,
    scaffold,
    reply !== null,
  );
  // A review told "don't rewrite" or one for security has its own lines already (code-asks.ts).
  const fitted = review
    ? {
        role: sorted.userRole ?? review.role,
        guidance: lines,
        // "just list what's wrong" is no format of the user's own: the findings list stays.
        format:
          slots.format || slots.length
            ? formatLine(analysis, scaffold, special, sorted.task, troubleshooting)
            : review.format,
      }
    : fitShape(
        analysis,
        scaffold,
        scaffoldKey(analysis),
        {
          role:
            sorted.userRole ??
            // "not a lawyer so dont pretend to be one": any role of ours contradicts the user.
            (refusesPersona(analysis.request)
              ? null
              : (special?.role ??
                // A verdict on a listing or a letter is no editor's job, and no stock role knows it.
                (feedback?.mode === 'verdict' || feedback?.mode === 'data'
                  ? null
                  : feedback?.role
                    ? // "Mark this essay": a marker, never "an experienced editor" (assess.ts).
                      feedback.role
                    : feedback
                      ? // Notes on a script want a code reviewer, never "an experienced editor".
                        reviewsCode(analysis)
                        ? (SHAPE_TEXTS[scaffoldKey(analysis)]?.review.role ?? null)
                        : (scaffold.roles.edit ?? null)
                      : analysis.alreadyStructured
                        ? null
                        : roleFor(analysis, scaffold, formText?.role)))),
          guidance: lines,
          format: feedback
            ? (feedback.format ?? scaffold.formats.edit ?? null)
            : formatLine(analysis, scaffold, special, sorted.task, troubleshooting),
        },
        userFormat,
      );
  // Over pasted code: the names, edge cases and error an expert reads off it (code-expert.ts).
  if (known && !feedback && !reply)
    Object.assign(
      fitted,
      codeExpert(
        analysis,
        scaffold,
        scaffoldKey(analysis),
        fitted,
        userFormat,
        review !== null || shapeOf(analysis) === 'review',
        Boolean(sorted.userRole),
      ),
    );
  // A reply read as an edit ("I need to answer this email"): no "revised text" of the message.
  if (reply && kind === 'edit' && fitted.format === scaffold.formats.edit) fitted.format = null;
  // "what do people complain about and what do they like": the user's parts are the shape.
  const asked = known ? askedParts(analysis) : null;
  if (asked && !userFormat)
    Object.assign(fitted, partsShape(asked, analysis, scaffold, materialTexts(analysis), fitted.guidance));
  // A thin everyday question: one clean question, and the line its form needs (thin-shape.ts).
  const stock = new Set([...(scaffold.guidance[kind] ?? []), ...scaffold.lines.troubleshoot]);
  const own = fitted.guidance.some((line) => !stock.has(line));
  // "Wohnung kündigen, was muss ich machen?": the rules line says whose law, not that steps are wanted.
  const ownBesidesRules = fitted.guidance.some((line) => !stock.has(line) && line !== assembled.rules);
  if (known && !deliverableTask && !feedback && !review)
    Object.assign(sorted, questionBeforeDate(sorted, analysis.language));
  const thin =
    known && !deliverableTask && !feedback && !review
      ? thinShape(analysis, sorted.task, own, ownBesidesRules)
      : null;
  if (thin) {
    sorted.task = thin.task;
    // The user's own date or budget decides the answer, whoever wrote the form's line.
    if (thin.extra.length > 0) fitted.guidance = [...fitted.guidance, ...thin.extra];
    if (thin.line) {
      fitted.guidance = [thin.line, ...fitted.guidance.filter((line) => !stock.has(line))];
      if (!userFormat) fitted.format = null;
      // "what do I say to a friend whose cat died" wants words for a friend, not a vet; a
      // question read as something to write wants no writer.
      if (!sorted.userRole && (thin.form === 'say' || kind === 'write')) fitted.role = null;
    }
  }
  // "Help me pick…", "should I … or …?": the user's pick closes the answer (pick-close.ts).
  // "I want to understand why too": no "in a sentence or two" on the cause (learner-lines.ts).
  const closed = learnerLines(
    analysis,
    known && !feedback && !review && !analysis.alreadyStructured
      ? closeWithPick(analysis, scaffold, fitted)
      : fitted,
  );
  // "Is it worth it? And roughly what would it cost": one numbered part per ask (answer-parts.ts).
  const shapedPieces =
    pieces && !feedback && !review
      ? severalPieces(
          analysis,
          scaffold,
          pieces,
          { task: sorted.task, role: closed.role, guidance: closed.guidance, format: closed.format },
          Boolean(sorted.userRole),
          brief || Boolean(thin?.line),
        )
      : null;
  if (shapedPieces) {
    sorted.task = shapedPieces.task;
    Object.assign(closed, {
      role: shapedPieces.role,
      guidance: shapedPieces.guidance,
      format: shapedPieces.format,
    });
  }
  const parts =
    known && !feedback && !review && !shapedPieces
      ? answerInParts(
          analysis,
          scaffold,
          { task: sorted.task, guidance: closed.guidance, format: closed.format, role: closed.role },
          brief || Boolean(thin?.line),
          userFormat,
        )
      : null;
  if (parts) {
    sorted.task = parts.task;
    // The user's own role stays; ours gives way when it fits one ask only (answer-parts.ts).
    Object.assign(closed, {
      guidance: parts.guidance,
      format: parts.format,
      role: sorted.userRole ? closed.role : (parts.role ?? null),
    });
  }
  // "budget", "itinerary": one word names what to make, not for whom, over what or how. A role and
  // a frame (plan boilerplate, our answer shape) would guess at all of it; the questions ask.
  const oneWord =
    known && words === 1 && analysis.material.length === 0 && !analysis.alreadyStructured && !sorted.userRole;
  if (oneWord) Object.assign(closed, { role: null, guidance: [], format: null });
  // Every engine line must fit what the user asked to get back (line-licence.ts): one check, last.
  if (known && !analysis.alreadyStructured)
    Object.assign(closed, licensed(closed, analysis, scaffold, sorted.userRole ?? null));
  const refusesAnswer = REFUSES_ANSWER.test(analysis.request);
  return {
    analysis,
    scaffold,
    confident,
    ...sorted,
    ...closed,
    guidance: refusesAnswer
      ? closed.guidance.filter((line) => !scaffold.showsWork.includes(line) && !ALL_PROOF_LINES.has(line))
      : closed.guidance,
    userRole: sorted.userRole ?? null,
    contextFirst: sorted.contextFirst ?? false,
    details,
    material: analysis.material,
    pasteSlot,
    math: kind === 'math' && confident && !special?.notMath,
    // "i got 9196.42, is that right?" still wants the right answer to compare against: the user's
    // own result keeps the boxed final answer; only a proof or a refused answer drops it.
    workIsAnswer: refusesAnswer || PROOF.test(analysis.request),
    brief: brief || Boolean(thin?.line) || oneWord,
    structured: analysis.alreadyStructured,
    // A thin question's form line already says what the answer leads with: "how long should it be?" is noise.
    questions:
      thin?.line || asked
        ? questions.filter((q) => q.id !== 'length' && !(asked && q.id === 'audience'))
        : questions,
    warnings: analysis.injection ? [scaffold.lines.injectionWarning] : [],
    gaps: gapsOf(analysis, scaffold),
  };
}
