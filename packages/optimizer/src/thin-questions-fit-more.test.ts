import { beforeAll, describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

/**
 * Part two of thin-questions-fit.test.ts: a UK payslip is not asked its country, a casual fault
 * becomes a sentence with its deciding questions, an essay part to improve gets a paste slot and
 * its argument and level, and a short message to someone close asks what makes it up to them,
 * not reference numbers or "Long and detailed".
 */

const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const ids = (prompt: string) => optimize(prompt, 'gpt').questions.map((q) => q.id);

// The engine's first run loads its word lists: warm it outside the 5 s a test is given.
beforeAll(() => {
  optimize('warm up', 'gpt');
}, 30_000);

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
    ['pipe under sink frozen what do i do', 'My pipe under sink is frozen. What can I do?', 'fix-thing'],
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

  it.each([
    ['Use null if it’s not stated, don’t guess.', 'Use null if it'],
    ['half say it’s too soon, half say 8 months is normal', 'half say it'],
    ['the water bill doubled, so it’s not just a vibe thing', 'so it'],
  ])('leaves a clause that needs its "it’s" alone: %s', (line, kept) => {
    const prompt = optimize(`Rewrite this for my flatmates. ${line.replace(/’/g, "'")}`, 'gpt').prompt;
    expect(prompt.toLowerCase()).toContain(`${kept.toLowerCase()}'s`);
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

  it('asks a short toast no length', () => {
    const asked = ids("a short toast for my brother's wedding");
    expect(asked).not.toContain('speech-length');
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
