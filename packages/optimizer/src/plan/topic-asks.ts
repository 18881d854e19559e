/**
 * Thin topics whose kind says what is wanted, so "I need help with this: …" would be vaguer than
 * the user: an error message typed alone wants the error fixed, and "pickleball rules" wants the
 * rules explained. The user's words stay as typed: an error keeps its exact case ("Permission
 * denied (publickey)" is what the terminal printed), a game keeps its name.
 */
import { lowerCommonWords } from '../grammar/names';
import { NOT_GAME } from './advice-families';

/** A failure an error message reports; "error" or "exception" alone can be a topic ("error handling"). */
const FAILURE =
  /(?<![\p{L}])(?:denied|refused|timed out|time(?:d)? ?out|not found|no such|failed|unreachable|aborted|killed|cannot|can't|unable to|expired|fatal|panic|segmentation fault|core dumped|not recognized|is not defined|undefined reference)(?![\p{L}])/iu;
/** Marks of program output: "zsh:", "npm ERR!", "TypeError", "ECONNREFUSED", "(publickey)", a port. */
const OUTPUT_SIGN =
  /^[\w.-]+:\s|(?<![\p{L}])ERR!|(?<![\p{L}])\w*(?:Error|Exception)(?![\p{L}])|(?<![\p{L}])E[A-Z]{3,}(?![\p{L}])|\(\w[\w ]*\)|\d+\.\d+\.\d+\.\d+|:\d{2,5}(?!\d)|^[A-Z]\w*(?: \w+)* (?:denied|refused|timed out|not found)/u;
/** Words of the user's own ask around it: then it is a question about the error, not the error. */
const ASK_WORDS =
  /(?<![\p{L}])(?:i|i'm|im|my|me|how|why|what|help|fix|getting|keeps?|when|please|pls|handling|design|page|template|meaning|codes|list|ayuda|c[óo]mo|aide|comment|hilfe|wie|aiuto|come|ajuda)(?![\p{L}])/iu;

/** The request is one error message and nothing else. */
export function errorAlone(request: string): boolean {
  const text = request.trim();
  if (text.includes('\n') || text.length > 160 || /\?$/.test(text) || ASK_WORDS.test(text)) return false;
  return (FAILURE.test(text) || REPORTED.test(text)) && OUTPUT_SIGN.test(text);
}

/** A line that reports a failure by its shape: "error: …", "npm ERR!", "TypeError:", "ECONNREFUSED". */
const REPORTED =
  /^(?:[\w.-]+: )?(?:[Ee]rror|[Ff]atal|E)(?:\[\w+\])?:|(?<![\p{L}])ERR!|\w(?:Error|Exception):|(?<![\p{L}])E[A-Z]{4,}(?![\p{L}])/u;

const ERROR_TASK: Readonly<Record<string, (error: string) => string>> = {
  en: (e) => `I'm getting this error: ${e}. Help me find the cause and fix it.`,
  es: (e) => `Me sale este error: ${e}. Ayúdame a encontrar la causa y a solucionarlo.`,
  fr: (e) => `J’obtiens cette erreur\u00a0: ${e}. Aidez-moi à en trouver la cause et à la corriger.`,
  'fr-tu': (e) => `J’obtiens cette erreur\u00a0: ${e}. Aide-moi à en trouver la cause et à la corriger.`,
  de: (e) => `Ich bekomme diesen Fehler: ${e}. Hilf mir, die Ursache zu finden und ihn zu beheben.`,
  'de-sie': (e) =>
    `Ich bekomme diesen Fehler: ${e}. Helfen Sie mir, die Ursache zu finden und ihn zu beheben.`,
  it: (e) => `Ricevo questo errore: ${e}. Aiutami a trovarne la causa e a correggerlo.`,
  pt: (e) => `Estou recebendo este erro: ${e}. Me ajude a encontrar a causa e a corrigi-lo.`,
};

/** "Permission denied (publickey)." → the error verbatim inside a plain ask to fix it. */
export function errorTask(request: string, key: string, language: string): string | null {
  const line = ERROR_TASK[key] ?? ERROR_TASK[language];
  // A closing full stop of the user's would double ours.
  return line ? line(request.trim().replace(/\.$/, '')) : null;
}

/** Per language: the rules of a game or a sport named, and the ask that explains them. */
const RULES: Readonly<Record<string, readonly [RegExp, (topic: string) => string]>> = {
  // "pickleball rules", "rules of cricket", "the offside rule"; never rules a place or a tool sets
  // for itself ("house rules", "eslint rules"): those are rules to write or configure.
  en: [
    /^(?!(?:the )?(?:house|ground|class(?:room)?|office|team|family|group|chat|server|discord|pool|gym|camp|firewall|eslint|css|iptables|nginx|mail|inbox|outlook|gmail|naming) )(?:the )?(?:[\p{L}\p{N}'’-]+ ){1,3}rules?$|^rules? (?:of|for) [\p{L}\p{N} '’-]+$/iu,
    (t) => `Explain the ${t.replace(/^the /i, '')}.`,
  ],
  es: [/^reglas (?:del?|de la|de los|de las) [\p{L}\p{N} '’-]+$/iu, (t) => `Explícame las ${t}.`],
  fr: [
    /^r[èe]gles? (?:du|de la|des|de l’|de l'|d’|d') ?[\p{L}\p{N} '’-]+$/iu,
    (t) => `Expliquez-moi les ${t}.`,
  ],
  'fr-tu': [
    /^r[èe]gles? (?:du|de la|des|de l’|de l'|d’|d') ?[\p{L}\p{N} '’-]+$/iu,
    (t) => `Explique-moi les ${t}.`,
  ],
  de: [/^regeln (?:von|für|beim|des|der) [\p{L}\p{N} '’-]+$/iu, (t) => `Erkläre mir die ${t}.`],
  'de-sie': [/^regeln (?:von|für|beim|des|der) [\p{L}\p{N} '’-]+$/iu, (t) => `Erklären Sie mir die ${t}.`],
  it: [/^regole (?:del|della|dello|dei|degli|delle|di) [\p{L}\p{N} '’-]+$/iu, (t) => `Spiegami le ${t}.`],
  pt: [/^regras (?:do|da|dos|das|de) [\p{L}\p{N} '’-]+$/iu, (t) => `Explique as ${t}.`],
};

/** "pickleball rules" → "Explain the pickleball rules.": a thin topic that names rules to explain. */
export function rulesTask(topic: string, key: string, language: string): string | null {
  // Three words say too little for the language to be sure ("reglas del mus" may read as English):
  // the rules noun says it, so our sentence is in the language the user wrote it in.
  // "our house rules", "my classroom rules": rules of a place or a group are no game's, whatever word comes first.
  if (NOT_GAME.test(topic)) return null;
  const own = RULES[key] ?? RULES[language];
  const rules = own?.[0].test(topic) ? own : Object.values(RULES).find(([pattern]) => pattern.test(topic));
  if (!rules) return null;
  // Inside our sentence the words go lower case, names and initialisms kept ("NBA", "Premier
  // League"); German nouns keep their capital.
  return rules[1](rules === RULES.de || rules === RULES['de-sie'] ? topic : lowerCommonWords(topic));
}

/** "HSA or FSA", "iphone o android": two short options and nothing else, a choice to make. */
const CHOICE =
  /^(?:[\p{L}\p{N}'’+.-]+ ){0,2}[\p{L}\p{N}'’+.-]+ (or|o|ou|oder|oppure) (?:[\p{L}\p{N}'’+.-]+ ){0,2}[\p{L}\p{N}'’+.-]+$/iu;
/** The languages whose "or" the user typed: three words are too few to tell the language by. */
const OR_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  or: ['en'],
  o: ['es', 'it'],
  ou: ['fr', 'pt'],
  oder: ['de'],
  oppure: ['it'],
};

/** One question, so that no part of it reads as a second ask. */
const CHOICE_TASK: Readonly<Record<string, (options: string) => string>> = {
  en: (t) => `Which should I choose, ${t}, and why?`,
  es: (t) => `¿Qué me conviene más, ${t}, y por qué?`,
  fr: (t) => `Que choisir, ${t}, et pourquoi\u00a0?`,
  de: (t) => `Was soll ich wählen, ${t}, und warum?`,
  it: (t) => `Cosa mi conviene scegliere, ${t}, e perché?`,
  pt: (t) => `O que devo escolher, ${t}, e por quê?`,
};

/** "HSA or FSA" → "Which should I choose, HSA or FSA, and why?", initialisms kept as typed. */
export function choiceTask(topic: string, language: string): string | null {
  const or = CHOICE.exec(topic)?.[1]?.toLowerCase();
  const languages = or ? OR_LANGUAGES[or] : undefined;
  if (!languages) return null;
  const own = languages.includes(language) ? language : languages[0]!;
  const line = CHOICE_TASK[own];
  return line ? line(own === 'de' ? topic : lowerCommonWords(topic)) : null;
}
