/**
 * Lines for maths problems that fit the problem rather than any problem: a school level the user
 * states, a proof over every integer or every n, and an answer (theirs or someone's) to check.
 * Detectors read the request as typed; the lines are ours, so no user word sits inside them.
 */

import { unicodeWords } from '../../grammar/unicode-words';

/**
 * A school or university level named outright: "GCSE", "high school", "Klasse 8", "en seconde",
 * "2º de ESO", "terza media", "9º ano". Words that are also common words in a problem ("seconde"
 * as a unit, "eso", "medie" as averages, "bac" as a tub) only count in their school phrase.
 */
const LEVEL_NAMED = unicodeWords(
  /\b(?:gcses?|igcse|a[- ]levels?|ks[1-5]|key stage [1-5]|(?:high|middle|primary|elementary|secondary|junior high|grade) school|undergrad(?:uate)?|freshman|sophomore|ap (?:calc(?:ulus)?|stats?|statistics)|pre-?calc(?:ulus)?|algebra (?:1|2|i|ii)|calc(?:ulus)? (?:1|2|i|ii)|\d{1,2}(?:st|nd|rd|th) grade(?:rs?)?|(?:first|second|third|1st|2nd|3rd)[- ]year (?:uni(?:versity)?|college|undergrad\w*|students?|maths?|calculus|engineering|physics|course)|klasse \d{1,2}|\d{1,2}\. ?klasse|jahrgangsstufe \d{1,2}|\d{1,2}\. schuljahr|grundschule|realschule|hauptschule|gymnasium|oberstufe|mittelstufe|unterstufe|abitur|sekundarstufe(?: i{1,2})?|erstsemester|(?:en|de|classe de|élève de|eleve de) (?:seconde|2nde|première|premiere|1ère|1re|terminale|tle|troisième|troisieme|3e|3ème|quatrième|quatrieme|4e|4ème|cinquième|cinquieme|5e|5ème|sixième|sixieme|6e|6ème|cm1|cm2|ce1|ce2)|collège|college level|lycée|lycee|brevet|(?:niveau|épreuve du|sujet du|sujet de|pour le|au) bac|[1-4](?:º|°|o)? (?:de )?(?:la )?eso|bachillerato|primaria|secundaria|selectividad|evau|ebau|(?:terza|seconda|prima) (?:media|superiore|liceo)|[1-5](?:a|ª)? (?:media|superiore|liceo)|scuola media|scuole medie|alle medie|liceo|scuola primaria|elementari|maturità|ensino (?:médio|medio|fundamental|secundário|secundario|básico|basico)|vestibular|enem|(?:no|do|na|da) \d{1,2}(?:º|°|ª|o) (?:ano|série|serie))\b/i,
);
/** Upper-case "ESO" alone is the Spanish school stage; lower-case "eso" is "that". */
const ESO = /(?<![\p{L}])ESO(?![\p{L}])/u;
/** "year 8", "grade 7": a school year only when the request talks about school too. */
const LEVEL_NUMBERED = unicodeWords(/\b(?:year|yr|grade)\s?\d{1,2}\b/i);
const SCHOOL = unicodeWords(
  /\b(?:school|class|student|pupil|homework|teacher|son|daughter|kid|child|maths|math|exam|test|sats|curriculum|level)\b/i,
);

/** The request names the school or university level the answer should be pitched at. */
export function statesLevel(request: string): boolean {
  return (
    LEVEL_NAMED.test(request) ||
    ESO.test(request) ||
    (LEVEL_NUMBERED.test(request) && SCHOOL.test(request.replace(LEVEL_NUMBERED, ' ')))
  );
}

export const LEVEL_LINE: Readonly<Record<string, string>> = {
  en: 'Use only the methods and words a student at the level I mention knows, and explain each step so they could write it down themselves.',
  es: 'Usa solo los métodos y las palabras que conoce un alumno del nivel que indico, y explica cada paso para que pueda escribirlo por sí mismo.',
  fr: 'N’utilisez que les méthodes et le vocabulaire qu’un élève du niveau indiqué connaît, et expliquez chaque étape pour qu’il puisse la rédiger lui-même.',
  'fr-tu':
    'N’utilise que les méthodes et le vocabulaire qu’un élève du niveau indiqué connaît, et explique chaque étape pour qu’il puisse la rédiger lui-même.',
  de: 'Nutze nur die Methoden und Begriffe, die jemand auf der genannten Stufe kennt, und erkläre jeden Schritt so, dass er ihn selbst aufschreiben könnte.',
  'de-sie':
    'Nutzen Sie nur die Methoden und Begriffe, die jemand auf der genannten Stufe kennt, und erklären Sie jeden Schritt so, dass er ihn selbst aufschreiben könnte.',
  it: 'Usa solo i metodi e le parole che conosce uno studente del livello indicato, e spiega ogni passaggio in modo che possa scriverlo da solo.',
  pt: 'Use apenas os métodos e as palavras que um aluno do nível indicado conhece, e explique cada passo para que ele possa escrevê-lo sozinho.',
};

/** "for all n ≥ 1", "natural numbers", "positive integers": every n from the first one up. */
const EVERY_N = unicodeWords(
  /\bn\s*(?:>=|≥|>)\s*-?\d|\b(?:for (?:all|every|any|each) (?:natural |positive )?n|natural numbers?|positive integers?|pour tout n(?! ?∈ ?ℤ)|entiers? naturels?|für (?:alle|jedes) n|natürliche\w* zahl\w*|para todo n|números naturales|naturales|enteros positivos|per ogni n|numeri naturali|interi positivi|para todo n|números naturais|inteiros positivos)\b|ℕ/i,
);
/** "every integer", "entier", "ganze Zahl", odd and even numbers: negatives and zero are cases too. */
const INTEGERS = unicodeWords(
  /\b(?:integers?|whole numbers?|odd|even (?:numbers?|integers?)|(?:un)?gerade\w* zahl\w*|impairs?|pairs? (?:et|ou) impairs?|nombres? pairs?|impar(?:es)?|n[uú]meros? pares|dispari|numeri pari|entiers?|ganze\w* zahl\w*|ganzzahl\w*|enteros?|interi|intero|inteiros?|inteiro)\b|ℤ/i,
);

/** The integer words themselves: with these, negatives are cases even when things are counted. */
const NAMES_INTEGERS = unicodeWords(
  /\b(?:integers?|whole numbers?|entiers?|ganze\w* zahl\w*|ganzzahl\w*|enteros?|interi|intero|inteiros?|inteiro)\b|ℤ/i,
);
/** People or things counted ("an odd number of handshakes at a party"): a count is never negative. */
const COUNTED_THINGS = unicodeWords(
  /\b(?:people|persons?|guests?|friends?|players?|teams?|students?|hands?|handshakes?|party|parties|rooms?|boxes|socks?|pigeons?|vertices|vertex|edges?|graphs?|personas?|invitados?|amigos?|jugadores?|fiesta|apretones?|personnes?|invités?|amis?|joueurs?|soirée|fête|poignées? de main|personen|gäste?n?|freunde?n?|spieler\w*|händedr\w*|party|persone|ospiti|amici|giocatori|festa|strette di mano|pessoas|convidados|jogadores|apertos? de mão)\b/i,
);

/** A proof of a claim about every n, about every integer, or about anything else. */
export function proofScope(request: string): 'naturals' | 'integers' | 'general' {
  if (EVERY_N.test(request)) return 'naturals';
  if (COUNTED_THINGS.test(request) && !NAMES_INTEGERS.test(request)) return 'general';
  if (INTEGERS.test(request)) return 'integers';
  return 'general';
}

type ProofLines = Readonly<Record<'naturals' | 'integers' | 'general', string>>;

export const PROOF_LINES: Readonly<Record<string, ProofLines>> = {
  en: {
    naturals:
      'Give a complete proof for every n the statement covers (induction is the usual route), not a check of a few values; justify each step and end by stating what has been shown.',
    integers:
      'Give a complete proof for every integer the statement covers, zero and negative integers included, not a check of a few examples; justify each step and end by stating what has been shown.',
    general:
      'Give a complete proof that covers every case the statement claims, not a check of examples; justify each step and end by stating what has been shown.',
  },
  es: {
    naturals:
      'Da una demostración completa para todos los n que abarca el enunciado (lo habitual es la inducción), no una comprobación con algunos valores; justifica cada paso y termina diciendo qué queda demostrado.',
    integers:
      'Da una demostración completa para todos los enteros que abarca el enunciado, incluidos el cero y los negativos, no una comprobación con algunos ejemplos; justifica cada paso y termina diciendo qué queda demostrado.',
    general:
      'Da una demostración completa que cubra todos los casos del enunciado, no una comprobación con ejemplos; justifica cada paso y termina diciendo qué queda demostrado.',
  },
  fr: {
    naturals:
      'Donnez une démonstration complète pour tous les n concernés (la récurrence est la voie habituelle), pas une vérification sur quelques valeurs\u00a0; justifiez chaque étape et terminez en énonçant ce qui est démontré.',
    integers:
      'Donnez une démonstration complète pour tous les entiers concernés, zéro et entiers négatifs compris, pas une vérification sur quelques exemples\u00a0; justifiez chaque étape et terminez en énonçant ce qui est démontré.',
    general:
      'Donnez une démonstration complète qui couvre tous les cas de l’énoncé, pas une vérification sur des exemples\u00a0; justifiez chaque étape et terminez en énonçant ce qui est démontré.',
  },
  'fr-tu': {
    naturals:
      'Donne une démonstration complète pour tous les n concernés (la récurrence est la voie habituelle), pas une vérification sur quelques valeurs\u00a0; justifie chaque étape et termine en énonçant ce qui est démontré.',
    integers:
      'Donne une démonstration complète pour tous les entiers concernés, zéro et entiers négatifs compris, pas une vérification sur quelques exemples\u00a0; justifie chaque étape et termine en énonçant ce qui est démontré.',
    general:
      'Donne une démonstration complète qui couvre tous les cas de l’énoncé, pas une vérification sur des exemples\u00a0; justifie chaque étape et termine en énonçant ce qui est démontré.',
  },
  de: {
    naturals:
      'Gib einen vollständigen Beweis für alle n, um die es geht (meist per Induktion), keine Probe mit ein paar Werten; begründe jeden Schritt und sag am Ende, was gezeigt ist.',
    integers:
      'Gib einen vollständigen Beweis für alle ganzen Zahlen, um die es geht, auch für null und negative Zahlen, keine Probe mit ein paar Beispielen; begründe jeden Schritt und sag am Ende, was gezeigt ist.',
    general:
      'Gib einen vollständigen Beweis, der jeden Fall der Aussage abdeckt, keine Probe mit Beispielen; begründe jeden Schritt und sag am Ende, was gezeigt ist.',
  },
  'de-sie': {
    naturals:
      'Geben Sie einen vollständigen Beweis für alle n, um die es geht (meist per Induktion), keine Probe mit ein paar Werten; begründen Sie jeden Schritt und sagen Sie am Ende, was gezeigt ist.',
    integers:
      'Geben Sie einen vollständigen Beweis für alle ganzen Zahlen, um die es geht, auch für null und negative Zahlen, keine Probe mit ein paar Beispielen; begründen Sie jeden Schritt und sagen Sie am Ende, was gezeigt ist.',
    general:
      'Geben Sie einen vollständigen Beweis, der jeden Fall der Aussage abdeckt, keine Probe mit Beispielen; begründen Sie jeden Schritt und sagen Sie am Ende, was gezeigt ist.',
  },
  it: {
    naturals:
      'Fornisci una dimostrazione completa per ogni n dell’enunciato (di solito per induzione), non una verifica su alcuni valori; giustifica ogni passaggio e concludi dicendo che cosa è stato dimostrato.',
    integers:
      'Fornisci una dimostrazione completa per ogni intero dell’enunciato, zero e interi negativi compresi, non una verifica su alcuni esempi; giustifica ogni passaggio e concludi dicendo che cosa è stato dimostrato.',
    general:
      'Fornisci una dimostrazione completa che copra ogni caso dell’enunciato, non una verifica su esempi; giustifica ogni passaggio e concludi dicendo che cosa è stato dimostrato.',
  },
  pt: {
    naturals:
      'Apresente uma demonstração completa para todo n do enunciado (em geral por indução), não uma verificação com alguns valores; justifique cada passo e termine dizendo o que foi demonstrado.',
    integers:
      'Apresente uma demonstração completa para todo inteiro do enunciado, incluindo o zero e os negativos, não uma verificação com alguns exemplos; justifique cada passo e termine dizendo o que foi demonstrado.',
    general:
      'Apresente uma demonstração completa que cubra todos os casos do enunciado, não uma verificação com exemplos; justifique cada passo e termine dizendo o que foi demonstrado.',
  },
};

/** Every proof line, to drop when the user asks not to be handed the result. */
export const ALL_PROOF_LINES: ReadonlySet<string> = new Set(
  Object.values(PROOF_LINES).flatMap((lines) => Object.values(lines)),
);

/**
 * An answer to check, the user's or someone else's: "is that right?", "check my answer", "my
 * teacher says …, who is right?", "stimmt das?", "qui a raison ?".
 */
export const CHECK_ASKED = unicodeWords(
  /\b(?:is (?:that|this|it|he|she|my (?:answer|working|solution|result)) (?:right|correct|wrong)(?! (?:to|for)\b)|(?:are|am) (?:they|i|we|these|those|my (?:answers|workings|solutions|results)) (?:all )?(?:right|correct|wrong)|did (?:i|he|she|they) (?:get|do) (?:it|this|that|these|those|them) (?:right|wrong)|check my (?:answers?|maths?|working|calculations?|results?|solutions?|homework)|who(?: i|')s right|who is (?:right|correct)|which (?:one |answer )?is (?:right|correct)|est[- ]ce (?:juste|correct|bon)|qui a raison|vérifie[rz]? (?:mon|ma|mes)|ist das (?:richtig|korrekt)|stimmt das|wer hat recht|(?:überprüf|kontrollier)\w* (?:mein|meine)|es correcto|quién tiene razón|quien tiene razon|revisa (?:mi|mis)|è (?:giusto|corretto)|chi ha ragione|controlla (?:il mio|la mia|i miei)|(?:está|esta) (?:certo|correto)|quem tem razão|quem tem razao|confere (?:o meu|a minha|meu|minha))\b|(?:c'est (?:juste|correct|bon)|(?:está|esta) bien|\be (?:giusto|corretto))\s*\?|\d\s*=\s*[^?\n]{0,20}(?:correct|right|wrong|juste|richtig|correcto|giusto|corretto|certo|correto)\s*\?/i,
);
