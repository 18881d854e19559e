/**
 * "Ich möchte Widerspruch gegen den Bescheid meiner Krankenkasse einlegen. Hier ist das
 * Schreiben: …": the user states the task (an objection, an appeal, a "réclamation", a "ricorso")
 * and pastes the decision it contests. Read as a message to answer, the engine asked what to do
 * with the text or wrapped the decision as an email to "answer helpfully". The task is ours and
 * names the deliverable: the user's objection, addressed to whoever decided, built on the pasted
 * letter (its date and reference, each reason it gives). The user's own sentence stays, as context.
 */
import type { Analysis, Material } from '../analysis/types';
import { unicodeWords } from '../grammar/unicode-words';
import { letterText } from '../i18n/scaffold/forms-letters';
import type { Scaffold } from '../i18n/scaffold/types';
import type { Plan } from './plan';

/**
 * The user's wish to contest: a verb of wanting or a request for help, then the objection, or
 * the objection asked for outright. A complaint received ("this reclamação from a customer") is
 * no wish of the user's, hence the verbs before the noun.
 */
const WISH = unicodeWords(
  new RegExp(
    [
      // English
      // "appeal this", "an appeal", never "a poetry contest" or "a writing challenge".
      '\\b(?:appeal|dispute|contest|challenge)\\s+(?:this|that|the|it|their|these|his|her|my|our|a|an)\\b|\\b(?:an|my|the)\\s+appeal\\b|\\bappeal\\s+against\\b',
      '\\bobject(?:ion)?\\s+(?:to|against)\\b',
      // German
      '\\b(?:widerspruch|einspruch)\\b|\\bwidersprechen\\b|\\banfechten\\b',
      // French
      '\\bcontest(?:er|ation)\\b|\\b(?:faire|déposer|envoyer|écrire|rédiger|former)\\s+(?:une\\s+)?(?:réclamation|recours)\\b|\\brecours\\s+(?:gracieux|contre)\\b|\\bfaire\\s+appel\\b',
      // Spanish
      '\\b(?:recurrir|impugnar|apelar|reclamar)\\b|\\b(?:presentar|poner|hacer|escribir|redactar)\\s+(?:un\\s+|una\\s+)?(?:recurso|reclamación|reclamacion|alegaciones)\\b',
      // Italian
      '\\b(?:ricorso|contestare|impugnare|opporm[ie]|fare\\s+opposizione|reclamo)\\b',
      // Portuguese
      '\\b(?:contestar|contestação|contestacao|recorrer|impugnar)\\b|\\b(?:fazer|apresentar|abrir|escrever|redigir)\\s+(?:um\\s+|uma\\s+)?(?:recurso|reclamação|reclamacao)\\b',
    ].join('|'),
    'iu',
  ),
);

/** The wish is to answer a complaint received, not to make one ("responder a esta reclamação"). */
const ANSWERS_IT = unicodeWords(
  /\b(?:reply|respond|answer|antwort\p{L}*|beantwort\p{L}*|répondre|responder|contestar\s+(?:a|al)\s+(?:est[ae]|la|el)\s+(?:cliente|client[ea]|reclamación)|rispondere)\b/iu,
);

/**
 * "Soll ich Widerspruch einlegen?", "is it worth appealing this?", "como faço para recorrer?":
 * a question whether or how to object wants advice, not the letter.
 */
const ASKS_WHETHER = unicodeWords(
  /\b(?:soll(?:te)?\s+ich|lohnt\s+(?:es|sich)|wie\s+(?:lege|kann|muss|mache)|should\s+i|is\s+it\s+worth|how\s+(?:do|can|should)\s+i|dois-je|faut-il|vaut-il|comment|deber[ií]a|vale\s+la\s+pena|cómo|como\s+(?:faço|posso)|devo|vale\s+a\s+pena|conviene|ha\s+senso|come\s+(?:faccio|posso))\b[^?.!\n]*\?/iu,
);

/** The pasted letter decides against the user: a refusal, a rejection, a charge. */
const DECISION = unicodeWords(
  /\b(?:abgelehnt|ablehnen|lehnen\s+wir|bescheid|nicht\s+erfüllt|nicht\s+übernommen|refus\p{L}*|rejet\p{L}*|ne\s+pouvons\s+pas|pas\s+couverts?|denegad\p{L}*|desestimad\p{L}*|rechazad\p{L}*|no\s+incluid\p{L}*|respint\p{L}*|non\s+può\s+essere\s+accolt\p{L}*|non\s+rientra|negad\p{L}*|indeferid\p{L}*|fora\s+do\s+rol|denied|rejected|declined|not\s+covered|not\s+met|unable\s+to\s+approve|multa|amende|bußgeld|sanzione|penalty)\b/iu,
);

interface ObjectionLines {
  task: string;
  /** How to use the letter: what to answer, what to ask for, and no invented grounds. */
  use: string;
  /** The block's name: the decision contested. */
  label: string;
}

const LINES: Readonly<Record<string, ObjectionLines>> = {
  en: {
    task: 'Draft my objection to the decision in the letter provided, addressed to whoever sent it.',
    use: 'Build it on that letter: cite its date and reference, answer each reason it gives, and ask plainly for the decision to be reviewed and reversed. Invent no grounds or evidence; where my reasons are missing, leave one clearly marked gap for them.',
    label: 'Decision letter',
  },
  de: {
    task: 'Entwirf meinen Widerspruch gegen die Entscheidung im bereitgestellten Schreiben, an den Absender gerichtet.',
    use: 'Stütz dich auf das Schreiben: nenne sein Datum und Aktenzeichen, geh auf jeden Grund ein, den es anführt, und verlange ausdrücklich, dass die Entscheidung überprüft und aufgehoben wird. Erfinde keine Gründe oder Belege; wo meine Begründung fehlt, lass eine deutlich markierte Lücke.',
    label: 'Bescheid',
  },
  'de-sie': {
    task: 'Entwerfen Sie meinen Widerspruch gegen die Entscheidung im bereitgestellten Schreiben, an den Absender gerichtet.',
    use: 'Stützen Sie sich auf das Schreiben: Nennen Sie sein Datum und Aktenzeichen, gehen Sie auf jeden Grund ein, den es anführt, und verlangen Sie ausdrücklich, dass die Entscheidung überprüft und aufgehoben wird. Erfinden Sie keine Gründe oder Belege; wo meine Begründung fehlt, lassen Sie eine deutlich markierte Lücke.',
    label: 'Bescheid',
  },
  fr: {
    task: 'Rédigez ma contestation de la décision du courrier fourni, adressée à son expéditeur.',
    use: 'Appuyez-vous sur ce courrier : citez sa date et sa référence, répondez à chaque motif qu’il avance et demandez clairement le réexamen et l’annulation de la décision. N’inventez ni motif ni preuve ; là où mes raisons manquent, laissez un emplacement clairement marqué.',
    label: 'Courrier de décision',
  },
  'fr-tu': {
    task: 'Rédige ma contestation de la décision du courrier fourni, adressée à son expéditeur.',
    use: 'Appuie-toi sur ce courrier : cite sa date et sa référence, réponds à chaque motif qu’il avance et demande clairement le réexamen et l’annulation de la décision. N’invente ni motif ni preuve ; là où mes raisons manquent, laisse un emplacement clairement marqué.',
    label: 'Courrier de décision',
  },
  es: {
    task: 'Redacta mi recurso contra la decisión de la carta proporcionada, dirigido a quien la envió.',
    use: 'Apóyate en esa carta: cita su fecha y su referencia, responde a cada motivo que da y pide con claridad que se revise y se anule la decisión. No inventes motivos ni pruebas; donde falten mis razones, deja un hueco claramente marcado.',
    label: 'Carta de resolución',
  },
  it: {
    task: 'Scrivi il mio ricorso contro la decisione della lettera fornita, indirizzato a chi l’ha inviata.',
    use: 'Basati su quella lettera: cita la data e il numero di riferimento, rispondi a ogni motivo che indica e chiedi chiaramente che la decisione venga riesaminata e annullata. Non inventare motivi né prove; dove mancano le mie ragioni, lascia uno spazio ben segnalato.',
    label: 'Lettera di decisione',
  },
  pt: {
    task: 'Redija minha contestação da decisão da carta fornecida, dirigida a quem a enviou.',
    use: 'Baseie-se nessa carta: cite a data e o número de referência, responda a cada motivo que ela apresenta e peça claramente a revisão e a anulação da decisão. Não invente motivos nem provas; onde faltarem minhas razões, deixe um espaço claramente marcado.',
    label: 'Carta com a decisão',
  },
  'pt-PT': {
    task: 'Redige a minha contestação da decisão da carta fornecida, dirigida a quem a enviou.',
    use: 'Baseia-te nessa carta: cita a data e o número de referência, responde a cada motivo que ela apresenta e pede claramente a revisão e a anulação da decisão. Não inventes motivos nem provas; onde faltarem as minhas razões, deixa um espaço claramente assinalado.',
    label: 'Carta com a decisão',
  },
};

/** Only a pasted letter or prose is a decision; code, a table or a log is not. */
const LETTER_KINDS: ReadonlySet<string> = new Set(['email', 'text']);

/** The one pasted letter that decides against the user, when the request wishes to contest it. */
function contested(analysis: Analysis): Material | null {
  if (analysis.material.length !== 1) return null;
  const [letter] = analysis.material;
  if (!letter || !LETTER_KINDS.has(letter.kind) || !DECISION.test(letter.content)) return null;
  // "Vorrei fare ricorso contro questa decisione:" may have become the block's label.
  const wish = `${analysis.request}\n${letter.label ?? ''}`;
  const asks = WISH.test(wish) && !ANSWERS_IT.test(analysis.request);
  return asks && !ASKS_WHETHER.test(analysis.request) ? letter : null;
}

/**
 * The plan with the objection as its task, or the plan unchanged. `key` picks the register
 * ('de-sie', 'fr-tu', 'pt-PT'); the user's sentence moves to the context, word for word.
 */
export function objectionPlan(plan: Plan, key: string, scaffold: Scaffold): Plan {
  const analysis = plan.analysis;
  const letter = contested(analysis);
  const lines = LINES[key] ?? LINES[analysis.language];
  if (!letter || !lines || plan.structured || plan.userRole !== null) return plan;
  // The user's sentence, or the block's label it became; our stock task for a bare paste goes.
  const stock = new Set<unknown>(Object.values(scaffold.lines));
  const own = [plan.task, letter.label ?? ''].map((s) => s.trim()).filter((s) => s !== '' && !stock.has(s));
  const context = [...own.filter((s) => !plan.context.includes(s)), ...plan.context];
  // The references the letter lines speak of are the ones the user gave; the pasted letter's own
  // are named by our first line.
  const formal = letterText(key, analysis.language, analysis.request, true);
  const formalLines = formal?.guidance ?? [];
  // A plan read as a letter keeps its other lines (not its letter lines, which ours replace); one
  // read as advice or a reply ("weigh the options") loses lines written for another task.
  const wasLetter = formal !== undefined && plan.role === formal.role;
  const letterLines = new Set(
    ['', '12'].flatMap((r) =>
      [true, false].flatMap((c) => letterText(key, analysis.language, r, c)?.guidance ?? []),
    ),
  );
  const kept = wasLetter ? plan.guidance.filter((l) => !letterLines.has(l)) : [];
  const guidance = [lines.use, ...formalLines, ...kept];
  // "Einspruch" (a fine, a tax notice) and "Widerspruch" (an insurer, an authority) are both
  // objections; the letter is called what the user called it. "appeal" likewise.
  const task =
    analysis.language === 'de' && /einspruch/iu.test(analysis.request)
      ? lines.task.replace('Widerspruch', 'Einspruch')
      : analysis.language === 'en' && /\bappeal/iu.test(analysis.request)
        ? lines.task.replace('objection to', 'appeal against')
        : lines.task;
  return {
    ...plan,
    task,
    context,
    contextFirst: false,
    role: formal?.role ?? plan.role,
    guidance: guidance.filter((l, i) => guidance.indexOf(l) === i),
    format: wasLetter ? plan.format : null,
    material: plan.material.map((m) => (m === letter ? { ...m, label: lines.label } : m)),
    questions: plan.questions.filter((q) => q.slot !== 'paste-goal' && q.id !== 'paste-goal'),
    brief: false,
  };
}
