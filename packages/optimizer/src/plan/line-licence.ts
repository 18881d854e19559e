import type { Analysis } from '../analysis/types';
import type { Scaffold } from '../i18n/scaffold/types';
import { scaffoldKey } from '../i18n/scaffold';
import { SUBJECT_TEXTS } from '../i18n/scaffold/subject-texts';
import { FORM_TEXTS } from '../i18n/scaffold/forms';
import { MATERIAL_TEXTS } from '../i18n/scaffold/material-lines';
import { formatOf } from '../i18n/scaffold/deliverable-formats';
import { PASTE_MEANING } from './kind-fit-paste';
import { CLASHES } from './kind-fit-picks';
import { SHAPE_TEXTS } from './kind-fit-texts';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * Every line the engine adds by task kind (a role, the kind's steps, a subject's or a shape's
 * lines, an answer format) was written for the usual deliverable of that kind. Judges mark it
 * down when the user's deliverable is a different thing under the same kind: extraction rules on
 * "totals per SKU" or "which date works for most people", a data analyst on a logic puzzle,
 * "make every step concrete" on a loose plan, an editor's "revised text" on reviews to group,
 * meeting-minutes sections on a chronology, a copywriter's hook on a reply in a thread.
 *
 * This is the one place that checks them: each entry below names the lines it governs and the
 * deliverable they do not fit, read from the ask's verb and object. An unfit line goes (or is
 * narrowed to the part that fits); everything the user wrote, and any line not listed, stays.
 */

/** What the user wants back, beyond the kind: each trait is read only when a line needs it. */
type Trait =
  | 'tally'
  | 'puzzle'
  | 'loose'
  | 'items-from-paste'
  | 'grouping'
  | 'chronology'
  | 'split-costs'
  | 'reply'
  | 'note'
  | 'class-text'
  | 'children'
  | 'event-name'
  | 'on-a-screen'
  | 'capped'
  | 'not-minutes'
  | 'solves'
  | 'orders-or-users';

/** The texts a licence picks its lines from: the request's scaffold, register and language. */
interface Texts {
  scaffold: Scaffold;
  key: string;
  lang: string;
}

interface Licence {
  /** The engine lines governed (role, guidance or format lines alike), in the request's texts. */
  lines: (t: Texts) => readonly (string | undefined)[];
  /** The deliverable the lines do not fit. */
  unfit: (has: (trait: Trait) => boolean) => boolean;
  /** The part of the line that still fits; without it the line goes whole. */
  narrowed?: (line: string, t: Texts) => string;
}

const subject = (t: Texts) => SUBJECT_TEXTS[t.key] ?? SUBJECT_TEXTS[t.lang];
const byKey = <T>(table: Readonly<Record<string, T>>, t: Texts): T | undefined =>
  table[t.key] ?? table[t.lang];

const LICENCES: readonly Licence[] = [
  // "Totals per SKU", "which date works for the most people": counted or picked, not fields copied
  // out with nulls and "no commentary".
  {
    lines: (t) => [
      ...(t.scaffold.guidance.extract ?? []),
      t.scaffold.roles.extract,
      t.scaffold.formats.extract,
    ],
    unfit: (has) => has('tally'),
  },
  // A logic puzzle holds clues, not rows and columns to quote.
  {
    lines: (t) => [
      ...(t.scaffold.guidance['analyze-data'] ?? []),
      t.scaffold.roles['analyze-data'],
      t.scaffold.formats['analyze-data'],
      subject(t)?.lines.dataMethod,
      subject(t)?.lines.dataWhy,
    ],
    unfit: (has) => has('puzzle'),
  },
  // "A loose plan, one main thing a day": no times and durations for every step. Action items
  // listed from pasted minutes: "when, and for how long" invites dates the minutes never gave.
  {
    lines: (t) => [t.scaffold.guidance.plan?.[0], t.scaffold.formats.plan],
    unfit: (has) => has('loose') || has('items-from-paste') || has('note'),
  },
  // The planner's role and its realism line: a list pulled from minutes or a note to write is no plan.
  {
    lines: (t) => [t.scaffold.roles.plan, t.scaffold.guidance.plan?.[1]],
    unfit: (has) => has('items-from-paste') || has('note'),
  },
  // Reviews grouped into themes are counted and quoted, a chat told in order: neither is revised.
  {
    lines: (t) => [...(t.scaffold.guidance.edit ?? []), t.scaffold.roles.edit, t.scaffold.formats.edit],
    unfit: (has) => has('grouping') || has('chronology'),
  },
  // A chronology of who said what, or a reply in a thread, is not decisions and action items;
  // reviews have no owners.
  {
    lines: (t) => [
      subject(t)?.lines.notesSections,
      subject(t)?.lines.notesNoGuess,
      subject(t)?.notesFormat,
      formatOf(t.lang, 'meeting'),
    ],
    unfit: (has) => has('chronology') || has('not-minutes') || has('reply'),
  },
  // "Work out who pays what over the 5 days": the sums, not "what happens next" and deadlines.
  {
    lines: (t) => [byKey(PASTE_MEANING, t)?.guidance[1], byKey(PASTE_MEANING, t)?.format],
    unfit: (has) => has('split-costs'),
  },
  // A firm reply in a committee thread is no post to stop a scroll.
  {
    lines: (t) => [byKey(FORM_TEXTS, t)?.post.role, ...(byKey(FORM_TEXTS, t)?.post.guidance ?? [])],
    unfit: (has) => has('reply'),
  },
  // A note to the neighbours about their rooster: no clashes to untangle in a schedule.
  {
    lines: (t) => {
      const clashes = byKey(CLASHES, t);
      return [clashes?.role, ...(clashes?.guidance ?? []), clashes?.format];
    },
    unfit: (has) => has('note'),
  },
  // A teacher's reading text for a class follows the teacher's spec, not a lesson's build-up.
  {
    lines: (t) => [...(t.scaffold.guidance.explain ?? [])],
    unfit: (has) => has('class-text'),
  },
  // Five adult housemates have no ages to fit.
  {
    lines: (t) => [byKey(SHAPE_TEXTS, t)?.rota.guidance[1]],
    unfit: (has) => !has('children'),
    narrowed: (line) => line.replace(AGE_CLAUSE, ''),
  },
  // An open day's name is no product's: no competitors' plain descriptions to avoid.
  {
    lines: (t) => [subject(t)?.lines.namingShort],
    unfit: (has) => has('event-name'),
    narrowed: (line) => `${line.split(/\s*;\s*|,\s+and avoid\b/)[0]!.replace(/[.\s]+$/, '')}.`,
  },
  // Using an app on a phone needs no "tools, materials, time".
  {
    lines: (t) => {
      const howTo = byKey(SHAPE_TEXTS, t)?.['how-to'];
      return [howTo?.guidance[0], howTo?.format];
    },
    unfit: (has) => has('on-a-screen'),
  },
  // Bus stops and trips have no cancelled orders or deleted users: the example goes, the rule stays.
  {
    lines: (t) => [subject(t)?.lines.sqlRows],
    unfit: (has) => !has('orders-or-users'),
    narrowed: (line) => line.replace(/\s*\([^)]*\)/, ''),
  },
  // "Top 3 with a count each, max 5 lines": no room for every theme and the one-offs.
  {
    lines: (t) => [formatOf(t.lang, 'responses')],
    unfit: (has) => has('capped'),
  },
  // Solving an exercise adds working and results the text does not hold: "add nothing" forbids it.
  {
    lines: (t) => {
      const m = byKey(MATERIAL_TEXTS, t);
      return m ? [`${m.keepAllExact} ${m.addNothing}`] : [];
    },
    unfit: (has) => has('solves'),
    narrowed: (line, t) => line.replace(` ${byKey(MATERIAL_TEXTS, t)?.addNothing ?? ''}`, ''),
  },
];

/** "age, " in the rota line of each language (the line names age, availability and constraints). */
const AGE_CLAUSE = /\bage, |de l’âge, |la edad, |Alter, |dell’età, |a idade, /u;

/** The wording of each trait, in the six languages where the ask has it. */
const TRAIT_WORDS: Readonly<Partial<Record<Trait, RegExp>>> = {
  tally: unicodeWords(
    /\b(?:how many\b[^.?!\n]{0,40}\b(?:of each|in total|altogether|need|to make|to order|to buy|per)|work out|add (?:them |it )?up|tally|totals? (?:per|for each|by|of each)|(?:sum|count)s? (?:per|by|for each|of each)|per (?:sku|product|item)|works? (?:best )?for (?:the )?most|(?:most|fewest) (?:people|votes|of us)|which (?:date|day|time|slot|option|one) (?:works|suits|is best|wins)|combien de|cu[aá]nt[oa]s|wie viele|quant[ie]|quant[oa]s)\b/iu,
  ),
  puzzle: unicodeWords(
    /\b(?:puzzles?|riddles?|brain ?teasers?|énigmes?|acertijos?|rätsel\p{L}*|indovinell[oi]|enigmas?|rompecabezas)\b/iu,
  ),
  loose: unicodeWords(
    /\b(?:loose|rough|relaxed|laid[- ]back|flexible|unstructured|nothing (?:too )?(?:structured|rigid|strict|detailed)|not (?:too )?(?:structured|rigid|strict|detailed)|one (?:main )?thing (?:a|per|each) day|souple|pas trop (?:structuré|chargé)|sin horarios|nada (?:muy )?estructurado|locker\p{L}*|grob\p{L}*|ohne feste zeiten|flessibile|di massima|flexível|tranquilo)\b/iu,
  ),
  grouping: unicodeWords(
    /\b(?:group|cluster|sort|categori[sz]e|bucket|organi[sz]e)\b[^.!?\n]{0,80}\b(?:into|by)\s+(?:\p{L}+\s+)?(?:themes?|categories|groups|topics|buckets|issues)\b|\bagrupa\p{L}*|\bregroupe\p{L}*|\bgruppier\p{L}*|\braggruppa\p{L}*/iu,
  ),
  chronology: unicodeWords(
    /\b(?:chronolog\p{L}*|timeline|time-line|who said what|blow[- ]by[- ]blow|sequence of events|in the order (?:it|they|things) happened|cronolog\p{L}*|zeitleiste|zeitablauf|wer was gesagt)\b/iu,
  ),
  'split-costs': unicodeWords(
    /\b(?:who pays (?:what|for what|how much)|who owes (?:what|whom|how much)|split (?:the )?(?:costs?|bills?)|how much (?:each|do we|does each|will we|would we|should each)\b[^.!?\n]{0,20}\b(?:pay|owe)|qui paie quoi|qui doit payer|qui[eé]n paga qu[eé]|wer zahlt was|chi paga cosa|quem paga o qu[eê])\b/iu,
  ),
  reply: unicodeWords(
    /\b(?:repl(?:y|ies)|respond|write back|answer (?:her|him|them|this)|r[ée]ponse|r[ée]pondre|respuesta|responder|antwort\p{L}*|risposta|rispondere|resposta)\b/iu,
  ),
  'class-text': unicodeWords(
    /\b(?:for my (?:class|students|pupils|learners)|graded (?:reader|reading|text)|reading text|text (?:they|students|learners|pupils) can read|comprehension (?:questions|text)|pour ma classe|para mi clase|für meine klasse|per la mia classe|para minha turma)\b/iu,
  ),
  children: unicodeWords(
    /\b(?:kids?|children|child|son|daughter|teens?|teenagers?|toddlers?|boys|girls|\p{N}+[- ]?(?:year[- ]olds?|yo)|aged \p{N}+|enfants?|niñ[oa]s|hij[oa]s|kinder\p{L}*|bambini|figli|crianças|filh[oa]s)\b/iu,
  ),
  'event-name': unicodeWords(
    /\b(?:open days?|events?|fundraisers?|festivals?|fairs?|fêtes?|fetes?|parties|party|galas?|day out|fun runs?|conferences?|meetups?|campaigns?|tournaments?|quiz nights?|bake sales?|événements?|eventos?|fiestas?|veranstaltung\p{L}*|fest\p{L}*|evento|festa)\b/iu,
  ),
  'on-a-screen': unicodeWords(
    /\b(?:apps?|phones?|smartphones?|whatsapp|websites?|online|email|laptop|computer|tablet|passwords?|pix|celular|telefone|aplicativo|teléfono|móvil|aplicación|téléphone|portable|appli|handy|telefono|cellulare)\b/iu,
  ),
  capped: unicodeWords(
    /\b(?:top \p{N}+|(?:max(?:imum)?|at most|no more than|under|up to) \p{N}+ (?:lines?|bullets?|points?|sentences?|items?))\b/iu,
  ),
  'orders-or-users': unicodeWords(
    /\b(?:orders?|users?|customers?|pedidos?|usuari[oa]s?|clientes?|commandes?|utilisateurs?|bestellung\p{L}*|nutzer\p{L}*|kunden|ordini|utenti|usuários?)\b/iu,
  ),
};

/** A written message to someone: a note, a letter, a card, a text. */
const NOTE = unicodeWords(
  /\b(?:note|letter|card|message|text|email|mot|lettre|carte|mensaje|nota|carta|notiz|nachricht|brief|karte|biglietto|messaggio|lettera|bilhete|mensagem|recado)\b/iu,
);
/** "Write", "draft": the note is to be written, not "note that I work nights". */
const WRITE = unicodeWords(
  /\b(?:write|draft|compose|word|écri\p{L}*|rédig\p{L}*|escrib\p{L}*|redact\p{L}*|schreib\p{L}*|verfass\p{L}*|scriv\p{L}*|redig\p{L}*|escrev\p{L}*)\b/iu,
);
/** A schedule is named: its clashes and plan lines may be what the note is about. */
const SCHEDULE = unicodeWords(
  /\b(?:schedules?|timetables?|rotas?|calendars?|itinerar(?:y|ies)|plans?|planning|agenda|horario|planning|emploi du temps|zeitplan|dienstplan|orario|cronograma)\b/iu,
);
/** Action items, to-dos or a checklist: a list of what others or the user must do. */
const ITEMS = unicodeWords(
  /\b(?:action (?:items?|points?|list)|to-?dos?|checklist|my tasks|tâches|tareas|aufgaben|compiti|tarefas)\b/iu,
);
/** Minutes, read in the paste: where decisions and owners belong. */
const MINUTES = unicodeWords(
  /\b(?:minutes|agenda|action (?:items?|points?)|actions?:|agreed|decided|decisions?|present:|apologies|attendees|aob|compte rendu|ordre du jour|acta|orden del d[ií]a|protokoll|tagesordnung|verbale|ordine del giorno|ata|pauta)\b/iu,
);
/** "order by route": SQL's sort, not orders of a shop. */
const ORDER_BY = /\border(?:ed)? by\b/gi;
/** Many people's answers: reviews, feedback, comments, a survey, complaints. */
const REVIEWS = unicodeWords(
  /\b(?:reviews?|ratings?|feedback|comments|survey|complaints|responses|avis|commentaires|reseñas?|comentarios|quejas|bewertungen|rückmeldungen|kommentare|recensioni|commenti|avaliações|comentários)\b/iu,
);

function reads(trait: Trait, analysis: Analysis): boolean {
  const { request } = analysis;
  const pasted = analysis.material.map((m) => m.content).join('\n');
  switch (trait) {
    case 'items-from-paste':
      return analysis.material.length > 0 && ITEMS.test(request);
    case 'note':
      return (
        analysis.material.length === 0 && WRITE.test(request) && NOTE.test(request) && !SCHEDULE.test(request)
      );
    case 'not-minutes':
      // Reviews or feedback pasted for a standup or a retro hold no owners: the meeting is who
      // reads the summary, not what was pasted.
      return REVIEWS.test(request) && !MINUTES.test(pasted);
    case 'solves':
      return analysis.classification.kind === 'math' || reads('puzzle', analysis) || reads('tally', analysis);
    case 'orders-or-users':
      return TRAIT_WORDS[trait]!.test(`${request}\n${pasted}`.replace(ORDER_BY, ''));
    case 'children':
      return TRAIT_WORDS[trait]!.test(request);
    default:
      return TRAIT_WORDS[trait]?.test(request) ?? false;
  }
}

interface Lines {
  role: string | null;
  guidance: string[];
  format: string | null;
}

/**
 * The plan's role, guidance and format with every engine line the deliverable does not license
 * dropped or narrowed. The user's own role, lines and format are never governed: they are not
 * among the engine's lines.
 */
export function licensed(
  plan: Lines,
  analysis: Analysis,
  scaffold: Scaffold,
  userRole: string | null,
): Lines {
  const t: Texts = { scaffold, key: scaffoldKey(analysis), lang: analysis.language };
  const present = new Set([plan.role, plan.format, ...plan.guidance].filter((l): l is string => l !== null));
  const known = new Map<Trait, boolean>();
  const has = (trait: Trait): boolean => {
    let value = known.get(trait);
    if (value === undefined) known.set(trait, (value = reads(trait, analysis)));
    return value;
  };
  /** Each governed line present, with what it becomes: null to drop, a string to narrow. */
  const verdicts = new Map<string, string | null>();
  for (const licence of LICENCES) {
    const lines = licence.lines(t).filter((l): l is string => l !== undefined && present.has(l));
    if (lines.length === 0 || !licence.unfit(has)) continue;
    for (const line of lines) verdicts.set(line, licence.narrowed ? licence.narrowed(line, t) : null);
  }
  if (verdicts.size === 0) return plan;
  const fate = (line: string | null): string | null =>
    line !== null && verdicts.has(line) ? (verdicts.get(line) ?? null) : line;
  return {
    role: plan.role === userRole ? plan.role : fate(plan.role),
    guidance: plan.guidance.map(fate).filter((l): l is string => l !== null && l !== ''),
    format: fate(plan.format),
  };
}
