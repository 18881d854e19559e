import { STATED_WORDS } from '../i18n/scaffold/stated-words';

/**
 * Who the prompt names, read for every question that would ask it: how many people (servings,
 * guests, travellers) and who reads the text (a relation or a name). "siamo in 6", "there are 6
 * of us", "wir sind zu sechst" fill "for how many people?"; "text my sister", "schreib meiner
 * Schwester", "write Sarah a note" fill "who is it for?".
 */

const L = '(?<![\\p{L}\\p{N}])';
const R = '(?![\\p{L}\\p{N}])';

/** A small count in any of the six languages, or digits. */
const N =
  '(?:\\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve|dos|tres|cuatro|cinco|seis|siete|ocho|diez|deux|trois|quatre|cinq|six|sept|huit|dix|douze|zwei|drei|vier|fünf|sechs|sieben|acht|zehn|zwölf|due|tre|quattro|cinque|sei|sette|otto|dieci|dodici|duas|dois|três|quatro|cinco|seis|sete|oito|dez|doze)';

/** "we are 6", "somos 8", "nous serons 10", "wir sind 12", "siamo in 6", "seremos 5". */
const WE_ARE = `(?:we(?:'re| are| will be|'ll be)|there (?:are|will be)|somos|seremos|vamos a ser|nous sommes|nous serons|on (?:est|sera)(?: à)?|wir sind(?: zu)?|wir werden(?: zu)?|siamo(?: in)?|saremo(?: in)?|vamos ser)\\s+${N}`;
/** "6 of us", "a group of 8", "a family of 4", "un groupe de 10", "una famiglia di 5". */
const GROUP_OF = `${N}\\s+of us|(?:a |an )?(?:group|party|family|table) of\\s+${N}|(?:un |una )?(?:grupo|groupe|gruppo|familia|famille|famiglia|fam[íi]lia|mesa|tavolo) (?:de|di)\\s+${N}`;
/** German "zu sechst", "zu zweit": a count without a digit. */
const ZU = 'zu (?:zweit|dritt|viert|fünft|sechst|siebt|acht|zehnt)';
/** "6 people", "8 guests", "12 Personen", "10 persone", "5 pessoas". */
const HEADS = `${N}\\s+(?:people|persons?|guests|adults|personas|invitados|comensales|adultos|personnes|invités|convives|adultes|personen|gäste|leute|erwachsene|persone|ospiti|adulti|pessoas|convidados)`;

const PEOPLE_COUNT = new RegExp(`${L}(?:${WE_ARE}|${GROUP_OF}|${ZU}|${HEADS})${R}`, 'iu');

/** The prompt says how many people eat, come or travel. */
export const statesPeopleCount = (text: string): boolean => PEOPLE_COUNT.test(text);

/** Relations from the per-language gift lists ("sister", "Schwester", "belle-mère"), no pronouns. */
const RELATION = Object.values(STATED_WORDS)
  .flatMap((w) => w.recipients)
  .filter((r) => !r.startsWith('him|'))
  .join('|');
/** Verbs that take the reader straight after them: "email my boss", "text Sarah", "tell her". */
const TO_VERB =
  '(?:e-?mail|text|message|dm|write|send|tell|ask|thank|remind|invite|wish|answer|reply|congratulate)';
const POSSESSIVE_EN = '(?:my|our|his|her|their)';
/**
 * Where an order to the assistant starts: the request's start, a clause break, or "can you",
 * "help me", "I need to". "a story where a boy has to ask his dad" names a character, no reader.
 */
const ORDER_START =
  '(?:^|[.!?,;:]\\s*|(?:help me|can you|could you|can u|could u|please|pls|plz|i need to|i have to|i want to|i wanna|i gotta|how (?:do|should) i)\\s+)';
/** "email my boss", "write my sister a note", "text our landlord": the reader follows the verb. */
const VERB_RELATIVE = new RegExp(
  `${ORDER_START}${TO_VERB}\\s+${POSSESSIVE_EN}\\s+(?:[\\p{L}-]+\\s+)?\\p{L}+${R}`,
  'iu',
);
/** "write her a card", "send him a message": a pronoun reader before the thing written. */
const VERB_PRONOUN = new RegExp(
  `${ORDER_START}(?:write|send|text|get)\\s+(?:her|him|them)\\s+(?:a|an|some)${R}`,
  'iu',
);
/** German dative with no preposition: "schreib meiner Schwester", "sag meinem Chef". */
const DATIVE = new RegExp(
  `${L}(?:schreib\\p{L}*|schick\\p{L}*|sag\\p{L}*|antwort\\p{L}*|gratulier\\p{L}*|dank\\p{L}*)\\s+(?:meiner|meinem|unserer|unserem|ihr|ihm)${R}`,
  'iu',
);
/** The verb itself, any case: "Email Sarah" opens the prompt with a capital. */
const VERB_BEFORE_NAME = new RegExp(`${ORDER_START}${TO_VERB}\\s+(?:to\\s+)?$`, 'iu');
/** A capitalised word that is a name, not "I", "The" or a weekday. */
const NAME =
  /(?<![\p{L}\p{N}])(?!(?:I|The|A|An|It|This|That|Me|Us|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?![\p{L}]))\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu;

/** "email Sarah", "text Tom", "write Grandma Rose a note": a capitalised name right after the verb. */
function verbThenName(text: string): boolean {
  for (const m of text.matchAll(NAME)) if (VERB_BEFORE_NAME.test(text.slice(0, m.index))) return true;
  return false;
}
/** "a card for my sister’s 30th", "my sisters recital": a relation after a possessive, any language. */
const MY_RELATION = new RegExp(
  `${L}(?:my|our|mi|mis|nuestr[oa]s?|ma|mon|mes|nos|notre|meine[mnr]?|unse?re[mnr]?|mia|mio|miei|mie|meu|minha|meus|minhas)\\s+(?:[\\p{L}-]+\\s+)?(?:${RELATION})(?:[’']?s)?${R}`,
  'iu',
);

/**
 * Verbs whose object is the reader in the other languages: "remercier la voisine", "agradecer a
 * mi vecina", "ringraziare la maestra", "agradecer à vizinha", "sich bei der Nachbarin bedanken".
 */
const READER_OBJECT = new RegExp(
  `${L}(?:remercier|remercie|agradecer(?:le)?|agrad[eé]cele|ringraziare|ringrazia|felicitar|f[ée]liciter|congratularmi con|bedanken bei|mich bei)\\s+(?:a\\s+|à\\s+|ao\\s+)?(?:la|le|les|el|los|las|mi|mis|ma|mon|mes|il|lo|mia|mio|a|o|minha|meu|der|dem|den|meiner|meinem|unserer|unserem|\\p{Lu})`,
  'iu',
);

/** The reader of a message or card is named: a relation, a name, a pronoun after the verb. */
export function statesReader(text: string): boolean {
  return (
    VERB_RELATIVE.test(text) ||
    VERB_PRONOUN.test(text) ||
    DATIVE.test(text) ||
    READER_OBJECT.test(text) ||
    verbThenName(text)
  );
}

/** A relation of the user's is named ("my sister", "ma belle-mère", "meiner Mutter"). */
export const namesRelation = (text: string): boolean => MY_RELATION.test(text);

/**
 * An official request or a public body: a freedom-of-information request, a subject access
 * request, a letter to the council, the Finanzamt or the mairie. Its reader is that body.
 */
const OFFICIAL = new RegExp(
  `${L}(?:${[
    'freedom of information|foia?|foi request|subject access request|public records request|information request|(?:city |county |town |parish |borough |district )?council|ministry|local authority|ombudsman|regulator|tax office|embassy|consulate',
    'solicitud de (?:acceso a la )?informaci[óo]n|transparencia|ayuntamiento|ministerio|hacienda|juzgado|consulado|embajada',
    "demande (?:cada|d[’']acc[èe]s)|mairie|pr[ée]fecture|minist[èe]re|imp[ôo]ts|consulat|ambassade",
    'auskunftsersuchen|auskunftsantrag|ifg-antrag|informationsfreiheit\\p{L}*|beh[öo]rde|amt|finanzamt|ministerium|gericht|gemeinde|stadtverwaltung|landratsamt',
    'accesso (?:civico|agli atti)|(?:al|il) comune|ministero|tribunale|questura|prefettura|consolato|ambasciata',
    'lei de acesso [àa] informa[çc][ãa]o|pedido de informa[çc][ãa]o|c[âa]mara municipal|prefeitura|minist[ée]rio|consulado|embaixada',
  ].join('|')})${R}`,
  'iu',
);

/** The text goes to an official body the prompt names: that body is its reader. */
export const namesOfficialReader = (text: string): boolean => OFFICIAL.test(text);

/**
 * The user is the reader: "just tell me what my options are", "¿qué puedo hacer?", "was kann
 * ich tun?". Asking "who is it for?" about an answer to the user's own situation is noise.
 */
const FOR_THE_USER = new RegExp(
  `${L}(?:${[
    'tell me what (?:i|my)|my options|what (?:should|can|could) i do|what are my (?:rights|choices)',
    'mis opciones|qu[ée] (?:puedo|debo) hacer|cu[áa]les son mis derechos',
    'mes options|que (?:puis-je|dois-je) faire|quels sont mes droits',
    'meine optionen|was (?:kann|soll) ich tun|welche rechte habe ich',
    'le mie opzioni|cosa (?:posso|devo) fare|quali sono i miei diritti',
    'minhas op[çc][õo]es|o que (?:posso|devo) fazer|quais s[ãa]o os meus direitos',
  ].join('|')})${R}`,
  'iu',
);

export const addressesTheUser = (text: string): boolean => FOR_THE_USER.test(text);
