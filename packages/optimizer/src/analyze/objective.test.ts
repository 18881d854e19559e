import { describe, expect, it } from 'vitest';
import { analyze } from '../index';
import { CORPUS } from '../test-corpus/corpus';
import { CASUAL_CORPUS } from '../test-corpus/casual-corpus';
import { normalizeObjective, stripOpeners } from './objective';

describe('objective: greetings and filler', () => {
  it.each([
    ['hi there, write a haiku', 'Write a haiku.'],
    ['Hello! Can you please write me a haiku about autumn?', 'Write a haiku about autumn.'],
    [
      'hey so basically i need a python script that renames files',
      'Write a Python script that renames files.',
    ],
    ['okay so i need you to write a poem for my mom', 'Write a poem for my mom.'],
    ['yo can you give me some gift ideas for my dad', 'Give me some gift ideas for my dad.'],
    ['Good morning ChatGPT, explain recursion', 'Explain recursion.'],
  ])('%s -> %s', (rough, objective) => {
    expect(analyze(rough).objective).toBe(objective);
  });

  it('records what it dropped', () => {
    expect(analyze('hi there, write a haiku').droppedFiller).toEqual(['hi there']);
    expect(stripOpeners('ok so basically I need a plan').text).toBe('I need a plan');
  });

  it('leaves a message that is only a greeting alone', () => {
    expect(stripOpeners('hello').text).toBe('hello');
  });
});

describe('objective: a direct instruction that keeps every word', () => {
  it.each([
    ['I was wondering if you could help me write an email to my landlord', 'Write an email to my landlord.'],
    ['Would you mind writing a short bio for my Instagram?', 'Write a short bio for my Instagram.'],
    ['help me understand how mortgages work', 'Explain how mortgages work.'],
    // "help me prepare for" is not "prepare for": the user is the one preparing.
    ['help me prepare for a job interview at Google', 'Help me prepare for a job interview at Google.'],
    ['i need a sql query to get the top 10 customers', 'Write a SQL query to get the top 10 customers.'],
    [
      'I want a workout plan for building muscle, 3 days a week',
      'Create a workout plan for building muscle, 3 days a week.',
    ],
    ['need a bash script that backs up my home folder', 'Write a Bash script that backs up my home folder.'],
    ['limerick about a cat who loves lasagna', 'Write a limerick about a cat who loves lasagna.'],
    ['benefits of meditation', 'Describe the benefits of meditation.'],
    ['name ideas for a dog grooming business', 'Suggest name ideas for a dog grooming business.'],
    ['regex for US phone numbers pls', 'Write a regex for US phone numbers.'],
    ['linkedin post about my first job', 'Write a LinkedIn post about my first job.'],
    ['wrtie a blog post abuot healthy eating', 'Write a blog post about healthy eating.'],
  ])('%s -> %s', (rough, objective) => {
    expect(analyze(rough).objective).toBe(objective);
  });

  it('turns lower-case questions into questions', () => {
    expect(analyze('how do i do a vlookup in excel').objective).toBe('How do I do a vlookup in excel?');
    expect(analyze('whats 15% of 240').objective).toBe("What's 15% of 240?");
    // An imperative that starts with "Do" is not a question.
    expect(analyze('Do a SWOT analysis for a local gym').objective).toBe(
      'Do a SWOT analysis for a local gym.',
    );
  });

  it('splits a run-on so the request becomes the objective', () => {
    const i = analyze(
      'so i have a meeting tomorrow with my manager and i want to ask for a promotion but i dont know what to say can you help me prepare talking points',
    );
    expect(i.objective).toBe('Prepare talking points.');
    expect(i.background.join(' ')).toContain('ask for a promotion');
  });

  it('leaves other languages as written', () => {
    expect(analyze('Scrivi una ricetta per la carbonara per quattro persone, senza panna.').objective).toBe(
      'Scrivi una ricetta per la carbonara per quattro persone, senza panna.',
    );
  });

  it('is a fixed point, so re-optimizing changes nothing', () => {
    for (const e of [...CORPUS, ...CASUAL_CORPUS]) {
      const once = analyze(e.prompt).objective;
      if (analyze(e.prompt).language !== 'en') continue;
      expect(normalizeObjective(once), e.id).toBe(once);
    }
  });
});
