import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Issue 11, item 7: the vendor differences that matter (new prompts, written for this file).
 */
const NESTED = `Write a bash script that backs up my postgres databases every night.

Requirements:
1. Dump each database separately
   - use pg_dump with custom format (-Fc)
   - skip template0 and template1
2. Retention
   - keep 14 daily backups locally
   - delete older ones but never the last 3 regardless of age`;

const TRIAGE = `Role: You are a customer-support triage assistant for Brightline, a home-internet provider.

Task: Classify each incoming customer message into exactly one category and give a one-line reason.

Categories:
- billing: charges, refunds, invoices
- outage: no connection, area-wide slowness
- other: anything else

Rules:
- If a message fits two categories, choose the one the customer needs resolved first.
- Never invent account details.

Examples:
Message: "I was charged twice this month, please refund one"
Output: billing | duplicate charge needs refund

Message: "Internet has been down since 6am, my neighbours too"
Output: outage | area-wide loss of connection

Output format: one line per message: <category> | <reason>`;

const NOTES = Array.from(
  { length: 30 },
  (_, i) => `- bay ${i + 1}: swaps need the shift lead's approval 48h ahead; forklift level must match`,
).join('\n');
const HR = `You are an HR generalist at a 300-person warehouse. I need to turn the notes below into a policy announcement for floor staff about the new shift-swap rules. Keep it under 250 words and end with who to contact.

Notes:
"""
${NOTES}
"""`;

describe('nested requirement lists keep their nesting', () => {
  it.each(['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const)('%s', (key) => {
    const out = optimize(NESTED, key).prompt;
    // The sub-item sits deeper than its parent item, whatever the assistant's own indent.
    const parent = /^([ \t]*)(?:\d\.|-) Dump each database separately$/m.exec(out);
    const child = /^([ \t]*)- Use pg_dump with custom format \(-Fc\)$/im.exec(out);
    expect(parent, out).not.toBeNull();
    expect(child, out).not.toBeNull();
    expect(child![1]!.length).toBeGreaterThan(parent![1]!.length);
  });
});

describe('an excellent prompt with few-shot examples', () => {
  it.each(['gpt', 'claude'] as const)('%s keeps each example whole in its examples section', (key) => {
    const out = optimize(TRIAGE, key).prompt;
    expect(out).toContain(
      'Message: "I was charged twice this month, please refund one"\nOutput: billing | duplicate charge needs refund',
    );
    expect(out).not.toMatch(/^(?:# Output|<output>)$/m);
  });

  it('deepseek quotes the examples as reference, keeps them whole, and says why', () => {
    const { prompt, rationale } = optimize(TRIAGE, 'deepseek');
    expect(prompt).toMatch(
      /^Examples \(reference for the output format only[^\n]*:\n"""\nMessage: "I was charged/m,
    );
    expect(prompt).toContain('Output: outage | area-wide loss of connection\n"""');
    expect(rationale.some((r) => /examples/i.test(r.change) && /\[D2\]/.test(r.source))).toBe(true);
  });

  it('deepseek turns the role into context instead of a role line, keeping its facts', () => {
    const out = optimize(TRIAGE, 'deepseek').prompt;
    expect(out).not.toMatch(/^\s*(?:Role:|You are)/im);
    expect(out).toContain(
      'Answer as a customer-support triage assistant for Brightline, a home-internet provider.',
    );
  });
});

describe('a long task with pasted material', () => {
  it('deepseek keeps the role sentence as context, the ask intact', () => {
    const out = optimize(HR, 'deepseek').prompt;
    expect(out).not.toMatch(/You are/);
    expect(out).toMatch(/^Answer as an HR generalist at a 300-person warehouse\.\n\nI need to turn/);
  });

  it('gpt restates the key instruction after the long material, pointing up at it', () => {
    const out = optimize(HR, 'gpt').prompt;
    const reminder = out.lastIndexOf('I need to turn the notes above into a policy announcement');
    expect(reminder).toBeGreaterThan(out.lastIndexOf('- bay 30:'));
    expect(out.slice(reminder)).not.toMatch(/You are|Notes/);
  });

  it('gemma and mistral get no section boilerplate', () => {
    for (const key of ['gemini', 'mistral'] as const)
      expect(optimize(HR, key).prompt).not.toMatch(/^(?:#{1,3} |<\/?[a-z_]+>$)/m);
  });
});

describe('proportion and the maths line', () => {
  const QUESTION = 'is it safe to leave a laptop plugged in all the time?';
  it.each(['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const)(
    'a one-line question stays a few lines for %s',
    (key) => {
      const out = optimize(QUESTION, key).prompt;
      expect(out.split('\n').filter((l) => l.trim()).length).toBeLessThanOrEqual(5);
      expect(out).not.toMatch(/^#{1,3} /m);
    },
  );

  it('deepseek ends a maths problem with the boxed-answer line and adds no role', () => {
    const out = optimize(
      'Pipe A fills a tank in 6 hours, pipe B in 9, and a drain empties it in 12. With all three open from empty, how long until it is full?',
      'deepseek',
    ).prompt;
    expect(out.endsWith('Please reason step by step, and put your final answer within \\boxed{}.')).toBe(
      true,
    );
    expect(out).not.toMatch(/You are/);
  });
});
