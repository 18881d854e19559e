import { describe, expect, it } from 'vitest';
import { readSlots } from './slots';
import type { LengthSpec, WordLanguage } from './types';

type Case<T> = [WordLanguage, string, T];

describe('length: negation, scope and the user phrase', () => {
  it.each<Case<LengthSpec | null>>([
    [
      'en',
      'Write a product description under 200 words',
      { kind: 'words', max: 200, text: 'under 200 words' },
    ],
    [
      'en',
      'Summarize the meeting, no more than 3 bullets',
      { kind: 'items', max: 3, text: 'no more than 3 bullets' },
    ],
    [
      'en',
      'A LinkedIn post of 150-200 words about our launch',
      { kind: 'words', min: 150, max: 200, text: 'of 150-200 words' },
    ],
    [
      'en',
      'Draft a 5-minute speech for the retirement party',
      { kind: 'minutes', exact: 5, text: '5-minute' },
    ],
    ['en', 'cover letter, 2 pages max', { kind: 'pages', max: 2, text: '2 pages max' }],
    ['en', 'Explain black holes in 3 paragraphs', { kind: 'paragraphs', exact: 3, text: 'in 3 paragraphs' }],
    ['en', 'keep it short, it is for a text message', { kind: 'short', text: 'keep it short' }],
    ['en', 'Give me a brief overview of the French revolution', { kind: 'short', text: 'brief' }],
    ['en', 'write me a poem about rain, not too long', { kind: 'not-long', text: 'not too long' }],
    ['en', 'A detailed guide to sourdough starters', { kind: 'long', text: 'detailed' }],
    ['en', 'Explain the tax rules in depth', { kind: 'long', text: 'in depth' }],
    [
      'en',
      "Please don't make it longer than a page",
      { kind: 'pages', max: 1, text: "don't make it longer than a page" },
    ],
    ['en', 'At least 800 words on climate policy', { kind: 'words', min: 800, text: 'At least 800 words' }],
    [
      'en',
      'an essay between 500 and 700 words',
      { kind: 'words', min: 500, max: 700, text: 'between 500 and 700 words' },
    ],
    ['en', 'a 30-second radio ad for a bakery', { kind: 'minutes', exact: 0.5, text: '30-second' }],
    [
      'en',
      "Answer in one sentence: what's a monad?",
      { kind: 'sentences', exact: 1, text: 'in one sentence' },
    ],
    ['en', 'Bio for my website, nothing too long please', { kind: 'not-long', text: 'nothing too long' }],
    ['en', 'Write a short story about a lighthouse keeper', null],
    ['en', 'What are the long-term effects of caffeine?', null],
    [
      'en',
      'Not too short, but not an essay either: explain DNS',
      { kind: 'not-short', text: 'Not too short' },
    ],
    ['en', 'Keep each answer under 50 words', { kind: 'words', max: 50, text: 'each answer under 50 words' }],
    [
      'es',
      'Escribe un correo no demasiado largo para pedir un aumento',
      { kind: 'not-long', text: 'no demasiado largo' },
    ],
    [
      'es',
      'Resume el artículo en menos de 100 palabras',
      { kind: 'words', max: 100, text: 'menos de 100 palabras' },
    ],
    ['es', 'una lista de no más de 5 puntos', { kind: 'items', max: 5, text: 'no más de 5 puntos' }],
    [
      'es',
      'un discurso de 3 minutos para la boda de mi hermano',
      { kind: 'minutes', exact: 3, text: 'de 3 minutos' },
    ],
    ['es', 'explícame la fotosíntesis de forma breve', { kind: 'short', text: 'breve' }],
    ['es', 'Necesito un informe detallado sobre ventas', { kind: 'long', text: 'detallado' }],
    ['es', 'que no sea muy largo, es para Instagram', { kind: 'not-long', text: 'que no sea muy largo' }],
    [
      'es',
      'Cada tuit de menos de 280 caracteres',
      { kind: 'characters', max: 280, text: 'Cada tuit de menos de 280 caracteres' },
    ],
    ['fr', 'Rédige un mail pas trop long pour mon propriétaire', { kind: 'not-long', text: 'pas trop long' }],
    [
      'fr',
      'Un texte ni trop long ni trop court sur le recyclage',
      { kind: 'not-long', text: 'ni trop long ni trop court' },
    ],
    ['fr', 'Résume ce livre en moins de 150 mots', { kind: 'words', max: 150, text: 'moins de 150 mots' }],
    ['fr', "pas plus d'une page, merci", { kind: 'pages', max: 1, text: "pas plus d'une page" }],
    ['fr', 'un discours de 5 minutes pour un mariage', { kind: 'minutes', exact: 5, text: 'de 5 minutes' }],
    ['fr', 'Explique-moi la blockchain en détail', { kind: 'long', text: 'en détail' }],
    ['de', 'Schreib eine Zusammenfassung, nicht zu lang', { kind: 'not-long', text: 'nicht zu lang' }],
    ['de', 'Erklär es kurz, aber nicht zu knapp', { kind: 'short', text: 'kurz, aber nicht zu knapp' }],
    ['de', 'maximal 200 Wörter, bitte', { kind: 'words', max: 200, text: 'maximal 200 Wörter' }],
    [
      'de',
      'Eine Rede von 10 Minuten für die Weihnachtsfeier',
      { kind: 'minutes', exact: 10, text: 'von 10 Minuten' },
    ],
    ['de', 'höchstens drei Stichpunkte', { kind: 'items', max: 3, text: 'höchstens drei Stichpunkte' }],
    ['de', 'Eine ausführliche Anleitung für Linux', { kind: 'long', text: 'ausführliche' }],
    ['de', 'Eine Kurzgeschichte über einen Hund', null],
    ['it', 'Scrivi una mail non troppo lunga al mio capo', { kind: 'not-long', text: 'non troppo lunga' }],
    ['it', 'Riassumi in meno di 100 parole', { kind: 'words', max: 100, text: 'meno di 100 parole' }],
    [
      'it',
      'ogni tweet sotto i 280 caratteri',
      { kind: 'characters', max: 280, text: 'ogni tweet sotto i 280 caratteri' },
    ],
    ['it', 'una spiegazione breve ma chiara', { kind: 'short', text: 'breve' }],
    ['it', 'non più di 2 pagine', { kind: 'pages', max: 2, text: 'non più di 2 pagine' }],
    ['pt', 'Escreva um texto não muito longo sobre café', { kind: 'not-long', text: 'não muito longo' }],
    ['pt', 'no máximo 300 palavras', { kind: 'words', max: 300, text: 'no máximo 300 palavras' }],
    ['pt', 'não mais que 3 tópicos', { kind: 'items', max: 3, text: 'não mais que 3 tópicos' }],
    ['pt', 'um discurso de 5 minutos para a formatura', { kind: 'minutes', exact: 5, text: 'de 5 minutos' }],
    ['pt', 'uma explicação detalhada de juros compostos', { kind: 'long', text: 'detalhada' }],
  ])('%s: %s', (lang, request, expected) => {
    expect(readSlots(request, lang).length).toEqual(expected);
  });

  it('keeps a per-tweet limit apart from the thread size', () => {
    const s = readSlots('a thread of 5 tweets, each tweet under 280 characters', 'en');
    expect(s.length).toMatchObject({ kind: 'items', exact: 5 });
    expect(s.constraints).toContainEqual({
      text: 'each tweet under 280 characters',
      topic: 'length',
      negated: false,
    });
  });

  it.each<[WordLanguage, string, string, string]>([
    ['en', "don't make it too long or too formal", 'not-long', 'not too formal'],
    ['en', "Don't make it too short or too casual", 'not-short', 'not too casual'],
    ['de', 'nicht zu lang oder zu förmlich', 'not-long', 'nicht zu förmlich'],
    ['it', 'non troppo lungo o troppo formale', 'not-long', 'non troppo formale'],
    ['es', 'que no sea muy largo ni muy formal', 'not-long', 'ni muy formal'],
    ['pt', 'não muito longo nem muito formal', 'not-long', 'nem muito formal'],
  ])('%s: one negation over length and tone: %s', (lang, request, kind, tone) => {
    const s = readSlots(request, lang);
    expect(s.length?.kind).toBe(kind);
    expect(s.tone).toBe(tone);
    expect(s.constraints).toEqual([]);
  });

  it('reads "no more than" after a negation as an upper bound', () => {
    expect(readSlots("I don't need more than 3 bullets", 'en').length).toMatchObject({
      kind: 'items',
      max: 3,
    });
  });
});

describe('tone: register words with their negation', () => {
  it.each<Case<string | null>>([
    ['en', 'Email to a client, not too formal', 'not too formal'],
    ['en', 'Write it casual but professional', 'casual but professional'],
    ['en', 'a friendly reminder about the unpaid invoice', 'friendly'],
    ['en', 'A cold outreach email that is persuasive but not salesy', 'persuasive but not salesy'],
    ['en', 'Ask for a refund without sounding desperate', 'without sounding desperate'],
    ['en', 'a warm, funny speech for my best friend', 'warm, funny'],
    ['en', 'Make it sound confident, not arrogant', 'confident'],
    ['en', 'Write in an upbeat tone', 'upbeat'],
    ['en', 'a kid-friendly recipe for pancakes', null],
    ['en', 'How do I fix a flat tire?', null],
    ['es', 'Un correo formal para el ayuntamiento', 'formal'],
    ['es', 'Pide una cita sin sonar desesperado', 'sin sonar desesperado'],
    ['es', 'con un tono cercano y divertido', 'cercano y divertido'],
    ['es', 'que no sea demasiado formal', 'que no sea demasiado formal'],
    ['fr', 'Écris une lettre pas trop familière', 'pas trop familière'],
    ['fr', 'Un message pas trop familier pour mon chef', 'pas trop familier'],
    ['fr', 'un ton chaleureux mais professionnel', 'chaleureux mais professionnel'],
    ['fr', 'Réponds poliment mais sans être sec', null],
    ['de', 'Eine Absage, höflich aber bestimmt', 'höflich aber bestimmt'],
    ['de', 'nicht zu förmlich bitte', 'nicht zu förmlich'],
    ['de', 'Bitte um Gehaltserhöhung, ohne verzweifelt zu klingen', 'ohne verzweifelt zu klingen'],
    ['de', 'in einem lockeren Ton', 'lockeren'],
    ['it', 'Una mail amichevole ma professionale', 'amichevole ma professionale'],
    ['it', 'non troppo formale, è per un collega', 'non troppo formale'],
    ['it', 'con un tono scherzoso', 'scherzoso'],
    ['pt', 'Um e-mail formal para o banco', 'formal'],
    ['pt', 'sem parecer desesperado', 'sem parecer desesperado'],
    ['pt', 'descontraído mas profissional', 'descontraído mas profissional'],
  ])('%s: %s', (lang, request, expected) => {
    expect(readSlots(request, lang).tone).toBe(expected);
  });
});

describe('audience: the reader in the user words, never an occasion', () => {
  it.each<Case<string | null>>([
    ['en', 'Write release notes for my team', 'my team'],
    ['en', 'Explain fractions for 10-year-olds', '10-year-olds'],
    ['en', 'Explain how email works to my grandma', 'my grandma'],
    ['en', 'A guide to budgeting for beginners', 'beginners'],
    ['en', 'Summarize this for a non-technical audience', 'a non-technical audience'],
    [
      'en',
      'Write a pitch deck outline for investors who have never heard of us',
      'investors who have never heard of us',
    ],
    ['en', 'Make a study plan for learning Japanese', null],
    ['en', 'A poem for my birthday', null],
    ['en', "Gift ideas for my mom's birthday", null],
    ['en', 'I work for a large bank; draft a policy memo', null],
    ['en', 'explain recursion to a 10 year old', 'a 10 year old'],
    ['en', 'Target audience: small business owners in Texas', 'small business owners in Texas'],
    ['en', 'newsletter aimed at high school teachers', 'high school teachers'],
    ['es', 'Prepara una actividad para mis alumnos de primaria', 'mis alumnos de primaria'],
    ['es', 'Un resumen para aprender inglés', null],
    ['es', 'Escribe una carta a mi jefe', 'mi jefe'],
    ['es', 'Explica la inflación para niños de 8 años', 'niños de 8 años'],
    ['fr', 'Un tutoriel Python pour des débutants', 'des débutants'],
    ['fr', 'Un mail pour mon anniversaire', null],
    ['fr', 'Explique la photosynthèse à des enfants de 10 ans', 'des enfants de 10 ans'],
    ['de', 'Eine Einführung in Git für Anfänger', 'Anfänger'],
    ['de', 'Schreib eine Mail an meinen Chef', 'meinen Chef'],
    ['de', 'ein Rätsel für Grundschulkinder', 'Grundschulkinder'],
    ['de', 'Ein Plan für 30 Sekunden', null],
    ['it', 'Una newsletter per i miei clienti', 'i miei clienti'],
    ['it', 'Spiega il Bitcoin ai miei nonni', 'miei nonni'],
    ['pt', 'Um curso de Excel para iniciantes', 'iniciantes'],
    ['pt', 'Uma mensagem para a minha equipe', 'a minha equipe'],
    ['pt', 'Dicas para aprender violão', null],
  ])('%s: %s', (lang, request, expected) => {
    expect(readSlots(request, lang).audience).toBe(expected);
  });
});

describe('format and output language', () => {
  it.each<Case<string | null>>([
    ['en', 'Pull the names and dates out as JSON', 'JSON'],
    ['en', 'Compare the three laptops in a table', 'table'],
    ['en', 'Give me 3 options for a slogan', '3 options'],
    ['en', 'Return only the code', 'only the code'],
    ['en', 'List the steps to reset a router', null],
    ['en', 'Write it as a numbered list', 'numbered list'],
    ['en', 'A table of contents for my thesis', null],
    ['en', 'No bullet points, just prose', null],
    ['es', 'Dame los datos en una tabla', 'tabla'],
    ['es', 'Quiero 5 opciones de nombre', '5 opciones'],
    ['fr', 'Présente-le sous forme de liste à puces', 'liste à puces'],
    ['de', 'Bitte als Tabelle mit drei Spalten', 'Tabelle'],
    ['de', 'Gib mir nur den Code', 'nur den Code'],
    ['it', 'Fammi un elenco puntato dei vantaggi', 'elenco puntato'],
    ['pt', 'Organize em uma tabela', 'tabela'],
  ])('format %s: %s', (lang, request, expected) => {
    expect(readSlots(request, lang).format).toBe(expected);
  });

  it.each<Case<string | null>>([
    ['en', 'Write the reply in Spanish', 'es'],
    ['en', 'Translate this paragraph into German', 'de'],
    ['en', 'Help me with my English class homework', null],
    ['en', 'translate this French recipe to English', 'en'],
    ['es', 'Tradúcelo al inglés', 'en'],
    ['es', 'Escribe el correo en inglés', 'en'],
    ['fr', "Réponds en anglais s'il te plaît", 'en'],
    ['de', 'Schreib die Antwort auf Englisch', 'en'],
    ['de', 'Übersetze das ins Französische', 'fr'],
    ['it', 'Scrivilo in italiano', 'it'],
    ['pt', 'Responda em português', 'pt'],
    ['pt', 'Traduza para o inglês', 'en'],
    ['en', 'write it in English', 'en'],
    ['es', 'responde en inglés', 'en'],
    ['fr', 'traduis en anglais', 'en'],
    ['it', 'Scrivi 5 post per Instagram, niente hashtag in inglese', null],
    ['it', 'Nomi per un cane facili da pronunciare anche in inglese', null],
    ['en', 'Write 5 Instagram posts, no hashtags in English', null],
    ['en', 'Cat names that are easy to pronounce in English too', null],
    ['en', "Don't write it in English", null],
    ['es', 'Escribe 5 posts para Instagram, sin hashtags en inglés', null],
    ['es', 'Nombres de perro fáciles de pronunciar también en inglés', null],
    ['fr', 'Écris 5 posts Instagram, pas de hashtags en anglais', null],
    ['fr', 'Des noms de chien faciles à prononcer aussi en anglais', null],
    ['de', 'Schreib 5 Instagram-Posts, keine Hashtags auf Englisch', null],
    ['de', 'Hundenamen, die man auch auf Englisch gut aussprechen kann', null],
    ['pt', 'Escreva 5 posts para o Instagram, sem hashtags em inglês', null],
    ['pt', 'Nomes de cachorro fáceis de pronunciar também em inglês', null],
    ['it', 'Scrivi la risposta in inglese, niente hashtag in tedesco', 'en'],
  ])('language %s: %s', (lang, request, expected) => {
    expect(readSlots(request, lang).outputLanguage).toBe(expected);
  });
});

describe('constraints: verbatim, with topic and negation', () => {
  const rule = (text: string, topic: string, negated: boolean): object => ({ text, topic, negated });

  it.each<[WordLanguage, string, object[]]>([
    [
      'en',
      'Write a bedtime story about a fox, no happy ending please',
      [rule('no happy ending please', 'ending', true)],
    ],
    [
      'en',
      'Analyse the three options. Do not recommend a policy.',
      [rule('Do not recommend a policy', 'recommendation', true)],
    ],
    ['en', 'Fix this function. Return only the code.', [rule('Return only the code', 'only-output', false)]],
    ['en', 'A caption for our new menu, no emojis', [rule('no emojis', 'format', true)]],
    ['en', 'Explain inflation, avoid jargon', [rule('avoid jargon', 'tone', true)]],
    ['en', "Draft the launch email but don't mention price", [rule("don't mention price", 'content', true)]],
    ['en', 'A limerick about my cat. It must rhyme.', [rule('It must rhyme', 'other', false)]],
    ['en', 'Proofread my essay and use British spelling', [rule('use British spelling', 'language', false)]],
    ['en', 'A story about a dragon without a happy ending', [rule('without a happy ending', 'ending', true)]],
    ['en', 'Keep it under 100 words and no hashtags', [rule('no hashtags', 'format', true)]],
    ['en', 'Write a poem that must mention the sea', [rule('must mention the sea', 'content', false)]],
    ['en', 'Email my landlord about the leak, not too formal', []],
    ['es', 'Un cuento sin final feliz', [rule('sin final feliz', 'ending', true)]],
    ['es', 'Escribe el anuncio, no menciones el precio', [rule('no menciones el precio', 'content', true)]],
    [
      'es',
      'Corrige el script. Solo el código, sin explicaciones.',
      [rule('Solo el código', 'only-output', false), rule('sin explicaciones', 'only-output', true)],
    ],
    ['fr', "Une histoire d'amour sans fin heureuse", [rule('sans fin heureuse', 'ending', true)]],
    ['fr', "Pas de jargon, c'est pour ma mère", [rule('Pas de jargon', 'tone', true)]],
    ['de', 'Eine Geschichte ohne Happy End', [rule('ohne Happy End', 'ending', true)]],
    ['de', 'Erklär es, aber keine Fachbegriffe', [rule('keine Fachbegriffe', 'tone', true)]],
    ['it', 'Una storia senza lieto fine', [rule('senza lieto fine', 'ending', true)]],
    [
      'it',
      'Non consigliare nessuna politica',
      [rule('Non consigliare nessuna politica', 'recommendation', true)],
    ],
    ['pt', 'Um post sem emojis', [rule('sem emojis', 'format', true)]],
    ['pt', 'Não mencione o preço', [rule('Não mencione o preço', 'content', true)]],
  ])('%s: %s', (lang, request, expected) => {
    expect(readSlots(request, lang).constraints).toEqual(expected);
  });
});

describe('whole requests', () => {
  it('reads every slot of a busy English request', () => {
    expect(
      readSlots(
        'Write a cold email for our SaaS to HR managers, friendly but not pushy, under 120 words, in Spanish, no emojis',
        'en',
      ),
    ).toEqual({
      audience: 'HR managers',
      tone: 'friendly but not pushy',
      length: { kind: 'words', max: 120, text: 'under 120 words' },
      format: null,
      outputLanguage: 'es',
      constraints: [{ text: 'no emojis', topic: 'format', negated: true }],
    });
  });

  it('returns nulls and no constraints for a bare request', () => {
    expect(readSlots('recipes', 'en')).toEqual({
      audience: null,
      tone: null,
      length: null,
      format: null,
      outputLanguage: null,
      constraints: [],
    });
  });
});
