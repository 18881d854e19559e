import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];

/** Our line that asks for one part per ask, in the six languages and both registers. */
const PARTS_LINE =
  /(?:Answer in|Antworten? Sie in|Antworte in|Répondez en|Réponds en|Responde en|Rispondi in|Responda em) \S+ (?:parts|Teilen|parties|partes|parti)\b/;

/** A kind's single-shape lines that answer only one of several asks. */
const SINGLE_SHAPE =
  /Give concrete options with their trade-offs|A few short bullet points or one short paragraph|Answer directly, then give the key reasons|The revised text, then the main changes|Antworte direkt und nenne dann|Rispondi in modo diretto|Responde directamente y luego/;

/** Each ask in the user's words, numbered in order, and the line that asks for that many parts. */
const MULTI: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    'is it worth getting a heat pump in an old victorian house in leeds? and roughly what would it cost',
    ['Is it worth getting a heat pump in an old victorian house in Leeds?', 'Roughly what would it cost?'],
  ],
  [
    "my landlord wants to keep £600 of my deposit for 'cleaning'. is that allowed and how do i reply",
    ['Is that allowed?', 'How do I reply?'],
  ],
  [
    'how long does cooked rice keep in the fridge? also can i freeze it',
    ['How long does cooked rice keep in the fridge?', 'Can I freeze it?'],
  ],
  [
    "what's the difference between an ISA and a pension? which should i pay into first",
    ["What's the difference between an ISA and a pension?", 'Which should I pay into first?'],
  ],
  [
    'my cat keeps throwing up after eating. should i worry and what should i feed her',
    ['Should I worry?', 'What should I feed her?'],
  ],
  [
    'Can you explain what a mortgage offset account is? Also, how much would I save on a 200k loan',
    ['Explain what a mortgage offset account is.', 'How much would I save on a 200k loan?'],
  ],
  [
    'write a cover letter for a barista job and give me 3 interview questions they might ask',
    ['Write a cover letter for a barista job.', 'Give me 3 interview questions they might ask.'],
  ],
  [
    "I'm flying to Lisbon in May. What should I pack? And do I need an adapter",
    ['What should I pack?', 'Do I need an adapter?'],
  ],
  [
    'Is Rust faster than Go? How hard is it to learn',
    ['Is Rust faster than Go?', 'How hard is it to learn?'],
  ],
  ['Is this mole normal? Should I see a doctor? I am 45', ['Is this mole normal?', 'Should I see a doctor?']],
  [
    'Can you check my essay for grammar and also tell me if the argument holds up?',
    ['Check my essay for grammar.', 'Tell me if the argument holds up.'],
  ],
  [
    "Should I learn Spanish or French first? And what's the fastest way to get conversational",
    ['Should I learn Spanish or French first?', "What's the fastest way to get conversational?"],
  ],
  [
    "what's the capital of peru and what's the best time to visit",
    ["What's the capital of Peru?", "What's the best time to visit?"],
  ],
  [
    'explain recursion and give me 3 practice exercises',
    ['Explain recursion.', 'Give me 3 practice exercises.'],
  ],
  [
    'summarize this article and draft a reply to the author',
    ['Summarize this article.', 'Draft a reply to the author.'],
  ],
  [
    'Wie lange hält gekochter Reis im Kühlschrank? Und kann ich ihn einfrieren',
    ['Wie lange hält gekochter Reis im Kühlschrank?', 'Kann ich ihn einfrieren?'],
  ],
  [
    'Ist dieser Vertrag seriös? Was kann ich prüfen bevor ich zahle',
    ['Ist dieser Vertrag seriös?', 'Was kann ich prüfen bevor ich zahle?'],
  ],
  [
    'Ich ziehe nächsten Monat um. Was muss ich beim Ummelden beachten und wie lange habe ich Zeit',
    ['Was muss ich beim Ummelden beachten?', 'Wie lange habe ich Zeit?'],
  ],
  [
    'Wie viel Urlaub steht mir zu und kann mein Chef ihn ablehnen?',
    ['Wie viel Urlaub steht mir zu?', 'Kann mein Chef ihn ablehnen?'],
  ],
  [
    'Kannst du mir erklären wie eine Wärmepumpe funktioniert? Und was kostet die Installation',
    ['Kannst du mir erklären wie eine Wärmepumpe funktioniert?', 'Was kostet die Installation?'],
  ],
  [
    'Est-ce que je peux déduire mes frais de télétravail ? Et combien ça rapporte',
    ['Est-ce que je peux déduire mes frais de télétravail ?', 'Combien ça rapporte\u00a0?'],
  ],
  [
    'Mon propriétaire refuse de rendre la caution. Est-ce légal et comment lui répondre',
    ['Est-ce légal\u00a0?', 'Comment lui répondre\u00a0?'],
  ],
  [
    "Peux-tu m'expliquer le RGPD ? Et que dois-je faire pour mon site",
    ["Peux-tu m'expliquer le RGPD ?", 'Que dois-je faire pour mon site\u00a0?'],
  ],
  [
    '¿Cuánto cuesta renovar el pasaporte? ¿Y cuánto tarda',
    ['¿Cuánto cuesta renovar el pasaporte?', '¿Cuánto tarda?'],
  ],
  [
    'Quiero aprender alemán. ¿Qué app me recomiendas y cuántas horas al día debo estudiar?',
    // A statement before the asks opens the first of them.
    ['Quiero aprender alemán. ¿Qué app me recomiendas?', '¿Cuántas horas al día debo estudiar?'],
  ],
  ['Debo declarar las criptomonedas? Y cómo lo hago', ['Debo declarar las criptomonedas?', '¿Cómo lo hago?']],
  [
    'Mi dai la ricetta della carbonara? E mi dai la ricetta per 6',
    ['Mi dai la ricetta della carbonara?', 'Mi dai la ricetta per 6?'],
  ],
  [
    'Quanto costa un volo per Tokyo ad aprile? E quanto tempo serve per il visto',
    ['Quanto costa un volo per Tokyo ad aprile?', 'Quanto tempo serve per il visto?'],
  ],
  [
    'Come faccio a chiedere un aumento? E quanto posso chiedere',
    ['Come faccio a chiedere un aumento?', 'Quanto posso chiedere?'],
  ],
  [
    'Quanto custa tirar a carta de motorista? E quanto tempo demora',
    ['Quanto custa tirar a carta de motorista?', 'Quanto tempo demora?'],
  ],
  [
    'Vale a pena comprar um carro elétrico em Portugal? Quanto se poupa por ano',
    ['Vale a pena comprar um carro elétrico em Portugal?', 'Quanto se poupa por ano?'],
  ],
  [
    'Meu chefe quer que eu trabalhe no sábado. Isso é legal e como devo responder?',
    ['Isso é legal?', 'Como devo responder?'],
  ],
  [
    'best area to stay in rome? + how many days do i need',
    ['Best area to stay in Rome?', 'How many days do I need?'],
  ],
  [
    '1. what visa do i need for japan\n2. how long can i stay\n3. can i work there',
    ['What visa do I need for Japan?', 'How long can I stay?', 'Can I work there?'],
  ],
  [
    'What is a Roth IRA? Also what is a 401k? And which one should I open first?',
    ['What is a Roth IRA?', 'What is a 401k?', 'Which one should I open first?'],
  ],
  [
    'Können Sie mir sagen, ob ich die Reparatur selbst zahlen muss? Und wie formuliere ich einen Widerspruch',
    [
      'Können Sie mir sagen, ob ich die Reparatur selbst zahlen muss?',
      'Wie formuliere ich einen Widerspruch?',
    ],
  ],
];

describe('a request with several asks gets one numbered part per ask', () => {
  it.each(MULTI)(
    '%s',
    (rough, parts) => {
      for (const target of TARGETS) {
        const { prompt } = optimize(rough, target);
        parts.forEach((part, i) => expect(prompt, target).toContain(`${i + 1}. ${part}`));
        expect(prompt, target).toMatch(PARTS_LINE);
        // No single-shape line of the kind competes with the parts.
        expect(prompt, target).not.toMatch(SINGLE_SHAPE);
      }
      // The first case loads every word list once; under a shared CPU that alone can take seconds.
    },
    30_000,
  );
});

/** One ask with "and" or "?" inside: never split into parts. */
const SINGLE: readonly string[] = [
  'what are the pros and cons of remote work',
  'compare python and javascript for a beginner',
  'give me a recipe with rice and beans',
  'explain what kubernetes is and why teams use it',
  'write a story about a cat and a dog',
  'Was ist der Unterschied zwischen Miete und Kaution',
  'Quelle est la différence entre un PEA et une assurance vie ?',
  '¿Qué es mejor, alquilar o comprar?',
  'Scrivi una mail al mio capo e al team per dire che sarò in ritardo',
  'Dame ideas para la cena y el postre',
  'how do i get my toddler to sleep through the night? any tips?',
  'Why is my sourdough flat? I use 70% hydration. What am I doing wrong?',
  "write an email to my manager saying i'm sick and can he cover my shift",
  "help me write a toast for my sister's wedding. she loves hiking",
  'Plan the seating for the product workshop. Which is only in Room A, so 30 seats max.',
  'Faça um resumo deste texto e dos pontos principais',
  // Questions after a text to write are what the text asks.
  "Write a note to my son's teacher. He was sick on Tuesday. Can he make up the quiz? Also, is there homework?",
  'Necesito un correo para el casero. La caldera no funciona. ¿Cuándo vendrá el técnico? ¿Y quién paga?',
  'Schreib eine Nachricht an den Vermieter. Die Heizung ist kaputt. Wann kommt jemand? Und wer zahlt das?',
];

describe('one ask stays one ask', () => {
  it.each(SINGLE)(
    '%s',
    (rough) => {
      for (const target of TARGETS) {
        const { prompt } = optimize(rough, target);
        expect(prompt, target).not.toMatch(PARTS_LINE);
      }
    },
    30_000,
  );
});

/** A statement after a question stays a statement: no "?" of ours, and no part of its own. */
const STATEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['voglio visitare il Giappone, quanto costa? devo partire a marzo', 'evo partire a marzo'],
  ['Quanto costa un volo per Tokyo? posso partire solo a marzo', 'osso partire solo a marzo'],
  ['¿Cuánto cuesta el pasaporte? debo viajar en junio', 'ebo viajar en junio'],
  ['Quanto custa o passaporte? devo viajar em junho', 'evo viajar em junho'],
  ['how much is a flight to tokyo in april? we have two kids', 'e have two kids'],
  ['Welche Versicherung brauche ich? Ich bin selbstständig', 'ch bin selbstständig'],
];

describe('a statement is never made a question', () => {
  it.each(STATEMENTS)(
    '%s',
    (rough, statement) => {
      for (const target of TARGETS) {
        const { prompt } = optimize(rough, target);
        expect(prompt, target).toContain(statement);
        expect(prompt, target).not.toContain(`${statement}?`);
        expect(prompt, target).not.toMatch(PARTS_LINE);
      }
    },
    30_000,
  );
});
