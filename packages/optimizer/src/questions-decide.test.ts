import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

/**
 * "Sharpen it" questions ask only for a missing fact that decides the answer. What the prompt
 * says about its readers in other words (the user's trade, "a crowd of retirees", "my students
 * are 10") is never asked again; a bare technical or personal topic gets no "Who is it for?
 * Friends and family | Colleagues" chips; and a recurrent advice ask whose answer turns on the
 * user's situation (the passport for a visa, eligibility for an HSA, where and how for a refused
 * login, which pills for a medicine) asks that first. Every assistant is asked the same.
 */

const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const ids = (prompt: string, target: AssistantKey = 'gpt') =>
  optimize(prompt, target).questions.map((q) => q.id);
const WHO = ['level', 'audience', 'class-grade', 'learner-level', 'speech-audience'];

describe('the readers told in other words are not asked again', () => {
  const EXPERTS: readonly [string, string][] = [
    ["I'm a senior data engineer who knows Spark well, explain how Flink handles watermarks", 'en'],
    ["explain how mRNA vaccines are made, I'm a nurse", 'en'],
    ['soy ingeniera de software, explícame cómo funciona el consenso Raft', 'es'],
    ['Je suis infirmière, explique-moi le fonctionnement des anticoagulants oraux', 'fr'],
    ['Ich bin Softwareentwickler, erklär mir Event Sourcing', 'de'],
    ['sono un medico, spiegami come funziona il machine learning nelle diagnosi', 'it'],
    ['sou desenvolvedora Java, me explica como funciona o garbage collector do Go', 'pt'],
  ];
  it.each(EXPERTS)('%s (%s): no level chips, no "define every term" line', (prompt, lang) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.analysis.language).toBe(lang);
      expect(result.questions.map((q) => q.id)).not.toContain('level');
      expect(result.prompt).not.toMatch(
        /may not know|pourrait ne pas connaître|vielleicht nicht kennen|pueda no conocer|potrebbe non conoscere|talvez não conheça/,
      );
    }
  });

  const CROWDS = [
    'write 20 trivia questions for a crowd of retirees at our village hall',
    'make a music quiz about the 80s for an audience mostly aged 45-60',
    'make a quiz on fractions, my students are 10 and 11',
  ];
  it.each(CROWDS)('%s: no grade, age or audience question', (prompt) => {
    for (const target of TARGETS) for (const id of WHO) expect(ids(prompt, target)).not.toContain(id);
  });

  it('keeps the level question when the prompt says nothing of the reader', () => {
    expect(ids('explain how Flink handles watermarks')).toContain('level');
    expect(ids('explícame cómo funciona el consenso Raft')).toContain('level');
    // Seeing a doctor names someone else's trade, not the user's.
    expect(ids("I'm seeing a doctor tomorrow, explain what a lipid panel measures")).toContain('level');
  });

  it('keeps "define any term" for a reader whose level is unknown', () => {
    expect(optimize('explain how Flink handles watermarks', 'gpt').prompt).toContain(
      'Define any term the reader may not know.',
    );
  });

  it('keeps the grade question for a class whose age is not told', () => {
    expect(ids('make a quiz on fractions for my class')).toContain('class-grade');
  });
});

describe('travel papers ask the passport first, never "which country’s rules apply?"', () => {
  const VISITS: readonly [string, string][] = [
    ['do I need a visa to visit Vietnam', 'en'],
    ['Brauche ich ein Visum für Thailand?', 'de'],
    ['preciso de visto para os Estados Unidos?', 'pt'],
  ];
  it.each(VISITS)('%s (%s): passport, then the kind of stay', (prompt, lang) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.analysis.language).toBe(lang);
      expect(result.questions.map((q) => q.id)).toEqual(['passport', 'stay-kind']);
    }
  });

  const TRANSITS: readonly [string, string][] = [
    ['8 hour layover in Istanbul, do I need a visa?', 'en'],
    ['¿Necesito visado para una escala en Ámsterdam?', 'es'],
  ];
  it.each(TRANSITS)('%s (%s): passport, airside or not, visas already held', (prompt, lang) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.analysis.language).toBe(lang);
      expect(result.questions.map((q) => q.id)).toEqual(['passport', 'transit-airside', 'permit-held']);
    }
  });

  it('offers usual passports as options', () => {
    const [passport] = optimize('do I need a visa to visit Vietnam', 'claude').questions;
    expect(passport!.question).toBe('Which passport will you travel on?');
    expect(passport!.options).toContain('United Kingdom');
  });

  it('a payment card named Visa, or a layover with no papers asked, asks no passport', () => {
    expect(ids('Visa or Mastercard for travelling in Japan?')).not.toContain('passport');
    expect(ids('do I need to go through security again on a layover')).not.toContain('passport');
  });

  it('asks nothing told: the passport and the stay are in the prompt', () => {
    const asked = ids('do I need a visa for Japan on a UK passport for two weeks of tourism');
    expect(asked).not.toContain('passport');
    expect(asked).not.toContain('stay-kind');
    expect(asked).not.toContain('country');
  });
});

describe('US health and retirement accounts ask eligibility, not a reader', () => {
  it('HSA against FSA: the plan type and the costs ahead', () => {
    for (const target of TARGETS)
      expect(ids('should I put money in my HSA or my FSA this year', target)).toEqual([
        'health-plan',
        'medical-costs',
      ]);
  });

  it('asks neither once the plan and a planned cost are told', () => {
    expect(ids('I have a high-deductible plan and a baby due in March, HSA or FSA?')).toEqual([]);
  });

  it('a Roth: the tax rate now and later, and the workplace plan unless one is named', () => {
    expect(ids('is a backdoor Roth worth it')).toEqual(['tax-bracket', 'workplace-plan']);
    // "401k" is the workplace plan, not an income of 401 thousand.
    expect(ids('Roth or traditional 401k?')).toEqual(['tax-bracket']);
  });
});

describe('a refused connection asks where to, the command, the system and the key set-up', () => {
  it('git over ssh with nothing told: all four, at most four', () => {
    for (const target of TARGETS)
      expect(ids('git clone fails with Permission denied (publickey)', target)).toEqual([
        'conn-target',
        'conn-command',
        'conn-os',
        'conn-key',
      ]);
  });

  it('a Raspberry Pi named is the target; the rest is still asked', () => {
    expect(ids('ssh into my raspberry pi says connection refused')).toEqual([
      'conn-command',
      'conn-os',
      'conn-key',
    ]);
  });

  it('a database login asks no ssh key set-up', () => {
    expect(ids('mysql access denied for user root@localhost')).toEqual(['conn-command', 'conn-os']);
  });

  it('asks in Spanish, with no audience chips', () => {
    const result = optimize('ssh me da permiso denegado (publickey) al conectar a mi servidor', 'mistral');
    expect(result.analysis.language).toBe('es');
    expect(result.questions[0]!.question).toBe('¿A qué te estás conectando?');
    expect(result.questions.map((q) => q.id)).not.toContain('audience');
  });

  it('a story about a refused login is a story, not a fault to fix', () => {
    expect(ids('write a short story about a hacker who keeps getting access denied')).not.toContain(
      'conn-target',
    );
  });
});

describe('a medicine taken with "my pills" asks which ones', () => {
  const MEDS: readonly [string, string][] = [
    ['can I take naproxen with my heart pills?', 'en'],
    ['Puis-je prendre du paracétamol avec mes médicaments pour la tension ?', 'fr'],
    ["posso prendere l'ibuprofene con i miei farmaci per il cuore?", 'it'],
  ];
  it.each(MEDS)('%s (%s): which medicines first, then age', (prompt, lang) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.analysis.language).toBe(lang);
      const asked = result.questions.map((q) => q.id);
      expect(asked[0]).toBe('which-meds');
      expect(asked).toContain('your-age');
      expect(asked.length).toBeLessThanOrEqual(4);
    }
  });

  it('two medicines named, or a routine to plan: no "which medicines?"', () => {
    expect(ids('can I take ibuprofen with sertraline')).not.toContain('which-meds');
    expect(ids('make a schedule for my meds and vitamins')).not.toContain('which-meds');
  });
});

describe('bare topics of the asker’s own get no audience chips', () => {
  it('a game’s rules: which part of them, not "A list of ideas | Customers"', () => {
    for (const target of TARGETS) expect(ids('rules of cribbage', target)).toEqual(['rules-part']);
    expect(ids('reglas del mus')).toEqual(['rules-part']);
  });

  it('a part of the rules told, or rules that are no game, ask nothing of the kind', () => {
    expect(ids('cribbage scoring rules')).toEqual([]);
    expect(ids('rules for our office fridge')).not.toContain('rules-part');
  });

  it('technical and personal topics: what would help, never who it is for', () => {
    for (const prompt of ['terraform state locking', 'my student loans', 'airline carry-on rules']) {
      expect(ids(prompt)).toEqual(['goal']);
    }
  });
});
