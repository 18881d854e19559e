import { describe, expect, it } from 'vitest';
import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { optimize } from './index';

/**
 * Issue 11 vendor follow-ups (new prompts, written for this file): a role the user typed keeps
 * its facts everywhere, Claude delimits once and never numbers a heading, Llama gets an explicit
 * format for code.
 */

const FACTUAL_ROLE =
  'You are a senior Go reviewer at Acme with 40 services. Review my error-handling approach for our HTTP handlers: we wrap every error with fmt.Errorf and log at the top. Is this a good pattern?';
const FACTUAL_ROLE_WITH_CODE = `Act as a payroll specialist for a 12-person café in Leeds that pays fortnightly. Check the overtime calculation below and tell me what is wrong.

\`\`\`python
def overtime(hours, rate):
    if hours > 40:
        return (hours - 40) * rate * 1.5
    return hours * rate
\`\`\``;
const BARE_ROLE = 'You are a senior Go reviewer. Explain when to use errgroup versus a plain WaitGroup.';
const NURSE =
  "I'm a nurse on a night ward, and one of my patients keeps pulling out his IV line when he gets confused around 3am. What non-drug strategies can I try before calling the doctor?";

describe('a role the user typed', () => {
  it.each(ASSISTANT_KEYS)('%s keeps the facts a typed role carries', (key) => {
    const { prompt } = optimize(FACTUAL_ROLE, key);
    expect(prompt).toContain('Acme with 40 services');
    expect(prompt).toContain('fmt.Errorf');
  });

  it.each(ASSISTANT_KEYS)('%s keeps the facts of a role opening a code review', (key) => {
    const { prompt } = optimize(FACTUAL_ROLE_WITH_CODE, key);
    expect(prompt).toContain('12-person café in Leeds that pays fortnightly');
  });

  it('DeepSeek tells a factual role as context, not as a role line', () => {
    const { prompt } = optimize(FACTUAL_ROLE, 'deepseek');
    expect(prompt).not.toMatch(/^You are/m);
    expect(prompt).toMatch(/^Answer as .*Acme with 40 services\./m);
  });

  it('DeepSeek drops a bare persona; the roles that use one keep the user’s, not ours', () => {
    expect(optimize(BARE_ROLE, 'deepseek').prompt).not.toMatch(/senior Go reviewer|You are/);
    for (const key of ['claude', 'gpt', 'metaLlama'] as const) {
      const { prompt } = optimize(BARE_ROLE, key);
      expect(prompt).toContain('You are a senior Go reviewer.');
      // One role only: the engine's stock teacher would sit beside the user's.
      expect(prompt.match(/\bYou are\b/g)).toHaveLength(1);
    }
  });

  it.each(ASSISTANT_KEYS)('%s keeps "I am a nurse…" as context', (key) => {
    expect(optimize(NURSE, key).prompt).toContain("I'm a nurse on a night ward");
  });

  it('"You\'re going to think this is silly" is no role', () => {
    const { prompt } = optimize(
      "You're going to think this is silly but how do I stop my cat scratching the sofa?",
      'deepseek',
    );
    expect(prompt).toContain("You're going to think this is silly");
  });
});

const STAFF_EMAIL = `Role: You are the chief of staff for a 60-person fintech startup.

Task: Turn my notes from this morning's leadership sync into a status email to all staff.

Notes:
"""
billing migration slipped to March 14
Priya owns the rollback plan
legal sign-off on the DPA still pending
"""

Requirements:
- under 200 words
- end with who to ask for questions

Format: subject line, then the email body.`;

const COVER_LETTER = `Write a cover letter for a junior data analyst job at a hospital.

Requirements:
- under 300 words
- mention my SQL and Tableau experience
- no cliches like 'passionate team player'`;

describe('Claude', () => {
  it('delimits pasted notes once, with the XML tag only', () => {
    const { prompt } = optimize(STAFF_EMAIL, 'claude');
    expect(prompt).toContain(
      '<notes>\nbilling migration slipped to March 14\nPriya owns the rollback plan\nlegal sign-off on the DPA still pending\n</notes>',
    );
    expect(prompt).not.toContain('"""');
  });

  it('keeps two quoted blocks under one label apart', () => {
    const twoBlocks = STAFF_EMAIL.replace(
      'legal sign-off on the DPA still pending\n"""',
      'legal sign-off on the DPA still pending\n"""\n\n"""\nQA found 3 blockers\n"""',
    );
    expect(optimize(twoBlocks, 'claude').prompt).toContain('"""\nQA found 3 blockers\n"""');
  });

  it('never numbers a "Requirements:" heading as an instruction', () => {
    const { prompt } = optimize(COVER_LETTER, 'claude');
    expect(prompt).not.toMatch(/\d\.\s+Requirements:/);
    expect(prompt).toMatch(/^Requirements:\n- Under 300 words$/m);
    // The instructions after it still count from 1.
    expect(prompt).toMatch(/^1\. \S/m);
  });
});

describe('Llama gets an explicit output format for code', () => {
  it('a function taking "a list of file paths" still gets the code format (the list is its input)', () => {
    const { prompt } = optimize(
      "Write a Python function that takes a list of file paths and returns the total size in megabytes, skipping files that don't exist.",
      'metaLlama',
    );
    expect(prompt).toMatch(/^Output format: .*code block.*how to run it\.$/m);
    // The format says how to run it already: no second line about it.
    expect(prompt.match(/how to run it/g)).toHaveLength(1);
  });

  it('"only the code" gets a format that agrees with it, never an explanation', () => {
    const { prompt } = optimize(
      'Write a bash script that rotates the nginx logs in /var/log/nginx every Sunday. Only the code please.',
      'metaLlama',
    );
    const format = /^Output format: (.*)$/m.exec(prompt)?.[1] ?? '';
    expect(format).toMatch(/only the code/i);
    expect(format).not.toMatch(/how to run|explain/i);
  });

  it('a Spanish "solo el código" gets its format in Spanish and no example calls', () => {
    const { prompt } = optimize(
      'Escribe una función en Python que convierta grados Fahrenheit a Celsius. Solo el código, sin explicaciones.',
      'metaLlama',
    );
    expect(prompt).toMatch(/^Formato de salida: Solo el código/m);
    expect(prompt).not.toMatch(/llamadas de ejemplo/);
  });

  it('a request for a list of ideas keeps its list format', () => {
    const { analysis } = optimize('Give me a list of 10 names for a bakery', 'metaLlama');
    expect(analysis.slots.format).toBe('list');
  });
});
