/**
 * What the prompt already says about who the answer is for and at what level, in other words
 * than "for beginners" or "ages 8–11": the user's own trade or knowledge ("I'm a backend dev who
 * knows RabbitMQ", "je suis infirmière", "ich bin Lehrer") and the crowd a text is made for ("a UK
 * crowd mostly 40-55", "my students are 14", "pour un public de retraités"). A question asking it
 * again, or a line defining terms for an expert, reads as not having listened.
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';
const re = (source: string): RegExp => new RegExp(`${L}(?:${source})${R}`, 'iu');

/** Trades whose holder reads at a practitioner's level, in the six languages (any gender). */
const TRADE = [
  // English
  '(?:backend|back-end|frontend|front-end|full-?stack|senior|junior|web|mobile|software|data|devops|ml|ai|cloud|security|network|embedded|game)?\\s?(?:dev|devs|developer|engineer|programmer|scientist|analyst|architect|admin)',
  'sysadmin|sre|nurse|doctor|physician|surgeon|pharmacist|paramedic|midwife|dentist|vet|lawyer|solicitor|barrister|paralegal|accountant|bookkeeper|auditor|teacher|lecturer|professor|tutor|researcher|phd(?: student)?|postdoc|physicist|chemist|biologist|statistician|economist|mathematician|electrician|plumber|mechanic|carpenter|architect|designer|product manager|therapist|psychologist|chef|pilot',
  // Spanish
  'desarrollador[a]?|programador[a]?|ingenier[oa]|enfermer[oa]|m[ée]dic[oa]|farmac[ée]utic[oa]|abogad[oa]|contador[a]?|contable|profesor[a]?|maestr[oa]|investigador[a]?|dise[ñn]ador[a]?|electricista|fontaner[oa]|mec[áa]nic[oa]',
  // French
  'd[ée]veloppeu(?:r|se)|dev|ing[ée]nieur[e]?|infirmi(?:er|[èe]re)|m[ée]decin|pharmacien(?:ne)?|avocat[e]?|comptable|professeur[e]?|prof|enseignant[e]?|instituteur|institutrice|chercheu(?:r|se)|designer|[ée]lectricien(?:ne)?|plombier|m[ée]canicien(?:ne)?',
  // German
  '(?:\\p{L}+-?)?entwickler(?:in)?|programmierer(?:in)?|(?:\\p{L}+-?)?ingenieur(?:in)?|informatiker(?:in)?|(?:kranken)?pfleger(?:in)?|krankenschwester|arzt|[äa]rztin|apotheker(?:in)?|anwalt|anw[äa]ltin|jurist(?:in)?|steuerberater(?:in)?|buchhalter(?:in)?|lehrer(?:in)?|dozent(?:in)?|forscher(?:in)?|elektriker(?:in)?|mechaniker(?:in)?',
  // Italian
  'sviluppat(?:ore|rice)|programmat(?:ore|rice)|ingegnere|infermier[ea]|medico|farmacista|avvocat[oa]|commercialista|insegnante|professor(?:e|essa)|docente|ricercat(?:ore|rice)|elettricista|idraulico|meccanico',
  // Portuguese
  'desenvolvedor[a]?|programador[a]?|engenheir[oa]|enfermeir[oa]|m[ée]dic[oa]|farmac[êe]utic[oa]|advogad[oa]|contador[a]?|professor[a]?|pesquisador[a]?|eletricista|encanador|mec[âa]nic[oa]',
].join('|');

/** "I'm a", "je suis", "ich bin", "soy", "sono", "sou", "trabajo como"…: then up to two words. */
const SELF =
  "(?:i['’]m|i am|im(?= an? )|i work as|working as|soy|trabajo como|je suis|je travaille comme|ich bin|ich arbeite als|sono|lavoro come|sou|trabalho como)";
/**
 * "As a nurse, …", "Como enfermera, …": the trade opens the sentence, before a comma. Elsewhere "as a
 * teacher would" or "act as a developer" casts the assistant, and "como"/"als" mean how or than.
 */
const AS = '(?:as an?|como|come|als|en tant que)';
const ARTICLE = '(?:an?|un|una|une|ein|eine|uno|um|uma)';
/**
 * "senior", "experienced", "backend": words between; never a place or a verb ("I'm seeing a
 * doctor", "ich bin beim Arzt", "je suis chez le médecin" name someone else).
 */
const BETWEEN =
  '(?:(?!\\p{L}+ing(?![\\p{L}])|(?:at|to|with|the|my|his|her|our|their|an?|beim|bei|zum|zur|chez|au|à|al|con|del|dal|da|do|na|no|in|im|von|vom|de|du|des|la|le|el|il|going|not|no longer)(?![\\p{L}]))[\\p{L}-]+\\s+){0,2}';
const SELF_TRADE = re(
  `${SELF}\\s+(?:${ARTICLE}\\s+)?${BETWEEN}(?:${TRADE})|(?:^|[.!?]\\s+)${AS}\\s+(?:\\p{L}+\\s+)?(?:${TRADE})\\s*,`,
);

/** "who knows RabbitMQ", "I know SQL well", "familiar with", "years of experience", "je connais bien". */
const KNOWS = re(
  [
    "who (?:knows|already knows|uses|has used|works with)(?!\\s+(?:nothing|little|very little|not|no|none))|i (?:already )?know\\s+\\S+(?:\\s+\\S+)?\\s+(?:well|inside out)|i['’]?m (?:very )?(?:familiar|comfortable|fluent|experienced) with|i (?:use|have used|['’]ve used|work with|['’]ve worked with)\\s+\\S+(?:\\s+\\S+)?\\s+(?:daily|every day|at work|for (?:years|\\d+ years))|\\d+\\+? years? (?:of )?(?:experience|in the industry)|years of experience",
    'ya conozco|conozco bien|tengo experiencia|a[ñn]os de experiencia',
    "je connais (?:d[ée]j[àa] |bien )|j['’]ai de l['’]exp[ée]rience|ans d['’]exp[ée]rience",
    'ich kenne mich (?:gut )?(?:mit|in)|(?:ich )?kenne\\s+\\S+\\s+(?:gut|schon)|jahre(?:n)? erfahrung|berufserfahrung',
    'conosco (?:gi[àa] |bene )|ho esperienza|anni di esperienza',
    'j[áa] conhe[çc]o|conhe[çc]o bem|tenho experi[êe]ncia|anos de experi[êe]ncia',
  ].join('|'),
);

/** "I'm new to this", "never used", "no idea about": the level is told too, as a beginner's. */
const NOVICE = re(
  [
    "i['’]?m (?:completely |totally |fairly |very )?new to|i (?:have )?never (?:used|coded|done|written|studied)|i['’]ve never (?:used|coded|done|written|studied)|i (?:know|have) (?:nothing|no idea) about|i don['’]?t know anything about|total (?:beginner|newbie|noob)|newbie|noob",
    'soy nuev[oa] en|nunca he (?:usado|programado)|no s[ée] nada de',
    "je suis nouveau|je suis nouvelle|je n['’]y connais rien|je n['’]ai jamais (?:utilis[ée]|cod[ée])",
    'ich bin neu (?:in|bei)|ich habe (?:noch )?nie|keine ahnung von',
    'sono nuov[oa]|non ne so niente|non ho mai (?:usato|programmato)',
    'sou nov[oa] em|nunca usei|n[ãa]o sei nada de',
  ].join('|'),
);

/**
 * The crowd a text is made for: "for a UK crowd mostly 40-55", "the audience is nurses", "my
 * students are 14", "para un público de jubilados", "für ein Publikum von Eltern".
 */
/** "mostly 40-55" is an age; "mostly 10-15 minutes" or "aged 3-5 days" is not. */
const NOT_A_MEASURE =
  '(?!\\s*(?:%|min|mins|minutes?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|pages?|words?|slides?|km|miles?|kg|lbs?))';
const CROWD = re(
  [
    '(?:crowd|audience) (?:is|are|will be|mostly|of|aged|in their)|(?:attendees|participants|players|readers|listeners|viewers) (?:are |will be )?(?:mostly|aged|all|in their|\\d)|(?:for|to) (?:an?|the|our|my)\\s+(?:[\\p{L}-]+\\s+){0,2}(?:crowd|audience)|my (?:students|pupils|class|learners|kids|readers|audience) (?:is|are)|(?:mostly|aged|ages)\\s+\\d{1,2}\\s*(?:-|–|to|and)\\s*\\d{1,2}' +
      NOT_A_MEASURE +
      '|between\\s+\\d{1,2}\\s*(?:-|–|to|and)\\s*\\d{1,2}\\s*(?:years?|yrs|year-olds)|\\d{1,2}\\s*(?:-|–|to)\\s*\\d{1,2}[- ]year[- ]olds|(?:people|adults|folks) in their (?:\\d0s|twenties|thirties|forties|fifties|sixties|seventies)|(?:for|to) (?:a group of |a room of |a bunch of )?(?:retirees|pensioners|seniors|teenagers|teens|toddlers|undergrads|parents|nurses|engineers|developers|executives)',
    'p[úu]blico (?:de|es|son|mayor)|mis alumnos (?:son|tienen)|(?:entre|de)\\s+\\d{1,2}\\s*(?:-|–|y|a)\\s*\\d{1,2}\\s+a[ñn]os|para (?:un grupo de )?(?:jubilados|adolescentes)',
    'public (?:de|est|sont|compos[ée])|mes [ée]l[èe]ves (?:sont|ont)|(?:entre|de)\\s+\\d{1,2}\\s*(?:-|–|et|à)\\s*\\d{1,2}\\s+ans|pour (?:des )?(?:retrait[ée]s|ados|adolescents)',
    'publikum (?:aus|von|ist|sind)|meine sch[üu]ler(?:innen)? sind|zwischen\\s+\\d{1,2}\\s*(?:-|–|und)\\s*\\d{1,2}\\s*(?:jahren?|j[äa]hrigen?)|f[üu]r (?:rentner|senioren|jugendliche)',
    'pubblico (?:di|è|sono)|i miei (?:studenti|alunni) (?:sono|hanno)|(?:tra|fra)\\s+\\d{1,2}\\s*(?:-|–|e)\\s*\\d{1,2}\\s+anni|per (?:pensionati|adolescenti)',
    'p[úu]blico (?:de|[ée]|s[ãa]o)|meus alunos (?:s[ãa]o|t[êe]m)|(?:entre|de)\\s+\\d{1,2}\\s*(?:-|–|e|a)\\s*\\d{1,2}\\s+anos|para (?:aposentados|adolescentes)',
  ].join('|'),
);

/** The user says what they do or know: an expert's level, never a beginner's chip to pick. */
export const statesExpertise = (text: string): boolean => SELF_TRADE.test(text) || KNOWS.test(text);

/** The user's own level is told, as an expert's or a beginner's. */
export const statesOwnLevel = (text: string): boolean => statesExpertise(text) || NOVICE.test(text);

/** The crowd the text is for is described, with its age, trade or make-up. */
export const statesCrowd = (text: string): boolean => CROWD.test(text);

export { schoolYearOf, statesSchoolYear, type SchoolYear } from '../analysis/school-year';
