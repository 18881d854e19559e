import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * A question or a line never asks for, or contradicts, what the prompt already states: a
 * relation or a name is the reader, a count of people fills "how many?", a date and a place fill
 * an event's facts, an official request's reader is the body named, a length said in words is a
 * length, a schema in the text gives the tables, and a refused persona leaves no role line.
 * Look-alikes where the fact is really missing still ask.
 */

const ids = (rough: string): string[] => optimize(rough, 'gpt').questions.map((q) => q.id);
const prompt = (rough: string): string => optimize(rough, 'claude').prompt;

describe('a count of people fills servings and guests', () => {
  for (const rough of [
    'idee per una cena, siamo in 6 e uno è vegetariano',
    'dinner ideas, there are 6 of us',
    'dinner ideas for 8 people, one is vegan',
    'wir sind zu sechst, was kochen wir heute abend?',
    'somos 5 e um é vegetariano, ideias para o jantar',
    'plan a dinner party, we will be 12',
  ]) {
    it(`does not ask how many: ${rough}`, () => {
      const asked = ids(rough);
      expect(asked).not.toContain('servings');
      expect(asked).not.toContain('guests');
    });
  }
  it('still asks when no count is given', () => {
    expect(ids('idee per una cena')).toContain('servings');
    expect(ids('dinner ideas')).toContain('servings');
    // Six ideas are no six people.
    expect(ids('give me 6 ideas for dinner')).toContain('servings');
  });
});

describe('a relation or a name is the reader', () => {
  for (const rough of [
    'text my sister that I can’t make it on Sunday',
    'email my landlord that the boiler is broken again',
    'write my mom a card for mother’s day',
    'écris un mot court pour remercier la voisine',
    'Schreib meiner Schwester, dass ich später komme',
    'scrivi due righe a mia sorella per il suo compleanno, senza esagerare',
    'text to say sorry i missed my sisters recital, not over the top',
  ]) {
    it(`does not ask who it is for: ${rough}`, () => {
      expect(ids(rough)).not.toContain('audience');
      expect(ids(rough)).not.toContain('open-reader');
    });
  }
  it('still asks when no reader is named', () => {
    expect(ids('write an email about the new parking rules')).toContain('audience');
    // A character in a story who asks his dad is no reader.
    expect(ids('write a story where a boy has to ask his dad for money')).toContain('audience');
  });
  it('reads the user as the reader of an answer about their own situation', () => {
    expect(
      ids(
        'i got a letter from my landlord about a deposit deduction, not a lawyer obviously so dont pretend to be one, just tell me what my options are',
      ),
    ).not.toContain('audience');
  });
  it('reads the reader after "can u"', () => {
    expect(ids('hey can u email my landlord that the boiler is broken again')).not.toContain('audience');
  });
});

describe('a date, a time and a place fill the event facts', () => {
  for (const rough of [
    'Einladung zum Sommerfest schreiben: Samstag 14.6, ab 17 Uhr, im Innenhof',
    'write an invitation for my bbq on Saturday June 14 at 5pm in our backyard',
    'scrivi un invito per la festa di compleanno di Luca, sabato 12 alle 16 nel cortile della scuola',
    'Einladung zur Einweihungsparty schreiben: Freitag 3.10. ab 19 Uhr bei uns in der Lindenstraße 4',
  ]) {
    it(`does not ask when and where: ${rough}`, () => {
      expect(ids(rough)).not.toContain('event-when-where');
    });
  }
  it('still asks when neither is given', () => {
    expect(ids('write an invitation for our summer party')).toContain('event-when-where');
  });
});

describe('a length said in words is a length', () => {
  for (const rough of [
    'écris un petit mot pour ma belle-mère pour la remercier',
    'scrivi un biglietto per mia nonna',
    'write a thank you email to my team, not over the top',
    'write a message to my neighbour about the noise, keep it short',
  ]) {
    it(`does not offer lengths: ${rough}`, () => {
      const out = optimize(rough, 'gpt');
      expect(out.questions.map((q) => q.id)).not.toContain('length');
      expect(out.questions.flatMap((q) => q.options)).not.toContain('Long and detailed');
    });
  }
  it('still asks for a text with no length', () => {
    expect(ids('écris un mot pour ma belle-mère pour la remercier')).toContain('length');
    expect(ids('write a story for my 6 year old about a dragon')).toContain('length');
    expect(ids('write a short story about a dragon')).not.toContain('length');
  });
});

describe('an official request is read by the body it names', () => {
  it('does not ask who will read a FOI request', () => {
    const asked = ids(
      'write a freedom of information request to the city council asking for the road repair budget',
    );
    expect(asked).not.toContain('audience');
    expect(asked).not.toContain('open-reader');
  });
});

describe('a schema in the text gives the tables', () => {
  for (const rough of [
    'Use SQLite. CREATE TABLE orders (id INTEGER PRIMARY KEY, customer TEXT, total REAL); query for total sales per customer last month',
    'write a query for the top 5 customers by revenue, the orders table has columns id, customer_id, amount, created_at',
    'Consulta SQL: tabla pedidos con columnas id, cliente, total. Total por cliente',
    'Requête SQL sur la table commandes (id, client, montant) : total par client',
  ]) {
    it(`neither asks for the schema nor says it is missing: ${rough}`, () => {
      const out = prompt(rough);
      expect(out).not.toMatch(
        /PASTE YOUR SCHEMA|PEGA TU ESQUEMA|COLLEZ|not given|No se dan|ne sont pas donnés/u,
      );
    });
  }
  it('keeps the stated database and asks no dialect', () => {
    const rough = 'Use SQLite. CREATE TABLE orders (id INTEGER, total REAL); total per day';
    expect(prompt(rough)).toContain('SQLite');
    expect(ids(rough)).not.toContain('sql-dialect');
  });
  it('still asks for the tables when none are given', () => {
    expect(prompt('write a query for the top 5 customers by revenue')).toMatch(
      /PASTE YOUR SCHEMA|not given/u,
    );
  });
});

describe('a refused persona leaves no role line', () => {
  for (const [rough, role] of [
    [
      'i got a letter from my landlord about a deposit deduction, not a lawyer obviously so dont pretend to be one, just tell me what my options are',
      /You are an experienced lawyer/u,
    ],
    ['stop acting like a coach, just tell me how many rest days a week is normal', /You are/u],
    ['you’re not my therapist but how do I handle a coworker who takes credit for my work', /You are/u],
    ['tu n’es pas mon psy, mais comment gérer un collègue qui me coupe la parole ?', /Tu es|Vous êtes/u],
    ['non fingere di essere un medico: quanto dura di solito un raffreddore?', /Sei un/u],
    ['du bist nicht mein Anwalt, aber darf mein Vermieter die Kaution einfach behalten?', /Du bist ein/u],
  ] as const) {
    it(`writes no role: ${rough}`, () => {
      for (const target of ['gpt', 'claude', 'gemini'] as const)
        expect(optimize(rough, target).prompt).not.toMatch(role);
      // The user's words stay.
      expect(prompt(rough).length).toBeGreaterThan(0);
    });
  }
  it('keeps the role when the refusal is about someone else', () => {
    expect(prompt('how do I tell my son to stop acting like a baby')).toMatch(/You are/u);
    expect(prompt('my landlord says I owe him for the carpet, can he keep my deposit?')).toMatch(/You are/u);
  });
});
