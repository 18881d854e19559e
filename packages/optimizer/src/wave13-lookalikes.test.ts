import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';
import { statesCrowd, statesExpertise } from './plan/stated-audience';
import { rulesTask } from './plan/topic-asks';
import { isInstruction } from './plan/sentences';

/**
 * Look-alikes a review of the thirteenth wave found its new readers taking: a role given to the
 * assistant read as the user's trade, a thing "that uses OAuth" read as an expert, minutes read
 * as ages, a Visa card read as a border, everyday "triggers" and "submitted" read as code, a list
 * of times read as table columns, "our house rules" read as a game's, and "sí" missed after a reply.
 */

describe('the user states a trade or a crowd only in so many words', () => {
  it.each([
    "I'm a backend dev who knows RabbitMQ, explain Kafka",
    'As a nurse, what should I tell patients about statins?',
    'explain Terraform to someone who already knows Ansible',
  ])('expert: %s', (text) => expect(statesExpertise(text)).toBe(true));

  it.each([
    'explain fractions as a teacher would to a 10 year old',
    'act as a senior developer and review my plan',
    'explain how a website that uses OAuth stores tokens',
    'write a bio that uses my job title',
  ])('not an expert: %s', (text) => expect(statesExpertise(text)).toBe(false));

  it.each([
    'pub quiz for a crowd mostly 40-55',
    'a story for kids between 8 and 11 years',
    'my students are 14',
    'Geschichte für Kinder zwischen 6 und 8 Jahren',
  ])('crowd: %s', (text) => expect(statesCrowd(text)).toBe(true));

  it.each([
    'plan a talk between 10 and 15 minutes',
    'eine Rede zwischen 5 und 10 Minuten',
    'slides mostly 10-15 words each',
    'write to HR, my team is overworked',
  ])('no crowd: %s', (text) => expect(statesCrowd(text)).toBe(false));
});

describe('look-alikes of the new question families and kinds', () => {
  const slots = (prompt: string) => optimize(prompt, 'gpt').questions.map((q) => q.slot);

  it('a Visa card abroad is a payment question, not a border one', () => {
    expect(slots('can I use my visa card in japan')).not.toContain('passport');
  });

  it('a visa question still asks the passport', () => {
    expect(slots('do i need a visa for japan')).toContain('passport');
  });

  it.each([
    'script to talk to my therapist about my triggers',
    'a script for telling my manager I submitted my resignation',
  ])('a script to say stays words to say: %s', (prompt) => {
    expect(analyze(prompt).classification.kind).not.toBe('code');
  });

  it('a form-submit program is still code', () => {
    const prompt = 'apps script that emails the office manager when the google form is submitted';
    expect(analyze(prompt).classification.kind).toBe('code');
  });

  it('a list of times is no table schema', () => {
    const out = optimize(
      'make a printable chart for my son\n- wake time\n- nap time\n- bed time',
      'gpt',
    ).prompt;
    expect(out).not.toContain('```sql');
    expect(out).toContain('wake time');
  });

  it('lower-case columns with a schema mark stay one SQL block', () => {
    const schema = 'user_id string\npage string\nevent_time timestamp';
    const out = optimize(
      `bigquery: count page views per user last week. table events:\n${schema}`,
      'gpt',
    ).prompt;
    expect(out).toContain(schema);
  });

  it.each(['our house rules', 'my classroom rules', 'the office rules'])(
    '%s are no game to explain',
    (topic) => {
      expect(rulesTask(topic, 'en', 'en')).toBeNull();
    },
  );

  it('a game named before "rules" is explained', () => {
    expect(rulesTask('pickleball rules', 'en', 'en')).toBe('Explain the pickleball rules.');
  });
});

describe('rules and facts told apart by what the clause does', () => {
  it.each([
    ['Formal tone, it needs to fit on one page', 'en'],
    ['3 verses, it has to rhyme', 'en'],
    ['due slide, il titolo in grassetto', 'it'],
    ['Stay in character, wait for my answer', 'en'],
  ])('a rule: %s', (text, language) => expect(isInstruction(text, language)).toBe(true));

  it.each([
    ['2 cats, one hates the car', 'en'],
    ['My sister will wait for me at the station', 'en'],
    ["They don't reveal salaries in the ad", 'en'],
  ])('a fact: %s', (text, language) => expect(isInstruction(text, language)).toBe(false));
});
