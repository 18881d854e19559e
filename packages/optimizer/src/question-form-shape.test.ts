import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

/**
 * Short advice and knowledge questions get the answer shape their FORM asks for, whatever the
 * subject: a verdict for "is it worth / should I", a yes or no for a plain yes/no question, a
 * range with its unit for "how much / how long", a ranked shortlist and one pick for "which /
 * best X for Y", a cost comparison (not one pick) for "cheapest way to", the differences that
 * matter for "difference between". A date, budget or adult age the user states gets one line
 * pointing at it. Requests dressed as questions ("can you…", "can I get a recipe…") get none.
 */
const ALL: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const out = (prompt: string, target: AssistantKey = 'gpt') => optimize(prompt, target).prompt;

const VERDICT =
  'Give a clear verdict first, then the two or three factors that decide it and when the answer would flip.';
const YES_NO = 'Start with a plain yes or no, then the key reason and when the answer would be different.';
const RANGE = 'Give a number or a range first, with its unit or currency, then what drives it up or down.';
const SHORTLIST =
  'Give a short ranked shortlist (three at most) with why each fits, then the one you would pick.';
const COST = 'Compare the main options on their total cost, fees and hidden charges included, cheapest first';
const RATE = 'Count the exchange-rate margin as well as the fees, for a typical amount.';
const DATE =
  'Take my date into account: say whether that leaves enough time, and what to do first if it is tight.';
const BUDGET = 'Keep to my budget: suggest only options within it.';
const AGE = 'Take my age into account where it changes the answer.';
const GENERIC = 'Answer directly, then give the key reasons';
const ONE_PICK = 'Recommend one option';

describe('the answer shape follows the question form (English)', () => {
  it.each([
    ['is it worth getting a heat pump in an old victorian house in leeds?', VERDICT],
    ['is a masters degree worth it', VERDICT],
    ['is the new iphone worth the money', VERDICT],
    ['is it worth it to buy a used tesla', VERDICT],
    ['should i buy or lease a car', VERDICT],
    ['does vinegar kill mold', YES_NO],
    ['can dogs eat grapes', YES_NO],
    ['will the bank of england cut rates this year', YES_NO],
    ['how much does a wedding in tuscany cost', RANGE],
    ['which credit card should i get for travelling abroad', SHORTLIST],
    ['best budget phone for my mum', SHORTLIST],
    ['which laptop is best for video editing', SHORTLIST],
    ['cheapest way to heat a large room', COST],
    ['what is the cheapest way to get from london to paris', COST],
    ["what's the difference between a roth and a traditional 401k account", 'difference'],
  ])('%s', (prompt, line) => {
    const text = out(prompt);
    expect(text).toContain(line);
    expect(text).not.toContain(GENERIC);
    expect(text).not.toContain('Give concrete options with their trade-offs.');
  });

  it('"cheapest way" compares costs for every assistant, never one pick', () => {
    for (const target of ALL) {
      const text = out('cheapest way to send money to india', target);
      expect(text, target).toContain(COST);
      expect(text, target).toContain(RATE);
      expect(text, target).not.toContain(ONE_PICK);
    }
  });

  it('the exchange-rate line only comes with a money transfer', () => {
    expect(out('cheapest way to heat a large room')).not.toContain(RATE);
  });
});

describe('grammar seams where user words meet ours', () => {
  it.each([
    [
      'what is the cheapest way send money from uk to poland',
      'What is the cheapest way to send money from UK to Poland?',
    ],
    ['cheapest way send money to poland', 'What is the cheapest way to send money to Poland?'],
    ['best budget phone for my mum', 'What is the best budget phone for my mum?'],
    [
      'difference between baking soda and baking powder',
      'What is the difference between baking soda and baking powder?',
    ],
  ])('%s', (prompt, question) => {
    for (const target of ALL) {
      const text = out(prompt, target);
      expect(text, target).toContain(question);
      expect(text, target).not.toMatch(/Create a best|Compare difference|way send/);
    }
  });
});

describe('a date, budget or age the user states is pointed at', () => {
  it.each([
    ['how much is a new passport? i leave in march', DATE],
    ['how long does it take to get a uk passport, i travel in april', DATE],
    ['how long does a new boiler take to install, we move in next week', DATE],
    ['how do i apply for a schengen visa, my trip is in 3 weeks', DATE],
    ["what's a good laptop for a student under £600", BUDGET],
    ['what are the best running shoes for flat feet under 100', BUDGET],
    ['is it worth learning latin at 40', AGE],
    ['should i start a pension at 55?', AGE],
  ])('%s', (prompt, line) => {
    for (const target of ALL) expect(out(prompt, target), target).toContain(line);
  });

  it('the told date stays the user’s words, said and not asked, after the question', () => {
    const text = out('Quanto costa rinnovare il passaporto? devo partire a marzo', 'gpt');
    expect(text).toContain('Quanto costa rinnovare il passaporto?');
    expect(text).toContain('Devo partire a marzo.');
    expect(text).not.toContain('marzo?');
    expect(text).toContain('Tieni conto della mia data');
    const es = out('¿Cuánto cuesta renovar el pasaporte? me voy en abril', 'gpt');
    expect(es).toContain('Me voy en abril.');
    expect(es).not.toContain('- Me voy en abril.');
  });

  it('a date joined to an ask by a comma stays asked, its "?" intact', () => {
    const text = out('Combien coûte un passeport ? Je pars en mars, tu peux me dire ?', 'gpt');
    expect(text).toContain('Je pars en mars, tu peux me dire ?');
    expect(text).not.toMatch(/dire \./);
  });

  it.each([
    // A time limit is no money budget; a price in a verdict is no shopping budget.
    ['best workout under 30 minutes for beginners', BUDGET],
    ['should i get a mortgage broker, budget is 300k', BUDGET],
    // A month that is nobody's deadline.
    ['how much does a wedding in march cost', DATE],
    ['why is it so cold in march', DATE],
    // A number that is no age.
    ['should i move to portugal at 30 degrees heat', AGE],
  ])('%s gets no %s line', (prompt, line) => {
    expect(out(prompt)).not.toContain(line);
  });
});

describe('the other languages', () => {
  it.each([
    ['Lohnt sich eine Wärmepumpe im Altbau?', 'klares Urteil'],
    ['Kann man Reis zweimal aufwärmen?', 'klaren Ja oder Nein'],
    ['Welcher Laptop ist am besten für Studenten unter 800 Euro?', 'gereihte Auswahl'],
    ['Welcher Laptop ist am besten für Studenten unter 800 Euro?', 'Bleib in meinem Budget'],
    ['Wie viel kostet ein neuer Reisepass? Ich fliege im Juli', 'Berücksichtige meinen Termin'],
    ['Was ist der günstigste Weg, Geld nach Polen zu schicken?', 'Gesamtkosten'],
    ['Est-ce que le vinaigre tue les moisissures ?', 'oui ou un non clair'],
    ["Ça vaut le coup d'acheter une voiture électrique ?", 'verdict clair'],
    ['Quel ordinateur choisir pour le montage vidéo ?', 'courte liste classée'],
    ["Quel est le moyen le moins cher d'envoyer de l'argent au Maroc ?", 'taux de change'],
    ['Combien coûte un passeport ? Je pars en mars', 'Tenez compte de ma date'],
    ['¿Vale la pena estudiar un máster en España?', 'veredicto claro'],
    ['¿Cuál es la forma más barata de enviar dinero a Colombia?', 'coste total'],
    ['Qual è il modo più economico per andare da Roma a Milano?', 'costo totale'],
    ['Vale a pena comprar um carro elétrico?', 'veredito claro'],
    ['Quanto custa tirar o passaporte? viajo em maio', 'Leve em conta a minha data'],
    ['Qual é a forma mais barata de enviar dinheiro para Portugal?', 'margem do câmbio'],
  ])('%s', (prompt, words) => {
    for (const target of ALL) expect(out(prompt, target), target).toContain(words);
  });
});

describe('look-alikes keep their own shape', () => {
  it.each([
    // Requests dressed as questions.
    'can you help me write a cover letter',
    'can i get a recipe for banana bread',
    'are there any good books about stoicism',
    'has anyone tried intermittent fasting',
    'is there a way to recover deleted whatsapp messages',
    'do a summary of this article for me',
    'Kann ich bitte ein Rezept für Pfannkuchen haben?',
    "Est-ce qu'il existe une appli pour apprendre le japonais ?",
    // A choice between two, asked with "difference": the choice's own lines stay.
    'difference between a roth ira and a traditional ira, which is better for me at 25?',
  ])('%s gets no yes/no, verdict or difference line', (prompt) => {
    const text = out(prompt);
    for (const line of [YES_NO, VERDICT, 'Set out the differences that matter in practice'])
      expect(text).not.toContain(line);
  });

  it('a long brief is no thin question', () => {
    const text = out(
      'should i repaint the fence this weekend or wait until spring when the weather is warmer and drier',
    );
    expect(text).not.toContain(VERDICT);
  });
});
