/**
 * Assembling the engine's lines for a request (see assembleGuidance). Split from plan.ts, which
 * keeps the task wording and the brief/questions decision.
 */
import type { Analysis } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import {
  BEGINNER_SETUP,
  CHECK_MY_ANSWER,
  NEW_TO_CODE,
  NO_NEW_COMMITMENTS,
  OWN_ANSWER,
  PROOF,
  REPLY,
  SUBSTITUTE_LACKING,
} from '../i18n/scaffold/situation-lines';
import { lackedThings } from '../analysis/lacks';
import { checksMathsWork } from '../analysis/classify-math';
import { fold } from '../analysis/fold';
import { CHECK_ASKED, LEVEL_LINE, PROOF_LINES, proofScope, statesLevel } from '../i18n/scaffold/math-lines';
import { needOf } from './thin-needs';
import { FORM_TEXTS, writeForm } from '../i18n/scaffold/forms';
import { letterText } from '../i18n/scaffold/forms-letters';
import { COMPLAINT } from '../i18n/scaffold/situation-lines';
import { scaffoldKey } from '../i18n/scaffold';
import type { Scaffold } from '../i18n/scaffold/types';
import { opening } from './opening';
import { shortFormText } from './short-form';
import { namesPlace, needsRulesLine } from './jurisdiction';
import { rulesLine } from '../i18n/scaffold/jurisdiction-questions';
import { countryRulesLine } from '../i18n/scaffold/country-lines';
import { impliedCountry, impliedWithoutPlace } from './implied-country';
import { statesRelativeDate } from '../i18n/scaffold/relative-dates';
import { everydayLines } from './everyday-lines';
import { subjectPlan } from './subject-plan';
import { foundLabelLines } from './given-labels';
import { asksIdeasBeyondText } from './asks-ideas';
import { noSchemaLine, reviewPlan } from './code-asks';
import type { subjectOf } from '../i18n/scaffold/subjects';
import { pasteSlotFor, NAMES_CODE } from './paste-slot';
import { TINY_CODE } from './role-format';
import { statesExpertise } from './stated-audience';
import { unicodeWords } from '../grammar/unicode-words';

/** A question about the user's rights or next step, asked next to a summary. */
export const ASKS_BEYOND_TEXT = unicodeWords(
  /\b(?:(?:if|whether) (?:i|they|he|she|my \w+) (?:can|could|should|must|have to|need to|may)|can (?:they|he|she|my \w+) (?:make|force|require|ask) (?:me|us)|(?:kann|darf|muss) ich [^.?!]{0,30}?(?:ablehnen|widersprechen|verweigern)|(?:can|could|should|must|may|do) i (?:refuse|decline|say no|object|contest|appeal|cancel|ignore|opt out|get out|vote against|withhold)|do i (?:really )?(?:have|need) to|what should i do|(?:my|what are my) (?:rights|options)|is (?:this|that|it) (?:legal|allowed|enforceable|binding)|si je (?:peux|dois|suis obligée?|ai le droit)|est-ce que je (?:peux|dois)|puis-je refuser|ai-je le droit|que dois-je faire|mes droits|est-ce (?:légal|obligatoire)|c'est (?:légal|obligatoire)|ob ich|(?:kann|muss|darf|soll) ich (?:ablehnen|widersprechen|zahlen|das)|was soll ich tun|meine rechte|ist (?:das|es) (?:legal|rechtens|zulässig|erlaubt|verbindlich)|si (?:puedo|debo|tengo que)|(?:puedo|debo) (?:negarme|rechazar|oponerme)|qué debo hacer|mis derechos|es (?:legal|obligatorio)|se (?:posso|devo)|(?:posso|devo) (?:rifiutare|oppormi|rifiutarmi)|cosa devo fare|i miei diritti|è (?:legale|obbligatorio)|se (?:eu )?(?:posso|devo|tenho que)|(?:posso|devo) (?:recusar|me opor)|o que devo fazer|(?:os )?meus direitos|é (?:legal|obrigatório))\b/i,
);
/** A thing the user says they lack, named (one of its longer words) in the pasted text. */
function lacksWhatTextNeeds(analysis: Analysis): boolean {
  if (analysis.material.length === 0) return false;
  const text = analysis.material.map((m) => m.content.toLowerCase()).join('\n');
  return lackedThings(analysis.request).some((thing) =>
    thing
      .split(/[\s'-]+/u)
      .filter((w) => w.length >= 4)
      // "eggs" against "1 egg": the stem, at the start of a word.
      .map((w) => w.replace(/e?s$/u, ''))
      .some((w) => w.length >= 3 && new RegExp(`(?<![\\p{L}])${w}`, 'u').test(text)),
  );
}
const HAS_LITERALS = /\d|https?:|www\.|@|`|[A-Z][a-z]+[A-Z]|\b[A-Z]{2,}\b/;
const ASKS_REASONING = unicodeWords(
  /\b(?:show (?:your |the )?(?:reasoning|work(?:ing)?)|step[- ]by[- ]step|explain your (?:reasoning|answer)|paso a paso|razonamiento|étape par étape|raisonnement|schritt für schritt|lösungsweg|passo (?:dopo|a) passo|ragionamento|passo a passo|racioc[ií]nio)\b/i,
);
const WRITTEN_NEEDS: ReadonlySet<string> = new Set(['school-absence', 'sick-note', 'complaint']);

/**
 * The engine's lines for the request, before the feedback-only swap and the consistency pass:
 * the kind's (or the written form's) stock lines, trimmed where the request makes them moot,
 * plus the lines a subject, a code review, a pasted reply or a legal question brings.
 * Returns the task too, since a subject may reword it.
 */
/** Words of an English check of a result ("is that right?", "the key says", "where i went wrong"). */
const CHECK_CUE = /\b(?:correct|wrong|key|book|check|mistake|right(?! (?:to|for)\b))\b/i;

export function assembleGuidance(
  analysis: Analysis,
  scaffold: Scaffold,
  subject: ReturnType<typeof subjectOf>,
  sortedTask: string,
  words: number,
  known: boolean,
  replying = false,
) {
  const { classification, slots } = analysis;
  const confident = classification.confidence >= CONFIDENT;
  const kind = classification.kind;
  let task = sortedTask;
  // "regex email address" names a pattern, not an email.
  // A reply takes the pasted message's form: an email answers an email, a text a text.
  const form = replying
    ? analysis.material.some((m) => m.kind === 'email')
      ? 'email'
      : 'message'
    : kind === 'write' && subject !== 'regex'
      ? writeForm(opening(analysis.request))
      : null;
  // A letter's opening and closing lines depend on the request: references given, a complaint.
  // A tagline, a subject line or an Instagram bio: options within the form's length (short-form.ts).
  const short = replying ? null : shortFormText(analysis, scaffold);
  const formText = short
    ? short
    : form === 'letter'
      ? letterText(
          scaffoldKey(analysis),
          analysis.language,
          analysis.request,
          COMPLAINT.test(analysis.request),
        )
      : form
        ? (FORM_TEXTS[scaffoldKey(analysis)] ?? FORM_TEXTS[analysis.language])?.[form]
        : undefined;
  // A fault told in words ("it just closes, what do I check") has no code to correct yet.
  const troubleshooting =
    kind === 'debug' &&
    !analysis.material.some((m) => m.kind === 'code') &&
    !NAMES_CODE.test(analysis.request);
  const kindGuidance = formText
    ? formText.guidance
    : troubleshooting
      ? // With the log pasted, "say which log would narrow it down" asks for what is there.
        analysis.material.some((m) => m.kind === 'log')
        ? scaffold.lines.troubleshoot.slice(0, 1)
        : scaffold.lines.troubleshoot
      : (scaffold.guidance[kind] ?? []);
  const guidance: string[] = confident && !analysis.alreadyStructured ? [...kindGuidance] : [];
  // "i got 11:36 but the key says 12:30": the user's own answer is what to check first.
  // A question needs a check asked for too: "i got 2 job offers… is it right to take the higher
  // one?" has a number after "i got" but no working of the user's to check.
  const checkAsked = kind === 'math' || analysis.language !== 'en' || CHECK_CUE.test(analysis.request);
  // "my teacher says 0.999… = 1, who is right?", "check my answer": a verdict on a given answer,
  // the working that settles it, and the slip, whoever's answer it is.
  // "Prove there are infinitely many primes. My friend says…, is he right?": the proof asked first
  // is the task, and settles the friend's claim; a verdict on "the answer given" would lead instead.
  const proofFirst = kind === 'math' && PROOF.test(analysis.request.split(/(?<=[.!?])\s+|\n/)[0] ?? '');
  const checks =
    !proofFirst &&
    (((kind === 'math' || kind === 'question') && checkAsked && OWN_ANSWER.test(analysis.request)) ||
      (kind === 'math' &&
        (CHECK_ASKED.test(analysis.request) ||
          CHECK_ASKED.test(lastLine(analysis.rough)) ||
          checksMathsWork(fold(analysis.request)))));
  if (checks) {
    const line = CHECK_MY_ANSWER[scaffoldKey(analysis)] ?? CHECK_MY_ANSWER[analysis.language];
    if (line) {
      // The check line asks for the full working already: "work through it step by step" repeats it.
      const at = guidance.findIndex((l) => scaffold.showsWork.includes(l));
      if (at >= 0) guidance.splice(at, 1, line);
      else guidance.push(line);
    }
  }
  // "State the final answer" has nothing to point at in a proof; every case the claim covers does
  // ("for every integer n" includes zero and the negatives; "for all n ≥ 1" wants induction).
  if (kind === 'math' && PROOF.test(analysis.request)) {
    const lines = PROOF_LINES[scaffoldKey(analysis)] ?? PROOF_LINES[analysis.language];
    const line = lines?.[proofScope(analysis.request)];
    const at = guidance.findIndex((l) => scaffold.showsWork.includes(l));
    if (line && at >= 0) guidance.splice(at, 1, line);
  }
  // "my son is in year 8", "GCSE", "Klasse 8", "2º de ESO": methods and words of that level.
  if (kind === 'math' && confident && statesLevel(analysis.request)) {
    const line = LEVEL_LINE[scaffoldKey(analysis)] ?? LEVEL_LINE[analysis.language];
    if (line) guidance.push(line);
  }
  // "Answer directly, then give the reasons" suits a question, not a message or a plan asked
  // for without a question mark.
  if (kind === 'question' && !/[?¿]/.test(analysis.request)) guidance.length = 0;
  // "just one sentence", "answer in one line": no room for "then give the key reasons".
  const oneLine =
    slots.length !== null &&
    (slots.length.kind === 'sentences' || slots.length.kind === 'items') &&
    'exact' in slots.length &&
    slots.length.exact === 1;
  if (kind === 'question' && oneLine) guidance.length = 0;
  // "Use only what the text says" needs a text: a summary of a known book or paper has none.
  // "Keep the plan realistic for the time and constraints given" needs some to be given.
  // "In two weeks" gives the time in words.
  if (kind === 'plan' && !/\d/.test(analysis.request) && !statesRelativeDate(analysis.request))
    guidance.splice(1, 1);
  // A regex or a one-liner needs no "complete, runnable code" advice, only the right flavour.
  if (kind === 'code' && TINY_CODE.test(analysis.request)) guidance.length = 0;
  // Where our output-format line already says "then explain…", the guidance need not repeat it.
  if (confident && scaffold.formats[kind] && !slots.format && !slots.length) {
    for (let i = guidance.length - 1; i >= 0; i--)
      if (scaffold.explainAfter.includes(guidance[i]!)) guidance.splice(i, 1);
  }
  // "Leave names, numbers, code and URLs as they are" only matters when the text has some.
  if (
    kind === 'translate' &&
    analysis.material.length > 0 &&
    !analysis.material.some((m) => HAS_LITERALS.test(m.content))
  ) {
    guidance.splice(1, 1);
  }
  // The user already asked for the reasoning; our line would say it twice.
  if (ASKS_REASONING.test(analysis.request)) {
    for (let i = guidance.length - 1; i >= 0; i--)
      if (scaffold.showsWork.includes(guidance[i]!)) guidance.splice(i, 1);
  }
  // Midjourney reads its own parameters: the aspect ratio and the exclusions go there.
  if (kind === 'image' && analysis.language === 'en' && /\bmidjourney\b/i.test(analysis.request)) {
    guidance.push('Use Midjourney parameters: --ar for the aspect ratio and --no for anything to leave out.');
  }
  // The generic "fit tone and length" line says nothing once the user has chosen them.
  if (kind === 'write' && !formText && (slots.tone || slots.length)) guidance.length = 0;
  const pasteSlot = pasteSlotFor(analysis, scaffold);
  if (analysis.material.length === 0 && !pasteSlot && kind === 'summarize') guidance.splice(1);
  // "Summarise this and tell me if I can refuse": the second ask needs rules and options the text
  // does not hold, so "use only what the text says" would forbid half the answer.
  const onlyText = scaffold.guidance.summarize?.[1];
  const beyond = ASKS_BEYOND_TEXT.test(analysis.request) || asksIdeasBeyondText(analysis.request);
  if (kind === 'summarize' && onlyText && beyond) {
    const at = guidance.indexOf(onlyText);
    if (at >= 0) guidance.splice(at, 1);
  }
  // "Categorise these survey answers": no labels named, so the groups are found, not given.
  foundLabelLines(guidance, analysis, scaffold);
  // A reply to a pasted message: prices, dates and promises are the user's to make.
  if (confident && kind === 'write' && analysis.material.length > 0 && REPLY.test(analysis.request)) {
    const line = NO_NEW_COMMITMENTS[scaffoldKey(analysis)] ?? NO_NEW_COMMITMENTS[analysis.language];
    if (line) guidance.push(line);
  }
  // "No wine in the house" under a recipe that calls for wine: the user needs a substitute.
  if (lacksWhatTextNeeds(analysis)) {
    const line = SUBSTITUTE_LACKING[scaffoldKey(analysis)] ?? SUBSTITUTE_LACKING[analysis.language];
    if (line) guidance.push(line);
  }
  // "I'm a backend dev who knows RabbitMQ": defining every term talks down to the reader it names.
  const defineTerms = scaffold.guidance.explain?.[1];
  if (kind === 'explain' && defineTerms && statesExpertise(analysis.request)) {
    const at = guidance.indexOf(defineTerms);
    if (at >= 0) guidance.splice(at, 1);
  }
  // "I've never used python": how to run it needs the set-up too, not "a few lines".
  if (kind === 'code' && NEW_TO_CODE.test(analysis.request)) {
    const line = BEGINNER_SETUP[scaffoldKey(analysis)] ?? BEGINNER_SETUP[analysis.language];
    const at = guidance.findIndex((g) => scaffold.explainAfter.includes(g));
    if (line && at >= 0) guidance.splice(at, 1, line);
  }
  if (confident) everydayLines(guidance, analysis, scaffold, form, formText?.guidance[0]);
  if (analysis.injection) guidance.push(scaffold.lines.quotedMaterialNote);
  // "cover letter", "Kündigungsschreiben Fitnessstudio": only the user knows what goes in it.
  if (
    confident &&
    kind === 'write' &&
    form &&
    form !== 'poem' &&
    form !== 'story' &&
    words <= 4 &&
    analysis.material.length === 0
  )
    guidance.push(scaffold.lines.askMissing);
  else if (WRITTEN_NEEDS.has(needOf(analysis) ?? '') && !guidance.includes(scaffold.lines.askMissing))
    // An absence note or a complaint is made of dates and names only the user knows.
    guidance.push(scaffold.lines.askMissing);
  const special = subject ? subjectPlan(subject, analysis, scaffold, kindGuidance, task) : null;
  if (special) {
    if (special.adds) {
      // Before the injection note, which stays last.
      const at = analysis.injection ? guidance.length - 1 : guidance.length;
      guidance.splice(at, 0, ...special.guidance);
    } else {
      guidance.splice(0, guidance.length, ...special.guidance);
      if (analysis.injection) guidance.push(scaffold.lines.quotedMaterialNote);
    }
    if (special.task) task = special.task;
  }
  // A review that must not rewrite, or a query with no schema: the kind's lines would mislead.
  const review = reviewPlan(analysis);
  if (review) guidance.splice(0, guidance.length, ...review.guidance);
  const noSchema = noSchemaLine(analysis, scaffoldKey(analysis), pasteSlot !== null);
  if (noSchema) guidance.splice(0, guidance[0] === scaffold.guidance.sql?.[0] ? 1 : 0, noSchema);
  // "can my landlord raise the rent": whose law, and that it changes, before any answer.
  const rules = known && needsRulesLine(analysis) ? rulesLineFor(analysis) : undefined;
  if (rules) guidance.splice(analysis.injection ? guidance.length - 1 : guidance.length, 0, rules);
  return { guidance, formText, troubleshooting, special, review, pasteSlot, task, rules };
}

/** The country the prompt implies ("£600", "my 401k", "in Leeds") is the one to follow; else ask which. */
function rulesLineFor(analysis: Analysis): string | undefined {
  const country = impliedCountry(analysis);
  if (country) return countryRulesLine(scaffoldKey(analysis), country, !impliedWithoutPlace(analysis));
  return rulesLine(scaffoldKey(analysis), namesPlace(analysis));
}

/**
 * The rough prompt's last line: "are these right?" under pasted working can be read into the
 * paste, yet it is still the user's ask to check that working.
 */
function lastLine(rough: string): string {
  const lines = rough.trimEnd().split('\n');
  return lines[lines.length - 1] ?? '';
}
