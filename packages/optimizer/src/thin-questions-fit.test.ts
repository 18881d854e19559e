import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

/**
 * Thin prompts get the questions that decide the answer, with options on the object's own scale,
 * and a rewrite that adds something: a trip asks its destination first when it is open, a team
 * offsite its length in hours or days (never "one week | one month | three months"), software
 * its devices, users and price (never a shop budget or "small or portable"), a UK payslip is
 * not asked its country, a casual fault becomes a sentence with its deciding questions, an
 * essay part to improve gets a paste slot and its argument and level, and a short message to
 * someone close asks what makes it up to them, not reference numbers or "Long and detailed".
 */

const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const ids = (prompt: string) => optimize(prompt, 'gpt').questions.map((q) => q.id);
const options = (prompt: string) => optimize(prompt, 'gpt').questions.flatMap((q) => q.options);

describe('a trip asks where first when the request does not say', () => {
  it.each([
    ['itinerary', 'Where are you going?'],
    ['itinerary pls', 'Where are you going?'],
    ['plan my trip', 'Where are you going?'],
    ['help me plan a holiday', 'Where are you going?'],
    ['plan a trip for my family in july', 'Where are you going?'],
    ['can you make me an itinerary for a 5 day trip', 'Where are you going?'],
    ['plan a romantic getaway', 'Where are you going?'],
    ['plan my honeymoon', 'Where are you going?'],
    ['road trip itinerary', 'Where are you going?'],
    ['plan a beach holiday', 'Where are you going?'],
    ['planifica mi viaje', '¿Cuál es el destino?'],
    ['planifie mon voyage', 'Quelle est la destination\u00a0?'],
    ['plane meinen Urlaub', 'Wohin geht die Reise?'],
    ['organizza il mio viaggio', 'Qual è la destinazione?'],
    ['planeje minha viagem', 'Qual é o destino?'],
  ])('%s asks the destination first', (prompt, question) => {
    const [first] = optimize(prompt, 'gpt').questions;
    expect(first!.id).toBe('destination');
    expect(first!.question).toBe(question);
  });

  it('offers to leave the choice to the assistant, and keeps the other trip questions after it', () => {
    const asked = optimize('itinerary', 'gpt').questions;
    expect(asked[0]!.options).toContain('Not decided yet: suggest places');
    expect(asked.map((q) => q.id)).toEqual(['destination', 'trip-when', 'budget', 'travellers']);
  });

  it.each([
    'plan my trip to japan',
    '3 day itinerary for rome',
    'itinerary for lisbon',
    'plan a week in the alps with my kids',
    'weekend trip ideas',
    'best time to visit japan',
    'what do i do if my flight is cancelled',
  ])('%s: the place is told or the ask is no itinerary, so no destination question', (prompt) => {
    expect(ids(prompt)).not.toContain('destination');
  });

  it('lands the answered destination in the prompt', () => {
    const result = optimize('plan my trip', 'claude', { answers: { destination: 'Porto' } });
    expect(result.prompt).toContain('Porto');
    expect(result.questions.map((q) => q.id)).not.toContain('destination');
  });
});

describe('a team event is measured in hours or days, with its people and aims', () => {
  it.each([
    'agenda for team offsite',
    'plan a team offsite',
    'schedule for our company retreat',
    'run of show for our conference',
    'team building day agenda',
    'plan a hackathon',
    'Ablauf für unseren Teamtag',
  ])('%s asks the length in days, never weeks or months', (prompt) => {
    const asked = ids(prompt);
    expect(asked[0]).toBe('event-length');
    expect(asked).toContain('event-people');
    expect(asked).not.toContain('timeframe');
    for (const scale of ['One week', 'One month', 'Three months'])
      expect(options(prompt)).not.toContain(scale);
  });

  it('asks the brief’s offsite about its length, its people and what it should achieve', () => {
    const asked = optimize('agenda for team offsite', 'gpt').questions;
    expect(asked.map((q) => q.id)).toEqual(['event-length', 'event-people', 'event-goals']);
    expect(asked[0]!.options).toEqual([
      'Half a day',
      'One day',
      'Two days',
      'Three days or more',
      'Keep as placeholder',
    ]);
    expect(asked[2]!.multiple).toBe(true);
  });

  it.each([
    ['agenda for board meeting', 'meeting-length'],
    ['agenda for a kickoff meeting', 'meeting-length'],
    ['agenda for our weekly team meeting', 'meeting-length'],
    ['orden del día para la reunión de equipo', 'meeting-length'],
  ])('%s asks a meeting’s length in minutes or hours', (prompt, slot) => {
    const asked = optimize(prompt, 'gpt').questions;
    expect(asked[0]!.id).toBe(slot);
    expect(asked[0]!.options.some((o) => /30 min/.test(o))).toBe(true);
  });

  it('never asks what the prompt states', () => {
    expect(ids('agenda for a half day workshop with 12 people')).toEqual(['event-goals']);
    expect(ids('offsite agenda ideas for a 2 day leadership retreat')).toEqual([
      'event-people',
      'event-goals',
    ]);
    expect(ids('strategy offsite for 20 people, 2 days')).toEqual([]);
  });

  it.each([
    ['email inviting the team to the offsite', 'event-length'],
    ['summarize the notes from our offsite', 'event-length'],
    ['plan a 5 year old birthday party', 'event-length'],
    ['study plan for my exams', 'event-length'],
    ['organise my workshop tools and shelves', 'event-length'],
  ])('%s is no event agenda: %s is not asked', (prompt, slot) => {
    expect(ids(prompt)).not.toContain(slot);
    expect(ids(prompt)).not.toContain('event-people');
  });

  it('asks an office holiday party about its guests, not a trip', () => {
    expect(ids('plan a holiday party for the office')).toEqual(['guests', 'venue', 'party-budget']);
  });

  it('keeps weeks and months for plans that run over weeks', () => {
    expect(options('can you plan a workout for me')).toContain('One month');
  });
});

describe('software is chosen by devices, users and price, not by a shop budget', () => {
  it.each([
    'best password manager for the family',
    'best cloud storage for family photos',
    'mejor gestor de contraseñas para la familia',
  ])('%s asks devices, how many share it, and free or paid', (prompt) => {
    expect(ids(prompt)).toEqual(['app-devices', 'app-users', 'app-price']);
  });

  it.each([
    'best vpn',
    'which password manager should i get',
    'best note taking app for uni',
    'recommend a photo editing software for beginners',
    'which vpn for streaming netflix abroad',
    'quel antivirus choisir',
    'welchen passwort-manager soll ich nehmen',
  ])('%s asks devices and price', (prompt) => {
    expect(ids(prompt)).toEqual(['app-devices', 'app-price']);
  });

  it('offers platforms and subscriptions, never physical-goods chips', () => {
    const prompt = 'best password manager for the family';
    const chips = options(prompt);
    for (const chip of ['iPhone or iPad', 'Android', 'Windows', 'Mac', 'Free only'])
      expect(chips).toContain(chip);
    for (const chip of ['Under 100', 'Over 1,000', 'Small or portable']) expect(chips).not.toContain(chip);
    expect(optimize(prompt, 'gpt').questions[0]!.multiple).toBe(true);
  });

  it('asks the shortlist to say where each runs, whom a plan covers and the yearly cost', () => {
    for (const target of TARGETS)
      expect(optimize('best password manager for the family', target).prompt).toContain(
        'which devices and systems it runs on, whether one plan covers everyone who will use it',
      );
    expect(optimize('best laptop for uni', 'gpt').prompt).not.toContain('which devices and systems');
  });

  it('never asks the devices or the price the prompt names', () => {
    expect(ids('best antivirus for mac')).toEqual(['app-price']);
    expect(ids('best parental control app for iphone')).toEqual(['app-price']);
    expect(ids('best free video editor for windows')).toEqual([]);
  });

  it.each(['best laptop for uni', 'which router should i buy', 'best phone for my mum'])(
    '%s is a physical product and keeps its budget question',
    (prompt) => {
      expect(ids(prompt)[0]).toBe('buy-budget');
      expect(ids(prompt)).not.toContain('app-devices');
    },
  );

  it.each([
    'how do i set up a vpn',
    'best practices for password managers',
    'best app architecture for react native',
  ])('%s is no software choice', (prompt) => {
    expect(ids(prompt)).not.toContain('app-devices');
  });
});

describe('a UK payslip is not asked its country', () => {
  it.each([
    'tax code BR on my payslip?? is that bad',
    'why is my tax code 0T',
    'is 1257L the right tax code',
    'my payslip says emergency tax',
    'paye tax code 0T what does it mean',
  ])('%s follows UK rules without asking', (prompt) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.questions.map((q) => q.id)).not.toContain('country');
    }
  });

  it('says which rules to follow in the prompt', () => {
    const result = optimize('tax code BR on my payslip?? is that bad', 'gpt');
    expect(result.prompt).toContain('Follow the current rules in the UK');
    expect(result.prompt).not.toContain('say which country’s rules your answer follows');
  });

  it('offers the United Kingdom first when only British words hint at it', () => {
    const [country] = optimize('can my employer deduct holiday pay from my payslip', 'gpt').questions;
    expect(country!.id).toBe('country');
    expect(country!.options[0]).toBe('United Kingdom');
  });

  it('keeps the usual order without British words, and US signs imply the US', () => {
    expect(optimize('can my boss cut my pay without notice', 'gpt').questions[0]!.options[0]).toBe(
      'United States',
    );
    expect(ids('is my 401k taxed')).not.toContain('country');
  });

  it('reads a US pay stub as the US', () => {
    const result = optimize('my pay stub shows less overtime than i worked is that legal', 'gpt');
    expect(result.questions.map((q) => q.id)).not.toContain('country');
    expect(result.prompt).toContain('Follow the current rules in the US');
  });

  it('reads no litre figure as a tax code', () => {
    expect(optimize('1000l water tank for the garden', 'gpt').prompt).not.toMatch(/UK/);
  });
});

describe('a casual fault becomes a sentence with the questions that decide it', () => {
  it.each([
    ['laptop fan sooo loud wat do', 'My laptop fan is very loud. What can I do?', 'fault-model'],
    ['PC fan super loud help', 'My PC fan is very loud. What can I do?', 'fault-model'],
    ['headphones keep disconnecting help', 'My headphones keep disconnecting. What can I do?', 'fault-model'],
    ['coat zip keeps splitting how fix', 'My coat zip keeps splitting. How do I fix it?', 'fix-thing'],
    ['bike chain keeps slipping how fix', 'My bike chain keeps slipping. How do I fix it?', 'fix-thing'],
    ['my zip is broken', 'My zip is broken. How do I fix it?', 'fix-thing'],
  ])('%s -> %s', (prompt, sentence, first) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.prompt).toContain(sentence);
      expect(result.prompt).toContain('Give the most likely causes first');
      expect(result.questions[0]!.id).toBe(first);
    }
  });

  it.each(['write a poem about a loud fan', 'explain how a laptop fan works'])(
    '%s is no fault to fix',
    (prompt) => {
      const result = optimize(prompt, 'gpt');
      expect(result.prompt).not.toContain('most likely causes');
      expect(result.questions.map((q) => q.id)).not.toContain('fault-model');
    },
  );
});

describe('an essay part to improve gets its paste slot, argument and level', () => {
  it('marks where the conclusion goes and asks the essay’s argument and level', () => {
    for (const target of TARGETS) {
      const result = optimize('can you make my conclusion better its too weak', target);
      expect(result.analysis.classification.kind).toBe('edit');
      expect(result.prompt).toContain('[PASTE YOUR CONCLUSION HERE]');
      expect(result.prompt).toContain('Can you make my conclusion better? It’s too weak.'.replace('’', "'"));
      expect(result.questions.map((q) => q.id)).toEqual(['essay-topic', 'essay-level']);
    }
  });

  it('names the slot by the text, never by the words after it', () => {
    expect(optimize('make my essay intro better', 'gpt').prompt).toContain('[PASTE YOUR ESSAY INTRO HERE]');
    expect(optimize('improve my thesis statement about social media and teens', 'gpt').prompt).toContain(
      '[PASTE YOUR THESIS STATEMENT HERE]',
    );
  });

  it('asks only what is missing, and nothing for proofreading', () => {
    expect(ids('improve my thesis statement about social media and teens')).toEqual(['essay-level']);
    expect(ids('proofread my essay')).not.toContain('essay-topic');
  });

  it('splits a reason run on after the ask', () => {
    expect(optimize('rewrite this email its too formal', 'gpt').prompt).toContain(
      "Rewrite this email. It's too formal.",
    );
  });
});

describe('a short message to someone close asks what fits it', () => {
  it.each([
    'sorry text to my sister for missing her recital, not over the top',
    'sorry text to my friend for missing her party',
  ])('%s asks how to make it up, no reader, length, tone or reference numbers', (prompt) => {
    const asked = optimize(prompt, 'gpt').questions;
    expect(asked.map((q) => q.id)).toEqual(['amends']);
    const chips = asked.flatMap((q) => q.options);
    expect(chips).not.toContain('Long and detailed');
    expect(chips).not.toContain('Funny');
    expect(asked.map((q) => q.question).join(' ')).not.toMatch(/reference numbers|Who is it for/);
  });

  it('asks a short toast neither its length nor whom it is about when both are told', () => {
    const asked = ids("a short toast for my brother's wedding");
    expect(asked).not.toContain('speech-length');
    expect(asked).not.toContain('speech-person');
    expect(ids('wedding speech')).toContain('speech-length');
  });

  it('asks a note to a brother what to mention', () => {
    expect(ids('text my brother congrats on the new job')[0]).toBe('message-points');
  });

  it.each(['apology email to a client for the late delivery', 'email to my boss asking for friday off'])(
    '%s keeps its facts question',
    (prompt) => {
      expect(ids(prompt)[0]).toBe('letter-facts');
    },
  );
});
