import { asksAssessment } from '../analysis/assess-ask';
import { asksForClashes } from '../analysis/pick-ask';
import { asksReplyToMessage } from '../analysis/reply-ask';
import type { Analysis, Question, TaskKind } from '../analysis/types';
import { statesOutputLanguage } from './stated-language';
import { DE_SIE_QUESTIONS } from '../i18n/scaffold/de-sie-questions';
import { FR_TU_QUESTIONS } from '../i18n/scaffold/fr-tu-questions';
import { scaffoldKey } from '../i18n/scaffold';
import { CONFIDENT } from '../analysis/types';
import { ADULT_ONLY_OPTIONS, DOMAIN_QUESTIONS, type DomainSlot } from '../i18n/scaffold/domain-questions';
import { domainOf } from '../i18n/scaffold/domains';
import { isEndurance } from '../i18n/scaffold/endurance';
import { SUBJECT_QUESTIONS, type SubjectSlot } from '../i18n/scaffold/subject-questions';
import { isTechChoice, subjectOf, type Subject } from '../i18n/scaffold/subjects';
import { writeForm } from '../i18n/scaffold/forms';
import { REPLY } from '../i18n/scaffold/situation-lines';
import { opening } from './opening';
import { testFrameworkOf } from './code-expert';
import { shortFormAsked } from './short-form';
import { statedCount } from '../i18n/scaffold/short-form-words';
import { shapeOf } from './kind-fit';
import { isFiller, isImpression, isLeadIn, splitUnits } from './sentences';
import { deliverableFilled, deliverableOf, deliverableSlots, isStudyPlan } from './deliverables';
import {
  deliverableQuestion,
  isDeliverableSlot,
  type DeliverableSlot,
} from '../i18n/scaffold/deliverable-questions';
import type { QuestionSlot, QuestionText, Scaffold } from '../i18n/scaffold/types';
import {
  DOLLAR_COUNTRIES,
  isJurisdictionSlot,
  jurisdictionQuestion,
  type JurisdictionSlot,
} from '../i18n/scaffold/jurisdiction-questions';
import { jurisdictionSlots, mentionsChild } from './jurisdiction';
import { isNeedSlot, needQuestion, type NeedSlot } from '../i18n/scaffold/need-questions';
import { gapQuestion, isGapSlot, type GapSlot } from '../i18n/scaffold/gap-questions';
import { isOpenSlot, openQuestion, type OpenSlot } from '../i18n/scaffold/open-questions';
import { openGaps } from './open-gaps';
import { isThinAskSlot, thinAskQuestion, type ThinAskSlot } from '../i18n/scaffold/thin-ask-questions';
import { techFaultAsks, thinAskFilled, thinAskSlots } from './thin-asks';
import { gapAsks, gapFilled, gapOf, healthAsks } from './missing-facts';
import { kidAgeTold, needAsks, needFilled, needOf } from './thin-needs';
import { namesTitledReader } from './stated';
import {
  addressesTheUser,
  namesOfficialReader,
  namesRelation,
  statesPeopleCount,
  statesReader,
} from './stated-people';
import { statesLengthInWords } from './stated-length';
import { statesPartyForIdeas, statesShellPlatform, statesWhen, withChildren } from './implied';
import { currencyOf, withCurrency } from './money';
import { wordCount } from '../analysis/word-count';
import { contentWordCount } from './polite-request';
import { asksHow } from './thin-tasks';
import { HOME_THING } from '../i18n/scaffold/fix-things';
import { fitQuestion, isFitSlot, type FitSlot } from '../i18n/scaffold/fit-questions';
import {
  choosesSoftware,
  closeMessageAsks,
  editsEssayPart,
  eventAsks,
  eventScaleOf,
  fitFilled,
  softwareAsks,
} from './object-fit';
import { unicodeWords } from '../grammar/unicode-words';
import { adviceAsks, adviceFamilyOf, countrySet } from './advice-families';
import { statesCrowd, statesOwnLevel, statesSchoolYear } from './stated-audience';
import { ownOrTechnicalTopic } from './own-topic';

type Slot =
  | QuestionSlot
  | DomainSlot
  | SubjectSlot
  | DeliverableSlot
  | JurisdictionSlot
  | NeedSlot
  | GapSlot
  | OpenSlot
  | ThinAskSlot
  | FitSlot;

const MAX_QUESTIONS = 4;

/** Asking for names, a slogan or a logo idea: a creative brief, whatever the business does. */
const NAMING_ASK =
  /\b(?:names?|slogans?|taglines?|logos?|brand(?:ing)?|nombres?|eslogan|noms?|nom de|marque|namen|namensideen|nomi|nomes?|marca)\b/i;

/** "give me 15 options", "10 qs", "20 nombres": how many is said, so "How many do you want?" is noise. */
const STATED_COUNT = unicodeWords(
  /\b\d{1,3}\s+(?:\p{L}+\s+)?(?:options?|ideas?|names?|suggestions?|choices|alternatives|qs|questions?|titles?|slogans?|taglines?|hashtags?|captions?|opciones|ideas|nombres|t[íi]tulos|preguntas|id[ée]es|noms|titres|questions|vorschl[äa]ge|ideen|namen|titel|fragen|opzioni|idee|nomi|titoli|domande|op[çc][õo]es|ideias|nomes|perguntas)\b/iu,
);

/** Forms whose length is fixed by the form itself: asking "how long?" would be noise. */
const FIXED_FORM =
  /\b(?:haiku|limerick|sonnet|tweet|tanka|acrostic|slogan|tagline|subject line|headline)s?\b/i;
/** "for my boss", "to all staff", "pro meu chefe": the reader is named. */
const RECIPIENT = unicodeWords(
  /\b(?:to|for|para|pro|pra|pour|à|an|für|per|a|al|ao|à)\s+(?:my|mi|mis|meu|minha|mon|ma|mes|mein|meine|meinen|meinem|il mio|la mia|mio|mia|our|nuestro|nuestra|notre|nos|unser|unsere|unseren|nosso|nossa|all|todos|todas|tous|toutes|alle|tutti|the|o|os|el|los|le|les|il|lo|der|die|den)\b/i,
);
/**
 * "to Sarah", "to Hollis Roofing Ltd", "an Frau Berger", "à Camille": a reader named by name.
 * Case-sensitive on purpose: the capital is what makes it a name.
 */
const NAMED_READER =
  /(?<![\p{L}])(?:to|for|an|für|à|pour|a|al|para|per|ao)\s+(?:(?:Mr|Mrs|Ms|Dr|Herr|Frau|Mme|M|Sr|Sra|Sig|Sig\.ra)\.?\s+)?(?!(?:I|The|A|An|My|Our)\b)\p{Lu}[\p{Ll}\p{Lu}]+/u;
/** Letters and messages, which go to one reader: their facts matter more than a tone chip. */
const ADDRESSED_FORM =
  /\b(?:letters?|e-?mails?|messages?|notes?|texts?|complaints?|cartas?|correos?|mensajes?|lettres?|courriels?|mails?|brief|nachricht|schreiben|lettera|messaggio|mensagem)\b/i;
/** A card or wishes go to one person too: "a card for my sister's 30th". */
const CARD =
  /(?<![\p{L}])(?:cards?|wishes|tarjetas?|felicitaci[oó]n|cartes?|v[œoe]+ux|karten?|gl[üu]ckw[üu]nsch\p{L}*|bigliett\p{L}+|auguri|cart[ãa]o|cart[õo]es|parab[ée]ns)(?![\p{L}])/iu;
/** An official reader (a court, a council, a company): the tone is formal, never a chip to pick. */
const OFFICIAL_READER =
  /\b(?:court|judge|tribunal|council|hmrc|irs|embassy|consulate|ombudsman|insurer|insurance|bank|hr|human resources|(?:ltd|inc|llc|gmbh|plc)\b\.?|tribunal|juzgado|ayuntamiento|tribunal|mairie|préfecture|gericht|amt|behörde|finanzamt|tribunale|comune|câmara)\b/i;
/** A stated level or age: "like I'm 5", "a 7-year-old", "A2", "14 anos", "für Anfänger". */
const LEVEL =
  /\b(?:\d{1,2}[- ]?(?:years?[- ]old|yo|year|años|ans|jahre?n?|anni|anos)|eli5|like i'?m \d+|beginners?|kids?|child(?:ren)?|teenagers?|students?|expert|advanced|intermediate|[abc][12]|high[- ]school|universit\w*|principiantes?|niños?|adolescentes?|débutants?|enfants?|ados?|anfänger\w*|kinder\w*|principianti|bambini|ragazz\w+|iniciantes?|crianças?|adolescentes?|non-?technical|lay(?:man|person|people)|no (?:technical |tech )?background|ohne \w*(?:wissen|kenntnisse)|laien?|sin conocimientos|sans connaissances|senza conoscenze|sem conhecimentos?|grandma|grandpa|my (?:mom|mum|dad|parents))\b/i;
const TEST_FRAMEWORK =
  /\b(?:jest|vitest|pytest|unittest|junit|mocha|jasmine|rspec|phpunit|xunit|nunit|go test|testing library|cypress|playwright)\b/i;
const ASPECT = unicodeWords(
  /\b\d{1,2}\s*:\s*\d{1,2}\b|\b(?:square|landscape|portrait|vertical|horizontal|cuadrad[oa]|carré|quadratisch|quadrat[oa])\b/i,
);
const DURATION =
  /\b\d+\s*(?:-\s*)?(?:days?|weeks?|months?|years?|días?|semanas?|meses|jours?|semaines?|mois|tage?n?|wochen?|monate?n?|giorni|settimane?|mesi|dias?)\b/i;
/** "plan my week", "tomorrow", "ma semaine": the time frame is named without a number. */
const NAMED_PERIOD =
  /(?<![\p{L}])(?:(?:my|this|next|the|our|a|one|coming)\s+(?:day|week|weekend|month|semester|term|summer|holidays?)|today|tomorrow|tonight|daily|weekly|monthly|diari[oa]|semanal|mensual|quotidien(?:ne)?|hebdomadaire|mensuel(?:le)?|täglich\w*|wöchentlich\w*|monatlich\w*|giornalier[oa]|settimanale|mensile|di[áa]ri[oa]|mensal|(?:mi|esta|la próxima|el próximo)\s+(?:semana|día|mes|fin de semana)|(?:ma|cette|la)\s+(?:semaine|journée|prochaine semaine)|ce week-end|(?:meine|diese|nächste|die)\s+woche|(?:diesen|nächsten|am)\s+wochenende|(?:la mia|questa|la prossima)\s+settimana|(?:minha|esta|a próxima)\s+semana)(?![\p{L}])/iu;
/** Forms where tone choices like "funny" or "persuasive" fit; a story or an article has its own. */
const TONE_FORMS =
  /\b(?:e-?mails?|correos?|courriels?|mails?|messages?|mensajes?|nachricht|messaggi?o|mensagem|posts?|tweets?|captions?|speech|toast|discurso|discours|rede|discorso|bio|letters?|cartas?|lettres?|brief|lettera|description)\b/i;
const SHORT_FORM =
  /\btl;?dr\b|\bin (?:one|two|three|a few|\d+) (?:sentences?|lines?|words?|bullets?|points?|paragraphs?)\b/i;
const EDIT_GOAL =
  /\b(?:grammar|spelling|typos?|proofread|shorter|shorten|concise|clearer|professional|persuasive|formal|casual|friendlier|tone|gram[aá]tica|ortograf[ií]a|grammaire|orthographe|grammatik|rechtschreibung|grammatica|ortografia)\b/i;
const POEM = /\b(?:poem|poema|poème|poesia|poesie|gedicht|verse|verso|rhyme)s?\b/i;

/** A role-play to practise for something: a language, an interview, an exam, a hard talk. */
const PRACTICE =
  /\b(?:practi[cs]\w*|learn\w*|lesson|exam\w*|test me|quiz me|interview\w*|tutor|teacher|conversation partner|improve my|üb\w*|lern\w*|prüfung|entraîn\w*|pratiqu\w*|apprend\w*|examen|practic\w*|aprend\w*|esercit\w*|impar\w*|esame|pratic\w*|treinar|prova)\b/iu;

/** What is worth asking per task kind, most useful first (only when the slot is empty). */
const BY_KIND: Readonly<Record<TaskKind, readonly QuestionSlot[]>> = {
  write: ['audience', 'tone', 'length'],
  edit: ['edit-goal'],
  summarize: ['length', 'audience'],
  translate: ['language'],
  extract: [],
  classify: [],
  'analyze-data': ['goal'],
  code: ['code-language'],
  debug: [],
  tests: ['framework'],
  sql: ['sql-dialect'],
  explain: ['level', 'length'],
  math: [],
  brainstorm: ['count', 'audience'],
  plan: ['timeframe'],
  'system-prompt': ['tone'],
  roleplay: ['level'],
  image: ['style', 'aspect-ratio'],
  compare: [],
  question: [],
  advice: [],
};

/** Slots already stated by the prompt or answered by the user. */
function filled(analysis: Analysis, slot: QuestionSlot): boolean {
  if (slot in analysis.answers) return true;
  const { slots, classification } = analysis;
  switch (slot) {
    case 'audience':
      // A reply goes to whoever wrote the pasted message: asking "who is it for?" would be noise.
      return (
        slots.audience !== null ||
        (asksReplyToMessage(analysis.request) &&
          analysis.material.some((m) => m.kind === 'text' || m.kind === 'email')) ||
        RECIPIENT.test(analysis.request) ||
        namesTitledReader(analysis.request) ||
        // "date night ideas", "activities with my kids": ideas are for the party the prompt names.
        (classification.kind === 'brainstorm' && statesPartyForIdeas(analysis)) ||
        NAMED_READER.test(analysis.request) ||
        // "email my boss", "schreib meiner Schwester", a card or message naming "my sister".
        statesReader(analysis.request) ||
        namesOfficialReader(analysis.request) ||
        // "for a UK crowd mostly 40-55", "my students are 14": the readers are described.
        statesCrowd(analysis.request) ||
        // "I'm a backend dev, explain…": an answer to the user is for who they say they are.
        (classification.kind !== 'write' && statesOwnLevel(analysis.request)) ||
        // "just tell me what my options are": the answer is for the user.
        (classification.kind !== 'write' && addressesTheUser(analysis.request)) ||
        ((ADDRESSED_FORM.test(analysis.request) || CARD.test(analysis.request)) &&
          namesRelation(analysis.request)) ||
        (REPLY.test(analysis.request) && analysis.material.some((m) => m.kind === 'email'))
      );
    case 'level':
      return (
        slots.audience !== null ||
        LEVEL.test(analysis.request) ||
        statesSchoolYear(analysis.request) ||
        // "I'm a backend dev who knows RabbitMQ", "je suis infirmière", "a crowd mostly 40-55".
        statesOwnLevel(analysis.request) ||
        statesCrowd(analysis.request) ||
        // A grumpy innkeeper or a detective has no level; a practice partner or an examiner has.
        (classification.kind === 'roleplay' && !PRACTICE.test(analysis.request))
      );
    case 'tone':
      return slots.tone !== null;
    case 'timeframe':
      // "What clashes in our week?": the schedule given is the time frame.
      if (asksForClashes(analysis.request)) return true;
      // "a rainy weekend", "over Christmas", "in June": a named period is the time frame.
      return (
        DURATION.test(analysis.request) || NAMED_PERIOD.test(analysis.request) || statesWhen(analysis.request)
      );
    case 'aspect-ratio':
      return ASPECT.test(analysis.request);
    case 'length':
      // "not over the top", "petit mot", "kurz": a length said in words is a length.
      return (
        slots.length !== null ||
        FIXED_FORM.test(analysis.request) ||
        SHORT_FORM.test(analysis.request) ||
        statesLengthInWords(analysis.request) ||
        CARD.test(analysis.request)
      );
    case 'count':
      return (
        slots.length !== null ||
        FIXED_FORM.test(analysis.request) ||
        SHORT_FORM.test(analysis.request) ||
        STATED_COUNT.test(analysis.request)
      );
    case 'language':
      return statesOutputLanguage(analysis);
    case 'code-language':
      // "Excel formula", "crontab line", "bash one-liner": the tool is the language.
      return (
        classification.programmingLanguage !== null ||
        statesShellPlatform(analysis.request) ||
        /\b(?:excel|google sheets|sheets|libreoffice|calc|bash|shell|zsh|powershell|cron(?:tab)?|css|html|sql|vba|apps script|arduino|esp32|esp8266|nodemcu)\b/i.test(
          analysis.request,
        )
      );
    case 'framework':
      // Python code means pytest, Java JUnit: only JavaScript with no package named leaves it open.
      return TEST_FRAMEWORK.test(analysis.request) || testFrameworkOf(analysis) !== null;
    case 'sql-dialect':
      return /\b(?:postgres(?:ql)?|mysql|sqlite|sql server|t-sql|oracle|bigquery|snowflake|mariadb|redshift)\b/i.test(
        analysis.rough,
      );
    case 'edit-goal':
      // "Mark this essay out of 20" changes nothing in the text: no edit goal to ask.
      return (
        analysis.request.split(/\s+/).length > 8 ||
        EDIT_GOAL.test(analysis.request) ||
        asksAssessment(analysis.request)
      );
    case 'form':
      return /\b(?:haiku|limerick|sonnet|rhym\w*|free verse|acrostic|tanka)\b/i.test(analysis.request);
    case 'topic':
      return wordCount(analysis.request, 3) > 3;
    case 'style':
      return /\b(?:photo\w*|illustration|watercolou?r|anime|pixel|3d|oil painting|sketch|cartoon|minimalist|styles?|vibes?|aesthetic|look|estilo|stil|stile|ghibli|pixar|retro|vintage|realistic|cinematic)\b/i.test(
        analysis.request,
      );
    default:
      return false;
  }
}

/**
 * A yes/no question about a fact ("can I reuse…", "is it safe to…", "kann man … einfrieren").
 * "Can you make me an itinerary" is a polite request, not a question of fact.
 */
const FACT_QUESTION =
  /^(?!(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+|plz\s+)?(?:make|write|give|create|plan|help|draft|build|suggest|recommend|find|show|list|put|organi[sz]e|prepare|come up)\b)(?:(?:can|could|is|are|am|was|were|do|does|did|should|shall|will|would|may|might|must|has|have)\s+(?:i|you|u|we|it|they|he|she|this|that|these|those|there|one|people|my|a|an|the)|¿?\s*(?:se puede|es (?:seguro|malo|normal)|puedo)|peut-on|est-ce qu['’](?:on|il)|(?:kann|darf|sollte|muss) man|(?:ist|sind) (?:es|das|die|der)|si pu[òo]|(?:[èe]|sono) (?:sicuro|normale)|posso|pode-se|d[áa] para|[ée] (?:seguro|normal))(?![\p{L}])/iu;

/** Subject-specific questions, asked instead of the generic ones when the subject is clear. */
const BY_DOMAIN: Partial<Record<string, readonly Slot[]>> = {
  cooking: ['diet', 'cooking-time', 'servings'],
  fitness: ['fitness-goal', 'experience', 'equipment'],
  // A trip is planned around where, when and who goes; "over what time frame?" fits it badly.
  // Without the destination no itinerary can be made: it comes first when it is open.
  travel: ['destination', 'trip-when', 'budget', 'travellers', 'interests'],
  marketing: ['product', 'channel'],
  events: ['guests', 'venue', 'party-budget'],
};
const GYM_ONLY: ReadonlySet<string> = new Set(['fitness-goal', 'equipment']);
const DOMAIN_ASK_KINDS = new Set(['plan', 'question', 'brainstorm', 'advice']);

/** Filled when the prompt already says it. */
const DOMAIN_FILLED: Readonly<Record<DomainSlot, RegExp>> = {
  diet: /\b(?:vegetarian|vegan|gluten|dairy|lactose|keto|halal|kosher|allerg\w*|vegetarian[oa]s?|vegan[oa]s?|végétarien\w*|végan\w*|vegetarisch|vegan|vegetarian[oi]|sin gluten|sans gluten|glutenfrei|senza glutine|sem glúten|niente pesce|no fish|no meat|sin carne|sans viande|ohne fleisch|senza carne|sem carne)\b/i,
  'cooking-time':
    /\b\d+\s*(?:min|minutes?|minutos?|minuti|h|hours?|horas?|heures?|stunden?|ore)\b|\b(?:quick|fast|rápid[oa]s?|rapides?|schnell\w*|veloc[ei]|rápid[oa]s?)\b/i,
  servings:
    /\b(?:we(?:'re| are)|somos|nous sommes|on est|wir sind|siamo|somos)\s+\d+|\b(?:for|para|pour|für|per)\s+(?:\d+|two|three|four|dos|tres|cuatro|deux|trois|quatre|zwei|drei|vier|due|tre|quattro|duas|três|quatro)\b|\b\d+\s*(?:people|persons?|personas?|personnes?|personen|persone|pessoas|servings?|portions?|porciones|portionen|porzioni|porções)\b/i,
  'fitness-goal':
    /\b(?:goal|ziel|objetivo|objectif|obiettivo|lose|weight|fat|strength|muscle|endurance|marathon|half marathon|5k|10k|tone|perder peso|fuerza|músculo|resistencia|maigrir|perdre|force|muscle|endurance|abnehmen|kraft|muskel|ausdauer|dimagrire|forza|muscoli|resistenza|emagrecer|força|resistência)\b/i,
  // "used to go 4x a week", "haven't run in years", "lifting for 5 years": the history is told.
  experience: unicodeWords(
    /\b(?:used to|years? (?:of|ago)|for \d+ (?:years?|months?)|ha(?:ve)?n'?t \w+ (?:in|for)|\d+x a week|times a week|beginner|intermediate|advanced|novice|principiante|intermedio|avanzado|débutant|intermédiaire|avancé|anfänger|fortgeschritten\w*|principiante|intermedio|avanzato|iniciante|intermediário|avançado)\b/i,
  ),
  equipment: unicodeWords(
    /\b(?:no equipment|bodyweight|dumbbells?|kettlebells?|gym|barbell|bands?|sin material|mancuernas|gimnasio|sans matériel|haltères|salle|ohne geräte|hanteln|fitnessstudio|senza attrezzi|manubri|palestra|sem equipamento|halteres|academia|at home|en casa|à la maison|zu hause|a casa|em casa)\b/i,
  ),
  budget:
    /\b(?:budget|presupuesto|cheap|barato|pas cher|günstig|economico|barato|luxury|lujo|luxe|luxus|lusso|luxo|[$€£]\s?\d|\d+\s?(?:[$€£]|euros?|dollars?|eur|usd))/i,
  interests:
    /\b(?:food|museums?|history|nature|hiking|nightlife|shopping|beach|art|wine|fado|comida|museos?|historia|naturaleza|playa|cuisine|musées?|histoire|plage|essen|museen|geschichte|natur|strand|cibo|musei|storia|natura|spiaggia|comida|museus|história|natureza|praia)\b/i,
  product: /.{60,}/s,
  channel: unicodeWords(
    /\b(?:instagram|tiktok|linkedin|facebook|email|newsletter|seo|ads|google|youtube|events?|eventos?|événements?|veranstaltungen|eventi)\b/i,
  ),
  'job-posting': /.{220,}/s,
  'own-experience':
    /\b(?:experience|worked|years?|studied|degree|experiencia|expérience|erfahrung|esperienza|experiência)\b/i,
  'letter-facts': /\d/,
  guests:
    /\b\d+\s*(?:guests|people|kids|children|adults|invitados|personas|niños|invités|personnes|enfants|gäste|personen|kinder|ospiti|persone|bambini|convidados|pessoas|crianças)\b/i,
  venue: unicodeWords(
    /\b(?:at home|garden|park|venue|restaurant|hall|backyard|beach|en casa|jardín|parque|salón|restaurante|à la maison|jardin|parc|salle|zu hause|garten|saal|lokal|a casa|giardino|parco|sala|ristorante|em casa|quintal|salão)\b/i,
  ),
  'party-budget':
    /\b(?:budget|presupuesto|cheap|barato|pas cher|günstig|economico|luxury|lujo|luxe|luxus|lusso|luxo|orçamento)\b|[$€£]\s?\d|\d+\s?(?:[$€£]|euros?|dollars?|eur|usd)\b/i,
};

/** What each narrow subject needs to know, most useful first. */
function subjectSlots(subject: Subject, analysis: Analysis): Slot[] {
  if (isTechChoice(subject)) return ['tool-purpose', 'team-experience'];
  switch (subject) {
    case 'symptom':
      return ['symptom-detail', 'symptom-since', 'help-wanted'];
    case 'symptom-other':
      return ['symptom-since', 'symptom-more', 'help-wanted'];
    case 'fix-sourdough':
      return ['starter-age', 'starter-flour', 'room-temp', 'feeding-ratio'];
    case 'fix-baking':
      return ['recipe', 'room-temp'];
    case 'fix-plant':
      return ['plant-light', 'plant-water'];
    case 'fix-appliance':
      return ['appliance-model', 'tried'];
    case 'fix-tech':
      return techFaultAsks(analysis);
    case 'fix-other':
      // Floorboards, a bike chain, a tap: the fix depends on what it is and what was tried.
      return HOME_THING.test(analysis.request) ? ['fix-thing', 'tried'] : ['tried'];
    case 'when-to-visit':
      return ['trip-priorities', 'trip-flexibility'];
    case 'regex':
      return ['regex-flavour', 'regex-strictness'];
    case 'data-analysis':
      return ['data-goal'];
    case 'meeting-notes':
      return ['audience'];
    case 'sql-rows':
      return ['sql-dialect'];
    case 'formula':
      return ['spreadsheet-app'];
    case 'command':
      return ['command-os'];
    case 'substitute':
      return ['dish'];
    case 'trip-days':
      return ['interests', 'budget'];
    case 'packing':
      return ['activities'];
    case 'naming':
      return ['count'];
    default:
      return [];
  }
}

const NUMBER_WORD =
  '(?:\\d+|a few|a couple of|one|two|three|several|many|unos?|unas?|quelques|ein paar|einigen|qualche|alguns|algumas)';

/** Filled when the prompt already says it. */
const SUBJECT_FILLED: Readonly<Record<SubjectSlot, RegExp>> = {
  // "in my left knee when I go downstairs": a place or a trigger is already told.
  'symptom-detail':
    /\b(?:left|right|front|inside|outside|behind|under|when i|izquierd[oa]|derech[oa]|gauche|droite|links|rechts|sinistr[oa]|destr[oa]|esquerd[oa]|direit[oa])\b/i,
  'symptom-more':
    /\b(?:and|with|also|plus|y|con|también|et|avec|aussi|und|mit|auch|e|con|anche|com|também)\s+(?:a\s+|un\s+|une\s+|eine?n?\s+|uma?\s+)?\w+/i,
  'symptom-since': unicodeWords(
    new RegExp(
      `\\b(?:since|for ${NUMBER_WORD} (?:days?|weeks?|months?|years?)|every (?:morning|day|night|time)|desde|hace|depuis|seit|da ${NUMBER_WORD}|há|todas? las?|tous les|jeden|ogni|todo dia|todas as)\\b`,
      'i',
    ),
  ),
  'help-wanted': unicodeWords(
    /\b(?:why|causes?|what (?:can|should) i do|how (?:do|can) i|exercises?|stretch\w*|doctor|por qué|causas?|qué hago|ejercicios|médico|pourquoi|que faire|exercices|médecin|warum|ursachen?|was (?:kann|soll) ich|übungen|arzt|perché|cause|cosa (?:posso|devo)|esercizi|medico|por que|o que fazer|exercícios)\b/i,
  ),
  'starter-age':
    /\b(?:\d+\s*(?:days?|weeks?|months?|días|semanas|meses|jours|semaines|mois|tage?n?|wochen|monate?n?|giorni|settimane|mesi|dias))\b|\b(?:new|old|nuev[oa]|nouveau|neu|nuovo|novo)\b/i,
  'starter-flour':
    /\b(?:flour|rye|wholemeal|whole wheat|harina|farine|mehl|farina|farinha|roggen|segale|centeno|seigle|centeio)\b/i,
  'room-temp':
    /\d+\s*°|\b(?:degrees|grados|degrés|grad|gradi|graus|cold|warm|frí[oa]|froid|kalt|freddo|fri[oa])\b/i,
  'feeding-ratio':
    /\b\d:\d|\b(?:ratio|proporci[óo]n|proportions?|verhältnis|proporzion[ei]|propor[cç][ãa]o)\b/i,
  recipe:
    /\b(?:recipe|receta|recette|rezept|ricetta|receita|\d+\s*(?:g|grams?|gramos|grammes|gramm|grammi|gramas|cups?|%))\b/i,
  'plant-light':
    /\b(?:sun|light|window|shade|sol|luz|ventana|soleil|lumière|fenêtre|sonne|licht|fenster|luce|finestra|janela)\b/i,
  'plant-water': unicodeWords(
    /\b(?:water(?:ing|ed)?|riego|riego|arros\w+|gie(?:ß|ss)\w*|annaffi\w*|rega|regar|rego)\b/i,
  ),
  'appliance-model':
    /\b(?:bosch|miele|samsung|lg|whirlpool|beko|siemens|aeg|electrolux|candy|hotpoint|indesit|ge|kitchenaid|smeg|error|code|fehler|erreur|errore|erro)\b/i,
  // "oak floorboards", "10-year-old road bike", "mixer tap": the user said what it is.
  'fix-thing': unicodeWords(
    /\b(?:oak|pine|wood(?:en)?|laminate|carpet(?:ed)?|tiled?|metal|steel|brass|chrome|plastic|ceramic|aluminium|aluminum|carbon|road bike|mountain bike|mtb|e-?bike|hybrid|mixer|\d+[- ]?(?:years?|yrs?)[- ]?old|(?:from|built in|made in) (?:19|20)\d\d|new|old)\b/i,
  ),
  tried: unicodeWords(
    /\b(?:tried|already|checked|cleaned|reset|probé|ya he|essayé|déjà|versucht|schon|provato|già|tentei|já)\b/i,
  ),
  'trip-priorities':
    /\b(?:weather|festivals?|blossoms?|crowds?|cheap\w*|budget|northern lights|aurora|beach|ski\w*|hiking|clima|fiestas?|gente|barat\w*|météo|fêtes?|foule|pas cher|wetter|feste?|andrang|günstig|tempo|feste|folla|economic\w*|festas?|movimento)\b/i,
  'trip-flexibility': unicodeWords(
    /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter|holidays|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|primavera|verano|otoño|invierno|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|printemps|été|automne|hiver|januar|februar|märz|april|juni|juli|oktober|dezember|frühling|sommer|herbst|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|estate|autunno|inverno|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|dezembro|verão|outono)\b/i,
  ),
  // "for a small internal dashboard" says what it is for; "for a cli" or "for my app" does not.
  'tool-purpose':
    /(?:\S+\s+){9,}|\b(?:for|pour|para|für|per)\s+(?:(?:an?|the|my|our|un|une|el|la|mi|mon|ma|notre|ein|eine|einen|unser|unsere|il|lo|uno|una|o|um|uma|meu|minha)\s+)?(?!(?:an?|the|my|our|un|une|el|la|mi|mon|ma|notre|ein|eine|einen|unser|unsere|il|lo|uno|una|o|um|uma|meu|minha)\s)\S+\s+\S+\s+\S+/i,
  'team-experience': unicodeWords(
    /\b(?:team|we know|i know|(?:who|we|i) (?:know|use|used)|devs?|developers|engineers|experience|equipo|conozco|sabemos|équipe|je connais|on connait|kenne|kennen|esperienza|conosco|conosciamo|equipe|conheço|conhecemos)\b/i,
  ),
  'regex-flavour':
    /\b(?:javascript|js|typescript|python|pcre|php|java|\.net|c#|go|golang|ruby|perl|rust|grep|sed|awk|postgres|mysql|excel|sheets)\b/i,
  'regex-strictness':
    /\b(?:validat\w*|strict\w*|exact\w*|find|extract|search|valid\w*|estrict\w*|encontrar|extraer|valider|strict|trouver|extraire|prüf\w*|validier\w*|streng|finden|validar|estrit\w*|trovare|estrarre|rigoros\w*)\b/i,
  // The system matters for a shell command, not for git, docker or npm.
  'command-os':
    /\b(?:mac|macos|os x|linux|ubuntu|debian|fedora|windows|wsl|git|docker|kubectl|npm|yarn|pnpm|pip|brew|apt(?:-get)?|systemctl|powershell)\b/i,
  dish: /\b(?:in|into|en|dans|im|nel|nella|nei|em|no|na)\s+(?:(?:a|an|my|the|un|une|una|el|la|le|mi|mon|ma|ein|eine|einen|meinem|il|lo|uma?|o|meu|minha)\s+)?\w+/i,
  activities: unicodeWords(
    /\b(?:hik\w*|ski\w*|beach|city|business|camping|wedding|senderismo|playa|esquí|randonnée|plage|wandern|strand|escursion\w*|spiaggia|trilha|praia)\b/i,
  ),
  'spreadsheet-app': /\b(?:excel|google sheets|sheets|libreoffice|calc|numbers)\b/i,
  // A question of the user's own ("which region is doing best?") is what they want to learn.
  'data-goal': /[?¿]|(?:\S+\s+){6,}/,
};

function isSubjectSlot(slot: string): slot is SubjectSlot {
  return slot in SUBJECT_FILLED;
}

/**
 * Slots to ask about, most useful first: the country whose rules apply and the child's age come
 * before anything else, since the answer is wrong without them.
 */
function slotsToAsk(analysis: Analysis): Slot[] {
  // "Chat below." over a chat and nothing asked: what to do with it comes before anything else.
  if (asksNothingOfPaste(analysis)) return 'paste-goal' in analysis.answers ? [] : ['paste-goal'];
  // Entry rules are the destination's, named in the ask; a 401(k) or an HSA is American: the
  // passport or the eligibility is asked instead of "which country's rules apply?".
  const family = adviceFamilyOf(analysis);
  const first = jurisdictionSlots(analysis).filter(
    (slot) => !(slot in analysis.answers) && !(slot === 'country' && family && countrySet(family, analysis)),
  );
  if (first.length === 0) return withoutFormSet(analysis, otherSlots(analysis));
  // The baby's age asked twice would be noise, and so would a trip budget for "can my boss fire
  // me during my holidays?": once the country is asked, the question is about rules.
  const rest = otherSlots(analysis).filter(
    (slot) =>
      !first.includes(slot as JurisdictionSlot) &&
      slot !== 'baby-age' &&
      slot !== 'child-age' &&
      !(first.includes('country') && (isDomainSlot(slot) || TRIP_SLOTS.has(slot))),
  );
  return [...first, ...rest];
}

/** "what do I do if my flight is cancelled" asks about rights, not a trip to plan. */
const TRIP_SLOTS: ReadonlySet<string> = new Set(['destination', 'trip-when', 'travellers']);

/** Deliverables whose facts a short form is made of: a slogan's business, a bio's facts, a thank-you. */
const SHORT_FORM_FACTS: ReadonlySet<string> = new Set(['slogan', 'bio', 'thank-you']);

/**
 * A tagline, a caption or a card message has its length set by the form (short-form.ts), and a
 * card has no reference numbers to state: those chips would ask what the prompt already says.
 */
function withoutFormSet(analysis: Analysis, slots: Slot[]): Slot[] {
  const match = shortFormAsked(analysis);
  if (!match) return slots;
  // "3 eslóganes", "one tagline": how many is said already.
  const counted = statedCount(opening(analysis.request), match) !== null;
  return slots.filter(
    (slot) => slot !== 'length' && slot !== 'letter-facts' && !(counted && slot === 'count'),
  );
}

/**
 * Text was pasted and the words around it ask nothing ("See thread:", "Looks off to me.", or no
 * words at all), and no kind is sure: guessing a summary or a reply would be the wrong task.
 */
function asksNothingOfPaste(analysis: Analysis): boolean {
  if (analysis.material.length === 0 || analysis.classification.confidence >= CONFIDENT) return false;
  if (analysis.injection) return false;
  const units = splitUnits(analysis.request, analysis.language);
  return units.every((u) => isFiller(u) || isLeadIn(u, analysis.language) || isImpression(u));
}

/** An invitation or save-the-date as a noun; "invite" alone may be a verb inside another ask. */
const EVENT_MESSAGE =
  /(?<![\p{L}])(?:invitations?|save[- ]the[- ]date|einladung\p{L}*|invitaci[oó]n(?:es)?|invito|inviti|convites?|faire-part)(?![\p{L}])/iu;
/** Turning an invitation down is a reply: its date and place are the inviter's. */
const DECLINING =
  /(?<![\p{L}])(?:declin\p{L}*|turn(?:ing)? down|absag\p{L}*|ablehn\p{L}*|abzusagen|refus\p{L}*|d[ée]clin\p{L}*|rechaz\p{L}*|rifiut\p{L}*|declinar|recus\p{L}*)(?![\p{L}])/iu;

function otherSlots(analysis: Analysis): Slot[] {
  const { classification, request } = analysis;
  // "how do I set up a VPN", "gdpr for my shop": the one fact the steps or the rules turn on
  // ("gdpr for my shop's newsletter" is no marketing plan).
  // "ssh: Permission denied (publickey)", "transit visa for Frankfurt", "HSA or FSA?": the facts
  // of the user's situation that decide the answer, never an audience or a level.
  const family = adviceFamilyOf(analysis);
  if (family && thinAskQuestion('passport', analysis.language))
    return adviceAsks(family).filter((slot) => !filledAny(analysis, slot));
  const thinAsk = analysis.alreadyStructured ? null : thinAskSlots(analysis);
  if (thinAsk && thinAskQuestion('setup-device', analysis.language)) {
    return thinAsk.filter((slot) => !filledAny(analysis, slot));
  }
  // A sick child, an absence note, a gift: the facts only the user has, before any subject.
  const need = analysis.alreadyStructured ? null : needOf(analysis);
  if (need && needQuestion('note-tone', analysis.language)) {
    return needAsks(need).filter((slot) => !filledAny(analysis, slot));
  }
  // A formal letter's reader and tone are set: only the facts only the user has. A spoken
  // script needs no "who is it for / how long": what it turns on is asked by its need above.
  const letterForm =
    classification.kind === 'write' && classification.confidence >= CONFIDENT
      ? writeForm(opening(request))
      : null;
  if (letterForm === 'script') return [];
  if (letterForm === 'letter' && DOMAIN_QUESTIONS[analysis.language])
    return (['letter-facts'] as Slot[]).filter((slot) => !filledAny(analysis, slot));
  // "best password manager for the family": software is chosen by devices, users and price,
  // never by a shop budget or "small or portable" (plan/object-fit.ts).
  if (choosesSoftware(analysis) && fitQuestion('app-devices', analysis.language))
    return softwareAsks(analysis).filter((slot) => !filledAny(analysis, slot));
  // A purchase, a class's worksheet, a car fault, a diet question: the one fact that decides it.
  const gap = gapOf(analysis);
  if (gap && gapQuestion('buy-budget', analysis.language)) {
    return gapAsks(gap, analysis).filter((slot) => !filledAny(analysis, slot));
  }
  // "agenda for team offsite": hours or days, people and aims, never "one week | one month".
  const eventScale = eventScaleOf(analysis);
  if (eventScale && fitQuestion('event-length', analysis.language))
    return eventAsks(eventScale).filter((slot) => !filledAny(analysis, slot));
  const subject = analysis.alreadyStructured ? null : subjectOf(analysis);
  // "Ibuprofen with coffee?" is answered differently at 16, at 70 and in pregnancy.
  if (
    subject === 'health-question' &&
    !mentionsChild(analysis) &&
    gapQuestion('your-age', analysis.language)
  ) {
    return healthAsks().filter((slot) => !filledAny(analysis, slot));
  }
  if (subject && SUBJECT_QUESTIONS[analysis.language]) {
    // Only what this subject needs: no "what would help you most?" chips, no "how long?" for a
    // summary whose sections are set.
    return subjectSlots(subject, analysis).filter((slot) => !filledAny(analysis, slot));
  }
  const words = wordCount(request, 40);
  // A runner's goal is the race and their kit is shoes: no gym goal or equipment chips.
  const runner = isEndurance(request);
  const confident = classification.confidence >= CONFIDENT;
  const thin = words <= 3 && analysis.material.length === 0;
  // "wedding vows", "nap schedule for my 5 month old baby": the facts that deliverable is made
  // of, nothing generic (thin requests run to about eight words).
  // "I need a revision timetable for my chemistry exams, I get distracted": a study plan at any
  // length up to a paragraph.
  const deliverable =
    analysis.material.length > 0
      ? null
      : ((contentWordCount(request, analysis.language) <= 8 ? deliverableOf(request) : null) ??
        (words <= 40 && isStudyPlan(request) ? 'study-plan' : null) ??
        // A bedtime story with its plot told still needs the child's age, which no plot gives.
        (words <= 40 && deliverableOf(request) === 'bedtime-story' ? 'bedtime-story' : null) ??
        // A lost-pet poster told at some length still lacks the animal, the place or a number.
        (words <= 40 && deliverableOf(request) === 'lost-pet' ? 'lost-pet' : null) ??
        // An invitation at any length lacks its date and place until the user says them.
        (words <= 40 && EVENT_MESSAGE.test(request) && !DECLINING.test(request) ? 'invitation' : null));
  // "hooks for my video about budgeting tips": the hook is the deliverable, not a budget.
  const formFacts = !deliverable || !shortFormAsked(analysis) || SHORT_FORM_FACTS.has(deliverable);
  if (deliverable && formFacts && deliverableQuestion('board', analysis.language)) {
    return deliverableSlots(deliverable).filter(
      (slot) => !filledAny(analysis, slot) && !(runner && GYM_ONLY.has(slot)),
    );
  }
  // Names for a vegan bakery are branding: no cooking time or servings to ask about.
  // An already-good prompt has chosen its details: no trip or party chips on top of them.
  // "Can I reuse cooking oil?" asks a fact: diet, cooking time and servings fit a meal to cook.
  const domain =
    analysis.alreadyStructured || NAMING_ASK.test(request) || FACT_QUESTION.test(request.trim())
      ? null
      : domainOf(opening(request));
  const domainSlots = domain ? BY_DOMAIN[domain] : undefined;
  const form = confident && classification.kind === 'write' ? writeForm(opening(request)) : null;
  // "Kündigungsschreiben Fitnessstudio" is a letter, not a workout: the form decides the questions.
  if (
    domainSlots &&
    DOMAIN_QUESTIONS[analysis.language] &&
    ((thin && !form) || DOMAIN_ASK_KINDS.has(classification.kind))
  ) {
    // A party happens on a day: "over what time frame?" fits a training plan, not an event.
    const extra: Slot[] =
      classification.kind === 'plan' && domain !== 'events' && domain !== 'travel' ? ['timeframe'] : [];
    const asked = [...domainSlots, ...extra].filter(
      (slot) => !filledAny(analysis, slot) && !(runner && GYM_ONLY.has(slot)),
    );
    if (asked.length > 0 || !thin) return asked;
  }
  if (form === 'cover-letter' && DOMAIN_QUESTIONS[analysis.language]) {
    return (['job-posting', 'own-experience'] as Slot[]).filter((slot) => !filledAny(analysis, slot));
  }
  // A thin letter needs the facts only the user knows before any tone or audience.
  if (form === 'email' && thin && DOMAIN_QUESTIONS[analysis.language]) {
    return (['letter-facts', 'tone'] as Slot[]).filter((slot) => !filledAny(analysis, slot));
  }
  // A bare topic ("recipes", "marketing") says neither what to produce nor for whom.
  // "make sourdough starter" names a job to do, not a text: no reader to ask about, and the
  // task line asks how already.
  if (!confident && thin && analysis.language === 'en' && asksHow(request)) return [];
  // "kafka partitions", "my credit score": the answer is for the asker, no readers to pick.
  if (!confident && thin) return ownOrTechnicalTopic(request) ? ['goal'] : ['goal', 'audience'];
  if (!confident) return [];
  let wanted = [...BY_KIND[classification.kind]];
  // "make my conclusion better": what the essay argues and at what level decide the rewrite.
  if (editsEssayPart(analysis) && fitQuestion('essay-topic', analysis.language))
    return [
      ...(['essay-topic', 'essay-level'] as Slot[]).filter((slot) => !filledAny(analysis, slot)),
      ...wanted.filter((slot) => !filled(analysis, slot)),
    ];
  // "in 3 bullets: what people love, what they hate": a summary already shaped needs no reader chips.
  if (classification.kind === 'summarize' && (analysis.slots.length || analysis.slots.format))
    wanted = wanted.filter((slot) => slot !== 'audience');
  // "Who is it for? Friends and family…" says nothing about a bakery's name.
  if (classification.kind === 'brainstorm' && NAMING_ASK.test(request))
    wanted = wanted.filter((slot) => slot !== 'audience');
  // "explain how to re-grout a shower": steps for a job have no level to pitch or length to pick.
  if (shapeOf(analysis) === 'how-to') wanted = wanted.filter((slot) => slot !== 'level' && slot !== 'length');
  // "what does it mean in normal words" over a pasted letter or clause: the reader is the user and
  // the paste sets the length, so no level or length to pick.
  if (
    classification.kind === 'explain' &&
    analysis.material.some((m) => m.kind === 'text' || m.kind === 'email' || m.kind === 'list')
  )
    wanted = wanted.filter((slot) => slot !== 'level' && slot !== 'length');
  if (classification.kind === 'write' && POEM.test(request)) wanted = ['topic', 'tone', 'form'];
  if (classification.kind === 'write' && words <= 3 && !POEM.test(request)) wanted = ['topic', ...wanted];
  if (classification.kind === 'tests' && classification.programmingLanguage === null)
    wanted.unshift('code-language');
  if (classification.kind === 'write' && !POEM.test(request) && !TONE_FORMS.test(request)) {
    wanted = wanted.filter((slot) => slot !== 'tone');
  }
  // A letter to a known reader (the roofer, the court, Mr Patel): the reader is no question, and
  // "Funny" or "Long and detailed" matter less than the dates, amounts and reference numbers only
  // the user has.
  if (
    classification.kind === 'write' &&
    words <= 30 &&
    ADDRESSED_FORM.test(request) &&
    filled(analysis, 'audience') &&
    DOMAIN_QUESTIONS[analysis.language]
  ) {
    // "sorry text to my sister": what makes it up to her, never reference numbers or "Funny".
    const close = OFFICIAL_READER.test(request) ? null : closeMessageAsks(analysis);
    if (close && fitQuestion('amends', analysis.language))
      return [...close, ...(close.includes('amends') ? [] : (['tone'] as Slot[]))].filter(
        (slot) => !filledAny(analysis, slot),
      );
    return (['letter-facts', 'tone'] as Slot[]).filter(
      (slot) => !filledAny(analysis, slot) && !(slot === 'tone' && OFFICIAL_READER.test(request)),
    );
  }
  // A detailed request has chosen what matters to it; ask only what the task cannot do without.
  if (words > 30) wanted = wanted.filter((slot) => ESSENTIAL.has(slot));
  return wanted.filter((slot) => !filled(analysis, slot));
}

function isDomainSlot(slot: string): slot is DomainSlot {
  return slot in DOMAIN_FILLED;
}

function filledAny(analysis: Analysis, slot: Slot): boolean {
  if (slot in analysis.answers) return true;
  // "Which grade or age group?" after "a UK crowd mostly 40-55" asks what is said in other words.
  if (CROWD_SLOTS.has(slot) && statesCrowd(analysis.request)) return true;
  if (OWN_LEVEL_SLOTS.has(slot) && statesOwnLevel(analysis.request)) return true;
  if (isSubjectSlot(slot)) return SUBJECT_FILLED[slot].test(analysis.request);
  if (isDeliverableSlot(slot)) return deliverableFilled(slot, analysis.request);
  // Asked only when missing: jurisdictionSlots has already read the request.
  if (isJurisdictionSlot(slot)) return slot === 'kid-age' && kidAgeTold(analysis);
  if (isNeedSlot(slot)) return needFilled(slot, analysis);
  if (isThinAskSlot(slot)) return thinAskFilled(slot, analysis);
  if (isFitSlot(slot)) return fitFilled(slot, analysis);
  if (isGapSlot(slot)) return gapFilled(slot, analysis);
  // Asked only when open: openGaps has already read the request.
  if (isOpenSlot(slot)) return false;
  // "siamo in 6", "there are 6 of us": a count of people fills every "how many?" about them.
  if (isDomainSlot(slot))
    return (
      DOMAIN_FILLED[slot].test(analysis.request) ||
      (PEOPLE_SLOTS.has(slot) && statesPeopleCount(analysis.request))
    );
  return filled(analysis, slot);
}

/** Who a text is for, or their age or grade: a described crowd answers them (plan/stated-audience.ts). */
const CROWD_SLOTS: ReadonlySet<string> = new Set(['class-grade', 'speech-audience']);
/** The user's own level: their trade or what they know answers it. */
const OWN_LEVEL_SLOTS: ReadonlySet<string> = new Set(['learner-level', 'team-experience']);

/** Domain questions a stated count of people answers. */
const PEOPLE_SLOTS: ReadonlySet<string> = new Set(['servings', 'guests', 'travellers']);

const ESSENTIAL: ReadonlySet<QuestionSlot> = new Set([
  'language',
  'code-language',
  'sql-dialect',
  'goal',
  'topic',
]);

/** The question's words in the prompt's language (generic or subject-specific). */
export function questionText(slot: string, language: string, scaffold: Scaffold): QuestionText | undefined {
  if (isSubjectSlot(slot)) return SUBJECT_QUESTIONS[language]?.[slot];
  if (isDomainSlot(slot)) return DOMAIN_QUESTIONS[language]?.[slot];
  if (isDeliverableSlot(slot)) return deliverableQuestion(slot, language);
  if (isJurisdictionSlot(slot)) return jurisdictionQuestion(slot, language);
  if (isNeedSlot(slot)) return needQuestion(slot, language);
  if (isGapSlot(slot)) return gapQuestion(slot, language);
  if (isOpenSlot(slot)) return openQuestion(slot, language);
  if (isThinAskSlot(slot)) return thinAskQuestion(slot, language);
  if (isFitSlot(slot)) return fitQuestion(slot, language);
  return scaffold.questions[slot as QuestionSlot];
}

/** Chips that are amounts of money: they carry the user's currency (plan/money.ts). */
const MONEY_SLOTS: ReadonlySet<string> = new Set([
  'gift-budget',
  'marketing-budget',
  'monthly-income',
  'buy-budget',
]);

/** A "$" that is no "R$", "US$" or "C$": dollars or pesos, country unknown. */
const BARE_DOLLAR = /(?<![\p{L}])\$\s?\d|\d\s?\$(?![\p{L}])/u;

function chips(slot: string, options: readonly string[], analysis: Analysis): string[] {
  const currency = MONEY_SLOTS.has(slot) ? currencyOf(analysis.request, analysis.language) : null;
  // "with a 2-year-old": an option the stated party rules out is not offered.
  let fitting = withChildren(analysis) ? options.filter((o) => !ADULT_ONLY_OPTIONS.has(o)) : options;
  // "$300" is no one country, but it is not Spain or France: dollar and peso countries first.
  if (slot === 'country' && BARE_DOLLAR.test(analysis.request))
    fitting = [
      ...fitting.filter((o) => DOLLAR_COUNTRIES.has(o)),
      ...fitting.filter((o) => !DOLLAR_COUNTRIES.has(o)),
    ];
  // "payslip", "my mum", "holiday pay": British words put the United Kingdom first.
  if (slot === 'country' && BRITISH_WORDS.test(analysis.request))
    fitting = [
      ...fitting.filter((o) => o === 'United Kingdom'),
      ...fitting.filter((o) => o !== 'United Kingdom'),
    ];
  return currency ? fitting.map((o) => withCurrency(o, currency, analysis.language)) : [...fitting];
}

/** Words British English uses and American English does not: the likelier country comes first. */
const BRITISH_WORDS =
  /(?<![\p{L}])(?:payslips?|mum|mums|holiday pay|solicitors?|estate agents?|letting agents?|fortnight(?:ly)?|postcode|council|redundancy|sacked|tenancy|licence|cheques?|colour|favourite|organis(?:e|ed|ing)|centre|a&e|gp surgery)(?![\p{L}])/iu;

export function questionsFor(analysis: Analysis, scaffold: Scaffold): Question[] {
  // A French user who writes "tu", or a German one who writes "Sie", is asked the same way.
  const key = scaffoldKey(analysis);
  const register = key === 'fr-tu' ? FR_TU_QUESTIONS : key === 'de-sie' ? DE_SIE_QUESTIONS : null;
  return withOpenGaps(analysis, slotsToAsk(analysis))
    .slice(0, MAX_QUESTIONS)
    .flatMap((slot) => {
      const text = questionText(slot, analysis.language, scaffold);
      if (!text) return [];
      return [
        {
          id: slot,
          slot,
          question: register?.get(text.question) ?? text.question,
          options: [...chips(slot, text.options, analysis), scaffold.keepPlaceholder],
          multiple: text.multiple ?? false,
        },
      ];
    });
}

/**
 * An already-excellent prompt's own gaps (plan/open-gaps.ts) after what its kind needs. Its task
 * is stated, so the generic "what would help you most?" goes: what a good result must give is
 * the gap check's own question, asked only when the prompt does not say it.
 */
function withOpenGaps(analysis: Analysis, asked: Slot[]): Slot[] {
  if (!analysis.alreadyStructured) return asked;
  const open = openGaps(analysis).filter((slot) => !(slot in analysis.answers));
  return [...asked.filter((slot) => slot !== 'goal'), ...open];
}

/** Every question id the engine can ask, for validating `answers`. */
export function questionIds(analysis: Analysis, scaffold: Scaffold): string[] {
  return questionsFor({ ...analysis, answers: {} }, scaffold).map((q) => q.id);
}
