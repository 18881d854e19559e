import { DATES, type Detectors } from './classify-words';
import { isConversation } from './conversation';
import type { Material } from './types';

/** What the pasted material is, in the terms the classifier cares about. */
export interface MaterialFacts {
  any: boolean;
  code: boolean;
  log: boolean;
  /** Tabular or structured data: tables, JSON, CSV. */
  data: boolean;
  text: boolean;
  email: boolean;
  list: boolean;
  /** Some pasted text holds at least two numbers (a word problem quoted as material). */
  numbers: boolean;
  /** A chat, call or meeting between people: a text, even when cut out for its timestamps. */
  conversation: boolean;
}

const TWO_NUMBERS = /\d[\s\S]*?\D\d/;

export function materialFacts(material: readonly Material[]): MaterialFacts {
  const has = (...kinds: Material['kind'][]) => material.some((m) => kinds.includes(m.kind));
  const talks = material.filter((m) => (m.kind === 'log' || m.kind === 'text') && isConversation(m.content));
  return {
    any: material.length > 0,
    code: has('code', 'xml') && material.some((m) => m.kind === 'code' || m.lang !== null),
    // "[10:02] Customer: the app shows an error" is a support chat, not a program's log.
    log: material.some((m) => m.kind === 'log' && !talks.includes(m)),
    data: has('table', 'json'),
    text: has('text') || talks.length > 0,
    email: has('email'),
    list: has('list'),
    numbers: material.some((m) => m.kind === 'text' && TWO_NUMBERS.test(m.content.slice(0, 2000))),
    conversation: talks.length > 0,
  };
}

// "2x + 3 = 11", "x^2", "15% of 80", "3/4 of": notation only maths uses.
// "140 m²", "2 cm³" are units, not powers of a variable.
// Two patterns, one test (only `test` is asked, so the same answer as one alternation): the power
// is found from its mark with the letter looked for behind it, and "f(x)" from its "f", where the
// single pattern tried "[a-z]" and "\b" at every offset of the request.
const EQUATION_SIGNS =
  /\d\s*[a-z]\s*[+\-=]|[=<>≤≥]\s*-?\d|\d\s*[+*/×÷^]\s*\d|\d\s*-\s*\d\s*[=?]|\d+\s*%\s*(?:of|de|di|von)\b|√|∫|f(?<!\wf)\(x\)/;
const POWER = /(?<=[a-z]\s*)(?:\^|²|³)(?<!(?:^|[^a-z])[cdk]?m\s*[²³])/;
const EQUATION = { test: (text: string): boolean => EQUATION_SIGNS.test(text) || POWER.test(text) };
const NUMBER = /\d+(?:[.,]\d+)?/g;
/** "17/06/2025", "03.06.25": a full date in digits ("3/4" alone is a fraction). */
const NUMERIC_DATE = /(?<![\d/.])\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})(?![\d/.])/g;
// "Heat pump vs gas boiler, 140 m², over 15 years": numbers in a comparison are its facts.
const VERSUS = /(?<![\p{L}])(?:vs\.?|versus)(?![\p{L}])/u;
// "2 iron pills at 8, coffee at 9: how many hours apart?": numbers about taking medicine or food
// ask for health advice, not a calculation; a word problem needs more than numbers and "how many".
// A child's dose ("22 kg, fever 39.2, how many ml of Calpol") is the same: brand names, syrups,
// drops and a fever are never a word problem.
const HEALTH =
  /\b(?:pills?|tablets?|capsules?|mg|medication|medicine|dose|dosage|supplements?|vitamins?|ibuprofen|paracetamol|acetaminophen|painkillers?|antibiotics?|tylenol|advil|motrin|calpol|nurofen|aspirin[ae]?|fever|syrup|tabletten?|\w*tabletten|kapseln?|medikament\w*|dosis|nahrungserg\w*|fieber\w*|tropfen|pastillas?|comprimidos?|capsulas?|medicamentos?|suplementos?|ibuprofeno|jarabe|fiebre|comprimes?|gelules?|medicaments?|complements?|doliprane|dafalgan|efferalgan|sirop|fievre|gouttes|pillole|compresse|farmac[oi]|integratori|tachipirina|sciroppo|febbre|gocce|remedios?|pilulas?|dipirona|xarope|febre|gotas)\b/;
/** The folded text talks about medicine or supplements (see HEALTH). */
export function aboutHealth(folded: string): boolean {
  return HEALTH.test(folded);
}
/**
 * Chance or an expected value (folded), or its notation ("find P(both red)"): maths only with a
 * die, a coin or a draw (see DEVICE).
 */
const CHANCE =
  /(?<![\p{L}])(?:probab\p{L}*|p\([^()\n]{1,30}\)|odds|chances?|likelihood|expected value|wahrscheinlich\p{L}*|erwartungswert|esperanza|valor esperado|esperance|valore atteso)(?![\p{L}])/u;
/** A random device or draw: "odds of rain" or "chances of getting the job" have none. */
const DEVICE =
  /(?<![\p{L}])(?:dice|die|coins?|deck|aces?|spades|marbles?|balls?|urn|spinner|lottery|roll(?:s|ed|ing)?|flip(?:s|ped|ping)?|toss(?:es|ed|ing)?|heads|tails|drawn|draws?|without replacement|wurfel\p{L}*|munze\p{L}*|kugel\p{L}*|urne|ziehen|gezogen|zuruck\p{L}*|dados?|monedas?|baraja|bolas?|sin reposicion|pieces?|boules?|tirage|tire[rz]?|lancers?|jeu de \d+ cartes|sans remise|dadi|monet\p{L}*|mazzo|pallin\p{L}*|estrazion\p{L}*|senza reinserimento|moedas?|baralho|sem reposicao)(?![\p{L}])/u;
/**
 * "how many ways can 5 people sit…", "de cuántas maneras se pueden ordenar…": counting
 * arrangements, told by what is arranged or chosen ("how many ways to say thanks" is no count).
 */
const COUNTING =
  /(?<![\p{L}])(?:how many (?:different )?ways|how many (?:different )?(?:arrangements|combinations|permutations)|de cuantas (?:maneras|formas)|de combien de (?:facons|manieres)|auf wie viele (?:arten|weisen)|wie viele moglichkeiten|in quanti modi|de quantas (?:maneiras|formas))(?![\p{L}])(?=[^.?!\n]{0,60}(?:arrang|choos|chosen|select|pick|seat|sit|order|line up|distribut|assign|permut|combin|committee|digits|letters|sentar|ordenar|ordonn|ordin|anordn|wahl|elegir|escoger|choisir|scegli|escolher|formar|former|bilden|letras|lettres|buchstaben|lettere|cifras|chiffres|ziffern|cifre|algarismos|comite|ausschuss|comitato|placer|colocar|dispor|sitzen|asseoir|sedere|sentarse))/u;
/** "how many different 4-digit PIN codes", "how many possible outcomes": a count of possibilities. */
const POSSIBLE_COUNT =
  /(?<![\p{L}])how many (?:different|possible|distinct) (?:[\p{L}\d-]+ ){0,2}(?:codes|pins|passwords|combinations|arrangements|plates|outcomes|sequences|teams|committees|handshakes|orders|hands|groups|words)(?![\p{L}])/u;
/** A statistic of a list of numbers (folded); "mean", "range" and "mode" are common words too. */
const STATISTIC =
  /(?<![\p{L}])(?:median|mean of|standard deviation|variance|quartiles?|interquartile|percentiles?|mediana|desviacion (?:tipica|estandar)|varianza|mediane|ecart[- ]type|standardabweichung|varianz|deviazione standard|desvio padrao|variancia)(?![\p{L}])/u;
/** "2, 4, 4, 5 and 9": three numbers or more in a row ("a 3 bed, 2 bath house" is no list). */
const NUMBER_LIST =
  /\d(?:[.]\d+)?\s*(?:,|;|and|y|et|und|e)\s*-?\d+(?:[.]\d+)?\s*(?:,|;|and|y|et|und|e)\s*-?\d/u;
/** A measure of a shape (folded). */
const MEASURE =
  /(?<![\p{L}])(?:area|perimeter|volume|circumference|hypotenuse|surface|flache|umfang|volumen|hypotenuse|aire|perimetre|hypotenuse|perimetro|volumen|hipotenusa|superficie|volume|ipotenusa|circonferenza|circunferencia)(?![\p{L}])/u;
const SHAPE =
  /(?<![\p{L}])(?:triangle|circle|rectangle|square|cube|cylinder|sphere|cone|prism|trapezoid|trapezium|parallelogram|rhombus|hexagon|pentagon|dreieck|kreis|rechteck|quadrat|wurfel|zylinder|kugel|kegel|cercle|carre|cylindre|sphere|cone|triangulo|circulo|rectangulo|cuadrado|cubo|cilindro|esfera|cono|triangolo|cerchio|rettangolo|quadrato|sfera|retangulo|quadrado)(?![\p{L}])/u;
const SOLVE = /solve|resuelv|resou|los|risolv|resolv|find|calcul|berechn/;

/**
 * "the probability of two sixes": a cue that one number is enough for. "Callum can probably
 * come" is no probability: the adverbs (probably, probablement, probabilmente) are left out.
 */
const NUMERIC_CUE =
  /probab(?!l[ey]|lement|lemente|ilmente)|percent|porcent|pourcent|prozent|percentual|average|moyenne|durchschnitt/;
/**
 * A day and month after a weekday or "on"/"by" ("sábado 21/6", "due fri 3/11", "am 4/5"), or
 * before a time ("21/6 das 14h", "3/4 at 2pm"): a date, not the fraction 21/6 (folded).
 */
const SHORT_DATE =
  /(?<![\p{L}])(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?|wednesday|saturday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lunedi|martedi|mercoledi|giovedi|venerdi|segunda|terca|quarta|quinta|sexta|on|by|due|until|till|am|bis|dia|le|el)\.?,?\s+\d{1,2}\/\d{1,2}(?![\d/])|(?<![\d/.])\d{1,2}\/\d{1,2}(?![\d/])(?=,?\s+(?:at\s+|a las\s+|as\s+|das\s+|um\s+|a\s+|alle\s+|de\s+)?\d{1,2}(?:h|:\d\d|\s?[ap]m|\s?uhr))/gu;
/** Tables written out: "table orders(id, …)", "tables: users, orders", "CREATE TABLE" (folded). */
const SCHEMA =
  /(?<![\p{L}])(?:create table|(?:tables?|tabelle|tabla|table|tabela)\s*:|(?:tables?|tabelle|tabla|tabela|tabelas|tablas)\s+[\w.]+\s*\()/u;
/** The request writes out its database tables (see SCHEMA); any case. */
export function writesTables(text: string): boolean {
  return SCHEMA.test(text.toLowerCase());
}
/**
 * A question that holds the notation ("…, what is 3/4 + 1/2?"). In meeting notes a "?" on one
 * line ("wine?") does not make "newsletter 3/25 + 4/10" on another a sum to work out.
 */
function askedSum(folded: string): boolean {
  return folded
    .split(/\n|\.\s|!/)
    .some((part) => part.includes('?') && EQUATION.test(part.replace(LONE_SLASH, ' ')));
}
// "arriving 4/2?": a lone "4/2" beside a question mark is as often a date as a fraction.
const LONE_SLASH = /(?<![\d/.]\s*[-+*×÷=]?\s*)\d{1,2}\/\d{1,2}(?![\d/.]|\s*[-+*×÷=])/g;
/** How many numbers the folded text holds once its dates ("3 June", "17/06/2025") are gone. */
export function quantityCount(folded: string): number {
  return folded.replace(DATES, ' ').replace(NUMERIC_DATE, ' ').match(NUMBER)?.length ?? 0;
}

/** "24/7", "24x7", "24h/24", "7j/7", "24/24", "365/24/7": always open, said with a slash. */
/** "what is 24/7 as a decimal", "simplify 24/24": the same digits asked about as a number. */
const ARITHMETIC_ASK =
  /(?<![\p{L}])(?:what is \d|how much is \d|calculat\p{L}*|comput\p{L}*|simplif\p{L}*|decimal\p{L}*|fraction\p{L}*|divid\p{L}*|calcul\p{L}*|berechn\p{L}*|dezimal\p{L}*|bruch|calcol\p{L}*|frazion\p{L}*)/u;
const ROUND_THE_CLOCK =
  /(?<![\d/])(?:365\s*\/\s*)?(?:24\s*[/x]\s*7|24\s*h?\s*\/\s*24|7\s*[jdt]?\s*\/\s*7)(?![\d/])/g;

/**
 * A maths or logic problem: notation, or a word problem (two numbers or more and a quantity
 * question). "Write a 500-word essay in 3 parts" has numbers but asks for no quantity.
 */
export function mathSignal(text: string, d: Detectors, mat: MaterialFacts): boolean {
  // "sábado 21/6 das 14h", "party on sat 12/4 at 2pm": a day written as a fraction is a date.
  // "24/7 call-outs", "ouvert 7j/7", "24h/24": round the clock, not a division.
  const dated = text.replace(SHORT_DATE, ' ');
  const folded = ARITHMETIC_ASK.test(dated) ? dated : dated.replace(ROUND_THE_CLOCK, ' ');
  // "We leave on 3 June and come back on 17 June, how many days of leave?": dates are when, not
  // quantities; with them gone, a practical question has no numbers left to work on.
  const numbers = quantityCount(folded);
  // Notation alone settles a short request ("what is 17% of 2300"); in a long one it needs a cue.
  if (
    EQUATION.test(folded) &&
    (folded.length < 120 || d.quantities.test(folded) || askedSum(folded) || SOLVE.test(folded))
  )
    return true;
  if (puzzleSignal(folded, d)) return true;
  if (d.advice.test(folded) || VERSUS.test(folded) || HEALTH.test(folded)) return false;
  // "the probability of two sixes with two dice", "in how many ways can 5 people sit": chance
  // with a random device, or a count of arrangements, is maths with its numbers in words.
  if ((CHANCE.test(folded) && DEVICE.test(folded)) || COUNTING.test(folded) || POSSIBLE_COUNT.test(folded))
    return true;
  // "the median of 3, 7, 9, 12 and 20", "area of a triangle with sides 3, 4 and 5": a statistic
  // over listed numbers, or a measure of a named shape.
  if (
    (STATISTIC.test(folded) && NUMBER_LIST.test(folded)) ||
    (MEASURE.test(folded) && SHAPE.test(folded) && numbers >= 1)
  )
    return true;
  if (numbers >= 2 && d.quantities.test(folded)) return true;
  // "the probability of two sixes with 2 dice": one number is enough after a strictly numeric cue.
  if (numbers >= 1 && NUMERIC_CUE.test(folded)) return true;
  return mat.numbers && d.quantities.test(folded);
}

// A puzzle handed over: its name then a colon or a new line with the puzzle under it.
const HANDED_OVER = /^[^:\n]{0,40}[:\n]\s*\S[\s\S]{30}/;
// "solve this puzzle", "löse dieses Rätsel": the user wants one solved (folded, any language).
const SOLVE_VERB =
  /(?<![\p{L}])(?:solv\p{L}*|resuelv\p{L}*|resolv\p{L}*|resou\p{L}*|risolv\p{L}*|figure out)(?![\p{L}])/u;
const THIS =
  /(?<![\p{L}])(?:this|the following|este|esta|ce|cet|cette|dieses|diese|questo|questa|esse|essa)\s+$/u;
// "across the river", "the boat only carries", "left alone with": one or two are a trip.
const CROSSING_PARTS = 3;
// "write a puzzle for my class", "invent a riddle": a producer this close makes the puzzle.
const MAKER_REACH = 20;

/** A producer just before the puzzle's name ("write a riddle"), not a helper ("help me with"). */
function madeHere(folded: string, at: number, d: Detectors): boolean {
  return d.producers.list
    .all(folded.slice(0, at))
    .some((m) => at - (m.index + m.text.length) <= MAKER_REACH && !HELP.test(m.text));
}
const HELP = /help|ayud|aide|hilf|aiut|ajud/;

/**
 * A logic puzzle to solve, in any of the shapes users hand one over: a puzzle's own words
 * ("riddle", "knights always tell the truth", "who owns the fish", "twice as old as"), three parts
 * of a river crossing, or a puzzle's name used as a heading or for one pasted under it ("Puzzle:
 * …", "here's a puzzle I found: …", "solve this puzzle"), unless it is a toy or one to write.
 */
export function puzzleSignal(folded: string, d: Detectors): boolean {
  const named = d.puzzles.exec(folded);
  if (named) return !madeHere(folded, named.index, d);
  if (new Set(d.crossings.all(folded).map((m) => m.text)).size >= CROSSING_PARTS) return true;
  const name = d.puzzleNames.exec(folded);
  if (!name || d.puzzleToys.test(folded)) return false;
  const before = folded.slice(0, name.index);
  if (madeHere(folded, name.index, d)) return false;
  return (
    HANDED_OVER.test(folded.slice(name.index + name.text.length)) ||
    SOLVE_VERB.test(folded) ||
    THIS.test(before)
  );
}
