import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

/**
 * Thin everyday asks get the questions whose answers change the answer, read from the KIND of
 * ask: a gadget or a link that fails (one device or all, which router or model, since when, what
 * was tried), "what must I do" (steps, under whose law), "how do I set up…" (on which device),
 * "how do I start…" (from where), a shop's data-protection duties (where, what data). Never what
 * the prompt states, never audience or length, and nothing for a poem about a dropping wifi.
 */

const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const ids = (prompt: string) => optimize(prompt, 'gpt').questions.map((q) => q.id);
const GENERIC = ['audience', 'length', 'tone', 'goal', 'level', 'timeframe'];

describe('a gadget or a link that fails asks what decides the likely cause', () => {
  const LINKS: readonly [string, string][] = [
    ['my wifi keeps dropping every night around 9, what do i do', 'en'],
    ['internet keeps cutting out', 'en'],
    ['internet super slow at night', 'en'],
    ['wlan bricht ständig ab was kann ich tun', 'de'],
    ['le wifi se coupe tout le temps', 'fr'],
    ['el wifi va lento por la noche', 'es'],
    ['il wifi si disconnette sempre cosa posso fare', 'it'],
    ['o wifi cai toda hora', 'pt'],
    ['a internet está muito lenta', 'pt'],
  ];
  it.each(LINKS)('%s (%s): all devices or one, the router and provider, what was tried', (prompt, lang) => {
    const result = optimize(prompt, 'gpt');
    expect(result.analysis.language).toBe(lang);
    expect(result.questions.map((q) => q.id)).toEqual(['fault-scope', 'fault-setup', 'fault-tried']);
  });

  const DEVICES: readonly [string, string][] = [
    ['my laptop wont turn on', 'en'],
    ['phone battery drains fast overnight', 'en'],
    ['printer says offline', 'en'],
    ['tv has no sound', 'en'],
    ['computer runs really slow', 'en'],
    ['mein Handy lädt nicht mehr', 'de'],
    ['mein Laptop wird sehr heiß', 'de'],
    ['mon téléphone ne charge plus', 'fr'],
    ['mi portátil se apaga solo', 'es'],
    ['mi celular se calienta mucho', 'es'],
    ['il mio portatile si spegne da solo', 'it'],
    ['meu celular não carrega', 'pt'],
  ];
  it.each(DEVICES)('%s (%s): make and model, since when, what was tried', (prompt, lang) => {
    const result = optimize(prompt, 'gpt');
    expect(result.analysis.language).toBe(lang);
    expect(result.questions.map((q) => q.id)).toEqual(['fault-model', 'fault-since', 'fault-tried']);
  });

  it('asks the brief’s wifi prompt about devices and the router, with chips for what was tried', () => {
    const result = optimize('my wifi keeps dropping every night around 9, what do i do', 'gpt');
    expect(result.questions[0]!.question).toBe('Does it happen on every device, or only on one?');
    expect(result.questions[0]!.options).toContain('Every device');
    expect(result.questions[1]!.question).toBe('Which router and internet provider do you have?');
    expect(result.questions[2]!.options).toEqual([
      'Restarted it',
      'Updated or reset it',
      'Nothing yet',
      'Keep as placeholder',
    ]);
    expect(result.prompt).toContain(
      'Give the most likely causes first; for each, how to check it and a practical fix.',
    );
    expect(result.prompt).toContain(
      'Say which fixes I can do myself and when to contact my internet provider instead.',
    );
    for (const generic of GENERIC)
      expect(ids('my wifi keeps dropping every night around 9, what do i do')).not.toContain(generic);
  });

  it('asks in the prompt’s language, with the causes-and-fixes line in that language', () => {
    const de = optimize('wlan bricht ständig ab was kann ich tun', 'claude');
    expect(de.questions[0]!.question).toBe('Betrifft es alle Geräte oder nur eines?');
    expect(de.prompt).toContain('Nenne zuerst die wahrscheinlichsten Ursachen');
    const fr = optimize('mon téléphone ne charge plus', 'gpt');
    expect(fr.questions[0]!.question).toBe(
      'Quelle marque et quel modèle, et quelle version du système si vous la connaissez\u00a0?',
    );
    const pt = optimize('meu celular não carrega', 'gpt');
    expect(pt.questions[2]!.question).toBe('O que você já tentou?');
  });

  it('never asks what the prompt already says', () => {
    expect(ids('my wifi drops every night, i have a fritzbox and vodafone')).toEqual([
      'fault-scope',
      'fault-tried',
    ]);
    expect(ids('wifi keeps dropping on all my devices')).toEqual(['fault-setup', 'fault-tried']);
    expect(ids('laptop super slow since update')).toEqual(['fault-model', 'fault-tried']);
    expect(ids('my samsung tv wont turn on')).toEqual(['fault-since', 'fault-tried']);
    expect(ids("my phone is slow, it's an iPhone 12 and I already restarted it")).toEqual(['fault-since']);
  });

  it('asks a Bluetooth fault about the device, never about a router', () => {
    expect(ids('bluetooth headphones keep disconnecting')).toEqual([
      'fault-model',
      'fault-since',
      'fault-tried',
    ]);
  });
});

describe('"what do I need to do" gets steps, and the country when rules decide them', () => {
  const STEPS: readonly [string, string, string][] = [
    ['Wohnung kündigen was muss ich machen?', 'de', 'Nenne, was ich tun muss, als nummerierte Schritte'],
    ['Gewerbe anmelden was muss ich machen', 'de', 'Nenne, was ich tun muss, als nummerierte Schritte'],
    ['Kündigung Handyvertrag was muss ich machen', 'de', 'Nenne, was ich tun muss, als nummerierte Schritte'],
    [
      'que dois-je faire pour déclarer une micro-entreprise',
      'fr',
      'Listez ce que je dois faire en étapes numérotées',
    ],
    [
      'qué tengo que hacer para darme de alta como autónomo',
      'es',
      'Enumera lo que tengo que hacer en pasos numerados',
    ],
    ['cosa devo fare per aprire la partita iva', 'it', 'Elenca cosa devo fare in passaggi numerati'],
    ['o que preciso fazer para abrir um MEI', 'pt', 'Liste o que preciso fazer em passos numerados'],
    ['what do i do if my flight is cancelled', 'en', 'List what I need to do as numbered steps'],
  ];
  it.each(STEPS)('%s (%s): the steps line and the country, no reasons line', (prompt, lang, line) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.analysis.language).toBe(lang);
      expect(result.prompt).toContain(line);
      expect(result.prompt).not.toMatch(
        /wichtigsten Gründe|main reasons|motivos principales|ragioni principali/,
      );
      expect(result.questions.map((q) => q.id)).toEqual(['country']);
    }
  });

  it('reads "was muss ich … beachten" as steps too', () => {
    expect(optimize('was muss ich beim umzug beachten', 'gpt').prompt).toContain(
      'Nenne, was ich tun muss, als nummerierte Schritte',
    );
  });

  it('keeps a "what must I do" as the question, never a letter to write', () => {
    const result = optimize('Kündigung Handyvertrag was muss ich machen', 'claude');
    expect(result.analysis.classification.kind).not.toBe('write');
    expect(result.prompt).toContain('Kündigung Handyvertrag: was muss ich machen?');
    expect(result.prompt).not.toMatch(/Schreibe Folgendes|förmlicher Briefe/);
  });

  it('asks a cancelled flight about rules, never a trip budget or interests', () => {
    const asked = ids('what do i do if my flight is cancelled');
    for (const trip of ['trip-when', 'budget', 'travellers', 'interests']) expect(asked).not.toContain(trip);
  });

  it('asks the country for everyday licence, permit and sublet questions', () => {
    for (const prompt of [
      'do i need a license to sell cookies from home',
      'what do i need to start a small business',
      'brauche ich eine Genehmigung für eine Gartenhütte',
      'ai-je le droit de sous-louer mon appartement',
      'necesito licencia para vender comida casera',
    ])
      expect(ids(prompt)).toEqual(['country']);
  });

  it('asks the country for a problem with a landlord or a neighbour told without a question', () => {
    for (const prompt of [
      'mein Vermieter repariert die Heizung nicht',
      'el vecino hace mucho ruido por la noche qué puedo hacer',
      'my neighbours dog barks all night what can i do',
    ])
      expect(ids(prompt)).toEqual(['country']);
    const dog = optimize('my neighbours dog barks all night what can i do', 'gpt').prompt;
    expect(dog).not.toMatch(/veterinarian/);
    expect(dog).toContain('My neighbours dog barks all night: what can I do?');
  });

  it('keeps a letter to the landlord a letter, with no country asked', () => {
    expect(ids('write a letter to my landlord about the broken heating')).not.toContain('country');
  });

  it('asks no country once the place is told', () => {
    expect(ids('do i need a licence to sell cakes from home in the uk')).toEqual([]);
    expect(ids('Gewerbe anmelden in Bayern was muss ich machen')).toEqual([]);
  });
});

describe('data protection for a shop asks where and what data', () => {
  it('asks where the business and its customers are, and what data it keeps', () => {
    const result = optimize('gdpr for my small online shop what do i need to do', 'gpt');
    expect(result.questions.map((q) => q.id)).toEqual(['privacy-where', 'privacy-data']);
    expect(result.questions[1]!.multiple).toBe(true);
    expect(result.prompt).toContain('GDPR for my small online shop: what do I need to do?');
    expect(result.prompt).toContain('List what I need to do as numbered steps');
  });

  it('asks in German for a DSGVO question, and not what is stated', () => {
    expect(ids('DSGVO für meinen kleinen Onlineshop was muss ich machen')).toEqual([
      'privacy-where',
      'privacy-data',
    ]);
    expect(ids('gdpr for my uk shop, we collect emails for a newsletter')).toEqual([]);
  });

  it('keeps a privacy policy to write a text to write, asking the same two facts', () => {
    const result = optimize('gdpr compliant privacy policy for my shop', 'gpt');
    expect(result.analysis.classification.kind).toBe('write');
    expect(result.questions.map((q) => q.id)).toEqual(['privacy-where', 'privacy-data']);
    expect(ids('DSGVO Datenschutzerklärung für meinen Blog')).toEqual(['privacy-where', 'privacy-data']);
  });

  it('is no email or marketing plan', () => {
    const result = optimize('gdpr for my uk shop, we collect emails for a newsletter', 'gpt');
    expect(result.analysis.classification.kind).not.toBe('write');
    expect(result.prompt).not.toMatch(/writing clear, effective emails/);
  });
});

describe('a how-to asks the one starting fact its steps turn on', () => {
  it.each([
    ['how do i set up a vpn', 'setup-device'],
    ['how do i install a printer', 'setup-device'],
    ['comment installer un vpn', 'setup-device'],
    ['how do i start running', 'start-level'],
    ['how do i start learning guitar', 'start-level'],
    ['how do i begin swimming', 'start-level'],
  ])('%s asks %s only', (prompt, slot) => {
    expect(ids(prompt)).toEqual([slot]);
    expect(optimize(prompt, 'gpt').prompt).toMatch(/numbered|numérotées/);
  });

  it('asks nothing when the device or the level is told', () => {
    expect(ids('how do i set up a vpn on my mac')).toEqual([]);
    expect(ids('how do i start running again after years off')).toEqual([]);
  });

  it('reads "how do I back up my phone" as steps, not a backup script', () => {
    for (const prompt of ['how to backup my iphone', 'wie kann ich ein backup machen']) {
      const result = optimize(prompt, 'gpt');
      expect(result.questions.map((q) => q.id)).not.toContain('backup-paths');
      expect(result.prompt).not.toMatch(/Schreibe Folgendes|Write a backup script/);
    }
    expect(ids('nightly backup script keep 7 copies')).toEqual(['backup-paths']);
  });
});

describe('a resignation asks when the user leaves and whether to say why', () => {
  it.each([
    'short resignation text to my manager',
    'resignation letter',
    'write a resignation email to my manager, keep it short',
    'how do i tell my boss im quitting',
    'Kündigung schreiben an meinen Chef',
    'carta de renuncia a mi jefe',
  ])('%s asks the notice and the reason, no audience, tone or length', (prompt) => {
    expect(ids(prompt)).toEqual(['notice-given', 'resign-reason']);
  });

  it('asks in the prompt’s language and never what it says', () => {
    const [notice] = optimize('carta de renuncia a mi jefe', 'gpt').questions;
    expect(notice!.question).toBe('¿Con cuánto preaviso te vas, o cuál es tu último día?');
    expect(ids('lettre de démission, dernier jour le 30 juin')).toEqual(['resign-reason']);
    expect(ids('resignation email to my manager, 2 weeks notice, i got a new job')).toEqual([]);
  });

  it('leaves a rules question about quitting to the country', () => {
    expect(ids('posso licenziarmi senza preavviso?')).toEqual(['country']);
  });
});

describe('buy or rent and lease asks what decides the verdict, not a shop budget', () => {
  it.each([
    ['should i buy or lease a car', ['yearly-distance', 'keep-years']],
    ['conviene comprare o noleggiare la macchina?', ['yearly-distance', 'keep-years']],
    ['vale a pena alugar ou comprar carro?', ['yearly-distance', 'keep-years']],
    ['should i rent or buy a house', ['stay-years', 'home-where']],
    ['¿es mejor comprar o alquilar un piso?', ['stay-years', 'home-where']],
    ['is it better to rent or buy in london', ['stay-years']],
  ])('%s asks %j', (prompt, expected) => {
    expect(ids(prompt)).toEqual(expected);
    expect(ids(prompt)).not.toContain('buy-budget');
  });

  it('asks nothing the user told, and keeps the verdict line', () => {
    expect(ids('should i buy or lease a car, i drive 30000 km a year and keep cars 10 years')).toEqual([]);
    expect(optimize('should i buy or lease a car', 'gpt').prompt).toContain('Give a clear verdict first');
  });
});

describe('look-alikes gain no troubleshooting questions', () => {
  it.each([
    'write a poem about my wifi dropping',
    'write a short story about a printer that won’t print',
    'best laptop for uni',
    'slow cooker recipes',
    'how do i start a small business',
    'how to slow down my phone usage',
    'best phone for a slow internet connection',
    'explain why the internet was slow in the 90s',
    'which router should i buy',
  ])('%s', (prompt) => {
    const asked = ids(prompt);
    for (const slot of [
      'fault-scope',
      'fault-setup',
      'fault-model',
      'fault-since',
      'fault-tried',
      'start-level',
    ])
      expect(asked).not.toContain(slot);
  });
});
