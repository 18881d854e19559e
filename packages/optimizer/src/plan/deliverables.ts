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
  'bio-platform':
    /\b(?:instagram|linkedin|tiktok|twitter|x\.com|website|web|site|sito|webseite|conference|konferenz|conférence|congreso|congresso)\b/i,
  'bio-voice':
    /\b(?:first person|third person|primera persona|tercera persona|première personne|troisième personne|ich-form|dritte person|prima persona|terza persona|primeira pessoa|terceira pessoa)\b/i,
  board: /\b(?:uno|nano|mega|esp32|esp8266|esp-32|nodemcu|attiny\d*|leonardo|pico)\b/i,
  'copies-kept':
    /\b(?:keep|last|retain|behalte\w*|garder|conserv\w*|mant\w*|\d+\s*(?:copies|copias|kopien|copie|cópias|versions?|backups?))\b/i,
  schedule:
    /\b(?:daily|weekly|hourly|nightly|cron|every|täglich|wöchentlich|quotidien\w*|chaque|diari\w*|semanal\w*|ogni|todos los|todo dia|tous les)\b/i,
  'event-host':
    /\b(?:birthday|wedding|party|baby shower|bbq|barbecue|geburtstag|hochzeit|fest|feier|party|sommerfest|anniversaire|mariage|fête|soirée|cumpleaños|boda|fiesta|compleanno|matrimonio|festa|aniversário|casamento)\w*\b/i,
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

/** Deliverable nouns an English noun-phrase request starts from ("Bash script", "slogan"). */
const EN_HEAD =
  /^((?:[\w+#.-]+\s+){0,2}?)(product descriptions?|cover letter|wedding vows|wedding speech|best man speech|workout plan|sketch|script|slogan|tagline|bio|speech|toast|invitation|letter|recipe|vows)\b\s*(.*)$/i;
/** Words that already tie the rest to the deliverable ("script for …", "letter to my landlord"). */
const LINKED = /^(?:for|to|about|that|which|on|in|with|from|of|asking|announcing|inviting)\b/i;
/** Plain verbs that can follow "to" as they are ("script rotate logs" -> "script to rotate logs"). */
const BASE_VERB =
  /^(?:rotate|blink|clean|sync|rename|convert|send|check|monitor|read|download|upload|resize|delete|move|copy|compress|count|scrape|parse|generate|turn|control|measure|log|print|show|display|find|list|archive|remove|update|install|run|start|stop|restart|notify|watch)$/i;
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
  const words = request.trim().replace(/[.!]+$/, '');
  if (words.split(/\s+/).length > 6 || /[?:;,]/.test(words)) return null;
  if (language !== 'en') {
    const following = FOLLOWING[language];
    if (!following || !(deliverableOf(words) || LETTER.test(words))) return null;
    // German nouns keep their capital; elsewhere the words sit inside our sentence.
    return following(language === 'de' ? words : lowerFirst(words));
  }
  if (EN_VERB.test(words)) return null;
  const m = EN_HEAD.exec(words);
  if (!m) return null;
  const [, prefix = '', head = '', rest = ''] = m;
  const noun = `${prefix}${head.toLowerCase()}`.trim();
  const phrase = PROPER.test(noun) ? noun : lowerFirst(noun);
  const plural = /s$/i.test(head);
  const article = plural ? '' : /^[aeiou]/i.test(phrase) ? 'an ' : 'a ';
  const base = `Write ${article}${phrase}`;
  if (rest === '') return `${base}.`;
  if (LINKED.test(rest)) return `${base} ${rest}.`;
  const first = rest.split(/\s+/)[0]!;
  if (BASE_VERB.test(first)) return `${base} to ${rest}.`;
  return `${base} for this: ${rest}.`;
}

function lowerFirst(text: string): string {
  // "Bash", "LinkedIn", "ESP32": names keep their capitals.
  return /^[A-Z]{2,}|^[A-Z][a-z]+[A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
