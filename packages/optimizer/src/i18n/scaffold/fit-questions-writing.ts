/**
 * The fit questions for writing (plan/object-fit.ts): an essay part to improve asks what the
 * essay argues and at what level; a short message to someone close asks what makes it up to
 * them (an apology) or what it should mention, never reference numbers. Worded without "you"
 * where they can be, so both registers read them as written.
 */
export type WritingFitSlot = 'essay-topic' | 'essay-level' | 'amends' | 'message-points';

export type Lang = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt';
/** [question, options, label, multiple choice]. */
export type Row = readonly [string, readonly string[], string, boolean?];

export const WRITING_FIT_ROWS: Readonly<Record<WritingFitSlot, Readonly<Record<Lang, Row>>>> = {
  'essay-topic': {
    en: ['What is the essay about, and what is its main argument?', [], 'Essay topic and argument'],
    es: ['¿De qué trata el ensayo y cuál es su tesis?', [], 'Tema y tesis'],
    fr: ['Quel est le sujet de la dissertation, et sa thèse\u00a0?', [], 'Sujet et thèse'],
    de: ['Worum geht es im Aufsatz, und was ist die Kernthese?', [], 'Thema und These'],
    it: ['Di che cosa tratta il saggio, e qual è la tesi?', [], 'Tema e tesi'],
    pt: ['Sobre o que é o texto, e qual é a tese?', [], 'Tema e tese'],
  },
  'essay-level': {
    en: [
      'What level is it for, and is there a word limit?',
      ['Secondary school', 'University', 'Postgraduate'],
      'Level and word limit',
    ],
    es: [
      '¿Para qué nivel es, y hay límite de palabras?',
      ['Secundaria', 'Universidad', 'Posgrado'],
      'Nivel y extensión',
    ],
    fr: [
      'Pour quel niveau, et y a-t-il une limite de mots\u00a0?',
      ['Lycée', 'Université', 'Master ou plus'],
      'Niveau et longueur',
    ],
    de: [
      'Für welche Stufe, und gibt es eine Wortgrenze?',
      ['Schule', 'Studium', 'Master oder höher'],
      'Stufe und Umfang',
    ],
    it: [
      'Per quale livello, e c’è un limite di parole?',
      ['Scuola superiore', 'Università', 'Post-laurea'],
      'Livello e lunghezza',
    ],
    pt: [
      'Para qual nível, e há limite de palavras?',
      ['Ensino médio', 'Universidade', 'Pós-graduação'],
      'Nível e extensão',
    ],
  },
  amends: {
    en: [
      'Anything to offer to make up for it?',
      ['Celebrate together soon', 'Ask to hear all about it', 'Nothing, just say sorry'],
      'To make up for it',
    ],
    es: [
      '¿Algo que ofrecer para compensarlo?',
      ['Celebrarlo juntos pronto', 'Pedir que me lo cuente todo', 'Nada, solo disculparme'],
      'Para compensarlo',
    ],
    fr: [
      'Quelque chose à proposer pour se rattraper\u00a0?',
      ['Fêter ça ensemble bientôt', 'Demander à tout entendre', 'Rien, juste s’excuser'],
      'Pour se rattraper',
    ],
    de: [
      'Etwas, um es wiedergutzumachen?',
      ['Bald zusammen feiern', 'Fragen, wie es war', 'Nichts, nur entschuldigen'],
      'Zur Wiedergutmachung',
    ],
    it: [
      'Qualcosa da offrire per farsi perdonare?',
      ['Festeggiare insieme presto', 'Chiedere di raccontare tutto', 'Niente, solo scusarsi'],
      'Per farsi perdonare',
    ],
    pt: [
      'Algo a oferecer para compensar?',
      ['Comemorar juntos em breve', 'Pedir para contar tudo', 'Nada, só pedir desculpas'],
      'Para compensar',
    ],
  },
  'message-points': {
    en: ['Anything it should mention? (a detail only you know, a plan, a shared joke)', [], 'To mention'],
    es: ['¿Algo que deba mencionar? (un detalle, un plan, una broma compartida)', [], 'Mencionar'],
    fr: ['Un détail à mentionner\u00a0? (un souvenir, un projet, une blague partagée)', [], 'À mentionner'],
    de: ['Soll etwas Bestimmtes vorkommen? (ein Detail, ein Plan, ein Insider)', [], 'Erwähnen'],
    it: ['Qualcosa da menzionare? (un dettaglio, un progetto, una battuta condivisa)', [], 'Da menzionare'],
    pt: ['Algo que deva mencionar? (um detalhe, um plano, uma piada interna)', [], 'Mencionar'],
  },
};
