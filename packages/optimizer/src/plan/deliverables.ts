import type { DeliverableSlot } from '../i18n/scaffold/deliverable-questions';
import type { QuestionSlot } from '../i18n/scaffold/types';

/**
 * A thin request that names a concrete deliverable ("wedding vows", "Elternbrief Klassenfahrt",
 * "Arduino sketch blink LED") needs the facts that deliverable is made of, not generic chips
 * like "Who is it for? Friends and family". Checked in order: the first match decides.
 */
export type Deliverable =
  | 'vows'
  | 'speech'
  | 'slogan'
  | 'bio'
  | 'backup-script'
  | 'arduino'
  | 'school-trip'
  | 'invitation'
  | 'product-description';

const DELIVERABLES: ReadonlyArray<readonly [Deliverable, RegExp]> = [
  [
    'vows',
    /\b(?:(?:wedding )?vows|eheversprechen|trauversprechen|vœux de mariage|voeux de mariage|votos(?: de (?:boda|casamento|matrimonio))?|promesse (?:di )?(?:matrimonio|nuziali))\b/i,
  ],
  // Arduino/ESP boards are programmed in C++: the language is never a question.
  ['arduino', /\b(?:arduino|esp32|esp8266|esp-32|attiny\d*|nodemcu)\b/i],
  [
    'backup-script',
    /\b(?:backups?|back up|sauvegardes?|copias? de seguridad|sicherung\w*|datensicherung|copie di (?:backup|sicurezza)|cópias? de segurança|rotate logs?|log rotation)\b|\w*backup\w*/i,
  ],
  [
    'school-trip',
    /\b(?:school trip|field trip|class trip|klassenfahrt|schulausflug|wandertag|ausflug|sortie scolaire|voyage scolaire|classe verte|excursi[oó]n(?: escolar)?|viaje de estudios|salida escolar|gita(?: scolastica)?|uscita didattica|visita de estudo|passeio escolar|excurs[aã]o)\b/i,
  ],
  [
    'speech',
    /\b(?:speech|toast|eulogy|best man|maid of honou?r|rede(?!\s+soci)|hochzeitsrede|trauzeugenrede|ansprache|trinkspruch|discours|éloge funèbre|discurso|brindis|discorso|brindisi|brinde)\b/i,
  ],
  ['slogan', /\b(?:slogans?|taglines?|eslogan|werbespruch|motto)\b/i],
  ['bio', /\b(?:bio|biography|about me|biograf[ií]a|biographie|kurzbiografie|steckbrief|biografia)\b/i],
  [
    'invitation',
    /\b(?:invit(?:e|ation)s?|einladung\w*|invitaci[oó]n|invito|inviti|convite)\b|\binvitation\b/i,
  ],
  [
    'product-description',
    /\b(?:product descriptions?|produktbeschreibung\w*|description (?:de |du )?produit|descripci[oó]n (?:de(?:l)? )?producto|descrizione (?:del )?prodotto|descri[cç][aã]o (?:do |de )?produto)\b/i,
  ],
];

export type DeliverableAsk = QuestionSlot | DeliverableSlot;

const SLOTS: Readonly<Record<Deliverable, readonly DeliverableAsk[]>> = {
  vows: ['partner-name', 'shared-memory', 'tone', 'speech-length'],
  speech: ['speech-person', 'shared-memory', 'tone', 'speech-length'],
  slogan: ['business-name', 'business-area', 'selling-point'],
  bio: ['bio-platform', 'bio-facts', 'bio-voice'],
  'backup-script': ['backup-paths', 'copies-kept', 'schedule'],
  arduino: ['board', 'wiring'],
  'school-trip': ['trip-details', 'trip-cost', 'what-to-bring'],
  invitation: ['event-host', 'event-when-where', 'rsvp'],
  'product-description': ['product-features', 'product-buyer', 'sales-channel'],
};

/** Filled when the request already says it (never ask about a stated detail). */
const FILLED: Partial<Record<DeliverableSlot, RegExp>> = {
  'partner-name': /\b(?:for|para|pour|für|an|per|a)\s+[A-ZÄÖÜÉ][a-zäöüéèáíóúñ]+\b/,
  'bio-platform': /\b(?:instagram|linkedin|tiktok|twitter|x\.com|website|web|site|sito|webseite|conference|konferenz|conférence|congreso|congresso)\b/i,
  'bio-voice': /\b(?:first person|third person|primera persona|tercera persona|première personne|troisième personne|ich-form|dritte person|prima persona|terza persona|primeira pessoa|terceira pessoa)\b/i,
  board: /\b(?:uno|nano|mega|esp32|esp8266|esp-32|nodemcu|attiny\d*|leonardo|pico)\b/i,
  'copies-kept': /\b(?:keep|last|retain|behalte\w*|garder|conserv\w*|mant\w*|\d+\s*(?:copies|copias|kopien|copie|cópias|versions?|backups?))\b/i,
  schedule: /\b(?:daily|weekly|hourly|nightly|cron|every|täglich|wöchentlich|quotidien\w*|chaque|diari\w*|semanal\w*|ogni|todos los|todo dia|tous les)\b/i,
  'event-host': /\b(?:birthday|wedding|party|baby shower|bbq|barbecue|geburtstag|hochzeit|fest|feier|party|sommerfest|anniversaire|mariage|fête|soirée|cumpleaños|boda|fiesta|compleanno|matrimonio|festa|aniversário|casamento)\w*\b/i,
  'event-when-where': /\b\d{1,2}[./:]\d{1,2}\b|\b(?:on|am|le|el|il|em|no|na)\s+\d{1,2}\b/i,
  'trip-details': /\b\d{1,2}[./]\d{1,2}\b|\b(?:to|nach|à|a|al|in|para)\s+[A-ZÄÖÜ][\p{L}]+/u,
  'trip-cost': /[$€£]\s?\d|\d+\s?(?:[$€£]|euros?|eur|dollars?)\b/i,
};

export function deliverableOf(request: string): Deliverable | null {
  for (const [name, pattern] of DELIVERABLES) if (pattern.test(request)) return name;
  return null;
}

export function deliverableSlots(deliverable: Deliverable): readonly DeliverableAsk[] {
  return SLOTS[deliverable];
}

export function deliverableFilled(slot: DeliverableSlot, request: string): boolean {
  return FILLED[slot]?.test(request) ?? false;
}
