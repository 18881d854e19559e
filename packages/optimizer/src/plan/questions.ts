import type { Analysis, Question, TaskKind } from '../analysis/types';
import { CONFIDENT } from '../analysis/types';
import { DOMAIN_QUESTIONS, type DomainSlot } from '../i18n/scaffold/domain-questions';
import { domainOf } from '../i18n/scaffold/domains';
import { writeForm } from '../i18n/scaffold/forms';
import { opening } from './opening';
import type { QuestionSlot, QuestionText, Scaffold } from '../i18n/scaffold/types';

type Slot = QuestionSlot | DomainSlot;

const MAX_QUESTIONS = 4;

/** Forms whose length is fixed by the form itself: asking "how long?" would be noise. */
const FIXED_FORM =
  /\b(?:haiku|limerick|sonnet|tweet|tanka|acrostic|slogan|tagline|subject line|headline)s?\b/i;
/** "for my boss", "to all staff", "pro meu chefe": the reader is named. */
const RECIPIENT =
  /\b(?:to|for|para|pro|pra|pour|à|an|für|per|a|al|ao|à)\s+(?:my|mi|mis|meu|minha|mon|ma|mes|mein|meine|meinen|meinem|il mio|la mia|mio|mia|our|nuestro|nuestra|notre|nos|unser|unsere|unseren|nosso|nossa|all|todos|todas|tous|toutes|alle|tutti|the|o|os|el|los|le|les|il|lo|der|die|den)\b/i;
/** A stated level or age: "like I'm 5", "a 7-year-old", "A2", "14 anos", "für Anfänger". */
const LEVEL =
  /\b(?:\d{1,2}[- ]?(?:years?[- ]old|yo|year|años|ans|jahre?n?|anni|anos)|eli5|like i'?m \d+|beginners?|kids?|child(?:ren)?|teenagers?|students?|expert|advanced|intermediate|[abc][12]|high[- ]school|universit\w*|principiantes?|niños?|adolescentes?|débutants?|enfants?|ados?|anfänger\w*|kinder\w*|principianti|bambini|ragazz\w+|iniciantes?|crianças?|adolescentes?|non-?technical|lay(?:man|person|people)|no (?:technical |tech )?background|ohne \w*(?:wissen|kenntnisse)|laien?|sin conocimientos|sans connaissances|senza conoscenze|sem conhecimentos?|grandma|grandpa|my (?:mom|mum|dad|parents))\b/i;
const TEST_FRAMEWORK =
  /\b(?:jest|vitest|pytest|unittest|junit|mocha|jasmine|rspec|phpunit|xunit|nunit|go test|testing library|cypress|playwright)\b/i;
const ASPECT =
  /\b\d{1,2}\s*:\s*\d{1,2}\b|\b(?:square|landscape|portrait|vertical|horizontal|cuadrad[oa]|carré|quadratisch|quadrat[oa])\b/i;
const DURATION =
  /\b\d+\s*(?:-\s*)?(?:days?|weeks?|months?|years?|días?|semanas?|meses|jours?|semaines?|mois|tage?n?|wochen?|monate?n?|giorni|settimane?|mesi|dias?)\b/i;
/** Forms where tone choices like "funny" or "persuasive" fit; a story or an article has its own. */
const TONE_FORMS =
  /\b(?:e-?mails?|correos?|courriels?|mails?|messages?|mensajes?|nachricht|messaggi?o|mensagem|posts?|tweets?|captions?|speech|toast|discurso|discours|rede|discorso|bio|letters?|cartas?|lettres?|brief|lettera|description)\b/i;
const SHORT_FORM =
  /\btl;?dr\b|\bin (?:one|two|three|a few|\d+) (?:sentences?|lines?|words?|bullets?|points?|paragraphs?)\b/i;
const EDIT_GOAL =
  /\b(?:grammar|spelling|typos?|proofread|shorter|shorten|concise|clearer|professional|persuasive|formal|casual|friendlier|tone|gram[aá]tica|ortograf[ií]a|grammaire|orthographe|grammatik|rechtschreibung|grammatica|ortografia)\b/i;
const POEM = /\b(?:poem|poema|poème|poesia|poesie|gedicht|verse|verso|rhyme)s?\b/i;

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
      return slots.audience !== null || RECIPIENT.test(analysis.request);
    case 'level':
      return slots.audience !== null || LEVEL.test(analysis.request);
    case 'tone':
      return slots.tone !== null;
    case 'timeframe':
      return DURATION.test(analysis.request);
    case 'aspect-ratio':
      return ASPECT.test(analysis.request);
    case 'length':
    case 'count':
      return slots.length !== null || FIXED_FORM.test(analysis.request) || SHORT_FORM.test(analysis.request);
    case 'language':
      return slots.outputLanguage !== null;
    case 'code-language':
      return classification.programmingLanguage !== null;
    case 'framework':
      return TEST_FRAMEWORK.test(analysis.request);
    case 'sql-dialect':
      return /\b(?:postgres(?:ql)?|mysql|sqlite|sql server|t-sql|oracle|bigquery|snowflake|mariadb|redshift)\b/i.test(
        analysis.rough,
      );
    case 'edit-goal':
      return analysis.request.split(/\s+/).length > 8 || EDIT_GOAL.test(analysis.request);
    case 'form':
      return /\b(?:haiku|limerick|sonnet|rhym\w*|free verse|acrostic|tanka)\b/i.test(analysis.request);
    case 'topic':
      return wordCount(analysis.request) > 3;
    case 'style':
      return /\b(?:photo\w*|illustration|watercolou?r|anime|pixel|3d|oil painting|sketch|cartoon|minimalist|styles?|vibes?|aesthetic|look|estilo|stil|stile|ghibli|pixar|retro|vintage|realistic|cinematic)\b/i.test(
        analysis.request,
      );
    default:
      return false;
  }
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Subject-specific questions, asked instead of the generic ones when the subject is clear. */
const BY_DOMAIN: Partial<Record<string, readonly DomainSlot[]>> = {
  cooking: ['diet', 'cooking-time', 'servings'],
  fitness: ['fitness-goal', 'experience', 'equipment'],
  travel: ['budget', 'interests'],
  marketing: ['product', 'channel'],
};
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
  experience:
    /\b(?:beginner|intermediate|advanced|novice|principiante|intermedio|avanzado|débutant|intermédiaire|avancé|anfänger|fortgeschritten\w*|principiante|intermedio|avanzato|iniciante|intermediário|avançado)\b/i,
  equipment:
    /\b(?:no equipment|bodyweight|dumbbells?|kettlebells?|gym|barbell|bands?|sin material|mancuernas|gimnasio|sans matériel|haltères|salle|ohne geräte|hanteln|fitnessstudio|senza attrezzi|manubri|palestra|sem equipamento|halteres|academia|at home|en casa|à la maison|zu hause|a casa|em casa)\b/i,
  budget:
    /\b(?:budget|presupuesto|cheap|barato|pas cher|günstig|economico|barato|luxury|lujo|luxe|luxus|lusso|luxo|[$€£]\s?\d|\d+\s?(?:[$€£]|euros?|dollars?|eur|usd))/i,
  interests:
    /\b(?:food|museums?|history|nature|hiking|nightlife|shopping|beach|art|wine|fado|comida|museos?|historia|naturaleza|playa|cuisine|musées?|histoire|plage|essen|museen|geschichte|natur|strand|cibo|musei|storia|natura|spiaggia|comida|museus|história|natureza|praia)\b/i,
  product: /.{60,}/s,
  channel:
    /\b(?:instagram|tiktok|linkedin|facebook|email|newsletter|seo|ads|google|youtube|events?|eventos?|événements?|veranstaltungen|eventi)\b/i,
  'job-posting': /.{220,}/s,
  'own-experience':
    /\b(?:experience|worked|years?|studied|degree|experiencia|expérience|erfahrung|esperienza|experiência)\b/i,
  'letter-facts': /\d/,
};

/** Slots to ask about, most useful first. */
function slotsToAsk(analysis: Analysis): Slot[] {
  const { classification, request } = analysis;
  const words = wordCount(request);
  const confident = classification.confidence >= CONFIDENT;
  const thin = words <= 3 && analysis.material.length === 0;
  const domain = domainOf(opening(request));
  const domainSlots = domain ? BY_DOMAIN[domain] : undefined;
  const form = confident && classification.kind === 'write' ? writeForm(opening(request)) : null;
  // "Kündigungsschreiben Fitnessstudio" is a letter, not a workout: the form decides the questions.
  if (
    domainSlots &&
    DOMAIN_QUESTIONS[analysis.language] &&
    ((thin && !form) || DOMAIN_ASK_KINDS.has(classification.kind))
  ) {
    const extra: Slot[] = classification.kind === 'plan' ? ['timeframe'] : [];
    const asked = [...domainSlots, ...extra].filter((slot) => !filledAny(analysis, slot));
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
  if (!confident && thin) return ['goal', 'audience'];
  if (!confident) return [];
  let wanted = [...BY_KIND[classification.kind]];
  if (classification.kind === 'write' && POEM.test(request)) wanted = ['topic', 'tone', 'form'];
  if (classification.kind === 'write' && words <= 3 && !POEM.test(request)) wanted = ['topic', ...wanted];
  if (classification.kind === 'tests' && classification.programmingLanguage === null)
    wanted.unshift('code-language');
  if (classification.kind === 'write' && !POEM.test(request) && !TONE_FORMS.test(request)) {
    wanted = wanted.filter((slot) => slot !== 'tone');
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
  return isDomainSlot(slot) ? DOMAIN_FILLED[slot].test(analysis.request) : filled(analysis, slot);
}

const ESSENTIAL: ReadonlySet<QuestionSlot> = new Set([
  'language',
  'code-language',
  'sql-dialect',
  'goal',
  'topic',
]);

/** The question's words in the prompt's language (generic or subject-specific). */
export function questionText(slot: string, language: string, scaffold: Scaffold): QuestionText | undefined {
  if (isDomainSlot(slot)) return DOMAIN_QUESTIONS[language]?.[slot];
  return scaffold.questions[slot as QuestionSlot];
}

export function questionsFor(analysis: Analysis, scaffold: Scaffold): Question[] {
  return slotsToAsk(analysis)
    .slice(0, MAX_QUESTIONS)
    .flatMap((slot) => {
      const text = questionText(slot, analysis.language, scaffold);
      if (!text) return [];
      return [
        {
          id: slot,
          slot,
          question: text.question,
          options: [...text.options, scaffold.keepPlaceholder],
          multiple: text.multiple ?? false,
        },
      ];
    });
}

/** Every question id the engine can ask, for validating `answers`. */
export function questionIds(analysis: Analysis, scaffold: Scaffold): string[] {
  return questionsFor({ ...analysis, answers: {} }, scaffold).map((q) => q.id);
}
