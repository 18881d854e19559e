/**
 * Two asks that share the advice kind (or a data kind) with a different answer, and where the
 * kind's stock lines fight the request: "what questions should I ask the installers?" wants a
 * list of questions, not "options with their trade-offs" or "base every statement on the data";
 * "I need a formal report for the council, can you write it?" wants one finished piece, not
 * "state any assumption about my situation". kind-fit.ts swaps the lines for these shapes.
 */
import type { ShapeText } from './kind-fit-texts';
import { THIN_SHAPE_LINES } from '../i18n/scaffold/thin-shapes';

/**
 * "what questions should I ask the roofers", "qué preguntas debo hacerle al fontanero", "welche
 * Fragen sollte ich dem Handwerker stellen": the verb of asking follows within the sentence.
 */
const QUESTIONS_TO_ASK =
  /(?<![\p{L}])(?:(?:what|which) (?:questions|things) (?:(?:should|do|can|could|would|must) (?:i|we)(?: \p{L}+)?|(?:i|we) (?:should|could|can|need to)) ask(?![\p{L}])|(?:what|which) questions to ask|questions (?:to|i should|we should) ask|what (?:should|do|can|could) (?:i|we) ask(?![\p{L}])|qu[ée] preguntas(?![\p{L}])[^.?!\n]{0,60}?(?<![\p{L}])(?:hacer(?:le|les)?|hago|haga|plantear(?:le|les)?)(?![\p{L}])|quali domande(?![\p{L}])[^.?!\n]{0,60}?(?<![\p{L}])(?:fare|faccio|porre|pongo)(?![\p{L}])|welche fragen (?:sollte|soll|kann|muss|könnte|sollten|können|müssen) (?:ich|wir)(?![\p{L}])|quelles questions(?![\p{L}])[^.?!\n]{0,60}?(?<![\p{L}])pos(?:er|e|ez)(?![\p{L}])|(?:que|quais) perguntas(?![\p{L}])[^.?!\n]{0,60}?(?<![\p{L}])(?:fazer|faço|faça)(?![\p{L}]))/iu;

export function asksQuestionsToAsk(request: string): boolean {
  return QUESTIONS_TO_ASK.test(request);
}

const WRITE_VERB =
  '(?:write|draft|compose|escrib\\p{L}*|redact\\p{L}*|[ée]cri\\p{L}*|r[ée]dig\\p{L}*|schreib\\p{L}*|verfass\\p{L}*|scriv\\p{L}*|redig\\p{L}*|escrev\\p{L}*|redij\\p{L}*)';

/** "can you write it", "¿puedes redactarlo?", "puoi scriverlo?", "tu peux l'écrire ?", "Kannst du ihn verfassen?". */
const ASKS_TO_WRITE = new RegExp(
  `(?<![\\p{L}])(?:(?:can|could|would|will) you (?:please )?(?:help me )?${WRITE_VERB}|(?:puedes|podr[íi]as|puede|podr[íi]a|pode|poderia|podes|puoi|potresti|pu[òo]|potrebbe)\\s+(?:me\\s+|mi\\s+)?${WRITE_VERB}|(?:peux-tu|pouvez-vous|pourriez-vous|pourrais-tu|tu peux|vous pouvez)\\s+(?:me\\s+|l['’]|le\\s+|la\\s+)?${WRITE_VERB}|(?:kannst du|können sie|könntest du|könnten sie)\\s+(?:\\p{L}+\\s+){0,3}?${WRITE_VERB})(?![\\p{L}])`,
  'iu',
);
/** "help me write", "aiutami a scrivere", "ayúdame a redactar", "hilf mir, … zu schreiben". */
const HELPS_WRITE = new RegExp(
  `(?<![\\p{L}])(?:help me(?: to)?|aiutami a|mi aiuti a|ay[úu]dame a|aide-moi à|aidez-moi à|me ajud[ea] a|ajuda-me a|hilf mir,?(?:\\s+\\p{L}+){0,8}?\\s+zu)\\s+${WRITE_VERB}(?![\\p{L}])`,
  'iu',
);
/** "Devo scrivere un reclamo formale…, mi aiuti?": the piece to write, then help asked for it. */
const MUST_WRITE = new RegExp(
  `(?<![\\p{L}])(?:i (?:need|have|must|want) to|i['’]?ve got to|devo|necesito|tengo que|je dois|ich muss|preciso|tenho que)\\s+(?:\\p{L}+\\s+){0,6}?${WRITE_VERB}(?![\\p{L}])`,
  'iu',
);
const HELP_ASKED =
  /(?<![\p{L}])(?:help|aiut\p{L}*|ay[úu]d\p{L}*|aide[sz]?|aidez-moi|hilf|helfen|ajud\p{L}*)(?![\p{L}])/iu;

/** "Write a formal report…": the request opens on the verb. */
const OPENS_ON_WRITE = new RegExp(
  `^(?:please\\s+|per favore\\s+|por favor\\s+)?${WRITE_VERB}(?![\\p{L}])`,
  'iu',
);
/** "Should we ask for more money?", "Dovremmo chiedere più fondi?": a decision asked besides. */
const DECISION_ASKED =
  /(?:^|[.!?¿]\s*)¿?(?:should (?:i|we)|dovrei|dovremmo|deber[íi]a(?:mos)?|devrais-je|devrions-nous|sollte(?:n)? (?:ich|wir)|soll ich|deveria(?:mos)?)(?![\p{L}])[^?]*\?/iu;

/** One finished piece asked of the assistant, with no decision besides it. */
export function asksForOnePiece(request: string): boolean {
  const text = request.trim();
  return (asksUsToWrite(text) || OPENS_ON_WRITE.test(text)) && !DECISION_ASKED.test(text);
}

/** "can you write it?": a request to write, never a yes-or-no question about the user's needs. */
export function asksUsToWrite(request: string): boolean {
  return (
    ASKS_TO_WRITE.test(request) ||
    HELPS_WRITE.test(request) ||
    (MUST_WRITE.test(request) && HELP_ASKED.test(request))
  );
}

const QUESTIONS_LINE: Readonly<Record<string, string>> = {
  en: 'List the questions to ask, most important first, each with a line on why it matters and what a good answer sounds like.',
  fr: 'Listez les questions à poser, les plus importantes d’abord, chacune avec une ligne sur son enjeu et sur ce qu’est une bonne réponse.',
  'fr-tu':
    'Liste les questions à poser, les plus importantes d’abord, chacune avec une ligne sur son enjeu et sur ce qu’est une bonne réponse.',
  es: 'Enumera las preguntas que conviene hacer, de la más importante a la menos, cada una con una línea sobre por qué importa y cómo suena una buena respuesta.',
  de: 'Liste die Fragen auf, die ich stellen sollte, die wichtigsten zuerst, jede mit einer Zeile dazu, warum sie zählt und wie eine gute Antwort klingt.',
  'de-sie':
    'Listen Sie die Fragen auf, die ich stellen sollte, die wichtigsten zuerst, jede mit einer Zeile dazu, warum sie zählt und wie eine gute Antwort klingt.',
  it: 'Elenca le domande da fare, dalla più importante, ciascuna con una riga sul perché conta e su come suona una buona risposta.',
  pt: 'Liste as perguntas a fazer, da mais importante para a menos, cada uma com uma linha sobre por que importa e como soa uma boa resposta.',
};

/** The questions-to-ask shape's lines for a scaffold key (or its language), if it has them. */
export function questionsText(key: string, language: string): ShapeText | undefined {
  const line = QUESTIONS_LINE[key] ?? QUESTIONS_LINE[language];
  return line ? { guidance: [line], format: '' } : undefined;
}

/** "pilates or yoga for bad posture?": two options named, asked in passing. */
const EITHER_OR = /(?<![\p{L}])\p{L}+\s+(?:or|o|ou|oder|oppure)\s+\p{L}+/iu;
/** "compare…", "pros and cons", "criteria", "in a table": the user wants the full comparison. */
const WANTS_MATRIX =
  /(?<![\p{L}])(?:compar\p{L}*|vergleich\p{L}*|confront\p{L}*|pros?(?: and| y| et| e)? cons?|pro und contra|vor- und nachteile|pour et contre|vantagens e desvantagens|ventajas|criteri\p{L}*|crit[èe]r\p{L}*|kriterien|tabl\p{L}*|tabel\p{L}*|differen\p{L}*|unterschied\p{L}*|diferen\p{L}*|vs\.?|versus)(?![\p{L}])/iu;
const CASUAL_WORDS = 12;

/** A short either-or question: a verdict and what decides it, not a table of four criteria. */
export function asksEitherOr(request: string): boolean {
  const text = request.trim();
  return (
    /\?$/u.test(text) &&
    text.split(/\s+/u).length <= CASUAL_WORDS &&
    EITHER_OR.test(text) &&
    !WANTS_MATRIX.test(text)
  );
}

/** The either-or shape's line: the thin "should I" question's verdict line. */
export function eitherOrText(key: string, language: string): ShapeText | undefined {
  const line = (THIN_SHAPE_LINES[key] ?? THIN_SHAPE_LINES[language])?.should;
  return line ? { guidance: [line], format: '' } : undefined;
}
