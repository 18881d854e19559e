/**
 * What a sentence of the user's does, whatever its words: it asks someone else to act (an
 * outcome the message should bring about), it rules how the assistant behaves in a conversation,
 * or it states a fact about the situation in a fragment. The sorter files each by that function:
 * an outcome is a requirement of the message to write, never the task; a behaviour rule is an
 * instruction, never context; a stated fact is context, never an instruction.
 */
import { fold } from '../analysis/fold';
import { unicodeWords } from '../grammar/unicode-words';

/**
 * "I want him to send a plumber", "Quiero que mande a alguien", "Je veux qu'ils envoient…",
 * "Ich möchte, dass sie jemanden schicken": a wish that a third party act. The assistant is not
 * the one asked; the message the user writes is meant to bring it about.
 */
const OTHERS_ACT: Readonly<Record<string, RegExp>> = {
  en: /^(?:(?:and|but|so|basically|really)\s+)*i(?:'d| would)?\s+(?:really\s+|just\s+)?(?:want|need|like|expect)\s+(?!(?:to|help|you|u|this|that|a|an)\b)(?:him|her|them|the\s+\p{L}+|my\s+\p{L}+|his\s+\p{L}+|their\s+\p{L}+|our\s+\p{L}+|someone|somebody|\p{Lu}\p{Ll}+)\s+(?:\p{L}+\s+)?to\s+\p{L}/iu,
  // A verb in the second person ("que me escribas", "que revises") asks the assistant.
  es: unicodeWords(
    /^(?:(?:y|pero|bueno)[\s,]+)?(?:quiero|necesito|quisiera|quer[ií]a|me gustar[ií]a|espero) que\s+(?:(?:lo|la|los|las|le|les|me|nos|se|él|ella|ellos|ellas|el|mi|su)\s+)*(?!(?:tú|vos|usted|lo|la|los|las|le|les|me|nos|se)\b)\p{L}+(?<![sá]|és)\b/iu,
  ),
  fr: unicodeWords(
    /^(?:(?:et|mais|bon)[\s,]+)?(?:je veux|je voudrais|j['’]aimerais|je souhaite|il faut) (?:que\s+|qu['’]\s*)(?:ils|elles|il|elle|on|le|la|les|l['’]|mon|ma|mes|leur|son|sa|ses|quelqu['’]un)\b/iu,
  ),
  // Lower-case "sie" after "dass" is "they" or "she"; the polite "Sie" asks the assistant.
  de: /^(?:(?:und|aber|also)[\s,]+)?ich (?:möchte|will|hätte gern|wünsche mir),?\s+dass\s+(?:sie|er|es|die|der|das|mein\p{L}*|unser\p{L}*|man|jemand)\s/u,
  it: unicodeWords(
    /^(?:(?:e|ma)[\s,]+)?(?:voglio|vorrei|mi serve|spero) che\s+(?:(?:lui|lei|loro|il|la|lo|i|gli|le|mio|mia|qualcuno)\b|(?:(?:mi|ci|lo|la|li|le|gli)\s+)*(?!(?:mi|ci|lo|la|li|le|gli)\b)\p{L}+(?:ino|ano)\b)/iu,
  ),
  pt: unicodeWords(
    /^(?:(?:e|mas)[\s,]+)?(?:quero|preciso|gostaria|espero) que\s+(?:(?:ele|ela|eles|elas|o|a|os|as|meu|minha|alguém)\b|(?:(?:me|nos|o|a|os|as|lhe)\s+)*(?!(?:me|nos|o|a|os|as|lhe)\b)\p{L}+(?:em|am)\b)/iu,
  ),
};

/** The sentence wishes that someone other than the assistant act. */
export function wantsOthersTo(unit: string, language: string): boolean {
  return (OTHERS_ACT[language] ?? OTHERS_ACT.en!).test(unit.trim());
}

/**
 * "One message at a time and wait for me", "Stay in character", "Une question à la fois":
 * how the assistant takes its turns. Folded text (no accents), the six languages.
 */
const TURN_RULE =
  /\b(?:one (?:\w+ )?at a time|stay in (?:character|role)|until i (?:say|type|write)|espera (?:a que|mi|mis|hasta que)|de a (?:una|uno)\b|un[ao] (?:\w+ )?(?:a la vez|por vez)|no rompas el personaje|no (?:me )?(?:reveles|des la respuesta)|attends? (?:ma|mes|que je)|une? (?:\w+ )?a la fois|reste dans (?:le|ton) role|ne (?:revele|donne) pas|warte (?:auf|bis)|immer nur eine?\b|eine? (?:\w+ )?nach (?:der|dem) ander|bleib in (?:der|deiner) rolle|verrate (?:nicht|nie)|aspetta (?:la mia|le mie|che io|me)|un[ao] (?:\w+ )?alla volta|resta nel personaggio|non rivelare|espere (?:minha|a minha|eu|que eu|por mim)|espera (?:eu|por mim)|uma? (?:\w+ )?(?:de cada vez|por vez)|fique no personagem|nao revele|you(?:'ll| will) be (?:the|my|a|an)|tu seras (?:le|la|mon|ma|un|une)|seras (?:el|la|mi|un|una)|sarai (?:il|la|lo|un|una)|voce sera (?:o|a|meu|minha|um|uma)|du bist (?:jetzt )?(?:der|die|mein|meine)\b)\b/;

/**
 * "…, wait for my answer", "Don't reveal the killer": a rule only where a clause opens with it;
 * "my sister will wait for me at the station" or "they don't reveal salaries" tells of others.
 */
const CLAUSE_TURN_RULE =
  /(?:^|[,;:.]\s*|\b(?:and|then|please|just)\s+)(?:wait (?:for|until) (?:me|my|i)\b|(?:don'?t|do not|never) (?:break character|reveal|give away|give me the answer))/;

/** The sentence rules how the assistant takes turns with the user. */
export function isTurnRule(unit: string): boolean {
  const folded = fold(unit);
  return TURN_RULE.test(folded) || CLAUSE_TURN_RULE.test(folded);
}

/**
 * "one hates the car", "the other one is fine", "el otro odia el coche": a piece of a fragment
 * run with its own subject and verb states how things are; "one per topic" does not.
 */
const STATED_PIECE =
  /^(?!\p{L}+\s+(?:needs?|has|have|must|should|ought)\s+(?:to|be)\b|\p{L}+\s+(?:must|should)\b)(?:(?:one|the other(?: one)?|another|both|neither|either|he|she|it|they|we|i)\s+(?:is|are|was|were|has|had|hates|loves|can'?t|won'?t|doesn'?t|don'?t|didn'?t|isn'?t|gets|needs|likes|\p{L}{3,}(?:es|ed))\b|(?:el otro|la otra|l['’]autre|der andere|die andere|l['’]altr[oa]|o outro|a outra|él|ella|ellos|elle|ils|er|lui|lei|ele|ela)\s+\p{L}{2,}|(?:uno|una|um|uma|l['’]une?|einer|eine|l['’]un[oa])\s+(?:es|está|tiene|odia|no|nunca|é|tem|odeia|não|nunca|est|a|déteste|ne|n['’]|ist|hat|hasst|mag|nicht|kann|è|ha|odia|non)(?=\s|$))/iu;

/** A piece of a comma-run states a fact in a clause of its own. */
export function statedPiece(piece: string): boolean {
  return STATED_PIECE.test(piece.trim());
}

/** "Help me write to…", "Aide-moi à rédiger…", "Me ajuda a responder…": the ask is a message to write. */
const WRITES =
  /\b(?:writ\w*|draft\w*|repl\w*|respond\w*|answer\w*|e-?mail\w*|text|message|letter|escrib\w*|redact\w*|contest\w*|ecri\w*|redig\w*|repond\w*|courrier|schreib\w*|antwort\w*|formulier\w*|scriv\w*|rispond\w*|escrev\w*|mensag\w*|carta|lettera|brief)\b/;

/** The ask is to write a message, so what someone else should do is what the message is for. */
export function asksForMessage(ask: string): boolean {
  return WRITES.test(fold(ask));
}

/** "write him a text", "lui écrire", "ihm schreiben": the one written to is named before. */
const PERSON_PRONOUN: Readonly<Record<string, RegExp>> = {
  en: /\b(?:him|her|them)\b/i,
  // "escribirle", "contestarles", "decile" with no "a …" after it naming the person again.
  es: unicodeWords(
    /(?:\p{L}{2,}(?:ar|er|ir)les?|\b(?:dile|decile|mandale|contestale|respondele))\b(?!\s+al?\s)/iu,
  ),
  fr: unicodeWords(/\b(?:lui|leur)\b/iu),
  de: unicodeWords(/\b(?:ihm|ihr|ihnen|ihn)\b/u),
  it: unicodeWords(/\b(?:gli|le)\s+\p{L}|\p{L}{3,}(?:gli|le)\b/iu),
  pt: unicodeWords(/\b(?:lhe|pra (?:ele|ela)|para (?:ele|ela))\b/iu),
};

/** The ask points back at someone named in the sentence before it. */
export function refersBack(ask: string, language: string): boolean {
  return (PERSON_PRONOUN[language] ?? PERSON_PRONOUN.en!).test(ask);
}
