import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';
import { kindsIn } from './test-corpus/kinds-in';
import type { TaskKind } from './analysis/types';

/**
 * A wrong task kind brings a template that fights the request: an editor's revision for maths
 * working to check, a debugger's commands for a chat with a landlord, a writer for "a bigquery",
 * a lesson for "ok to take ibuprofen with sertraline?". New prompts of those shapes, checked on
 * the prompt every assistant receives, with look-alikes whose reading must not change.
 */

function everyPrompt(rough: string): string[] {
  return ASSISTANT_KEYS.map((target) => optimize(rough, target).prompt);
}

function expectNoKinds(rough: string, wrong: readonly TaskKind[]): void {
  for (const target of ASSISTANT_KEYS) {
    const found = kindsIn(rough, target);
    for (const kind of wrong) expect(found.has(kind), `${target}: ${kind} lines`).toBe(false);
  }
}

const CHECK_LINE = 'Say first whether the answer given is right';

describe('maths working with "are these right?" is a maths check, not an edit', () => {
  it.each([
    `A car bought for £18,000 depreciates by 15% each year.
(a) Find its value after 3 years.
My answer: 18000 x 0.85^3 = £11,054.25
(b) After how many years is it first worth less than £6000?
My answer: 0.85^n < 1/3, n > log(1/3)/log(0.85) = 6.76 so n = 6
are these right?`,
    `check my answers please, A level maths geometric depreciation

Q1 A van worth £24000 loses 12% of its value each year. Value after 5 years?
24000 x 0.88^5 = 12665.20
Q2 When does it first drop below £10000?
0.88^n = 10000/24000, n = 6.85, so 7 years`,
    `A phone loses 20% of its value every year. It cost £900.
After 2 years: 900 x 0.8^2 = 576
After 4 years: 900 x 0.8^4 = 368.64
did I get these right?`,
  ])('%s', (rough) => {
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe('math');
    expectNoKinds(rough, ['edit', 'write']);
    for (const prompt of everyPrompt(rough)) {
      expect(prompt).toContain(CHECK_LINE);
      expect(prompt).not.toContain('[PASTE');
    }
  });

  it.each([
    'A car bought for £18,000 depreciates by 15% each year. Find its value after 3 years.',
    'Solve 3x + 7 = 22 and show the steps.',
  ])('look-alike, a problem with no answer to check asks for no verdict: %s', (rough) => {
    for (const prompt of everyPrompt(rough)) expect(prompt).not.toContain(CHECK_LINE);
  });

  it('look-alike, "check my essay" is still an edit', () => {
    expect(
      optimize('Check my essay for grammar mistakes:\n\nThe industrial revolution begun in Britain.', 'gpt')
        .analysis.classification.kind,
    ).toBe('edit');
  });
});

describe('a pasted chat between people is never a code fault', () => {
  it.each([
    [
      `[12/03/2025, 09:14] Landlord Dave: I will get someone round to look at the boiler next week
[12/03/2025, 09:20] Me: thanks, it has been off for 4 days now
[19/03/2025, 18:02] Me: any update on the boiler?
[20/03/2025, 11:45] Landlord Dave: busy week, will sort it
did he actually promise to fix the boiler? what can I do`,
      'Did he actually promise to fix the boiler?',
    ],
    [
      `12/03/2025, 09:14 - Sam: can you pay me back the 40 for the concert tickets
12/03/2025, 09:20 - Jo: yeah will do on friday
19/03/2025, 18:02 - Sam: hey its been a week, still waiting
19/03/2025, 18:40 - Jo: sorry forgot, next week promise
is Jo going to pay me back or should I give up?`,
      'Jo going to pay me back',
    ],
    [
      `[02/05/24, 20:11] Nina: the heater in the flat is broken again, error light flashing
[02/05/24, 20:15] Agent Mark: I'll tell the owner tomorrow
[06/05/24, 08:30] Nina: still nothing, it's freezing
[06/05/24, 09:02] Agent Mark: he said it's not urgent
is that legal? what are my rights as a tenant`,
      'my rights as a tenant',
    ],
  ])('%s', (rough, task) => {
    expect(optimize(rough, 'gpt').analysis.classification.kind).not.toBe('debug');
    expectNoKinds(rough, ['debug']);
    for (const prompt of everyPrompt(rough)) {
      expect(prompt).toContain(task);
      expect(prompt).not.toMatch(/a command, a log or a setting/);
    }
  });

  it('look-alike, a program log with an error stays a debugging request', () => {
    const rough = `my node server keeps crashing, why?
2025-03-12 09:14:02 ERROR Unhandled promise rejection: ECONNREFUSED 127.0.0.1:5432
2025-03-12 09:14:02 INFO restarting worker 3`;
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe('debug');
  });
});

describe('a comparison with a stated fact keeps the fact, never a paste slot', () => {
  it.each([
    ['kindle or kobo? my library uses libby', 'library uses libby'],
    ['Kindle or Kobo? My library uses Libby', 'library uses Libby'],
    ['iphone or pixel? my whole family uses whatsapp', 'family uses'],
  ])('%s', (rough, fact) => {
    expectNoKinds(rough, ['edit', 'write', 'summarize']);
    for (const prompt of everyPrompt(rough)) {
      expect(prompt).not.toContain('[PASTE');
      expect(prompt.toLowerCase()).toContain(fact.toLowerCase());
    }
  });
});

describe('a product named as the thing to write ("a bigquery", "a vlookup") keeps the whole ask', () => {
  it.each([
    ['write a bigquery to dedupe events keeping the latest per user', 'sql', 'keeping the latest per user'],
    ['need a bigquery that counts daily active users from the events table', 'sql', 'daily active users'],
    ['give me a bigquery for the top 10 customers by revenue last month', 'sql', 'top 10 customers'],
    ['can you write me a vlookup to find the price for each sku in tab 2', 'code', 'price for each sku'],
    ['make a vlookup that pulls the price from sheet2 by product code', 'code', 'by product code'],
  ])('%s', (rough, kind, task) => {
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe(kind);
    expectNoKinds(rough, ['write']);
    for (const prompt of everyPrompt(rough)) expect(prompt).toContain(task);
  });

  it.each([
    ['write a blog post about why we moved to bigquery', 'write'],
    ['what is bigquery and is it free?', 'question'],
  ])('look-alike, the product as a topic: %s', (rough, kind) => {
    expect(optimize(rough, 'gpt').analysis.classification.kind).toBe(kind);
  });
});

describe('"ok to take X with Y?" is an interaction question, kept whole', () => {
  it.each([
    ['ok to take ibuprofen with sertraline?', 'Is it safe to take ibuprofen with sertraline?'],
    ['safe to take paracetamol with amoxicillin?', 'Is it safe to take paracetamol with amoxicillin?'],
    ['okay to drink alcohol with metronidazole?', 'Is it safe to drink alcohol with metronidazole?'],
    ['is it ok to take melatonin with zoloft?', 'Is it safe to take melatonin with zoloft?'],
    ['safe to mix lemsip and nurofen?', 'Is it safe to mix lemsip and nurofen?'],
  ])('%s', (rough, question) => {
    expectNoKinds(rough, ['explain', 'debug', 'write']);
    for (const prompt of everyPrompt(rough)) {
      expect(prompt).toContain(question);
      expect(prompt).toContain('pharmacist');
      expect(prompt).not.toMatch(/^To take/m);
    }
  });

  it.each([
    ['ok to take my dog with me on the train?', 'Is it OK to take my dog with me on the train?'],
    ['is it ok to leave the heating on all day?', 'Is it OK to leave the heating on all day?'],
    ['ok so how do I fix a leaking tap?', 'How do I fix a leaking tap?'],
  ])('look-alike, no substance taken: %s', (rough, question) => {
    for (const prompt of everyPrompt(rough)) expect(prompt).toContain(question);
  });
});
