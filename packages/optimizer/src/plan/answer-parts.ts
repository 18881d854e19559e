/**
 * More than one ask in the task: the asks numbered in the user's words, and one line saying the
 * answer comes in that many parts, in that order. A kind's single-shape lines ("answer directly",
 * "options with their trade-offs", "a few short bullet points") would answer only one of them, so
 * they give way.
 */
import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { announcedEnds, partsOf } from './second-asks';
import { splitUnits } from './sentences';
import { FORM_TEXTS, writeForm } from '../i18n/scaffold/forms';
import { scaffoldKey } from '../i18n/scaffold';
import { DOMAIN_ROLES, domainOf } from '../i18n/scaffold/domains';
import { asksExpert, EXPERT_DOMAINS } from './role-fit';
import { ASKS_BEYOND_TEXT } from './guidance';

/** Kinds whose one deliverable is fixed by the kind itself: a second "ask" there is part of it. */
const ONE_SHAPE = new Set(['math', 'roleplay', 'translate', 'image', 'system-prompt', 'extract', 'classify']);

export interface Shaped {
  task: string;
  guidance: string[];
  format: string | null;
  role?: string | null;
}

/** "Tell me whether they can…", "dime si puedo…": a yes-or-no question asked as a request. */
const WHETHER =
  /^(?:tell me (?:if|whether)|dime si|d[íi]game si|dis-moi si|dites-moi si|sag mir,? ob|sagen sie mir,? ob|dimmi se|mi dica se|(?:me )?diga(?:-me)? se)(?![\p{L}])/iu;

/** Kinds whose stock role names the first ask's job only (a summariser, a writer, an editor). */
const ONE_JOB_ROLE = new Set(['summarize', 'write', 'edit']);

/**
 * "Summarize this notice and can I refuse?": the summariser would make the rights question an
 * afterthought. A later ask for an expert's judgement (rights, health, money) brings that expert,
 * who reads the paper too; otherwise the one-job role goes, and no role is better than half a one.
 */
function roleForParts(analysis: Analysis, scaffold: Scaffold, parts: readonly string[], role: string | null) {
  const { kind } = analysis.classification;
  const forms = FORM_TEXTS[scaffoldKey(analysis)] ?? FORM_TEXTS[analysis.language];
  // "Write a LinkedIn post and tell me when to post it": the copywriter answers one ask only.
  const formRole = Object.values(forms ?? {}).some((f) => f.role === role);
  if (role === null || !ONE_JOB_ROLE.has(kind) || (role !== scaffold.roles[kind] && !formRole)) return role;
  const domain = domainOf(analysis.request);
  const expert =
    parts.slice(1).some((p) => asksExpert(p) || WHETHER.test(p)) &&
    domain !== null &&
    EXPERT_DOMAINS.has(domain);
  const roles = DOMAIN_ROLES[scaffoldKey(analysis)] ?? DOMAIN_ROLES[analysis.language];
  if (expert) return roles?.[domain] ?? null;
  // "Summarize these reviews. What do people like?": both asks read the text, so the summariser
  // fits both; only a piece to write ("and draft three tweets") leaves it half a role.
  return kind !== 'summarize' || parts.slice(1).some((p) => WRITES.test(p)) ? null : role;
}

/**
 * The plan's task, lines and format for a request with several asks, or null when it asks one
 * thing (or its kind makes one deliverable of it). `brief` plans show no format line on the
 * small models, so there the parts line leads the guidance instead.
 */
export function answerInParts(
  analysis: Analysis,
  scaffold: Scaffold,
  shaped: Shaped,
  brief: boolean,
  userFormat: boolean,
): Shaped | null {
  if (analysis.alreadyStructured || ONE_SHAPE.has(analysis.classification.kind)) return null;
  const parts = partsOf(shaped.task, analysis.language);
  if (!parts || asksInText(parts, analysis.language)) return null;
  const single = new Set([
    ...(scaffold.guidance.question ?? []),
    ...scaffold.recommends,
    ...Object.values(scaffold.formats),
  ]);
  const line = scaffold.lines.answerParts(parts.length);
  const guidance = shaped.guidance.filter((g) => !single.has(g));
  // The user's own format ("in bullets", "under 200 words") stays; ours named one shape only.
  const ownFormat = userFormat && shaped.format !== null && !single.has(shaped.format);
  const task = parts.map((p, i) => `${i + 1}. ${announcedEnds(p)}`).join('\n');
  const role = roleForParts(analysis, scaffold, parts, shaped.role ?? null);
  if (brief || ownFormat)
    return { task, guidance: [line, ...guidance], format: ownFormat ? shaped.format : null, role };
  return { task, guidance, format: line, role };
}

/** A later ask that writes a new text: tweets, a reply, a post. */
const WRITES =
  /^(?:please\s+)?(?:draft|write|compose|create|make|turn it into|escribe|redacta|écris|rédige|schreib\p{L}*|verfass\p{L}*|scrivi|escrev\p{L}*)(?![\p{L}])/iu;

/** A request to read or retell a text: the text it names is the user's, not one to write. */
const READS =
  /^(?:please\s+)?(?:summari[sz]e|sum up|read|explain|check|résume|résumez|lis|lisez|explique|resume|resumen|lee|explica|fasse|lies|erkläre|riassumi|leggi|spiega|resuma|leia|explique)(?![\p{L}])/iu;

/**
 * "Necesito un correo formal para la directora… ¿Cuánto dura el periodo de adaptación?": after a
 * written form is named, the questions are what that text should ask, not parts of our answer.
 */
function asksInText(parts: readonly string[], language: string): boolean {
  const question = (s: string) => /[?？]\s*$/.test(s);
  const last = parts.map(question).lastIndexOf(true);
  const told = (p: string) =>
    splitUnits(p, language)
      .filter((s) => !question(s))
      .join(' ');
  // "Résume cette lettre… Est-ce que je peux refuser ?": a letter to read, and a question about
  // the user's rights, not one the letter should ask.
  const beyond = parts.slice(1).some((p) => ASKS_BEYOND_TEXT.test(p));
  const read = (p: string) => beyond && READS.test(p);
  return last >= 0 && parts.slice(0, last + 1).some((p) => !read(p) && writeForm(told(p)) !== null);
}
