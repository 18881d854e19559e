import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';
import { scaffoldFor } from '../i18n/scaffold';
import type { TaskKind } from '../analysis/types';

// A stock line is added only when the request makes its trigger certain: a plain prompt is still
// a good prompt, a line that fights the request is a bad one.

/** The engine's line `index` for `kind` in `language` (the register the request uses). */
function line(language: string, kind: TaskKind, index: number, request?: string): string {
  const found = scaffoldFor(language, request).guidance[kind]?.[index];
  if (!found) throw new Error(`no ${kind}[${index}] line in ${language}`);
  return found;
}

function each(name: string, check: (model: (typeof ASSISTANT_KEYS)[number]) => void) {
  it.each(ASSISTANT_KEYS)(`${name} (%s)`, check);
}

describe('"answer directly, then the reasons" only for a direct question', () => {
  const notQuestions: Record<string, [string, string]> = {
    'naming ideas, en': [
      'en',
      "I'm opening a small bakery in Lyon that sells sourdough and cinnamon buns. I need a name, something warm and a bit playful. Ideas?",
    ],
    'naming ideas, fr': [
      'fr',
      'Je lance un podcast sur la cuisine végétarienne pour étudiants. Des idées de nom ?',
    ],
    'naming ideas, es': ['es', 'Abro una tienda online de cerámica hecha a mano. ¿Ideas de nombres?'],
    'naming ideas, pt': ['pt', 'Vou abrir uma padaria em Braga. Alguma ideia de nome?'],
    'naming ideas, it': ['it', 'Apro un negozio di biciclette usate a Bologna. Idee per il nome?'],
    'naming ideas, de': [
      'de',
      'Ich eröffne ein kleines Katzencafé in Leipzig. Hast du Ideen für einen Namen?',
    ],
    'a translation asked as a question': [
      'fr',
      'Peux-tu traduire ce message en anglais pour mon voisin ? « Ton chien aboie toute la nuit. »',
    ],
    'an explainer asked as a question': [
      'en',
      "Can you explain pivot tables? I have to use them at work tomorrow and I've never touched one.",
    ],
    'a role-play asked as a question': [
      'en',
      'Can we role-play a difficult conversation with my landlord about the broken heating?',
    ],
  };
  for (const [name, [language, prompt]] of Object.entries(notQuestions)) {
    each(name, (model) => {
      expect(optimize(prompt, model).prompt).not.toContain(line(language, 'question', 0, prompt));
    });
  }

  each('a Swedish question gets no English or other stock line', (model) => {
    const prompt = 'Vad är skillnaden mellan en bostadsrätt och en hyresrätt i Sverige?';
    const out = optimize(prompt, model).prompt;
    for (const language of ['en', 'de', 'fr', 'es', 'it', 'pt'])
      expect(out).not.toContain(line(language, 'question', 0));
  });

  // Longer than a thin question (≤ 12 words, ≤ 16 with a form read from its opening), whose
  // form line replaces the stock one.
  const realQuestions: Record<string, [string, string]> = {
    en: [
      'en',
      'Is it safe to leave cooked rice out overnight on the kitchen counter and eat it cold the next day for lunch?',
    ],
    fr: [
      'fr',
      'Pourquoi le ciel est-il bleu pendant la journée et rouge ou orange au moment du coucher du soleil en été ?',
    ],
    de: [
      'de',
      'Ist es gefährlich, gekochten Reis über Nacht draußen stehen zu lassen und am nächsten Tag zu essen?',
    ],
    es: [
      'es',
      '¿Es malo dejar el arroz cocido fuera de la nevera toda la noche y comerlo al día siguiente en el almuerzo?',
    ],
    it: [
      'it',
      'È pericoloso lasciare il riso cotto fuori dal frigo tutta la notte e mangiarlo il giorno dopo?',
    ],
    pt: [
      'pt',
      'É perigoso deixar arroz cozido fora da geladeira durante a noite e comer no dia seguinte no almoço com a família?',
    ],
  };
  for (const [name, [language, prompt]] of Object.entries(realQuestions)) {
    each(`a real question keeps it, ${name}`, (model) => {
      expect(optimize(prompt, model).prompt).toContain(line(language, 'question', 0, prompt));
    });
  }
});

describe('the maths line only for maths', () => {
  const health = {
    en: 'I take iron pills in the morning (2 x 65 mg) and drink 2 cups of coffee around 8am. How many hours should I wait between the coffee and the iron?',
    de: 'Ich nehme morgens 2 Eisentabletten (je 50 mg) und trinke um 8 Uhr Kaffee. Wie viele Stunden Abstand brauche ich?',
  };
  for (const [language, prompt] of Object.entries(health)) {
    each(`iron pills and coffee are a health question, ${language}`, (model) => {
      const out = optimize(prompt, model).prompt;
      expect(out).not.toContain(line(language, 'math', 0));
      expect(out).not.toMatch(/\\boxed/);
    });
  }

  each('a word problem keeps it', (model) => {
    const out = optimize(
      'A train leaves at 14:10 and travels 180 km at 72 km/h. When does it arrive?',
      model,
    );
    expect(out.prompt).toMatch(/step by step|\\boxed/);
  });
});

describe('"stay in character" only when a character is given', () => {
  const none: Record<string, string> = {
    en: 'Role-play with me: I want to practise saying no to extra work.',
    fr: "Jeu de rôle : je veux m'entraîner à dire non à mon patron.",
  };
  for (const [language, prompt] of Object.entries(none)) {
    each(`no character, ${language}`, (model) => {
      expect(optimize(prompt, model).prompt).not.toContain(line(language, 'roleplay', 0, prompt));
    });
  }
  const given: Record<string, string> = {
    en: "Let's play a game where you're a grumpy medieval innkeeper and I'm a traveller looking for a room.",
    de: 'Rollenspiel: Ich übe ein Gehaltsgespräch. Du bist meine Chefin und willst eigentlich nichts geben.',
    es: 'Juego de rol: eres un camarero maleducado en Madrid y yo soy un turista que quiere pedir.',
    it: 'Gioco di ruolo: sei il mio capo e io ti chiedo un aumento.',
    pt: 'Vamos fazer um jogo de papéis: você é o meu senhorio e eu peço a caução de volta.',
  };
  for (const [language, prompt] of Object.entries(given)) {
    each(`a character given, ${language}`, (model) => {
      const out = optimize(prompt, model).prompt;
      expect(out).toContain(line(language, 'roleplay', 0, prompt));
      expect(out).not.toMatch(/software engineer|runnable code/);
    });
  }
});

describe('user instructions keep their mood', () => {
  const prompts = [
    "We're doing a mock job interview for a barista job. Ask me questions one at a time. When we're done, give me feedback on what I did well and badly.",
    "Let's role-play a parent-teacher meeting. You're the angry parent, I'm the teacher. At the end give me feedback on what I did well and badly.",
    'Pretend you are my strict piano teacher. I describe how I practised and you react. Then, what I did well and badly.',
  ];
  for (const prompt of prompts) {
    each(`no question mark: ${prompt.slice(0, 40)}`, (model) => {
      const out = optimize(prompt, model).prompt;
      expect(out).toMatch(/badly\./);
      expect(out).not.toMatch(/badly\?/);
    });
  }

  each('a mock interview is a role-play led by its set-up', (model) => {
    const out = optimize(prompts[0]!, model);
    expect(out.analysis.classification.kind).toBe('roleplay');
    expect(out.prompt.indexOf('mock job interview')).toBeLessThan(out.prompt.indexOf('give me feedback'));
  });
});

describe("the author's-voice line not when the user changes the content", () => {
  const prompts: Record<string, [string, string]> = {
    'drop emojis and hashtags': [
      'en',
      'Here are my instagram captions for the café. Fix the grammar, drop the emojis and remove the "make them viral" hashtags.\n1. best coffee in town ☕🔥 #makethemviral\n2. new cinnamon rolls r here 😍 #viral',
    ],
    'add facts': [
      'en',
      'Edit this paragraph for my website and add the fact that we have been open since 2009 and have 4.8 stars on Google: "We are a family bakery in Porto. We bake every morning."',
    ],
    'füge hinzu': [
      'de',
      'Überarbeite diesen Text für unsere Website und füge hinzu, dass wir seit 2009 geöffnet haben: "Wir sind eine kleine Bäckerei in Köln. Wir backen jeden Morgen frisch."',
    ],
    'enlève les emojis': [
      'fr',
      'Corrige ce texte pour Instagram et enlève tous les emojis : "Nouveau gâteau au chocolat 🍫🔥 venez vite 😍"',
    ],
  };
  for (const [name, [language, prompt]] of Object.entries(prompts)) {
    each(name, (model) => {
      const out = optimize(prompt, model);
      expect(out.analysis.classification.kind).toBe('edit');
      expect(out.prompt).not.toContain(line(language, 'edit', 0, prompt));
    });
  }

  each('change requests after the pasted text stay instructions, not material', (model) => {
    const prompt =
      'Polish my bio for the conference website:\n\nMaria Lopes is a data engineer at Farfetch. She loves cats and hiking. She speaks about streaming pipelines.\n\nRemove the part about cats and add that she has 10 years of experience.';
    const out = optimize(prompt, model);
    expect(out.prompt).not.toContain(line('en', 'edit', 0));
    expect(out.analysis.material.map((m) => m.content).join('\n')).not.toMatch(/Remove the part/);
    expect(out.prompt).toMatch(/Remove the part about cats/);
  });

  each('tightening a text keeps it', (model) => {
    const prompt =
      'Tighten this paragraph for our newsletter: "Our library is going to be open on Sundays from now on, starting in March, which is something many of you asked for."';
    expect(optimize(prompt, model).prompt).toContain(line('en', 'edit', 0));
  });
});

describe('translation lines that fit the request', () => {
  const addsExplanations: Record<string, string> = {
    en: 'Translate this menu into Italian and add a short explanation under each dish for tourists:\n- Bacalhau à Brás\n- Caldo verde\n- Pastel de nata',
    it: 'Traduci questo menu in inglese e aggiungi una breve spiegazione sotto ogni piatto per i turisti:\n- Tortellini in brodo\n- Cotoletta alla milanese\n- Tiramisù',
    fr: 'Traduis ce menu en anglais et ajoute une courte explication sous chaque plat :\n- Bouillabaisse\n- Tarte Tatin',
  };
  for (const [language, prompt] of Object.entries(addsExplanations)) {
    each(`no "add nothing" when asked to add, ${language}`, (model) => {
      const out = optimize(prompt, model);
      expect(out.analysis.classification.kind).toBe('translate');
      expect(out.prompt).not.toContain(line(language, 'translate', 0, prompt));
    });
  }

  each('no "leave code and URLs" without code or URLs', (model) => {
    const prompt =
      'Traduce este texto al inglés para mi casero: "La calefacción del dormitorio no funciona desde el lunes 3."';
    const out = optimize(prompt, model).prompt;
    expect(out).not.toContain(line('es', 'translate', 1));
    expect(out).toContain(line('es', 'translate', 0));
  });

  each('a URL keeps it', (model) => {
    const prompt =
      'Translate into Spanish: "Book your table at https://example.com/book before Friday, the form closes at noon."';
    expect(optimize(prompt, model).prompt).toContain(line('en', 'translate', 1));
  });
});

describe('extraction lines that fit the request', () => {
  const ownMarker: Record<string, string> = {
    en: "Extract the name, phone and email of each person. If something is missing, put 'none'.\n\nAnna Berg called from 0701234567 on Monday.\nTom Lind wrote from tom@example.com on Tuesday.",
    es: "Extrae el nombre, el teléfono y el correo de cada cliente. Si falta algo, pon 'ninguno'.\n\nLaura Gómez llamó desde el 612345678 el lunes.\nPedro Ruiz escribió desde pedro@ejemplo.es el martes.",
    de: 'Zieh Name, Telefon und E-Mail jeder Person heraus. Wenn etwas fehlt, schreib "-".\n\nAnna Berg rief am Montag von 0171234567 an.\nTom Lind schrieb am Dienstag von tom@example.com.',
  };
  for (const [language, prompt] of Object.entries(ownMarker)) {
    each(`the user's own marker, not null, ${language}`, (model) => {
      const out = optimize(prompt, model);
      expect(out.analysis.classification.kind).toBe('extract');
      expect(out.prompt).not.toContain(line(language, 'extract', 1, prompt));
    });
  }

  const more: Record<string, string> = {
    en: 'Pull out the dates and amounts from these invoices, then add a one-line summary of the total and flag any invoice over 1000 EUR.\n\nInvoice 12, 3 March, 450 EUR.\nInvoice 13, 9 March, 1200 EUR.',
    fr: "Extrais le nom, le téléphone et l'email de chaque contact, et ajoute à la fin un résumé d'une ligne.\n\nClaire Martin, 0612345678, a appelé lundi.\nLuc Bernard a écrit depuis luc@exemple.fr mardi.",
  };
  for (const [language, prompt] of Object.entries(more)) {
    each(`more than the data asked, ${language}`, (model) => {
      const out = optimize(prompt, model).prompt;
      expect(out).not.toContain(line(language, 'extract', 2, prompt));
      expect(out).not.toContain(scaffoldFor(language, prompt).formats.extract!);
    });
  }
});

describe('extraction lines stay for a plain extraction', () => {
  each('a date format and a total field are not extras', (model) => {
    const prompt =
      "Extract the invoice number, date and total amount from each invoice. Use 'YYYY-MM-DD' for dates.\n\nInvoice 12 from 3 March 2026 over 450 EUR.\nInvoice 13 from 9 March 2026 over 1200 EUR.";
    const out = optimize(prompt, model).prompt;
    expect(out).toContain(line('en', 'extract', 1));
    expect(out).toContain(line('en', 'extract', 2));
  });
});

describe('image-prompt lines that fit the request', () => {
  const more: Record<string, string> = {
    en: 'Write a Midjourney prompt for a cosy reading nook in a treehouse at dusk, plus a negative prompt and 3 variations.',
    fr: "Prompt d'image pour un phare sous la tempête, style peinture à l'huile. Donne aussi un prompt négatif et les réglages conseillés.",
  };
  for (const [language, prompt] of Object.entries(more)) {
    each(`a negative prompt, settings or variations asked, ${language}`, (model) => {
      const out = optimize(prompt, model);
      expect(out.analysis.classification.kind).toBe('image');
      expect(out.prompt).not.toContain(line(language, 'image', 1, prompt));
      expect(out.prompt).not.toContain(scaffoldFor(language, prompt).formats.image!);
      expect(out.prompt).not.toMatch(/system prompt|prompt système/i);
    });
  }

  each('the prompt alone keeps "only the image prompt"', (model) => {
    const out = optimize('Write an image prompt for a fox in a snowy forest, watercolour style.', model);
    expect(out.prompt).toMatch(/Return only the image prompt|Only the image prompt/);
  });
});

describe('a money decision where the user wants a view', () => {
  const prompts: Record<string, string> = {
    en: "I have 20k saved. Should I pay off my 4% car loan early or put it into an index fund? Give me a clear answer for my situation, not just 'it depends'.",
    it: 'Devo pagare il mutuo in anticipo o investire 15.000 euro in un ETF? Non solo "dipende": dimmi cosa faresti al mio posto.',
    de: 'Sollte ich meinen Kredit mit 4 % früher abbezahlen oder 20.000 € in einen ETF stecken? Nicht nur "es kommt darauf an", was würdest du tun?',
  };
  for (const [language, prompt] of Object.entries(prompts)) {
    each(`no "which fits under which conditions", ${language}`, (model) => {
      const out = optimize(prompt, model).prompt;
      for (const stock of scaffoldFor(language, prompt).recommends) expect(out).not.toContain(stock);
    });
  }

  each('asked "what would you do", it gets a clear recommendation', (model) => {
    expect(optimize(prompts.it!, model).prompt).toMatch(/raccomandazione chiara/);
    expect(optimize(prompts.de!, model).prompt).toMatch(/klare Empfehlung/);
  });

  each('the user saying "clear answer" is not said twice', (model) => {
    expect(optimize(prompts.en!, model).prompt.match(/clear (?:answer|recommendation)/gi)).toHaveLength(1);
  });
});

describe('classification does not hang on a stray word', () => {
  const escapeRooms = [
    'Design an escape room for teens at our public library: 5 puzzles, the last one opens a padlock with a 4-digit code. 60 minutes, groups of 6.',
    'Design a puzzle for our library escape room: teens have to find the 3-digit code for the lock on the treasure chest.',
  ];
  for (const prompt of escapeRooms) {
    each(`no code lines for an escape room: ${prompt.slice(0, 40)}`, (model) => {
      const out = optimize(prompt, model);
      expect(out.prompt).not.toMatch(/software engineer|runnable code|code block/i);
      expect(out.questions.map((q) => q.id)).not.toContain('code-language');
    });
  }

  each('a real game to code is still code', (model) => {
    expect(
      optimize('Write a snake game in Python for the terminal.', model).analysis.classification.kind,
    ).toBe('code');
  });

  const lessons: Record<string, string> = {
    en: 'Lesson plan for 5th graders on volcanoes, 45 minutes, with a hands-on activity.',
    es: 'Plan de clase sobre volcanes para 5º de primaria, 45 minutos.',
    it: 'Piano di lezione sui vulcani per la quinta elementare, 45 minuti.',
  };
  for (const [language, prompt] of Object.entries(lessons)) {
    each(`a school lesson gets no sports session, ${language}`, (model) => {
      expect(optimize(prompt, model).prompt).not.toMatch(
        /warm-up|cool-down|coaching point|calentamiento|vuelta a la calma|riscaldamento|defaticamento/i,
      );
    });
  }

  each('a football practice keeps its session blocks', (model) => {
    expect(optimize('Soccer practice plan for U10s, 60 minutes, focus on passing.', model).prompt).toMatch(
      /warm-up/,
    );
  });
});

describe('meeting sections only for meetings (new prompts)', () => {
  const MEETING = /decisions made, action items|Decisions first, then action items|Primero las decisiones/i;
  const prompts = [
    'npm install fails with ERESOLVE unable to resolve dependency tree, peer react@"^17" from react-router-dom@5. How do I fix it?',
    'Resume este hilo del foro sobre mi lavadora que no centrifuga:\n\nana_b: a mí me pasó, era el filtro atascado\nrober77: revisa que no esté desnivelada\nlucia.m: con la carga muy pequeña no centrifuga, prueba con más ropa',
  ];
  for (const prompt of prompts) {
    each(`no decisions and action items: ${prompt.slice(0, 30)}`, (model) => {
      expect(optimize(prompt, model).prompt).not.toMatch(MEETING);
    });
  }
});
