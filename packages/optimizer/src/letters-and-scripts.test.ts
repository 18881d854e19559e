import { describe, expect, it } from 'vitest';
import { optimize } from './index';

// Judges marked letters down for the email role ("keep it easy to scan") and spoken scripts for
// the generic writer plan with "Who is it for? How long?". A letter wants the references first,
// the facts in order, the request (and a reply date for a complaint) and a formal close; a script
// wants lines in the user's voice and answers to the other person's likely replies.

const EMAIL_LINE =
  /easy to scan|facile à parcourir|de un vistazo|leicht überfliegbar|facile da scorrere|leitura rápida/;
const GENERIC_ASKS =
  /^(?:Who is it for\?|How long should it be\?|À qui est-ce destiné|Quelle longueur|Wie lang soll es sein|¿Qué extensión|Per chi è|Qual deve ser o tamanho)/;

const run = (request: string) => {
  const r = optimize(request, 'claude');
  return { prompt: r.prompt, questions: r.questions.map((q) => q.question) };
};

describe('a formal letter gets the letter role and lines, in each language and register', () => {
  it.each([
    [
      'Please write a letter to my letting agent, the mould in the bedroom was reported on 14 January (ref LA-2231) and nobody came',
      /formal letters/,
      /reference numbers and dates I gave/,
      /date by which I expect a written reply/,
    ],
    [
      'write a resignation letter to my employer, my last day will be 28 February',
      /formal letters/,
      /what date it applies/,
      /marked slot only for my address/,
    ],
    [
      'formal letter to my son’s school asking for two days off in term time',
      /formal letters/,
      /who I am and what the letter is about/,
      // No names, dates or amounts given: nothing "I gave" to keep as it is.
      /reasons and facts in order, briefly and plainly/,
    ],
    [
      'escríbeme una carta de reclamación al ayuntamiento por la multa 77-1203 del 9 de abril',
      /cartas formales/,
      /números de referencia/,
      /fecha límite/,
    ],
    [
      'rédigez une lettre de contestation à ma banque pour les frais prélevés le 5 juin',
      /Vous êtes un rédacteur expérimenté de lettres formelles/,
      /Formulez précisément ma demande/,
      /formule de politesse/,
    ],
    [
      'tu peux m’écrire une lettre de résiliation pour ma box internet, contrat 55102 ?',
      /Tu es un rédacteur expérimenté de lettres formelles/,
      /que je t’ai donnés/,
      /Dis clairement/,
    ],
    [
      'schreib einen Einspruch gegen den Steuerbescheid vom 2. August an das Finanzamt',
      /Du bist ein erfahrener Verfasser förmlicher Briefe/,
      /setze eine Frist/,
      /Grußformel/,
    ],
    [
      'Können Sie mir einen Kündigungsbrief für meine Hausratversicherung schreiben? Vertragsnummer 4410-88',
      /Sie sind ein erfahrener Verfasser förmlicher Briefe/,
      /Nennen Sie die Nummern/,
      /lassen Sie nur für meine Anschrift/,
    ],
    [
      'scrivi una lettera di reclamo alla mia assicurazione per il sinistro n. 30912 del 3 marzo',
      /lettere formali/,
      /numeri di riferimento/,
      /una data entro cui/,
    ],
    [
      'escreva uma carta de demissão para o meu empregador, último dia 30 de junho',
      /cartas formais/,
      /a partir de que data vale/,
      /fecho de uma carta formal/,
    ],
  ])('%s', (request, role, lineA, lineB) => {
    const { prompt } = run(request);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(lineA);
    expect(prompt).toMatch(lineB);
    expect(prompt).not.toMatch(EMAIL_LINE);
  });

  it('asks for the facts only when the user gave none, never who it is for or how long', () => {
    const thin = run('write a formal letter to the council asking for a parking permit');
    expect(thin.questions).toEqual(['Which facts must it state? (names, dates, reference numbers)']);
    const told = run('write a letter to my insurer cancelling policy HX-20931 from 1 May');
    expect(told.questions).toEqual([]);
  });
});

describe('a formal German or French request gets the formal register', () => {
  it.each([
    'Sehr geehrte Damen und Herren, ich brauche einen Brief an meine Krankenkasse wegen der Ablehnung vom 11. März',
    'Sehr geehrte Damen und Herren, ich benötige einen Brief an die Hausverwaltung wegen der defekten Klingel',
  ])('%s → Sie', (request) => {
    const { prompt } = run(request);
    expect(prompt).toMatch(/Sie sind/);
    expect(prompt).not.toMatch(/Du bist|(?<![\p{L}])(?:du|dir|dich)(?![\p{L}])/u);
  });

  it('a pasted letter that opens with „Sehr geehrte…" does not make a du request formal', () => {
    const { prompt } = run(
      'schreib eine kurze Antwort auf diese Mail:\n\nSehr geehrter Herr Kühn,\nwir bitten um Rückmeldung zu Ihrem Antrag bis Freitag.\nMit freundlichen Grüßen\nStadtwerke',
    );
    expect(prompt).not.toMatch(/Sie sind/);
  });

  it('vous stays vous in a polite French letter request', () => {
    const { prompt } = run(
      'Madame, Monsieur, pourriez-vous rédiger une lettre de réclamation à mon fournisseur d’énergie ?',
    );
    expect(prompt).toMatch(/Vous êtes/);
    expect(prompt).not.toMatch(/Tu es/);
  });
});

describe('a spoken script gets lines to say and replies to answer', () => {
  it.each([
    [
      'write a script to ask my manager for a raise',
      /lines for me to say/,
      ['How much of a raise will you ask for?'],
    ],
    [
      'script for a cold call to a dental clinic to book a demo of our booking app',
      /replies the other person is likely to give/,
      [],
    ],
    ['what to say when I call the bank to dispute a charge', /lines for me to say/, []],
    [
      'escribe un guion para pedirle un aumento a mi jefe',
      /respuestas que probablemente dará la otra persona/,
      ['¿Cuánto aumento vas a pedir?'],
    ],
    [
      'que dire quand j’appelle mon opérateur pour négocier mon forfait mobile',
      /Écrivez les phrases que je dirai/,
      [],
    ],
    [
      'Skript für ein Verkaufsgespräch am Telefon mit einem Autohaus',
      /Schreib die Sätze, die ich sagen werde/,
      [],
    ],
    ['scrivi un copione per chiedere un aumento di 200 euro al mio capo', /Scrivi le frasi che dirò/, []],
  ])('%s', (request, line, questions) => {
    const r = run(request);
    expect(r.prompt).toMatch(line);
    expect(r.questions).toEqual(questions);
    for (const q of r.questions) expect(q).not.toMatch(GENERIC_ASKS);
  });
});

describe('look-alikes keep their own form', () => {
  it('an email request keeps the email lines', () => {
    const { prompt } = run('write an email to my landlord asking when the plumber will come');
    expect(prompt).toMatch(/clear, effective emails/);
    expect(prompt).toMatch(EMAIL_LINE);
  });
  it('a German email keeps the email lines', () => {
    const { prompt } = run('schreib eine E-Mail an meine Kollegin wegen der Übergabe am Montag');
    expect(prompt).toMatch(/E-Mails/);
    expect(prompt).toMatch(EMAIL_LINE);
  });
  it('a text message keeps the message lines', () => {
    const { prompt } = run('text to my landlord saying the rent will be two days late');
    expect(prompt).toMatch(/short, natural messages/);
    expect(prompt).not.toMatch(/formal letters/);
  });
  it.each([
    'write a bash script that renames my holiday photos by date',
    'python script to email a csv report to my boss every monday',
  ])('a programming script stays code: %s', (request) => {
    const { prompt } = run(request);
    expect(prompt).toMatch(/software engineer|code/i);
    expect(prompt).not.toMatch(/lines for me to say/);
  });
  it('a love letter is not a formal letter', () => {
    const { prompt } = run('write a love letter to my wife for our tenth anniversary');
    expect(prompt).not.toMatch(/formal letters|reply/);
  });
});
