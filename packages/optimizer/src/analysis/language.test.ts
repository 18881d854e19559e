import { describe, expect, it } from 'vitest';
import { detectLanguage, otherLanguage, wordLanguage } from './language';
import { optimize } from '../index';

const requests: ReadonlyArray<readonly [string, string]> = [
  // English, including casual and very short
  ['write a poem about my cat', 'en'],
  ['gimme 5 names for my cat', 'en'],
  ['can u fix this pls', 'en'],
  ['explain quantum computing', 'en'],
  ['plan my week', 'en'],
  ['recipes', 'en'],
  ["what's the best way to learn guitar", 'en'],
  ['summarize the email below for my boss', 'en'],
  // Spanish
  ['hazme un poema', 'es'],
  ['necesito un correo para mi jefe', 'es'],
  ['Mejora mi resumen de LinkedIn', 'es'],
  ['resume esto', 'es'],
  ['no demasiado largo', 'es'],
  ['escribeme un mail para mi casero, porfa', 'es'],
  ['¿Cuál es la capital de Australia?', 'es'],
  ['dame ideas para una fiesta', 'es'],
  // French
  ['ecris un mail a mon patron', 'fr'],
  ['améliore mon résumé linkedin', 'fr'],
  ['la recette des crêpes', 'fr'],
  ["j'ai besoin d'une lettre de motivation", 'fr'],
  ['je veux un discours pour le mariage', 'fr'],
  ['explique moi la photosynthese stp', 'fr'],
  ["qu'est-ce que l'inflation", 'fr'],
  // German
  ['schreib mir eine mail an meinen chef', 'de'],
  ['ich brauche einen Trainingsplan', 'de'],
  ['Zusammenfassung der Besprechung', 'de'],
  ['Erklärung der Relativitätstheorie', 'de'],
  ['erklaere mir blockchain bitte', 'de'],
  ['wie viel kostet ein Flug nach Rom', 'de'],
  ['Verbesserung meiner Bewerbung', 'de'],
  // Italian
  ['scrivi una mail al mio capo', 'it'],
  ['mi serve un piano', 'it'],
  ['per favore riassumi questo', 'it'],
  ['spiegami la relativita', 'it'],
  ['che cosa sono gli NFT', 'it'],
  ['dammi delle idee per una festa', 'it'],
  ['scrivimi una poesia', 'it'],
  // Portuguese
  ['escreve um email pro meu chefe', 'pt'],
  ['preciso de uma dieta', 'pt'],
  ['nao sei o que fazer', 'pt'],
  ['você pode me ajudar com isso', 'pt'],
  ['me explica o que é inflação', 'pt'],
  ['quero uma rotina de treino', 'pt'],
  ['faz um resumo desse texto', 'pt'],
  // Short questions that share most words with Spanish, and chat spellings
  ['Me ajuda a escrever uma mensagem pra minha chefe?', 'pt'],
  ['melhora esse email pra mim', 'pt'],
  ['pq vc nn me responde?', 'pt'],
  ['obg, ficou otimo', 'pt'],
  ['Mi aiuti a scriverle un messaggio su whatsapp?', 'it'],
  ['mi dai una mano?', 'it'],
  ['nn capisco xq nn funziona', 'it'],
  ['me ayudas?', 'es'],
  ['q onda, me ayudas?', 'es'],
  ["jsp quoi offrir à ma mère, t'as des idées ?", 'fr'],
  ['hilfst du mir?', 'de'],
  ['can u help me write a msg to my boss', 'en'],
];

// Short everyday questions and accentless noun requests: few words, most of them shared between
// Spanish, Portuguese and Italian, or spelled without the umlauts that mark German.
const shortQuestions: ReadonlyArray<readonly [string, string]> = [
  ['Ab wann darf ein Kind Kaffee trinken?', 'de'],
  ['Was kostet ein Reisepass?', 'de'],
  ['Kann man Reis aufwärmen?', 'de'],
  ['Seit wann gibt es das Deutschlandticket?', 'de'],
  ['Como funciona o Pix entre bancos', 'pt'],
  ['Como funciona o FGTS', 'pt'],
  ['Vale a pena comprar carro elétrico?', 'pt'],
  ['Posso congelar pão?', 'pt'],
  ['Qual a diferença entre CDB e LCI', 'pt'],
  ['Traduza o texto abaixo para o inglês, por favor', 'pt'],
  ['Vocês entregam no sábado?', 'pt'],
  ['que significa ghosting', 'es'],
  ['email disculpas retraso pedido', 'es'],
  ['puedo congelar pan', 'es'],
  ['mensaje felicitar jefa ascenso', 'es'],
  ['ideas regalo madre', 'es'],
  ['Traduce este texto al portugués', 'es'],
  ['haz lo que puedas con este texto', 'es'],
  ['Come funziona la dichiarazione dei redditi?', 'it'],
  ['È vero che il caffè fa male?', 'it'],
  ['c quoi un ETF', 'fr'],
  ['message bonne nuit copine', 'fr'],
  // English requests that hold a word another language also spells
  ['what kind of dog should I get', 'en'],
  ['man vs machine essay outline', 'en'],
  ['write a c function to reverse a string', 'en'],
  ['is it worth buying an electric car', 'en'],
  ['translate "obrigado pela ajuda" to English', 'en'],
];

describe('detectLanguage', () => {
  it.each(shortQuestions)('reads the short request %s as %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('reads the request around a quoted phrase, not the phrase', () => {
    expect(detectLanguage('Traduis "good morning everyone" en espagnol')).toBe('fr');
    expect(detectLanguage('Übersetze „buenos días a todos“ bitte ins Englische')).toBe('de');
  });

  it.each(requests)('%s -> %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('reads an English request that names a foreign place as English', () => {
    expect(detectLanguage('Write a LinkedIn post about our new office in Madrid')).toBe('en');
  });

  it('reads a one-word request by the everyday noun it is', () => {
    expect(detectLanguage('poema')).toBe('es');
    expect(detectLanguage('Recetas')).toBe('es');
    expect(detectLanguage('poème')).toBe('fr');
    expect(detectLanguage('recettes')).toBe('fr');
    expect(detectLanguage('Gedicht')).toBe('de');
    expect(detectLanguage('Rezepte')).toBe('de');
    expect(detectLanguage('ricette')).toBe('it');
    expect(detectLanguage('receitas')).toBe('pt');
    expect(detectLanguage('poem')).toBe('en');
    expect(detectLanguage('recipes')).toBe('en');
  });

  it('returns English for empty or symbol-only text', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('??? 123')).toBe('en');
  });

  it('decides on the first words of a very long text', () => {
    const long = `${'escribe un correo para mi jefe sobre el proyecto. '.repeat(50)}${'the and of to '.repeat(400)}`;
    expect(detectLanguage(long)).toBe('es');
  });
});

describe('wordLanguage', () => {
  it('keeps the six known languages and reads any other as English', () => {
    expect(wordLanguage('pt')).toBe('pt');
    expect(wordLanguage('de')).toBe('de');
    expect(wordLanguage('pt-BR')).toBe('pt');
    expect(wordLanguage('nl')).toBe('en');
    expect(wordLanguage('ja')).toBe('en');
  });
});

describe('otherLanguage', () => {
  it('names a language we have no words for, by script or by its function words', () => {
    expect(otherLanguage('Напиши короткое письмо начальнику: завтра я работаю из дома.')).toBe('ru');
    expect(otherLanguage('この文章を短くしてください。Thanks!')).toBe('ja');
    expect(
      otherLanguage('Kun je deze e-mail korter maken? Het moet wel beleefd blijven en niet te lang.'),
    ).toBe('nl');
    expect(
      otherLanguage(
        'Skriv om det här mejlet så att det blir kortare och mer vänligt, och det ska vara på svenska.',
      ),
    ).toBe('sv');
  });

  it('leaves an English request with emoji, digits and a dash to our own rules', () => {
    expect(
      otherLanguage(
        'Rewrite this intro so it sounds less stiff — it is for our Q3 newsletter 🚀 (2 paragraphs max)',
      ),
    ).toBeNull();
  });

  it('knows Polish by its prepositions, so "w" is never read as the chat form of "with"', () => {
    const rough = 'Napisz maila do szkoły. Syn był chory od poniedziałku, wraca w czwartek po lekarzu.';
    expect(otherLanguage(rough)).toBe('pl');
    const result = optimize(rough, 'gpt');
    expect(result.prompt).toContain('wraca w czwartek');
    expect(result.prompt).not.toMatch(/\bwith\b/u);
    // English with a stray "w" and "po" stays ours.
    expect(otherLanguage('coffee w oat milk and a po number for the invoice, pls')).toBeNull();
  });

  it('counts Latin-script symbols that are not letters (Roman numerals) as Latin', () => {
    // 4 Latin-script numerals against 6 Cyrillic letters: not "mostly another script".
    expect(otherLanguage('Ⅰ Ⅱ Ⅲ Ⅳ привет')).toBeNull();
    expect(otherLanguage('привет привет')).toBe('ru');
  });
});
