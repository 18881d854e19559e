import { beforeAll, describe, expect, it } from 'vitest';
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

// The engine's first run loads its word lists: warm it outside the 5 s a test is given.
beforeAll(() => {
  optimize('warm up', 'gpt');
}, 30_000);

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
