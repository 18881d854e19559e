import { europeanCopy } from './pt-pt';

/**
 * The one line each small model's guide asks us to add to an already-good prompt, and DeepSeek
 * R1's wording for a role kept as context, per scaffold key (language and register: a "tu" or
 * "Sie" request gets lines in the same register). A line in English under a French prompt would
 * mix two languages, so every language has its own.
 */
export interface VendorLines {
  /** Mistral [M2]: state the format directly, "no explanations". */
  keepToFormat: string;
  /** Llama [L3]: an explicit instruction against "Sure! Here's…" filler. */
  noFiller: string;
  /** Gemma [G5]: pair examples with an instruction, or it copies their content. */
  examplesOnlyShow: string;
  /** R1 [D1]: a role that carries facts, told as an instruction of the user turn ("Answer as …"). */
  answerAs: string;
  /** Persona openings this language writes ("You are", "Vous êtes"), before what the persona is. */
  personaLead: RegExp;
  /** Articles "Answer as" takes none of in this language ("en tant qu'expert", "als Experte"). */
  dropArticle: RegExp | null;
  /** R1 [D2]: the user's examples, quoted as a reference for the output, not as more rules. */
  examplesReference: string;
}

const EN: VendorLines = {
  keepToFormat: 'Reply only in the output format above, with no explanations before or after it.',
  noFiller: 'Start with the answer itself, with no opening line such as "Sure! Here\'s…".',
  examplesOnlyShow: 'Use the examples only to see the expected format; do not copy their content.',
  answerAs: 'Answer as',
  personaLead:
    /^\s*(?:you are|you're|act as|pretend (?:to be|you are|you['’]re)|imagine (?:you are|you['’]re))\s+(?=\S)/i,
  dropArticle: null,
  examplesReference: 'reference for the output format only, not more rules',
};

const FR: VendorLines = {
  keepToFormat: 'Répondez uniquement dans le format de sortie ci-dessus, sans explication avant ni après.',
  noFiller: 'Commencez directement par la réponse, sans phrase d’introduction comme « Bien sûr ! Voici… ».',
  examplesOnlyShow:
    'Servez-vous des exemples uniquement pour voir le format attendu ; n’en recopiez pas le contenu.',
  answerAs: 'Répondez en tant que',
  personaLead:
    /^\s*(?:vous êtes|tu es|agissez en tant que|agis en tant que|agissez comme|agis comme)\s+(?=\S)/i,
  dropArticle: /^(?:un|une)\s+/i,
  examplesReference: 'référence pour le format de sortie uniquement, pas des règles en plus',
};

const FR_TU: VendorLines = {
  ...FR,
  keepToFormat: 'Réponds uniquement dans le format de sortie ci-dessus, sans explication avant ni après.',
  noFiller: 'Commence directement par la réponse, sans phrase d’introduction comme « Bien sûr ! Voici… ».',
  examplesOnlyShow:
    'Sers-toi des exemples uniquement pour voir le format attendu ; n’en recopie pas le contenu.',
  answerAs: 'Réponds en tant que',
};

const DE: VendorLines = {
  keepToFormat: 'Antworte nur im oben genannten Ausgabeformat, ohne Erklärungen davor oder danach.',
  noFiller: 'Beginne direkt mit der Antwort, ohne einleitenden Satz wie „Klar! Hier ist…“.',
  examplesOnlyShow: 'Nutze die Beispiele nur, um das erwartete Format zu sehen; übernimm nicht ihren Inhalt.',
  answerAs: 'Antworte als',
  personaLead: /^\s*(?:du bist|sie sind|agiere als|agieren sie als)\s+(?=\S)/i,
  dropArticle: /^(?:ein|eine)\s+/i,
  examplesReference: 'nur Referenz für das Ausgabeformat, keine weiteren Regeln',
};

const DE_SIE: VendorLines = {
  ...DE,
  keepToFormat: 'Antworten Sie nur im oben genannten Ausgabeformat, ohne Erklärungen davor oder danach.',
  noFiller: 'Beginnen Sie direkt mit der Antwort, ohne einleitenden Satz wie „Gern! Hier ist…“.',
  examplesOnlyShow:
    'Nutzen Sie die Beispiele nur, um das erwartete Format zu sehen; übernehmen Sie nicht ihren Inhalt.',
  answerAs: 'Antworten Sie als',
};

const ES: VendorLines = {
  keepToFormat: 'Responde solo en el formato de salida indicado arriba, sin explicaciones antes ni después.',
  noFiller: 'Empieza directamente con la respuesta, sin una frase inicial como «¡Claro! Aquí tienes…».',
  examplesOnlyShow: 'Usa los ejemplos solo para ver el formato esperado; no copies su contenido.',
  answerAs: 'Responde como',
  personaLead: /^\s*(?:eres|usted es|actúa como|actúe como)\s+(?=\S)/i,
  dropArticle: null,
  examplesReference: 'referencia solo para el formato de salida, no son más reglas',
};

const IT: VendorLines = {
  keepToFormat: 'Rispondi solo nel formato di output indicato sopra, senza spiegazioni prima o dopo.',
  noFiller: 'Inizia direttamente con la risposta, senza una frase iniziale come «Certo! Ecco…».',
  examplesOnlyShow: 'Usa gli esempi solo per vedere il formato atteso; non copiarne il contenuto.',
  answerAs: 'Rispondi come',
  personaLead: /^\s*(?:sei|lei è|agisci come|agisca come)\s+(?=\S)/i,
  dropArticle: null,
  examplesReference: 'riferimento solo per il formato di output, non altre regole',
};

const PT: VendorLines = {
  keepToFormat: 'Responda apenas no formato de saída indicado acima, sem explicações antes ou depois.',
  noFiller: 'Comece diretamente pela resposta, sem uma frase inicial como “Claro! Aqui está…”.',
  examplesOnlyShow: 'Use os exemplos apenas para ver o formato esperado; não copie o conteúdo deles.',
  answerAs: 'Responda como',
  personaLead: /^\s*(?:você é|tu és|atue como|aja como)\s+(?=\S)/i,
  dropArticle: null,
  examplesReference: 'referência apenas para o formato de saída, não são regras adicionais',
};

const LINES: Readonly<Record<string, VendorLines>> = {
  en: EN,
  fr: FR,
  'fr-tu': FR_TU,
  de: DE,
  'de-sie': DE_SIE,
  es: ES,
  it: IT,
  pt: PT,
  'pt-PT': europeanCopy(PT),
};

/** The lines for a scaffold key (see scaffoldKey); none for a language we have no words in. */
export function vendorLines(key: string): VendorLines | null {
  return LINES[key] ?? null;
}

/** "Answer as a changelog editor…" from "You are a changelog editor…", in the role's language. */
/** "writing", "helping", "en train de", "dabei": what follows "You are" when it names an activity. */
const DOING = /^(?:(?!(?:some|no|any|every)thing\b)\p{Ll}{2,}ing\b|en train d|dabei\b)/u;

export function answerAsRole(role: string, lines: VendorLines): string | null {
  const text = role.trim();
  if (!lines.personaLead.test(text)) return null;
  let who = text.replace(lines.personaLead, '');
  // "You are writing alt text for…", "Tu es en train de…": a task under way, not someone to be.
  if (DOING.test(who)) return null;
  if (lines.dropArticle) who = who.replace(lines.dropArticle, '');
  const sentence = `${lines.answerAs} ${who}`.replace(/\bque ([aeiouhâéèêîôûœ])/iu, 'qu’$1');
  return /[.!?]$/u.test(sentence) ? sentence : `${sentence}.`;
}
