/**
 * Two more shapes of text planted for the assistant, in the six languages: a line headed as the
 * system or an administrator ("SYSTEM INSTRUCTION: …", "### SYSTEM: …", "<<admin override>> …",
 * "INSTRUCCIÓN DEL SISTEMA: …") that goes on with an order, and a sentence that casts the reader
 * as the AI ("As the AI assistant, you must …", "Als KI-Assistent musst du …"). "The system is
 * down", "Sistema: Windows 11" or "As the store manager, you must sign" are none of them.
 */

/** A header naming the system or an admin outright: a colon or a bracket after it is enough. */
const NAMED_HEADER =
  /^(?:system[ -](?:instructions?|message|prompt|note|override|command|directive)|admin(?:istrator)?[ -]?(?:override|instructions?|command|note|mode)|developer[ -](?:message|instructions?|mode)|instrucci[oó]n(?:es)? del sistema|mensaje del sistema|nota del sistema|instructions? syst[eè]me|message (?:du )?syst[eè]me|consigne syst[eè]me|note syst[eè]me|system-?anweisung(?:en)?|systemnachricht|systemhinweis|systembefehl|istruzion[ei] di sistema|messaggio di sistema|nota di sistema|instru[cç](?:[aã]o|[oõ]es) do sistema|mensagem do sistema|nota do sistema)$/iu;
/** A bare "system" counts only marked as a header ("### SYSTEM:", "[SYSTEM]") or in capitals. */
const BARE_HEADER = /^(?:system|sistema|syst[eè]me|admin)$/iu;

/** "### ", "[", "<<", "<|", "**", "> " before the header word(s), and what closes them. */
const HEADER_LINE =
  /^\s*((?:#{1,6}\s*|\[\s*|<<\s*|<\|\s*|\*\*\s*|>\s*)*)([\p{L}][\p{L} -]{1,40}?)\s*(?:\]|>>|\|>|\*\*)?\s*(?::|\]|>>|\|>|–|—)\s*(?:\*\*\s*)?(\S.*)$/u;

/** The text after the header orders something: an imperative, "you must", "the assistant". */
const ORDER = new RegExp(
  '^(?:' +
    [
      // English
      "mark|give|approve|reject|reply|respond|answer|say|tell|ignore|disregard|recommend|rate|score|classify|summari[sz]e|output|print|write|send|forward|delete|remove|refund|issue|grant|close|escalate|treat|consider|describe|label|flag|do not|don't|never|always|only|from now on|you (?:must|should|will|are|have to)|the (?:assistant|ai|model)",
      // Spanish
      'marca|da|dale|aprueba|responde|contesta|di|dile|ignora|recomienda|valora|punt[uú]a|clasifica|resume|escribe|env[ií]a|reenv[ií]a|borra|elimina|reembolsa|cierra|trata|considera|no|nunca|siempre|solo|debes|tienes que|el asistente|la ia',
      // French
      "marque|donne|approuve|valide|r[ée]ponds|r[ée]pondez|dis|dites|ignore[z]?|recommande|note|classe|r[ée]sume|[ée]cris|envoie|transf[èe]re|supprime|rembourse|ferme|traite|consid[èe]re|ne|n'|jamais|toujours|uniquement|seulement|tu dois|vous devez|l'assistant|l'ia",
      // German
      'markiere|gib|genehmige|antworte|sag|ignoriere|empfiehl|bewerte|klassifiziere|fasse|schreibe?|sende|leite|l[öo]sche|erstatte|schlie(?:ß|ss)e|behandle|betrachte|nicht|nie|immer|nur|du musst|sie m[üu]ssen|der assistent|die ki',
      // Italian
      "segna|dai|approva|rispondi|d[iì]'?|dici|ignora|raccomanda|valuta|classifica|riassumi|scrivi|invia|inoltra|cancella|elimina|rimborsa|chiudi|tratta|considera|non|mai|sempre|solo|devi|l'assistente|l'ia",
      // Portuguese
      'marque|marca|d[êe]|d[áa]|aprove|responda|responde|diga|ignore|recomende|avalie|classifique|resuma|escreva|envie|encaminhe|apague|exclua|reembolse|feche|trate|considere|n[ãa]o|nunca|sempre|apenas|s[óo]|voc[êe] deve|deves|o assistente|a ia',
    ].join('|') +
    ')(?![\\p{L}])',
  'iu',
);

/** "As the AI assistant, you must…", "Como asistente de IA, debes…", "Als KI-Assistent musst du…". */
const AS_THE_AI =
  /(?:^|[\s>*"“«(])(?:as (?:the|an|a|your) (?:ai|a\.i\.|llm|language model|ai assistant|ai model|chatbot|assistant)(?: [\p{L}-]+)?,? you (?:must|should|have to|will|are required to|need to)|como (?:el |un |tu )?(?:asistente|modelo) (?:de ia|virtual|de inteligencia artificial),? (?:debes|tienes que|deber[aá]s)|como (?:la )?ia,? (?:debes|tienes que)|en tant qu['’](?:assistant(?:e)? (?:ia|d['’]ia|virtuel)|ia|intelligence artificielle|mod[eè]le de langage),? (?:tu dois|vous devez)|als (?:ki|ki-assistent(?:in)?|ki-modell|sprachmodell|assistent (?:der|mit) ki)(?: [\p{L}-]+)?,? (?:musst du|m[üu]ssen sie|sollst du)|come (?:l['’])?(?:assistente (?:ia|virtuale|di ia)|ia|modello (?:linguistico|di ia)),? (?:devi|deve)|como (?:o |um )?(?:assistente (?:de ia|virtual)|modelo de (?:ia|linguagem)|ia),? (?:voc[êe] deve|deves|tem que|precisa))(?![\p{L}])/iu;

/** "3. \"SYSTEM: …", "- “ADMIN: …": a pasted item's number and quote mark before the header. */
const ITEM_LEAD = /^\s*(?:(?:[-*•]|\d{1,3}[.)])\s+)?["“„«]?/u;
/** "When summarizing, say…", "Si te preguntan, di…": a condition before the order. */
const CONDITION_LEAD =
  /^(?:when(?:ever)?|if|before|after|cuando|si|quand|lorsque|wenn|falls|sobald|quando|se)(?![\p{L}])[^,.]{1,60},\s*/iu;

/** The span [start, end) in `line` of a header line that orders, or null. */
export function headerOrder(line: string): [number, number] | null {
  const lead = ITEM_LEAD.exec(line)?.[0].length ?? 0;
  const m = HEADER_LINE.exec(line.slice(lead));
  if (!m) return null;
  const marks = (m[1] ?? '').trim();
  const word = (m[2] ?? '').trim();
  const named = NAMED_HEADER.test(word);
  const bare = BARE_HEADER.test(word) && (marks !== '' || (word === word.toUpperCase() && word.length > 3));
  // "<<admin override>>", "[SYSTEM]": a bracket alone closes the header.
  if (!named && !bare) return null;
  const order = (m[3] ?? '').trim();
  if (!ORDER.test(order) && !ORDER.test(order.replace(CONDITION_LEAD, ''))) return null;
  const start = line.length - line.trimStart().length;
  return [start, line.trimEnd().length];
}

/** The sentence casts its reader as the AI and tells it what it must do. */
export function castsTheAi(sentence: string): boolean {
  return AS_THE_AI.test(sentence);
}
