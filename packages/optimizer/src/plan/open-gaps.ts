import type { Analysis, TaskKind } from '../analysis/types';
import { namesOfficialReader, statesReader } from './stated-people';
import { statesLengthInWords } from './stated-length';
import type { OpenSlot } from '../i18n/scaffold/open-questions';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * The gap check for an already-excellent prompt: its text is kept as written, so the value we
 * add is naming what it leaves open that would change the answer, as a question with chips.
 * Each gap is asked only for the kinds of task it matters to, and only when the prompt says
 * nothing about it in any of the ways a prompt says it (a section, a rule, a word in passing).
 */

/** Asked at most: more would bury a prompt that is already good. */
const MAX_OPEN = 3;

/** A deliverable of rows and fields: a table, JSON, CSV, a spreadsheet. */
const DATA_FORMAT =
  /\b(?:json|csv|tsv|yaml|table|columns?|fields?|spreadsheet|tableau|colonnes?|champs?|tabelle|spalten?|felder|tabla|columnas?|campos?|tabella|colonne|campi|tabela|colunas?)\b|\|\s*\w[^|\n]*\|/i;
/** A rule for a value the source lacks: "null", "leave blank", "N/A", "—", "unknown". */
const EMPTY_RULE =
  /\bnull\b|\bnone\b|\bn\/?[ad]\b|\bk\.\s?a\.|\bempty\b|\bblank\b|\bmissing\b|\bunknown\b|not (?:found|given|stated|mentioned|available|present)|[—–]\s*["”»]|["“«]\s*[—–-]|vac[ií][oa]|\bvides?\b|\bleer\b|vuot[oa]|vazi[oa]|desconocid[oa]|inconnu|unbekannt|sconosciut[oa]|desconhecid[oa]|manquant|fehlend|falta|mancant|ausente|non renseign|keine angabe|no consta|n[’']apparaît pas|nicht (?:angegeben|genannt|vorhanden)|non (?:indicat|presente)|não (?:consta|informad)/i;
/** What to do when a fact is missing or unsure, said in any of the usual ways. */
const UNSURE_RULE =
  /(?:do not|don[’']?t|never|no)\s+(?:guess|invent|make (?:\w+ )?up|fabricate|speculate)|\bguess\w*|not sure|unsure|uncertain|if (?:you (?:don[’']?t|do not|cannot|can[’']?t) (?:know|tell|find)|unclear|in doubt|it is not|the \w+ (?:does not|doesn[’']?t) (?:say|state))|say so|if (?:none|nothing|no \w+) (?:fits|applies|matches)|none of the (?:labels|categories)|si ninguna (?:encaja|aplica)|si aucune ne (?:convient|correspond)|wenn keine (?:passt|zutrifft)|se nessuna (?:va bene|corrisponde)|se nenhuma (?:se aplica|serve)|ask (?:me|clarifying|for clarification|a question)|clarifying questions?|assum|\binvent(?:s|ed|ing)?\b|hallucinat|flag (?:it|any|gaps|what)|only (?:use|rely on|from)|use only|only the (?:\w+ )?(?:provided|given|pasted|below|above)|based (?:only|solely|strictly)|adivin|no inventes|no te inventes|inventar|si no (?:sabes|estás segur|lo sabes|hay datos)|dilo|pregúnta|suposici|supón|devin|n[’']invente|pas inventer|inventer|si (?:tu ne sais|vous ne savez|l[’']information manque|c[’']est incertain)|hypoth|incertain|nicht raten|rate nicht|erfind|wenn (?:du|sie) (?:es )?nicht (?:wei|sicher)|unklar|unsicher|annahme|nachfrag|\binventa\b|indovin|se non (?:sai|sei sicur|è chiaro)|ipotes|incert|\binvente\b|adivinh|se não (?:souber|tiver certeza)|suposi|pergunte/i;
/** A rule about the user's examples: they show the shape, they are not to be copied. */
const EXAMPLES_RULE =
  /format only|(?:show|illustrat|muestra|ilustra|montre|illustre|zeig|veranschaulich|mostra|ilustr)\p{L}*\s+(?:\p{L}+\s+){0,3}(?:format|formato|forme|shape|structure|estructura|struktur|aufbau|struttura|estrutura)|only (?:the )?(?:format|shape|structure|style)|for (?:the )?(?:format|shape|structure|style)\b|illustrat|(?:do not|don[’']?t|never) (?:copy|reuse|repeat)|verbatim|word for word|vary|solo (?:el |il |o )?(?:formato|estilo|forma)|no (?:los )?copies|ilustra|seulement (?:le|la) (?:format|forme|structure)|uniquement (?:le|la|pour) |ne (?:les )?(?:copie|reprend)|nur (?:das |den |zur )?(?:format|aufbau|stil|orientierung)|nicht (?:wörtlich|kopieren|übernehmen)|non (?:copiare|riprendere)|apenas (?:o )?(?:formato|estilo)|não (?:copie|repita)/iu;
/** A line or section that gives examples ("Examples:", "Example 1:", "## Beispiele"). */
const EXAMPLES_GIVEN =
  /^\s*(?:#{1,3}\s*)?(?:examples?|ejemplos?|exemples?|beispiele?|esempi|esempio|exemplos?)(?:\s*\d+)?\s*:?\s*$|^\s*(?:examples?|ejemplos?|exemples?|beispiele?|esempi|esempio|exemplos?)(?:\s*\d+)?\s*:|<examples?>/im;
/** A layout stated: paragraphs, bullets, a table, headings, JSON, a numbered list, a memo… */
const LAYOUT = unicodeWords(
  /format|\b(?:json|csv|table|bullets?|bullet points?|list|markdown|headings?|sections?|paragraphs?|numbered|memo|one[- ]pager|slides?|tableau|puces|liste|titres|paragraphes?|tabelle|stichpunkte\w*|liste|überschriften|absätze?|absatz|abschnitte?|tabla|viñetas|lista|títulos|párrafos?|secciones|tabella|elenco|punti|titoli|paragrafi|sezioni|tabela|tópicos|seções|parágrafos?)\b|stichpunkt/i,
);
/** A length stated: "300 words", "two paragraphs", "short", "one page", "under a minute". */
const LENGTH =
  /\b\d[\d.,]*\s*(?:-|–|to|à|a|bis)?\s*\d*\s*(?:words?|sentences?|paragraphs?|pages?|lines?|characters?|chars|bullets?|points?|minutes?|mins?|mots|phrases|lignes|caractères|palabras|frases|líneas|caracteres|wörter\w*|sätze\w*|zeilen|zeichen|seiten?|parole|righe|caratteri|palavras|linhas|páginas?)\b|\b(?:short|brief|concise|one[- ]page|single page|tl;?dr|long-form|in-depth|court|courte|bref|brève|concis\w*|breve|corto|corta|conciso|kurz\w*|knapp\w*|curto|curta|sintetic\w*)\b|haiku|tweet|subject line|headline|slogan|tagline/i;
/** Someone named as the reader: "audience: CFOs", "Zielgruppe", "reading level". */
const READER =
  /audience|readers?|reading level|target group|público|lector(?:es|a)|\bpublic\b|lecteurs?|lectrices?|zielgruppe|leser\w*|publikum|pubblico|lettor[ei]|leitor(?:es|a)|destinat/i;
/** "for the councillors who missed it", "per i consiglieri che": a reader described by role. */
const FOR_THOSE_WHO =
  /\b(?:for|to|per|pour|para|für|a)\s+(?:the|i|gli|le|les|los|las|die|den|os|as)\s+\p{L}+\s+(?:who|that|che|qui|que|die|der)\b/iu;
/**
 * A group of people named anywhere ("residents keep asking", "pour des parents", "pacientes
 * mayores"): the piece is almost always for them, so "who will read it?" would be noise.
 */
const PEOPLE = unicodeWords(
  /\b(?:people|users?|customers?|clients?|subscribers?|parents?|students?|pupils?|learners?|beginners?|experts?|engineers?|developers?|managers?|executives?|leadership|staff|employees?|colleagues?|patients?|members?|hires?|families|kids|children|teens?|teenagers?|investors?|board|donors?|volunteers?|citizens?|residents?|tenants?|visitors?|voters?|usuarios?|clientes?|padres|alumnos|estudiantes|principiantes|empleados|pacientes|familias|socios|vecinos|utilisateurs?|élèves|étudiants|débutants|salariés|employés|familles|adhérents|habitants|nutzer\w*|kunden|eltern|schüler\w*|studierende\w*|anfänger\w*|mitarbeite\w*|patienten|familien|mitglieder\w*|bewohner\w*|utenti|genitori|studenti|principianti|dipendenti|pazienti|famiglie|soci|residenti|usuários|pais|alunos|iniciantes|funcionários|pacientes|moradores|directors?|councillors?|followers?|regulars|fans|abonnés|seguidores|iscritti|management|geschäftsführung|geschäftsleitung|direction|dirección|gerencia|direzione|diretoria|sie-form|vouvoiement|e-?commerce|product (?:page|description|listing)|fiche produit|produktbeschreibung|shoppers?|consiglieri|consiglio|conseil|consejo|vorstand|aufsichtsrat|conselho|diretoria)\b/i,
);
/** What a good result must achieve: a goal, a decision, success criteria, a definition of done. */
const DONE =
  /succe(?:ss|ssful)|criteri|definition of done|done when|\bgoal|objective|\baim\b|outcome|decid|decision|recommend|so that|in order to|must (?:end|include|let|help|allow)|ranked|prioriti[sz]|éxito|criterio|objetivo|meta\b|decisión|recomienda|para que|succès|critère|objectif|\bbut\b|décision|recommand|pour que|afin de|erfolg|kriteri|\bziel|entscheid|empfehl|damit|successo|obiettivo|decisione|raccomand|affinché|sucesso|decisão|recomend|para que/i;

/** The answer's shape spelled out: "a table with columns", "return JSON with fields", "one row per…". */
const EXACT_OUTPUT =
  /\b(?:columns?|fields?|keys?|one row per|a row for each|tabl(?:e|a|eau|ella) (?:with|con|avec|mit)|spalten|colonnes|columnas|colonne|colunas|champs|campos|campi|felder)\b/i;

/** Kinds whose answer rests on facts the model may not have: an unsure fact must not be guessed. */
const FACT_KINDS: ReadonlySet<TaskKind> = new Set([
  'analyze-data',
  'extract',
  'classify',
  'summarize',
  'advice',
  'compare',
  'system-prompt',
]);
/**
 * An explanation or a question is answered from general knowledge: "say so rather than guess"
 * matters there only where a wrong guess costs something (health, law, money, safety).
 */
const KNOWLEDGE_KINDS: ReadonlySet<TaskKind> = new Set(['explain', 'question']);
const HIGH_STAKES =
  /medic|drugs?\b|dos(?:e|age|is)|treatment|symptom|patient|doctor|health|legal|\blaw|contract|tax|invest|pension|insurance|safety|mortgage|tratamiento|paciente|salud|\bley\b|impuesto|hipoteca|seguro|traitement|santé|\bloi\b|impôt|assurance|sécurité|behandlung|gesundheit|gesetz|steuer|versicherung|sicherheit|farmac|terapi|salute|legge|tasse|assicura|sicurezza|remédio|tratamento|saúde|\blei\b|imposto|anticoag/i;
/** Kinds whose answer has no natural layout of its own. */
const LAYOUT_KINDS: ReadonlySet<TaskKind> = new Set([
  'analyze-data',
  'compare',
  'plan',
  'advice',
  'question',
  'brainstorm',
]);
/** Deliverables written for readers, whose length and reader change everything. */
const READER_KINDS: ReadonlySet<TaskKind> = new Set(['write', 'summarize', 'explain']);
/** Analysis and planning: without a definition of done the answer stops anywhere. */
const DONE_KINDS: ReadonlySet<TaskKind> = new Set(['analyze-data', 'compare', 'advice']);
/** Kinds where the user's data goes out as rows and fields. */
const DATA_KINDS: ReadonlySet<TaskKind> = new Set(['extract', 'analyze-data']);
/** A classifier's catch-all label ("OTHER: anything else", "neutral: mixed") is its rule for doubt. */
const CATCH_ALL =
  /\b(?:other|anything else|mixed|unclear|none|unknown|sonstig\w*|andere\w*|gemischt|autres?|mixtes?|otros?|otras?|mixtos?|altr[oi]|mist[oi]|outros?|outras?)\b/i;
/** Kinds whose examples are the answer's own kind of text, which a model tends to copy. */
const GENERATIVE_KINDS: ReadonlySet<TaskKind> = new Set([
  'write',
  'brainstorm',
  'system-prompt',
  'roleplay',
  'explain',
  'summarize',
  'advice',
  'question',
  'image',
]);

/** Pulling values out of a source, whatever kind the task was read as. */
const EXTRACTING =
  /\b(?:extract|pull out|extrae|extraer|extrais|extraire|extrahier\w*|estrai|estrarre|extraia|extrair)\b/i;
/** A format only a program reads: JSON, CSV, YAML, XML, key-value pairs. */
const MACHINE_FORMAT = /^(?:json(?: object| array)?|yaml|xml|csv|tsv|key-value pairs)$/i;
/** Code answers are code: an empty cell is the program's business. */
const CODE_KINDS: ReadonlySet<TaskKind> = new Set(['code', 'debug', 'tests', 'sql']);
/** "Output format: …", "Formato:", "## Ausgabeformat": the section that says what comes back. */
const FORMAT_SECTION =
  /^\s*(?:#{1,3}\s*)?(?:output(?: format)?|format(?:o)?(?: de (?:sortie|salida)| della risposta| da resposta| de resposta)?|format de sortie|ausgabe(?:format)?|response format|antwortformat)\s*:?[^\S\n]*(.*(?:\n(?!\s*\n).*)*)/im;

/**
 * What the answer is made of, as the prompt's format section says it; without one, the format
 * the request names, for kinds whose answer is data (a pasted table to analyse is input, not
 * the deliverable).
 */
function outputFormat(text: string, kind: TaskKind, format: string | null): string {
  const section = FORMAT_SECTION.exec(text);
  if (section) return section[1] ?? '';
  return DATA_KINDS.has(kind) ? (format ?? '') : '';
}

/** The gaps of an already-excellent prompt, most consequential first; none for other prompts. */
export function openGaps(analysis: Analysis): OpenSlot[] {
  if (!analysis.alreadyStructured) return [];
  // The whole prompt: what the analysis read as pasted (a rubric, a label list, the prompt's own
  // sections) is often the user's rules, and a rule read where there was none only asks less.
  const text = analysis.rough;
  const kind = analysis.classification.kind;
  const { slots } = analysis;
  const gaps: OpenSlot[] = [];
  const fromSource = DATA_KINDS.has(kind) || EXTRACTING.test(text);
  const dataOut =
    fromSource && !CODE_KINDS.has(kind) && DATA_FORMAT.test(outputFormat(text, kind, slots.format));
  if (dataOut && !EMPTY_RULE.test(text)) gaps.push('open-empty');
  // Asked once: a data prompt asked about empty values has been asked about missing facts.
  else if (
    (FACT_KINDS.has(kind) || (KNOWLEDGE_KINDS.has(kind) && HIGH_STAKES.test(text))) &&
    !UNSURE_RULE.test(text) &&
    !EMPTY_RULE.test(text) &&
    !(kind === 'classify' && CATCH_ALL.test(text))
  )
    gaps.push('open-unsure');
  // JSON or CSV to hand to a program ("…into JSON for our courier API") is read by no one.
  const machineOut = !CODE_KINDS.has(kind) && MACHINE_FORMAT.test(slots.format ?? '');
  // Rows and fields have no reader to pitch to and no length beyond the source's.
  const forReaders = READER_KINDS.has(kind) && !dataOut && !machineOut;
  // A written piece's layout is its form (a post, a letter): its length is what stays open.
  if (forReaders && slots.length === null && !LENGTH.test(text) && !statesLengthInWords(text))
    gaps.push('open-length');
  if (!READER_KINDS.has(kind) && LAYOUT_KINDS.has(kind) && slots.format === null && !LAYOUT.test(text))
    gaps.push('open-layout');
  if (
    forReaders &&
    slots.audience === null &&
    !READER.test(text) &&
    !PEOPLE.test(text) &&
    !FOR_THOSE_WHO.test(text) &&
    // "email my landlord", "text Sarah", a FOI request to the council: the reader is named.
    !statesReader(text) &&
    !namesOfficialReader(text)
  )
    gaps.push('open-reader');
  // Columns or fields spelled out ("a table with columns …") are what a good result gives; a
  // bare "Format: a table" still leaves open what decides between the options.
  if (DONE_KINDS.has(kind) && !DONE.test(text) && !EXACT_OUTPUT.test(text)) gaps.push('open-done');
  // A worked example of machine output shows the exact format to copy: nothing to ask.
  if (GENERATIVE_KINDS.has(kind) && !machineOut && EXAMPLES_GIVEN.test(text) && !EXAMPLES_RULE.test(text))
    gaps.push('open-examples');
  return gaps.slice(0, MAX_OPEN);
}
