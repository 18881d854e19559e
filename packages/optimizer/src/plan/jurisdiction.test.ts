import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';

const ids = (rough: string) => optimize(rough, 'gpt').questions.map((q) => q.id);

describe('rules that depend on the country', () => {
  it.each([
    ['how much tax do I pay on my christmas bonus', 'en', 'United States'],
    ['can my landlord raise the rent twice in one year?', 'en', 'United Kingdom'],
    ['do I need a visa to work remotely for a few months?', 'en', 'Canada'],
    ['Wie viel Steuern zahle ich auf meine Prämie?', 'de', 'Deutschland'],
    ['Darf mein Vermieter die Kaution einfach behalten?', 'de', 'Österreich'],
    ['Combien d’impôts je vais payer sur ma prime ?', 'fr', 'France'],
    ['Mon propriétaire peut-il garder le dépôt de garantie ?', 'fr', 'Belgique'],
    ['¿Puede mi casero subir el alquiler a mitad de contrato?', 'es', 'España'],
    ['¿Cuánto paro me corresponde si me despiden?', 'es', 'México'],
    ['Quanto pago di tasse sul bonus ristrutturazione?', 'it', 'Italia'],
    ['Il padrone di casa può tenersi la caparra?', 'it', 'Italia'],
    ['Meu chefe pode me demitir durante as férias?', 'pt', 'Brasil'],
    ['Quanto imposto pago sobre o décimo terceiro?', 'pt', 'Portugal'],
  ])('asks which country first: %s', (rough, language, option) => {
    const result = optimize(rough, 'gpt');
    expect(result.analysis.language).toBe(language);
    const [first] = result.questions;
    expect(first?.id).toBe('country');
    expect(first?.options).toContain(option);
    expect(result.questions.length).toBeLessThanOrEqual(4);
  });

  it('every assistant gets the line on whose rules apply', () => {
    for (const target of ASSISTANT_KEYS) {
      const { prompt } = optimize('can my landlord raise the rent twice in one year?', target);
      expect(prompt, target).toMatch(/say which country’s rules your answer follows/);
      expect(prompt, target).toMatch(/official source/);
    }
    for (const target of ASSISTANT_KEYS) {
      const { prompt } = optimize('Darf mein Vermieter die Kaution einfach behalten?', target);
      expect(prompt, target).toMatch(/nach welchem Land du antwortest/);
    }
  });

  it('an answered country goes into the prompt and is not asked again', () => {
    const result = optimize('how much tax do I pay on my christmas bonus', 'claude', {
      answers: { country: 'Germany' },
    });
    expect(result.questions.map((q) => q.id)).not.toContain('country');
    expect(result.prompt).toContain('Country: Germany');
  });

  it.each([
    'how much tax do I pay on a bonus in the UK',
    'can my landlord in Texas keep my deposit?',
    'Darf mein Vermieter in Deutschland die Miete um 15 % erhöhen?',
    '¿Cuánto me devuelve Hacienda este año?',
    'Mon propriétaire à Lyon peut-il augmenter le loyer ?',
    'Quanto pago di tasse sul bonus ristrutturazione in Italia?',
    'Meu chefe pode me demitir no Brasil durante as férias?',
    'can my landlord in ohio keep my deposit for carpet cleaning?',
    'how much tax do i pay on a side hustle in colorado',
    'do i need a car seat for a 4 year old in a taxi in chicago',
  ])('does not ask when the place is named: %s', (rough) => {
    expect(ids(rough)).not.toContain('country');
    expect(optimize(rough, 'gpt').prompt).not.toMatch(
      /say which country|de qué país|de quel pays|welchem Land|quale paese|qual país/,
    );
  });

  it.each([
    'write a letter to my landlord asking him to fix the heating',
    'what are the benefits of meditation?',
    'is a Visa card accepted everywhere?',
    'Esse filme é legal?',
    'Est-ce que je peux prendre une tasse de café le soir ?',
    'ho visto un film ieri, è bello?',
  ])('nothing about countries where rules are not the question: %s', (rough) => {
    expect(ids(rough)).not.toContain('country');
    expect(optimize(rough, 'gpt').prompt).not.toMatch(/official source|offizielle Stelle|fonte oficial/);
  });
});

describe('child safety: age and weight decide the answer', () => {
  it('a car seat asks the country, the age and the weight', () => {
    expect(ids('when can my kid face forward in a car seat?')).toEqual(['country', 'kid-age', 'kid-weight']);
    expect(ids('Ab wann darf mein Kind im Kindersitz vorwärts fahren?')).toEqual([
      'country',
      'kid-age',
      'kid-weight',
    ]);
    expect(ids('À quel âge passer au rehausseur en France ?')).toEqual(['kid-age', 'kid-weight']);
  });

  it.each([
    ['how much ibuprofen can I give my son?', 'How old is the child?'],
    ['Quelle dose de doliprane pour mon fils ?', 'Quel âge a l’enfant\u00a0?'],
    ['Quanto paracetamolo posso dare a mia figlia?', 'Quanti anni ha il bambino o la bambina?'],
    ['¿Cuánto ibuprofeno le doy a mi hija?', '¿Cuántos años tiene el niño o la niña?'],
  ])('a dose for a child asks the age first: %s', (rough, question) => {
    const result = optimize(rough, 'gpt');
    expect(result.questions[0]?.question).toBe(question);
    expect(result.questions.map((q) => q.id)).toContain('kid-weight');
  });

  it.each([
    ['when can a baby eat eggs?', 'How old is the baby?'],
    ['Quando o bebê pode comer ovo?', 'Quantos meses tem o bebê?'],
    ['Ab wann darf unser Baby Honig und Ei essen?', 'Wie alt ist das Baby?'],
  ])('a first food asks the baby’s age: %s', (rough, question) => {
    expect(optimize(rough, 'gpt').questions[0]?.question).toBe(question);
  });

  it.each([
    'how much tylenol for a 4 year old who weighs 16 kg?',
    'when can my 7 month old baby eat eggs?',
    'what kind of medicine helps a cold?',
  ])('asks nothing the prompt already says: %s', (rough) => {
    expect(ids(rough)).not.toContain('kid-age');
    expect(ids(rough)).not.toContain('baby-months');
    expect(ids(rough)).not.toContain('kid-weight');
  });
});

describe('speeches: an occasion or a person', () => {
  it.each([
    'speech for the opening of our new office',
    'retirement speech',
    'speech for an award ceremony',
    'Eröffnungsrede für unser neues Büro',
    'discours d’inauguration de la médiathèque',
    'discorso per la premiazione',
    'discurso de inauguração da loja',
  ])('an event speech asks the occasion and the audience: %s', (rough) => {
    const asked = ids(rough);
    expect(asked.slice(0, 2)).toEqual(['speech-occasion', 'speech-audience']);
    expect(asked).not.toContain('speech-person');
    expect(asked).not.toContain('shared-memory');
  });

  it.each([
    'eulogy for my grandmother',
    'best man speech',
    'toast for my sister’s 40th birthday',
    'Trauerrede für meinen Opa',
    'éloge funèbre pour ma grand-mère',
    'discurso fúnebre para mi abuelo',
  ])('a eulogy, toast or tribute asks about the person (ids unchanged): %s', (rough) => {
    expect(ids(rough)).toEqual(['speech-person', 'shared-memory', 'tone', 'speech-length']);
  });

  it('the audience is not asked when the request names it', () => {
    expect(ids('speech to the staff for the opening')).not.toContain('speech-audience');
  });
});

describe('study and revision plans', () => {
  it.each([
    'I need a revision timetable for my chemistry and physics exams, I get distracted a lot',
    'can you help me plan my revision for the bar exam',
    'Erstelle mir einen Lernplan für die Matheklausur, ich habe wenig Zeit',
    "plan de révision pour le bac de français s'il te plaît, je suis perdu",
    'ayúdame a organizar mi estudio para selectividad',
    "piano di studio per l'esame di diritto privato",
    'cronograma de estudos para o ENEM com foco em matemática e redação',
  ])('asks the exam date and the time a day, not only a time frame: %s', (rough) => {
    const asked = ids(rough);
    expect(asked).toContain('exam-date');
    expect(asked).toContain('study-time');
    expect(asked).not.toContain('timeframe');
  });

  it('asks nothing already stated', () => {
    expect(ids('study plan for the SAT in 6 weeks, 2 hours a day')).toEqual([]);
  });

  it('a question about an exam is not a study plan', () => {
    expect(ids('what should I eat before an exam?')).not.toContain('exam-date');
    expect(ids('explain how the SAT is scored')).not.toContain('exam-date');
  });
});
