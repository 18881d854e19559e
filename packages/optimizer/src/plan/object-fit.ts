import type { Analysis } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import type { FitSlot } from '../i18n/scaffold/fit-questions';
import { unicodeWords } from '../grammar/unicode-words';
import { statesPeopleCount } from './stated-people';
import { GIVEN_WORK_KINDS } from './given-work-kinds';

/**
 * Which questions fit the OBJECT asked about, so that the options are on its scale: a trip
 * cannot be planned without its destination, a team offsite is measured in hours or days (not
 * "one week | one month | three months") and turns on its people and aims, and software is
 * chosen by the devices it must run on, how many share it and whether it may cost a
 * subscription, never by a shop budget of "under 100 … over 1,000" or "small or portable".
 * When unsure, nothing here applies and the questions are what they were.
 */

/** A question, not a brief: past this many words the user has chosen what to say. */
const MAX_WORDS = 40;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];

/**
 * Words a trip request uses that name no place: asking, the trip itself, who goes, when and how
 * long, in the six languages. A request made only of these leaves the destination open; any
 * other word ("lisbon", "amalfi", "the alps") may be a place, so nothing is asked.
 */
const TRIP_WORDS: ReadonlySet<string> = new Set(
  [
    // en
    'plan planning plans help me my our us a an the for with of in on and to please pls can could you i we need want create make write give build do',
    'organise organize sort out some good nice perfect dream fun relaxing romantic cheap budget quick short long first next this that coming',
    'trip trips itinerary itineraries holiday holidays vacation vacations travel travelling traveling getaway break honeymoon road city journey tour',
    'beach ski skiing city sunny warm hiking camping backpacking adventure cultural foodie luxury all-inclusive cruise',
    'weekend week weeks day days night nights month months year summer winter spring autumn fall christmas easter half-term',
    'january february march april may june july august september october november december',
    'family families kids children solo couple friends friend girls boys wife husband partner parents mum mom dad',
    'one two three four five six seven eight nine ten few couple',
    // es
    'planifica planificar planea planear organiza organizar hazme haz mi mis nuestro nuestra un una el la los las de del para con por favor y en',
    'viaje viajes vacaciones itinerario escapada ruta fin semana semanas día días noche noches mes verano invierno familia amigos pareja solo',
    // fr
    'planifie planifier organise organiser prépare préparer fais-moi mon ma mes notre un une le la les de du des pour avec en et',
    'voyage voyages vacances itinéraire séjour escapade week-end semaine semaines jour jours nuit nuits mois été hiver famille amis couple seul',
    // de
    'plane planen plan organisiere organisieren erstelle mach mir meine meinen meiner unsere unseren eine einen ein die der das für mit und bitte im',
    'reise reisen urlaub reiseplan reiseroute trip kurztrip wochenende woche wochen tag tage tagen nacht nächte monat sommer winter familie freunden freunde',
    // it
    'pianifica pianificare organizza organizzare prepara il mio la mia i miei un una uno di del della per con e',
    'viaggio viaggi vacanza vacanze itinerario gita fine settimana settimane giorno giorni notte notti mese estate inverno famiglia amici coppia',
    // pt
    'planeje planeja planejar organiza organizar monte montar minha meu meus nossa nosso uma um o a os as de do da para com e',
    'viagem viagens férias roteiro passeio fim semana semanas dia dias noite noites mês verão inverno família amigos casal sozinho',
  ]
    .join(' ')
    .split(' '),
);
/** "3-day", "10", "2nd": numbers and spans name no place. */
const NUMBERISH = /^\p{N}|^(?:\p{N}+[-–])/u;

/** The trip's destination is still open: every word of the request is one a trip uses anyway. */
export function destinationOpen(request: string): boolean {
  const words = wordsOf(request);
  return words.length > 0 && words.every((w) => TRIP_WORDS.has(w) || NUMBERISH.test(w));
}

/** Gatherings measured in hours or days: a team offsite, a workshop, a conference. */
const EVENT = unicodeWords(
  /\b(?:off-?sites?|retreats?|away[- ]?days?|workshops?|conferences?|summits?|hackathons?|team (?:days?|building|events?)|team-building|training days?|onboarding days?|strategy days?|planning days?|seminars?|meetups?|open days?|company (?:events?|days?)|networking events?|séminaires?|jornadas?|talleres?|conferencias?|congresos?|tagung\p{L}*|klausur\p{L}*|konferenz\p{L}*|teamtag\p{L}*|betriebsausflug|convegn[oi]|conferenz[ae]|seminari?o?s?|oficinas?|confraterniza\p{L}*)\b/iu,
);
/** Gatherings that run for a day or more whatever else they hold. */
const DAYS_LONG = unicodeWords(
  /\b(?:off-?sites?|retreats?|away[- ]?days?|conferences?|summits?|hackathons?|klausur\p{L}*|konferenz\p{L}*|congresos?|convegn[oi])\b/iu,
);
/** Meetings measured in minutes or hours. */
const MEETING = unicodeWords(
  /\b(?:meetings?|kick-?offs?|all-?hands|town ?halls?|board meetings?|team meetings?|one-on-ones?|1:1s?|retros?|retrospectives?|sprint planning|webinars?|réunions?|reuni[óo]n(?:es)?|reuni[ãa]o|reuni[õo]es|besprechung\p{L}*|meeting|sitzung\p{L}*|riunion[ei])\b/iu,
);
/** What is asked for is the event's running order or plan, not a message or a summary about it. */
const EVENT_OBJECT = unicodeWords(
  /\b(?:agendas?|schedules?|timetables?|programmes?|programs?|run of show|running order|itinerar(?:y|ies)|outline|structure|activities|ideas|plan|planning|organi[sz]e|orden del d[ií]a|agenda|programa|ordre du jour|programme|déroulé|tagesordnung|ablauf|programm|ordine del giorno|programma|pauta|cronograma)\b/iu,
);
/** A message, a summary or notes about the event: the event is its subject, not the object. */
const ABOUT_EVENT = unicodeWords(
  /\b(?:pack(?:ing)?|e-?mails?|messages?|invit\p{L}*|reminders?|announcements?|posts?|summary|summari[sz]e|notes|minutes|recap|feedback|survey|thank[- ]you|speech|slides?|report|follow-?up)\b/iu,
);

/** "organise my workshop tools": a workshop that is a room, not a gathering. */
const A_PLACE = unicodeWords(
  /\b(?:tools?|garage|shed|workbench|bench|storage|shelves|shelving|declutter\p{L}*|tidy)\b/iu,
);

export type EventScale = 'meeting' | 'event';

const EVENT_KINDS: ReadonlySet<string> = new Set(['plan', 'brainstorm', 'write', 'question', 'advice']);

/** The gathering whose plan or agenda is asked for, by its scale; null when none is. */
export function eventScaleOf(analysis: Analysis): EventScale | null {
  const { request, classification } = analysis;
  if (analysis.alreadyStructured || analysis.material.length > 0) return null;
  if (wordsOf(request).length > MAX_WORDS) return null;
  if (classification.confidence >= CONFIDENT && !EVENT_KINDS.has(classification.kind)) return null;
  if (!EVENT_OBJECT.test(request) || ABOUT_EVENT.test(request) || A_PLACE.test(request)) return null;
  // "a kickoff meeting" is a meeting; "a two-day offsite with a board meeting in it" is not.
  if (MEETING.test(request) && !DAYS_LONG.test(request)) return 'meeting';
  return EVENT.test(request) ? 'event' : null;
}

export function eventAsks(scale: EventScale): FitSlot[] {
  return [scale === 'meeting' ? 'meeting-length' : 'event-length', 'event-people', 'event-goals'];
}

/** Software bought or chosen: an app, a password manager, a VPN, antivirus, cloud storage. */
const SOFTWARE =
  '(?:password[- ]managers?|vpns?|antivirus|anti-virus|ad[- ]?blockers?|parental control (?:apps?|software)|cloud storage|backup (?:apps?|software|services?)|(?:[\\p{L}-]+ )?apps?|(?:[\\p{L}-]+ )?software|browsers?|email (?:providers?|apps?|clients?)|photo editors?|video editors?|note[- ]taking apps?|to-?do (?:apps?|lists? apps?)|budgeting apps?|gestor(?:es)? de contraseñas|gestionnaires? de mots de passe|passwort-?manager|gerenciador(?:es)? de senhas|aplicaci[óo]n(?:es)?|aplicativos?|applis?|logiciels?|programmi?)';
/** "best … app for", "which vpn should I get", "recommend a password manager". */
const SOFTWARE_CHOICE = unicodeWords(
  new RegExp(
    `(?:^|\\b(?:best|good|decent|reliable|top|recommend(?:ed)?|suggest|which|what|mejor(?:es)?|meilleur(?:e|s|es)?|beste[snrm]?|miglior[ei]?|melhor(?:es)?|qu[ée]|quel(?:le)?s?|welche[snrm]?|quale|qual)\\s+(?:[\\p{L}-]+\\s+){0,3})${SOFTWARE}(?=\\s+(?:for|to|that|should|would|do you|with|on|in|para|pour|für|per|pra|que|da|zum|zur|soll|sollte|choisir|acheter|prendre|elegir|escoger|comprar|usar|kaufen|nehmen|nutzen|scegliere|comprare|usare|escolher)\\b|\\s*[?.!]?\\s*$)`,
    'iu',
  ),
);
/** Advice about software, not a choice of it: "best practices for app security". */
const NOT_A_CHOICE = unicodeWords(
  /\b(?:practices?|architecture|design|names?|ideas?|icons?|logos?|features?|pricing|marketing|launch|build|develop|code|write|create|make)\b/iu,
);

const SOFTWARE_KINDS: ReadonlySet<string> = new Set(['question', 'advice', 'compare', 'write', 'explain']);

/** Software to be chosen, where devices, users and price decide it. */
export function choosesSoftware(analysis: Analysis): boolean {
  const { request, classification } = analysis;
  if (analysis.alreadyStructured || analysis.material.length > 0) return false;
  if (wordsOf(request).length > MAX_WORDS || GIVEN_WORK_KINDS.includes(classification.kind)) return false;
  if (classification.confidence >= CONFIDENT && !SOFTWARE_KINDS.has(classification.kind)) return false;
  return SOFTWARE_CHOICE.test(request) && !NOT_A_CHOICE.test(request);
}

/** Several people share it: a family, a team, a household. */
const GROUP = unicodeWords(
  /\b(?:family|families|household|kids|children|team|staff|business|company|office|we|us|our|familia|equipo|empresa|famille|équipe|entreprise|familie|team|firma|famiglia|squadra|azienda|família|equipe)\b/iu,
);

export function softwareAsks(analysis: Analysis): FitSlot[] {
  return GROUP.test(analysis.request)
    ? ['app-devices', 'app-users', 'app-price']
    : ['app-devices', 'app-price'];
}

/** A part of an essay the user has written: "my conclusion", "the intro", "thesis statement". */
const ESSAY_PART = unicodeWords(
  /\b(?:conclusions?|intro(?:duction)?s?|thesis(?: statement)?|opening paragraph|closing paragraph|body paragraphs?|topic sentences?|essays?|conclusi[oó]n|introducci[oó]n|dissertation|aufsatz\p{L}*|einleitung|schluss(?:teil)?|fazit|saggio|conclusione|introduzione|reda[çc][ãa]o|conclus[ãa]o|introdu[çc][ãa]o)\b/iu,
);

/** Proofreading fixes errors whatever the essay argues: its argument and level are no question. */
const PROOFREAD = unicodeWords(
  /\b(?:proof-?read\p{L}*|grammar|spelling|typos?|punctuation|ortograf\p{L}*|gram[aá]tica|grammaire|orthographe|rechtschreibung|grammatik|grammatica|corrige\p{L}*|korrigier\p{L}*|correggi\p{L}*)\b/iu,
);

/** An edit of part of an essay, with nothing pasted: its argument and level decide the rewrite. */
export function editsEssayPart(analysis: Analysis): boolean {
  const { request, classification } = analysis;
  return (
    classification.kind === 'edit' &&
    analysis.material.length === 0 &&
    !analysis.alreadyStructured &&
    wordsOf(request).length <= MAX_WORDS &&
    ESSAY_PART.test(request) &&
    !PROOFREAD.test(request)
  );
}

const TOPIC_TOLD = unicodeWords(
  /\b(?:about|on|argu(?:e|es|ing|ment)|thesis is|claims?|sobre|sur|über|su|sobre)\s+\p{L}/iu,
);
const LEVEL_TOLD = unicodeWords(
  /\b(?:gcses?|a-?levels?|ib|ap|high school|secondary|college|uni|university|undergrad\p{L}*|masters?|mba|phd|year \p{N}+|grade \p{N}+|\p{N}+\s*words?|bachillerato|universidad|lyc[ée]e|universit[ée]|schule|studium|universit[àa]|faculdade|universidade)\b/iu,
);

/** A message to family or a friend: no reference numbers, no "Professional" or "Persuasive". */
const CLOSE_READER = unicodeWords(
  /\b(?:sister|brother|sis|bro|mum|mom|mam|mother|dad|father|parents|grandma|grandpa|granny|nan|nana|aunt|auntie|uncle|cousin|friends?|best friend|bestie|bff|girlfriend|boyfriend|partner|wife|husband|son|daughter|niece|nephew|in-laws?|hermana|hermano|madre|padre|mamá|papá|amig[oa]|novi[oa]|sœur|frère|mère|père|maman|papa|ami|amie|copine|copain|schwester|bruder|mutter|vater|mama|papa|freund|freundin|sorella|fratello|madre|padre|amic[oa]|irmã|irmão|mãe|pai|amig[oa])\b/iu,
);
/** A story or a poem that has a message in it is still a story. */
const TOLD_STORY = unicodeWords(
  /\b(?:stor(?:y|ies)|tales?|poems?|scenes?|scripts?|chapters?|novels?|fiction|historia|cuento|histoire|conte|geschichte|märchen|storia|racconto|história|conto)\b/iu,
);
const APOLOGY = unicodeWords(
  /\b(?:sorry|apolog\p{L}*|disculpa\p{L}*|perd[oó]n|excuse\p{L}*|entschuldig\p{L}*|scus\p{L}*|desculpa\p{L}*)\b/iu,
);

/** The questions for a short message to someone close, or null when the reader is not. */
export function closeMessageAsks(analysis: Analysis): FitSlot[] | null {
  if (!CLOSE_READER.test(analysis.request) || TOLD_STORY.test(analysis.request)) return null;
  return APOLOGY.test(analysis.request) ? ['amends'] : ['message-points'];
}

const AMENDS_TOLD = unicodeWords(
  /\b(?:make (?:it )?up|take (?:her|him|them) out|treat|celebrate|next time|promise|come to|see (?:her|him|them)|dinner|lunch|coffee|drinks?)\b/iu,
);

const LENGTH_TOLD = unicodeWords(
  /\b(?:\p{N}+\s*-?\s*(?:days?|hours?|hrs?|h|minutes?|mins?|d[ií]as?|horas?|jours?|heures?|tage?n?|tägig\p{L}*|stunden?|giorni|ore|dias?)|half[- ]day|full[- ]day|all[- ]day|(?:one|two|three|four|five)[- ]days?|overnight|weekend|evening|morning|afternoon|lunch|breakfast|medio d[ií]a|demi-journ[ée]e|journ[ée]e|halbtägig\p{L}*|ganztägig\p{L}*|mezza giornata|meio (?:dia|per[ií]odo))\b/iu,
);
const PEOPLE_TOLD = unicodeWords(
  /\b(?:\p{N}+\s*(?:-?\s*(?:people|persons?|person|staff|employees|engineers|developers|colleagues|attendees|participants|guests|managers|leaders|users|members|of us|personas|personnes|personen|persone|pessoas|mitarbeiter\p{L}*|leute)|-person)|team of \p{N}+|just me|only me|myself|for me|me and my \p{L}+|my (?:wife|husband|partner) and (?:i|me))\b/iu,
);
const GOALS_TOLD = unicodeWords(
  /\b(?:goals?|aims?|objectives?|purpose|focus(?:ed)? on|to (?:plan|align|decide|bond|celebrate|brainstorm|review|reflect|learn|train)|strategy|strategic|bonding|team[- ]building|alignment|roadmap|okrs?|planning|retro\p{L}*|kick-?off|onboarding|training|celebrat\p{L}*|hackathon|brainstorm\p{L}*)\b/iu,
);
const DEVICES_TOLD = unicodeWords(
  /\b(?:iphones?|ipads?|ios|android|windows|pcs?|macs?|macbooks?|macos|linux|ubuntu|chromebooks?|chrome ?os|samsung|pixel|kindle|smart ?tvs?|firestick|roku)\b/iu,
);
const PRICE_TOLD = unicodeWords(
  /\b(?:free|paid|subscriptions?|per month|a month|monthly|yearly|one-?off|cheap(?:est)?|budget|affordable|premium|gratis|gratuit\p{L}*|kostenlos|grátis|gratuito|barato|pas cher|günstig)\b|[$€£]\s?\p{N}/iu,
);

/** The request already states the slot's answer. */
export function fitFilled(slot: FitSlot, analysis: Analysis): boolean {
  if (slot in analysis.answers) return true;
  const text = analysis.request;
  switch (slot) {
    case 'destination':
      return !destinationOpen(text);
    case 'event-length':
    case 'meeting-length':
      return LENGTH_TOLD.test(text);
    case 'event-people':
    case 'app-users':
      return PEOPLE_TOLD.test(text) || statesPeopleCount(text);
    case 'event-goals':
      return GOALS_TOLD.test(text);
    case 'app-devices':
      return DEVICES_TOLD.test(text);
    case 'app-price':
      return PRICE_TOLD.test(text);
    case 'amends':
      return AMENDS_TOLD.test(text);
    case 'message-points':
      return false;
    case 'essay-topic':
      return TOPIC_TOLD.test(text);
    case 'essay-level':
      return LEVEL_TOLD.test(text);
  }
}
