/**
 * "Mark this essay out of 20", "grade it against the rubric", "give this a score out of 20",
 * "note cette dissertation sur 20": an assessment of a piece of work (a mark, the criteria, the
 * reasons), never a revised version of it. Read by the classifier (the work is the user's text,
 * as in an edit) and by the plan (which swaps the editor's lines for a marker's).
 */

import { unicodeWords } from '../grammar/unicode-words';

/** Where an ask can start: the request's start, a new sentence or line, or after a polite lead. */
const LEAD = String.raw`(?:^|[.!?\n:;]\s*|,\s*|\b(?:please|pls|plz|can you|could you|would you|will you|can u|i need you to|i want you to|i'd like you to|help me|por favor|puedes|podrías|s'il te plaît|s'il vous plaît|peux-tu|pouvez-vous|bitte|kannst du|können sie|per favore|puoi|potresti|pode|podes|você pode)\s+)`;

/** A marking verb ("mark", "grade", "bewerte", "note"). */
const VERB = String.raw`(?:mark|grade|score|assess|evaluate|rate|note[zr]?|évalue[zr]?|califica|punt[úu]a|eval[úu]a|bewerte|benote|beurteile|valuta|dai un voto a|avalie|avalia|d[êe] uma nota)`;
/** "Correct" marks work only with a scale beside it ("corrige y ponle una nota"); alone it is an edit. */
const CORRECT = String.raw`(?:correct|corrige[zr]?|corrija|korrigiere|correggi)`;
const OBJECT = String.raw`(?:this|these|my|the|his|her|their|our|each|a|it|esta|este|estas|estos|mi|mis|la|el|cette|ce|cet|ces|ma|mon|mes|le|diesen|diese|dieses|meinen|meine|mein|den|die|das|questo|questa|questi|il|lo|la mia|il mio|o|a|os|as|meu|minha|seu|sua)`;

/** What a marker marks: a piece of work, written or spoken ("work" and "test" alone name too much). */
const WORK = String.raw`(?:essays?|answers?|assignments?|papers?|homework|coursework|dissertations?|thesis|theses|compositions?|stor(?:y|ies)|letters?|cover letters?|reports?|responses?|submissions?|pieces?|paragraphs?|texts?|poems?|speech(?:es)?|presentations?|writing|draft|redacci[oó]n|ensayo|trabajo|examen|respuesta|texto|dissertation|copie|rédaction|devoir|réponse|texte|aufsatz|arbeit|antwort|klausur|erörterung|text|tema|saggio|compito|risposta|testo|redação|trabalho|resposta)`;

/** A scale or scheme named: a mark is wanted, whatever the verb. */
const SCALE = String.raw`(?:out of \d+|\/\s?\d+\b|on a scale|(?:a|an|the) (?:grade|mark|score|band)|band scores?|(?:rubric|mark ?scheme|marking criteria|grading criteria|assessment criteria)|sobre \d+|de 0 a \d+|una nota|una calificaci[oó]n|sur \d+|une note|mit (?:einer )?note|von 1 bis 6|eine note|punkte|su \d+|un voto|de 0 a \d+|uma nota)`;

// A word between the verb and the work that is no preposition: "assess the risks in this report"
// asks about risks, "mark my IELTS task 2 essay" marks the essay.
const BETWEEN = String.raw`(?:(?!(?:in|of|from|on|for|about|with|to|de|en|dans|von|im|di|da|do|na|no)\s)[\w'’-]+\s+){0,3}?`;
const ASSESS_WITH_WORK = unicodeWords(
  new RegExp(String.raw`${LEAD}${VERB}\s+(?:${OBJECT}\s+)?${BETWEEN}${WORK}\b`, 'iu'),
);
const ASSESS_WITH_SCALE = unicodeWords(
  new RegExp(
    String.raw`${LEAD}(?:${VERB}|${CORRECT}|give (?:it|this|them|these|my \w+)|ponle|ponga|donne-lui|donnez-lui|gib (?:ihm|ihr|dem text)|dagli|dalle|d[êe]-lhe)\b[^.!?\n]{0,80}?${SCALE}`,
    'iu',
  ),
);

/**
 * "how do I mark essays faster", "write a rubric for grading", "improve it so it gets a higher
 * mark": the work is advice, a new text or a rewrite, not a mark for the user's piece.
 */
const OTHER_ASK = unicodeWords(
  /\b(?:how (?:do|can|should) i|tips (?:for|on)|write (?:a |me a )?(?:rubric|mark scheme)|create (?:a )?(?:rubric|mark scheme)|(?:improve|rewrite|fix|polish|edit)\b[^.!?\n]{0,40}\b(?:higher|better|more) (?:mark|grade|score|band)|mark (?:up|down|as|off|the dates?)|bookmark|what (?:grade|mark|score) do i need)\b/i,
);

/** The request asks for a mark or an assessment of a piece of work. */
export function asksAssessment(request: string): boolean {
  const head = request.slice(0, 600);
  if (OTHER_ASK.test(head)) return false;
  return ASSESS_WITH_SCALE.test(head) || ASSESS_WITH_WORK.test(head);
}
