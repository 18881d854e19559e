import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it, vi } from 'vitest';
import { optimize } from './index';

/*
 * Engine lines that fight the request or say nothing, as judges marked them on unseen prompts:
 * a keep-list of figures the paste holds anyway (or a range cut in half, or a time a later email
 * corrected), advice lines on a request for one finished piece or a list of questions to ask,
 * data lines when the data is context for other questions, the analyst's criteria matrix on a
 * casual either-or, a planner's trade-offs on a payslip, and the user's words echoed into a
 * label. New prompts in six languages, checked on what every assistant receives, with
 * look-alikes where the line is right and must stay.
 */

vi.setConfig({ testTimeout: 30_000 });

function prompts(rough: string): string[] {
  return ASSISTANT_KEYS.map((target) => optimize(rough, target).prompt);
}

function expectNone(rough: string, wrong: RegExp): void {
  for (const [i, prompt] of prompts(rough).entries()) expect(prompt, ASSISTANT_KEYS[i]).not.toMatch(wrong);
}

function expectAll(rough: string, right: RegExp | string): void {
  for (const [i, prompt] of prompts(rough).entries()) {
    if (typeof right === 'string') expect(prompt, ASSISTANT_KEYS[i]).toContain(right);
    else expect(prompt, ASSISTANT_KEYS[i]).toMatch(right);
  }
}

const KEEP_LIST =
  /Keep these exactly as written|Mantén estos datos|Reprene?z? ces éléments|Übernimm diese Angaben|Übernehmen Sie diese Angaben|Riporta questi dati|Mantenha estes dados/u;

describe('a keep-list names only values of the user’s own words, ranges whole', () => {
  it.each([
    // The summary's values are all in the paste, and 10am was corrected by a later message.
    "Summarise this thread for me, what time did we finally agree?\n\nFrom: Ana\nLet's meet at 10am on Tuesday.\n\nFrom: Ben\nSorry, 10am doesn't work, can we do 11:30 instead?\n\nFrom: Ana\n11:30 works, see you then.",
    // The reply's times are offered in the message itself.
    'Need to reply to this, tell her I can do the 7am slot but not 6am:\n\nHi Tom,\nCould you do the early shift on Friday? It starts at 6am, or I could swap you to 7am if that works.\nThanks, Priya',
    'I have to reply to this - say yes but ask if we can move it to 3pm:\n\nCan we meet Thursday at 2pm to go over the budget? Jo',
    "Need to reply to this email from my landlord:\n\nHi, the rent goes up to £1,200 from 1 August. Please confirm you're staying. Dave",
    'tl;dr this please\n\nThe school trip is on 14 March. The coach leaves at 8:40 and is back by 4pm. Cost £12.',
    'Resume este correo en dos frases:\n\n"Hola, la reunión pasa del 3 de abril al 10 de abril a las 9:30. Un saludo, Marta"',
    'Fasse diese Mail kurz zusammen:\n\n„Die Abholung ist am 5. Mai zwischen 8:00 und 10:00 Uhr, Kosten 45 €.“',
  ])('no list of the paste’s own figures: %s', (rough) => {
    expectNone(rough, KEEP_LIST);
  });

  it.each([
    [
      'can you write an email to the team saying the standup moves from 8:30-9 to 9:15-9:45 starting monday',
      'Keep these exactly as written: 8:30-9, 9:15-9:45.',
    ],
    [
      'Draft a reminder text for my patients: clinic open 8:30–12:30 and 14:00–18:00 Monday to Friday, closed 24 December',
      'Keep these exactly as written: 8:30–12:30, 14:00–18:00, 24 December.',
    ],
    [
      'write a message to the parents group: the festival runs 14-16 March, gates open 10am-2pm each day',
      'Keep these exactly as written: 14-16 March, 10am-2pm.',
    ],
  ])('look-alike, the user’s own values stay, ranges whole: %s', (rough, line) => {
    expectAll(rough, line);
  });

  it('a formal letter’s own line keeps the facts given: no second list of them', () => {
    expectNone(
      "Write a formal letter of complaint to the airline: our flight BA123 was cancelled on 3 June and we haven't been refunded the £640",
      KEEP_LIST,
    );
  });

  it('look-alike: a rewrite of the paste keeps the general line, naming no figure', () => {
    const rough =
      'Rewrite this notice so it sounds friendlier:\n\nThe car park closes at 6pm from 3 June. Permits cost £40. Contact ext 2210.';
    expectAll(rough, 'Keep every date, time, amount and reference number exactly as written.');
    expectNone(rough, KEEP_LIST);
  });
});

describe('a reply label never echoes the words that point at the message', () => {
  it('"Need to reply to this:" gets no label at all', () => {
    const rough =
      'Need to reply to this:\n\nHi, are you still interested in the flat viewing on Saturday at 11? Let me know by Thursday. Mark';
    expectNone(rough, /What my reply should say|Need to reply/u);
    expectAll(rough, 'Write my reply to the message provided.');
  });

  it('"reply to this, tell her…": the label holds what to say, not "to this"', () => {
    const rough =
      'Need to reply to this, tell her I can do the 7am slot but not 6am:\n\nHi Tom,\nCould you do the early shift on Friday? It starts at 6am.\nThanks, Priya';
    expectAll(rough, 'What my reply should say: I can do the 7am slot but not 6am.');
    expectNone(rough, /should say: to this/u);
  });

  it.each(['Need to reply to this', 'Task: Need to reply to this'])(
    '"%s" with nothing pasted: our task and a slot for the message',
    (rough) => {
      expectAll(rough, '[PASTE THE MESSAGE HERE]');
      expectNone(rough, /Need to reply/u);
    },
  );

  it('a reply to a message not yet pasted keeps the user’s wish and gets the slot', () => {
    const rough = "reply to this email from my boss, say I'll have it done by friday";
    expectAll(rough, '[PASTE THE MESSAGE HERE]');
    expectAll(rough, /have it done by friday/u);
  });

  it('look-alike: a reply written from notes gets no slot', () => {
    expectNone(
      'write a reply to a headhunter who messaged me on LinkedIn about a product manager job, say I am happy where I am',
      /PASTE THE MESSAGE/u,
    );
  });

  it('look-alike: a wish without a pointer stays whole', () => {
    const rough =
      'Landlord texted me this. want to say i cant do tuesday but wednesday is fine\n\n"Hi, I need to get into the flat on Tuesday to check the boiler."';
    expectAll(rough, /What my reply should say: I can't do tuesday but wednesday is fine/u);
  });
});

const HELP_FILLER =
  /suggest what would be most useful|Propón lo que sea más útil|Proponi ciò che è più utile|Sugira o que for mais útil|Proposez ce qui serait|Schlag vor, was am nützlichsten/u;

describe('a bare topic is not wrapped in a filler sentence or echoed', () => {
  it.each(['help with landlord', 'tax return', 'aiuto giardino'])('%s', (rough) => {
    expectNone(rough, HELP_FILLER);
    expectNone(rough, /help with help|aiuto su questo argomento: aiuto/iu);
  });
});

const ADVICE_LINES =
  /State any assumption|Give concrete options with their trade-offs|Esplicita ogni ipotesi|Proponi opzioni concrete|Indica cualquier suposición|Ofrece opciones concretas|Lege jede Annahme offen|Nenne konkrete Optionen|Deixe claras as suposições|Apresente opções concretas/u;
const DATA_LINES = /Base every statement on the data|Say how you computed each figure/u;
const QUESTIONS_LINE =
  /List the questions to ask|Elenca le domande|Enumera las preguntas|Liste die Fragen|Listez les questions|Liste as perguntas/u;

describe('questions to ask get a list of questions, not options or data lines', () => {
  it.each([
    "I'm getting quotes for a kitchen renovation. What questions should I ask the builders?",
    'We got 3 quotes for solar panels: A £7,200 for 4kW, B £8,100 for 5kW, C £6,500 for 3.5kW. What questions should I ask the installers?',
    'Quotes we got for a new roof:\n\n| company | price | warranty |\n| Acme | £9,800 | 10 yrs |\n| Roofco | £11,200 | 25 yrs |\n\nwhat questions should I ask the roofers before signing?',
    "Here's our energy use:\n\nmonth,kwh\nJan,420\nFeb,390\nMar,310\n\nWhich month was lowest, and what questions should I ask the installers about a heat pump?",
    "Quali domande dovrei fare all'installatore dei pannelli solari?",
    '¿Qué preguntas debo hacerle al fontanero antes de contratarlo?',
    'Welche Fragen sollte ich dem Handwerker vor der Auftragsvergabe stellen?',
    'Que perguntas devo fazer ao eletricista antes de contratar?',
  ])('%s', (rough) => {
    expectNone(rough, ADVICE_LINES);
    expectNone(rough, DATA_LINES);
    expectAll(rough, QUESTIONS_LINE);
  });

  it('look-alike: a real analysis of a table keeps its data lines', () => {
    const rough =
      'Analyse this table and tell me which region grew fastest:\n\nregion,q1,q2\nNorth,120,150\nSouth,95,90\nEast,140,180';
    expectAll(rough, DATA_LINES);
    expectNone(rough, QUESTIONS_LINE);
  });

  it.each([
    'what questions will be on the GCSE biology exam this year?',
    'What questions do interviewers ask for a nurse job?',
    'Welche Fragen stellen Interviewer bei einer Bewerbung als Pflegekraft?',
    '¿Qué preguntas me harán en la entrevista de enfermera?',
  ])('look-alike, questions put to the user are no list to ask: %s', (rough) => {
    expectNone(rough, QUESTIONS_LINE);
  });
});

describe('one finished piece asked of the assistant gets no advice lines', () => {
  it.each([
    'Devo scrivere un prompt di sistema per il chatbot del nostro ristorante, deve prenotare tavoli e non dare mai sconti. Puoi scriverlo?',
    'Write one system prompt for our HR chatbot. It should answer questions about leave policy and should tell people to contact HR for anything about pay.',
    'write a formal report to the council about the broken streetlights on Elm Road, 6 lights out since October, two near-misses reported',
    'Scrivi una relazione formale al comune sui lampioni rotti in via Roma, sei lampioni spenti da ottobre',
    'Devo scrivere un reclamo formale alla compagnia aerea per il volo cancellato, mi aiuti?',
  ])('%s', (rough) => {
    expectNone(rough, ADVICE_LINES);
    expectNone(rough, /thoughtful, practical advisor|consulente riflessivo/u);
  });

  it.each([
    'Necesito escribir un informe formal para el ayuntamiento sobre el estado del parque. ¿Puedes redactarlo?',
    'Preciso escrever um relatório formal para a prefeitura sobre os buracos na minha rua. Pode escrever?',
  ])('"can you write it?" is no yes-or-no question: %s', (rough) => {
    expectNone(rough, /sí o un no|sim ou não/u);
  });

  it.each([
    "I'm thinking of quitting my job to freelance, what should I consider?",
    'Dovrei licenziarmi per lavorare in proprio? Ho 40 anni e un mutuo.',
  ])('look-alike, a situation to weigh keeps its advice lines: %s', (rough) => {
    expectAll(rough, ADVICE_LINES);
  });
});

const MATRIX = /four or five criteria|impartial expert analyst/u;

describe('a casual either-or gets a verdict, not an analyst’s criteria matrix', () => {
  it.each([
    'pilates or yoga for bad posture?',
    'running or cycling to lose weight?',
    'Mac or Windows laptop for a university student doing engineering?',
  ])('%s', (rough) => {
    expectNone(rough, MATRIX);
    expectAll(rough, /clear verdict first/u);
  });

  it.each([
    'Compare pilates and yoga for bad posture in a table: cost, equipment, time and evidence.',
    'pros and cons of renting vs buying a flat in Manchester?',
  ])('look-alike, a comparison asked for keeps its criteria: %s', (rough) => {
    expectNone(rough, /clear verdict first/u);
  });
});

describe('a payslip or tax code read is no financial planner’s trade-offs', () => {
  it.each([
    'My tax code changed from 1257L to K475 on my payslip, why?',
    'What does the NT tax code on my payslip mean?',
  ])('%s', (rough) => {
    expectNone(rough, /financial planner|trade-offs/u);
  });

  it('look-alike: a money decision keeps its verdict lines', () => {
    expectAll(
      'should I pay off my student loan early or put the money into my pension?',
      /clear verdict first/u,
    );
  });
});

const ANSWER_FIRST =
  /Rispondi in modo diretto|Responde directamente|Répondez directement|Antworte direkt|Responda de forma direta|Empieza con una respuesta de una frase|Define cualquier término|Beginne mit einer Antwort in einem Satz/u;
const STEPS =
  /Comincia da ciò che serve|Empieza por lo que hace falta|Commencez par ce qu’il faut|Nenne zuerst, was man braucht|Comece pelo que é necessário/u;

describe('a recipe or a how-to in another language gets steps, not the Q&A lines', () => {
  it.each([
    'Come si prepara il pane con il lievito madre?',
    'Come si cambia una gomma della bici?',
    'Come insegno al mio gatto a usare la lettiera?',
    '¿Cómo se hace el pan de masa madre?',
    'Mi perro ladra a todos los que pasan, ¿cómo lo entreno para que pare?',
    'Comment on fait une pâte à crêpes ?',
    'Wie macht man Spätzle selbst?',
    'Erklär mir, wie man einen Welpen stubenrein bekommt',
    'Como se faz brigadeiro de colher?',
  ])('%s', (rough) => {
    expectNone(rough, ANSWER_FIRST);
    expectAll(rough, STEPS);
  });

  it.each([
    'Come si dice "thank you" in giapponese?',
    '¿Cómo se llama el hueso del muslo?',
    'Come dico al mio capo che mi licenzio?',
    'Wie sage ich meinem Chef, dass ich kündige?',
  ])('look-alike, no job to do: %s', (rough) => {
    expectNone(rough, STEPS);
  });
});
