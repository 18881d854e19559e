import { statesSchoolYear } from './stated-audience';
import { asksStepsToTake } from '../analysis/classify-todo';
import type { DeliverableSlot } from '../i18n/scaffold/deliverable-questions';
import { scriptTask } from './script-task';
import type { DomainSlot } from '../i18n/scaffold/domain-questions';
import type { SubjectSlot } from '../i18n/scaffold/subject-questions';
import type { QuestionSlot } from '../i18n/scaffold/types';
import { withRoleArticles } from './sentences';
import { indefiniteArticle } from '../grammar/article';
import { statesRelativeDate } from '../i18n/scaffold/relative-dates';
import { eventWhenWhereTold } from './event-facts';
import { startsNegated, withoutNegatedPhrases } from './contrast';
import { unicodeWords } from '../grammar/unicode-words';
import { LOST_PET_NOTICE } from '../i18n/scaffold/lost-pet';

/**
 * A thin request that names a concrete deliverable ("wedding vows", "Elternbrief Klassenfahrt",
 * "Arduino sketch blink LED") needs the facts that deliverable is made of, not generic chips
 * like "Who is it for? Friends and family". Checked in order: the first match decides.
 */
export type Deliverable =
  | 'lost-pet'
  | 'vows'
  | 'event-speech'
  | 'speech'
  | 'slogan'
  | 'bio'
  | 'backup-script'
  | 'arduino'
  | 'school-trip'
  | 'invitation'
  | 'product-description'
  | 'baby-sleep'
  | 'lesson-plan'
  | 'apology'
  | 'spreadsheet-skill'
  | 'learn'
  | 'setlist'
  | 'workout-plan'
  | 'budget'
  | 'business-plan'
  | 'cv'
  | 'study-plan'
  | 'bedtime-story'
  | 'thank-you';

const BABY =
  '(?:bab(?:y|ies)|newborn|infant|toddler|\\d+[- ]?(?:months?|mo)[- ]old|beb[eéê]s?|b[ée]b[ée]s?|reci[eé]n nacido|nourrisson|kleinkind|neugeboren\\w*|neonat[oi]|bambin[oa]|recém-nascido)';
const SLEEP =
  '(?:sleep|naps?|bedtime|sue[ñn]o|siestas?|dormir|sommeil|siestes?|schlaf\\w*|mittagsschlaf|nanna|sonno|pisolin\\w*|sonnellin\\w*|sono|sonecas?)';

/** A speech of any kind, including German compounds ("Eröffnungsrede"); not "Ausrede" (an excuse). */
const SPEECH =
  '(?<![\\p{L}])(?:speech|keynote|toast|eulogy|(?:eröffnungs|abschieds|fest|jubiläums|dankes|begrüßungs|antritts|weihnachts|neujahrs|abschluss|abi)?rede(?!\\s+soci)|ansprache|trinkspruch|discours|discurso|brindis|discorso|brindisi|brinde)(?![\\p{L}])';
/** A speech about a person: their story and a shared memory are what it is made of. */
const TRIBUTE =
  '(?<![\\p{L}])(?:eulog(?:y|ies)|toasts?|tributes?|best man|maid of honou?r|bridesmaid|wedding|funeral|memorial|in memory|birthday|\\d+(?:st|nd|rd|th) birthday|trauerrede|grabrede|nachruf|trinkspruch|toast|hochzeit\\p{L}*|trauzeug\\p{L}*|geburtstag\\p{L}*|beerdigung|trauerfeier|éloge|funèbre|hommage|mariage|témoin|anniversaire|obsèques|enterrement|brindis|homenaje|boda|padrino|madrina|cumpleaños|funeral|entierro|fúnebre|brindisi|omaggio|matrimonio|testimone|compleanno|funerale|funebre|brinde|homenagem|casamento|padrinho|madrinha|aniversário|velório)(?![\\p{L}])';

const DELIVERABLES: ReadonlyArray<readonly [Deliverable, RegExp]> = [
  // A poster for a lost pet: the animal, where it was last seen and a number, never an audience.
  ['lost-pet', LOST_PET_NOTICE],
  [
    'thank-you',
    /\b(?:thank[- ]you (?:note|card|letter|e-?mail|message)s?|thanks? notes?|(?:nota|carta|mensaje|tarjeta) de agradecimiento|(?:mot|lettre|message|carte) de remerciements?|dankeskarte|dankesbrief|dankesschreiben|danksagung|(?:biglietto|lettera|messaggio) di ringraziamento|(?:mensagem|cart[aã]o|carta) de agradecimento)\b/i,
  ],
  [
    'vows',
    /\b(?:(?:wedding )?vows|eheversprechen|trauversprechen|vœux de mariage|voeux de mariage|votos(?: de (?:boda|casamento|matrimonio))?|promesse (?:di )?(?:matrimonio|nuziali))\b/i,
  ],
  // Arduino/ESP boards are programmed in C++: the language is never a question.
  ['arduino', /\b(?:arduino|esp32|esp8266|esp-32|attiny\d*|nodemcu)\b/i],
  // "how do I back up my iPhone", "wie kann ich ein Backup machen" ask for steps, not a script:
  // a backup is a script to write only when the request names one or what it runs on.
  [
    'backup-script',
    /^(?=.*(?:\b(?:backups?|back up|sauvegard\w*|copias? de seguridad|sicherung\w*|datensicherung|copie di (?:backup|sicurezza)|cópias? de segurança)\b|\w*backup\w*))(?=.*\b(?:script\w*|skript\w*|cron\w*|automat\w*|nightly|daily|weekly|every (?:night|day|week)|rsync|bash|shell|powershell|python|server|nas|folders?|directory|ordner|verzeichnis|carpeta|dossier|cartella|pasta|copies|kopien|copias)\b)|\b(?:rotate logs?|log rotation)\b/i,
  ],
  [
    'school-trip',
    /\b(?:school trip|field trip|class trip|klassenfahrt|schulausflug|wandertag|ausflug|sortie scolaire|voyage scolaire|classe verte|excursi[oó]n(?: escolar)?|viaje de estudios|salida escolar|gita(?: scolastica)?|uscita didattica|visita de estudo|passeio escolar|excurs[aã]o)\b/i,
  ],
  // An opening, a retirement or an award: the occasion's facts and the listeners, not a person's
  // story. Only a eulogy, a toast or a tribute is about someone.
  ['event-speech', new RegExp(`^(?!.*${TRIBUTE})(?=.*${SPEECH})`, 'iu')],
  [
    'speech',
    unicodeWords(
      /\b(?:speech|toast|eulogy|best man|maid of honou?r|rede(?!\s+soci)|hochzeitsrede|trauzeugenrede|ansprache|trinkspruch|discours|éloge funèbre|funèbre|fúnebre|funebre|trauerrede|grabrede|discurso|brindis|discorso|brindisi|brinde)\b/i,
    ),
  ],
  ['slogan', /\b(?:slogans?|taglines?|eslogan|werbespruch|motto)\b/i],
  ['bio', /\b(?:bio|biography|about me|biograf[ií]a|biographie|kurzbiografie|steckbrief|biografia)\b/i],
  [
    'invitation',
    /\b(?:invit(?:e|ation)s?|save[- ]the[- ]date|einladung\w*|invitaci[oó]n|invito|inviti|convite|faire-part)\b|\binvitation\b/i,
  ],
  [
    'product-description',
    /\b(?:product descriptions?|produktbeschreibung\w*|description (?:de |du )?produit|descripci[oó]n (?:de(?:l)? )?producto|descrizione (?:del )?prodotto|descri[cç][aã]o (?:do |de )?produto)\b/i,
  ],
  // A sleep plan for an adult is another matter: a baby word and a sleep word together.
  [
    'baby-sleep',
    new RegExp(`^(?=.*(?<![\\p{L}])${BABY}(?![\\p{L}]))(?=.*(?<![\\p{L}])${SLEEP}(?![\\p{L}]))`, 'iu'),
  ],
  [
    'lesson-plan',
    /\b(?:lesson plans?|plan(?:o)? de (?:clase|aula|lecci[oó]n|cours|le[cç]on)|fiche de (?:pr[ée]paration|cours)|s[ée]quence p[ée]dagogique|unterrichtsentwurf|stundenentwurf|unterrichtsstunde|unterrichtsplanung|stundenplanung|piano (?:di |della )?lezione|unit[àa] didattica|plano de aula)\b/i,
  ],
  [
    'apology',
    /\b(?:apolog(?:y|ies|i[sz]e|i[sz]ing)|sorry (?:e-?mail|letter|note|message|texts?|txt|card)|(?:say|saying) sorry|disculpas?|pedir perd[oó]n|(?:lettre|mail|courriel|message) d'excuses|excuses|entschuldigung\w*|scuse|desculpas)\b/i,
  ],
  [
    'spreadsheet-skill',
    unicodeWords(
      /\b(?:pivot ?tables?|pivot-?tabellen?|tablas? din[aá]micas?|tableaux? crois[ée]s?(?: dynamiques?)?|tabelle pivot|tabelas? din[aâ]micas?|(?:v|x|h)-?lookup|index[- ]match|sumifs?|countifs?|averageifs?|iferror|textjoin|sumproduct|data validation|power query|buscarv|recherchev|sverweis|cerca\.vert|procv|conditional formatting)\b/i,
    ),
  ],
  [
    'learn',
    /\b(?:teach me|learn|ens[eé][ñn]ame|aprender|apprends-moi|apprendre|bring mir|lernen|insegnami|imparare|ensina-me|me ensina)\b/i,
  ],
  [
    'setlist',
    /\b(?:set ?lists?|setliste?|scaletta|lista de (?:canciones|m[uú]sicas) para (?:el|la|o|a) (?:concierto|show|bolo|gig))\b/i,
  ],
  [
    'workout-plan',
    /\b(?:workout (?:plan|routine|program(?:me)?|split)|training plan|gym (?:plan|routine|program(?:me)?)|exercise (?:plan|routine)|rutina de (?:gimnasio|gym|ejercicios?|entrenamiento)|plan de entrenamiento|programme (?:d'entra[iî]nement|de sport|de musculation)|plan d'entra[iî]nement|trainingsplan|workout-?plan|scheda (?:di )?allenamento|piano (?:di )?allenamento|(?:programa|plano|ficha) de treino)\b/i,
  ],
  [
    'budget',
    // "budget" typed alone is the everyday one: a household's, asked about like a monthly budget.
    /^\s*(?:budget|budgeting)\s*$|\b(?:(?:monthly|household|family|personal|weekly) budget|budget (?:plan|spreadsheet|template)|budgeting|presupuesto (?:mensual|familiar|personal|dom[eé]stico)|budget (?:mensuel|familial|personnel)|haushaltsbudget|haushaltsplan|monatsbudget|budgetplan|budget (?:mensile|familiare|personale)|bilancio familiare|or[cç]amento (?:mensal|familiar|pessoal|dom[eé]stico))\b/i,
  ],
  [
    'business-plan',
    /\b(?:business ?plans?|plan de negocios?|plan d'affaires|gesch[aä]ftsplan|piano (?:di )?(?:business|impresa|aziendale)|plano de neg[oó]cios?)\b/i,
  ],
  // "resume" alone is Spanish for "sum up" and "résumé" French for a summary: only a CV.
  ['cv', /\b(?:cv|curr[ií]culum(?: vitae)?|lebenslauf|(?:my|a) resume|resume (?:for|template))\b/i],
  [
    'study-plan',
    /\b(?:study (?:plan|schedule|timetable)|revision (?:plan|timetable|schedule)|plan de estudios?|horario de estudio|planning de r[ée]visions?|plan de r[ée]vision|lernplan|pr[üu]fungsvorbereitung|piano (?:di )?studio|programma di studio|plano de estudos?|cronograma de estudos?)\b/i,
  ],
  [
    'bedtime-story',
    /\b(?:bedtime stor(?:y|ies)|cuentos? para dormir|histoires? du soir|histoires? pour (?:dormir|s'endormir)|gute-?nacht-?geschichten?|einschlafgeschichten?|(?:favola|fiaba|storia) della buonanotte|hist[oó]rias? para dormir)\b/i,
  ],
];

// A workout plan asks the fitness questions; a spreadsheet skill the subject's app question.
export type DeliverableAsk = QuestionSlot | DeliverableSlot | DomainSlot | SubjectSlot;

const SLOTS: Readonly<Record<Deliverable, readonly DeliverableAsk[]>> = {
  'lost-pet': ['pet-description', 'last-seen', 'contact'],
  vows: ['partner-name', 'shared-memory', 'tone', 'speech-length'],
  'event-speech': ['speech-occasion', 'speech-audience', 'tone', 'speech-length'],
  speech: ['speech-person', 'shared-memory', 'tone', 'speech-length'],
  slogan: ['business-name', 'business-area', 'selling-point'],
  bio: ['bio-platform', 'bio-facts', 'bio-voice'],
  'backup-script': ['backup-paths', 'copies-kept', 'schedule'],
  arduino: ['board', 'wiring'],
  'school-trip': ['trip-details', 'trip-cost', 'what-to-bring'],
  invitation: ['event-host', 'event-when-where', 'rsvp'],
  'product-description': ['product-features', 'product-buyer', 'sales-channel'],
  'baby-sleep': ['baby-age', 'sleep-trouble'],
  'lesson-plan': ['class-grade', 'lesson-length'],
  // What went wrong decides an apology; a tone chip like "Funny" never does.
  apology: ['what-went-wrong', 'remedy'],
  'spreadsheet-skill': ['spreadsheet-app', 'learner-level'],
  learn: ['learner-level', 'learn-goal'],
  setlist: ['gig-length', 'gig-occasion', 'repertoire'],
  'workout-plan': ['fitness-goal', 'days-per-week', 'experience', 'equipment'],
  budget: ['monthly-income', 'household', 'money-goal'],
  'business-plan': ['business-idea', 'plan-reader'],
  cv: ['target-job', 'career-stage'],
  'study-plan': ['exam-subject', 'exam-date', 'study-time'],
  'bedtime-story': ['child-age', 'story-wishes'],
  'thank-you': ['thanks-for'],
};

/** Filled when the request already says it (never ask about a stated detail). */
const FILLED: Partial<Record<DeliverableSlot, RegExp>> = {
  'pet-description': unicodeWords(
    /\b(?:black|white|ginger|orange|tabby|grey|gray|brown|tortoiseshell|calico|cream|spotted|striped|named|called|negr[oa]|blanc[oa]|gris|atigrad[oa]|noir|blanche?|roux|rousse|schwarz\w*|wei(?:ß|ss)\w*|grau\w*|getigert\w*|nero|nera|bianc[oa]|grigi[oa]|rossiccio|pret[oa]|branc[oa]|cinzent[oa]|se llama|s'appelle|hei(?:ß|ss)t|si chiama|chama-se)\b/i,
  ),
  'last-seen': unicodeWords(
    /\b(?:last seen|went missing|since|near|around|on [a-z]+ (?:street|road|lane|avenue)|visto por última vez|desde|cerca de|vu pour la dernière fois|depuis|près de|zuletzt gesehen|seit|in der nähe|visto l'ultima volta|da (?:lunedì|martedì|ieri)|vicino a|perto de)\b/i,
  ),
  contact: /\d{6,}|\d{3,}[\s-]\d{3,}|@\w/,
  'partner-name': unicodeWords(/\b(?:for|para|pour|für|an|per|a)\s+[A-ZÄÖÜÉ][a-zäöüéèáíóúñ]+\b/),
  'speech-audience':
    /\b(?:to|for|in front of|vor|devant|pour|ante|para|davanti a|per|diante de)\s+(?:(?:the|our|my|all|die|den|unsere|les|nos|nuestros|los|las|i|gli|le|nostri|os|as|nossos)\s+)?(?:staff|team|employees|colleagues|students|graduates|parents|guests|clients|customers|investors|members|volunteers|mitarbeit\w*|kolleg\w*|gäste|schüler\w*|eltern|kunden|personnel|salariés|collègues|élèves|invités|clients|empleados|compañeros|alumnos|invitados|clientes|dipendenti|colleghi|studenti|ospiti|clienti|funcionários|colegas|alunos|convidados)\b/i,
  'bio-platform':
    /\b(?:instagram|linkedin|tiktok|twitter|x\.com|website|web|site|sito|webseite|conference|konferenz|conférence|congreso|congresso)\b/i,
  'bio-voice':
    /\b(?:first person|third person|primera persona|tercera persona|première personne|troisième personne|ich-form|dritte person|prima persona|terza persona|primeira pessoa|terceira pessoa)\b/i,
  board: /\b(?:uno|nano|mega|esp32|esp8266|esp-32|nodemcu|attiny\d*|leonardo|pico)\b/i,
  'copies-kept':
    /\b(?:keep|last|retain|behalte\w*|garder|conserv\w*|mant\w*|\d+\s*(?:copies|copias|kopien|copie|cópias|versions?|backups?))\b/i,
  schedule:
    /\b(?:daily|weekly|hourly|nightly|cron|every|täglich|wöchentlich|quotidien\w*|chaque|diari\w*|semanal\w*|ogni|todos los|todo dia|tous les)\b/i,
  // German names an occasion in a compound ("Grillabend", "Weihnachtsfeier", "Spieleabend").
  'event-host':
    /(?<![\p{L}])(?:birthday|wedding|party|baby shower|bbq|barbecue|geburtstag|hochzeit|fest|feier|party|sommerfest|grill|anniversaire|mariage|fête|soirée|cumpleaños|boda|fiesta|compleanno|matrimonio|festa|aniversário|casamento)\p{L}*|\p{L}+(?:fest|feier|party|abend)(?![\p{L}])/iu,
  'trip-details': unicodeWords(/\b\d{1,2}[./]\d{1,2}\b|\b(?:to|nach|à|a|al|in|para)\s+[A-ZÄÖÜ][\p{L}]+/u),
  'trip-cost': /[$€£]\s?\d|\d+\s?(?:[$€£]|euros?|eur|dollars?)\b/i,
  'baby-age': unicodeWords(
    /\b\d+\s*-?\s*(?:weeks?|wks?|months?|mo|meses|mois|monate?n?|mesi|semanas|semaines|wochen|settimane|years?|años|ans|jahre?n?|anni|anos)\b|\b(?:newborn|reci[eé]n nacido|nouveau-n[ée]|neugeboren\w*|neonato|rec[eé]m-nascido)\b/i,
  ),
  'sleep-trouble':
    /\b(?:wakes?|waking|won'?t (?:sleep|nap)|short naps?|early|despierta\w*|r[ée]veil\w*|wacht|aufwach\w*|sveglia\w*|acorda\w*)\b/i,
  'class-grade':
    /\b(?:grade|year \d+|kindergarten|primary|secondary|middle school|high school|ks[1-5]|gcse|a-?levels?|adults?|primaria|secundaria|eso|bachillerato|primaire|coll[èe]ge|lyc[ée]e|ce[12]|cm[12]|grundschule|klasse\s*\d+|\d+\.\s*klasse|gymnasium|oberstufe|elementari|medie|superiori|ensino (?:fundamental|m[ée]dio)|\d+\s*(?:º|°)?\s*ano|\d+\s*(?:years?|yo|a[ñn]os|ans|jahre|anni|anos))\b/i,
  'lesson-length':
    /\b\d+\s*-?\s*(?:min(?:ute)?s?|minutos|minuti|minuten|h|hours?|horas?|heures?|stunden?|ore)\b/i,
  // A reason is already told ("for the late delivery") or the request is long enough to tell it.
  'what-went-wrong':
    /(?:\S+\s+){6,}|\b(?:late|delay\w*|wrong|broken|missed|mistake|error|outage|retraso|equivocad\w*|retard|erreur|versp[äa]tung|fehler|ritardo|errore|atraso|erro)\b/i,
  remedy:
    /\b(?:refund|discount|voucher|replacement|credit|reembolso|descuento|remboursement|r[ée]duction|avoir|r[üu]ckerstattung|rabatt|gutschein|rimborso|sconto|desconto)\b/i,
  'learner-level':
    /\b(?:beginners?|basics|intermediate|advanced|from scratch|principiantes?|desde cero|d[ée]butants?|z[ée]ro|anf[äa]nger\w*|grundlagen|fortgeschritten\w*|da zero|iniciantes?|do zero|b[áa]sico)\b/i,
  'learn-goal':
    /\b(?:for (?:work|my job|an? exam|school)|exams?|examen|pr[üu]fung|esame|prova|trabajo|travail|arbeit|lavoro|trabalho)\b/i,
  'gig-length':
    /\b\d+\s*-?\s*(?:min(?:ute)?s?|minutos|minuti|minuten|h|hours?|horas?|heures?|stunden?|ore|songs?|canciones|chansons|lieder|canzoni|m[úu]sicas)\b/i,
  'gig-occasion': unicodeWords(
    /\b(?:wedding|bar|pub|festival|church|worship|party|boda|fiesta|iglesia|mariage|f[êe]te|[ée]glise|hochzeit|kneipe|kirche|feier|matrimonio|chiesa|festa|casamento|igreja)\w*\b/i,
  ),
  repertoire:
    /\b(?:rock|pop|jazz|blues|punk|metal|folk|country|indie|covers?|soul|funk|reggae|cumbia|salsa|samba|mpb|sertanejo|acoustic|ac[úu]stic\w*|acoustique|akustik|acustic\w*)\b/i,
  'days-per-week': /\b\d\s*(?:x|times|days?|d[ií]as|jours|tage|giorni|dias|mal|fois|veces|volte|vezes)\b/i,
  'monthly-income': /[$€£]\s?\d|\d+\s?(?:[$€£]|k\b|euros?\b|eur\b|dollars?\b|usd\b|reais\b)/i,
  household:
    /\b(?:family|couple|kids|children|single|students?|familia|pareja|hijos|famille|enfants|familie|paar|kinder|famiglia|coppia|figli|fam[íi]lia|casal|filhos)\b/i,
  'money-goal': unicodeWords(
    /\b(?:save|saving|savings|debts?|ahorr\w*|deudas?|[ée]pargn\w*|[ée]conomi\w*|dettes?|sparen|schulden|risparm\w*|debiti|poupar|economizar|d[íi]vidas?)\b/i,
  ),
  'business-idea':
    /\b(?:for|para|pour|f[üu]r|per)\s+(?:(?:an?|my|un|une|una|uma|um|mi|mon|ma|ein|eine|einen|mein|meine|il|la|minha|meu)\s+)?(?!me\b|mi\b|moi\b|mich\b)\S+/i,
  'plan-reader':
    /\b(?:bank|loan|investors?|grant|banco|pr[ée]stamo|inversores|banque|pr[êe]t|investisseurs|kredit|investoren|f[öo]rder\w*|banca|prestito|investitori|empr[ée]stimo|investidores)\b/i,
  'target-job':
    /\b(?:for|as|para|como|pour|comme|als|f[üu]r|per|come)\s+(?:(?:an?|un|une|una|uma|um|ein|eine|einen)\s+)?(?!me\b|mi\b|moi\b|mich\b)\S+/i,
  'career-stage': unicodeWords(
    /\b(?:student|graduate|junior|senior|entry[- ]level|first job|career change|\d+\s*years?|estudiante|reci[ée]n graduad[oa]|[ée]tudiant\w*|berufseinsteiger\w*|quereinsteiger\w*|studente|neolaureat[oa]|estudante|rec[ée]m-formad[oa])\b/i,
  ),
  'exam-subject': unicodeWords(
    /\b(?:for|para|pour|f[üu]r|per)\s+(?!me\b|mi\b|moi\b|mich\b)\S+|\b(?:exams?|examens?|ex[aá]men(?:es)?|esam[ei]|provas?)\s+(?:of|in|on|de|d[eo]|di|em|en)\s+\S|\b(?!(?:my|the|an?|this|that|next|our|your|final|big|first|mock|practice|upcoming|important|entrance|written|oral)\b)[a-z]{3,}\s+(?:test|exam|interview)s?\b|\binterviews?\b|\b(?:math\w*|maths|chem|bio|biology|chemistry|physics|history|physique|chimie|histoire|g[ée]ographie|biologie|chemie|physik|geschichte|sat|act|gre|gmat|ielts|toefl|mcat|matem[áa]tic\w*|biolog\w*|qu[íi]mica|f[íi]sica|historia|selectividad|ebau|bac|abitur|matura|maturit[àa]|enem|vestibular|oposiciones|concurso)\b/i,
  ),
  'exam-date': unicodeWords(
    /\b(?:in|en|dans|tra|fra|em)\s+\d+|\b(?:tomorrow|next (?:week|month)|ma[ñn]ana|demain|morgen|domani|amanh[ãa])\b|\b\d{1,2}[./]\d{1,2}\b/i,
  ),
  'study-time': /\b\d+\s*-?\s*(?:h|hours?|horas?|heures?|stunden?|ore)\b/i,
  'child-age':
    /\b\d+\s*-?\s*(?:years?|yo|a[ñn]os|ans|jahre?n?|j[äa]hrig\w*|anni|anos)\b|\b(?:toddler|preschooler)\b|\b(?:(?:s?he|they)(?:'s| is| are)|aged?|ist)\s+\d{1,2}\b/i,
  'story-wishes': unicodeWords(/\b(?:about|sobre|sur|[üu]ber|su|con|with|mit|avec|com)\s+\S+/i),
  'thanks-for': /(?:\S+\s+){6,}/,
};

/** An exam and studying for it, in a request of any length ("plan my revision for the bar exam"). */
const EXAM =
  /(?<![\p{L}])(?:exams?|finals|midterms|gcses?|a-?levels?|sat|act|bar exam|boards|klausur\p{L}*|\p{L}*klausur|prüfung\p{L}*|\p{L}*prüfung|abitur|abi|matura|examens?|partiels?|bac|brevet|concours|selectividad|ebau|oposiciones|ex[aá]men(?:es)?|esam[ei]|maturit[àa]|provas?|enem|vestibular|concursos?)(?![\p{L}])/iu;
const STUDYING =
  /(?<![\p{L}])(?:revision|revise|revising|study|studying|lernplan|lernen|vorbereit\p{L}*|lernzeit|r[ée]vis\p{L}*|plan de travail|estudiar|estudio|organizar mi estudio|studiare|studio|ripass\p{L}*|estudar|estudos?|cronograma)(?![\p{L}])/iu;

/** A study or revision plan, whatever its length: the exam date and daily hours decide it. */
export function isStudyPlan(request: string): boolean {
  return deliverableOf(request) === 'study-plan' || (EXAM.test(request) && STUDYING.test(request));
}

export function deliverableOf(request: string): Deliverable | null {
  // "a packing list, not an itinerary": the phrase the user rules out names no deliverable.
  const wanted = withoutNegatedPhrases(request);
  for (const [name, pattern] of DELIVERABLES) if (pattern.test(wanted)) return name;
  return null;
}

export function deliverableSlots(deliverable: Deliverable): readonly DeliverableAsk[] {
  return SLOTS[deliverable];
}

export function deliverableFilled(slot: DeliverableSlot, request: string): boolean {
  // "Exam in two weeks", "la semana que viene": a date in words is as stated as one in digits.
  if (slot === 'exam-date' && statesRelativeDate(request)) return true;
  if (slot === 'event-when-where') return eventWhenWhereTold(request);
  // "yr5", "KS2", "3rd grade", "2º ESO": a school year in its short form is a stated level.
  if (slot === 'class-grade' && statesSchoolYear(request)) return true;
  // "a short toast", "a 2 minute speech": a stated brevity is a length (no "5 minutes" chip).
  if (slot === 'speech-length' && SPOKEN_LENGTH.test(request)) return true;
  return FILLED[slot]?.test(request) ?? false;
}

const SPOKEN_LENGTH = unicodeWords(
  /\b(?:short|brief|quick|little|\d+\s*-?\s*(?:min|mins|minutes?|minutos?|minuti|minuten)|kurze?[nr]?|courte?s?|cort[oa]s?|breve|curt[oa]s?)\b/iu,
);

/** Deliverable nouns an English noun-phrase request starts from ("Bash script", "slogan"). */
const EN_HEAD =
  /^((?:[\w+#.-]+\s+){0,2}?)(product descriptions?|cover letter|wedding vows|wedding speech|best man speech|workout plan|sketch|script|slogan|tagline|bio|speech|toast|invitation|letter|recipe|vows|poster|flyer|leaflet)\b\s*(.*)$/i;
/** Words that already tie the rest to the deliverable ("script for …", "letter to my landlord"). */
const LINKED = /^(?:for|to|about|that|which|on|in|with|from|of|asking|announcing|inviting)\b/i;
/** Plain verbs that can follow "to" as they are ("script rotate logs" -> "script to rotate logs"). */
const BASE_VERB =
  /^(?:rotate|blink|clean|sync|rename|convert|send|check|monitor|read|download|upload|resize|delete|move|copy|compress|count|scrape|parse|generate|turn|control|measure|log|print|show|display|find|list|archive|remove|update|install|run|start|stop|restart|notify|watch)$/i;
/** "help me with", "can u help with", "need help w": the help asked is the thing named after it. */
const HELP_WITH =
  /^(?:(?:can|could) (?:you|u) )?(?:please |pls )?(?:i )?(?:need )?help(?: me)?(?: out)? (?:with|w\/?|on)\s+(?:a |an |the )?/i;
/** A verb at the start means the user wrote a sentence of their own: leave it. */
const EN_VERB =
  /^(?:write|create|make|draft|give|help|need|want|generate|compose|prepare|build|do|can|could|please)\b/i;
/** Names that keep their capital at the start of the phrase ("Bash script", "Arduino sketch"). */
const PROPER =
  /^(?:Bash|Python|PowerShell|Arduino|Node|JavaScript|TypeScript|Instagram|LinkedIn|TikTok|Google|Excel|Etsy|Amazon|Shopify|ESP\d+|[A-Z]{2,})\b/;
/** Letters and notices, which every language names without a verb ("carta reclamo vecino"). */
const LETTER =
  /^(?:\p{L}*brief|kündigung\w*|lettre|courrier|carta|lettera|e-?mail|mail|aviso|avviso|mitteilung|einladung|convite|invito|invitaci[oó]n|discurso|discorso|discours|rede|votos|biograf\w+|eslogan)\b/iu;

const FOLLOWING: Readonly<Record<string, (what: string) => string>> = {
  de: (what) => `Schreibe Folgendes: ${what}.`,
  es: (what) => `Escribe lo siguiente: ${what}.`,
  fr: (what) => `À rédiger\u00a0: ${what}.`,
  it: (what) => `Scrivi quanto segue: ${what}.`,
  pt: (what) => `Escreva o seguinte: ${what}.`,
};

/**
 * The task line for a bare noun phrase naming a deliverable, as one grammatical sentence in the
 * request's language: "Write a Bash script to rotate logs.", "Write a slogan for this: plumbing
 * biz.", "Escribe lo siguiente: carta reclamo vecino.". Null when the request is a sentence of
 * the user's own or names no deliverable we know: the caller keeps its usual line.
 */
export function thinDeliverableTask(request: string, language: string): string | null {
  // "script bash para renombrar archivos por fecha": a script named in another language.
  const script = language === 'en' ? null : scriptTask(request, language);
  if (script) return script;
  const words = request
    .trim()
    .replace(/[.!]+$/, '')
    // "lost cat poster help", "… pls": the plea adds nothing to what is to be written.
    .replace(/\s+(?:help|please|pls|plz|thanks|thx)$/i, '');
  // "help me with lost cat poster": help with a thing to write is writing it; "help me with my
  // speech" may be an edit of the user's own text, so only a thing named without "my".
  const helped = language === 'en' ? words.replace(HELP_WITH, '') : words;
  if (helped !== words && EN_HEAD.test(helped) && !/^(?:my|our|his|her|their)\b/i.test(helped))
    return thinDeliverableTask(helped, language);
  if (words.split(/\s+/).length > 6 || /[?:;,]/.test(words) || startsNegated(words)) return null;
  // "Kündigung Handyvertrag was muss ich machen": the steps are asked, not the letter.
  if (asksStepsToTake(words)) return null;
  if (language !== 'en') {
    const following = FOLLOWING[language];
    if (!following || !(deliverableOf(words) || LETTER.test(words))) return null;
    // German nouns keep their capital; elsewhere the words sit inside our sentence.
    return following(language === 'de' ? words : lowerFirst(words));
  }
  if (EN_VERB.test(words)) return null;
  // "a script for my wedding speech": the user's article gives way to ours ("Write a script…").
  const m = EN_HEAD.exec(words.replace(/^an?\s+/i, ''));
  if (!m) return null;
  const [, prefix = '', head = '', rest = ''] = m;
  const noun = `${prefix}${head.toLowerCase()}`.trim();
  const phrase = PROPER.test(noun) ? noun : lowerFirst(noun);
  const plural = /s$/i.test(head);
  const article = plural ? '' : `${indefiniteArticle(phrase)} `;
  const base = `Write ${article}${phrase}`;
  if (rest === '') return `${base}.`;
  if (LINKED.test(rest)) return `${base} ${withRoleArticles(rest)}.`;
  const first = rest.split(/\s+/)[0]!;
  if (BASE_VERB.test(first)) return `${base} to ${rest}.`;
  return `${base} for this: ${rest}.`;
}

function lowerFirst(text: string): string {
  // "Bash", "LinkedIn", "ESP32": names keep their capitals; so does "Ty Burrell" in "Ty Burrell bio".
  const [first = '', second = ''] = text.split(/\s+/);
  if (/^\p{Lu}/u.test(first) && /^\p{Lu}/u.test(second)) return text;
  return /^[A-Z]{2,}|^[A-Z][a-z]+[A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
