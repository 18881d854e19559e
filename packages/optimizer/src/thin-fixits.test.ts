import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { optimize } from './index';

const TARGETS: AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];
const READER_CHIPS = ['Colleagues', 'Customers', 'Friends and family'];

describe('thin prompts that start with a verb: one grammatical task line', () => {
  it.each([
    ['fix dripping shower head', 'How do I fix a dripping shower head?'],
    ['unclog bathroom sink', 'How do I unclog a bathroom sink?'],
    ['repair wobbly garden gate', 'How do I repair a wobbly garden gate?'],
    ['descale old kettle', 'How do I descale an old kettle?'],
    ['explain inflation simple', 'Explain inflation simply.'],
    ['black holes easy explanation', 'Explain black holes simply.'],
  ])('%s -> %s', (prompt, line) => {
    for (const target of TARGETS) {
      const text = optimize(prompt, target).prompt;
      expect(text).toContain(line);
      expect(text).not.toMatch(/Help me with|suggest what would be most useful/);
      expect(text).not.toMatch(/\b(simple|easy) explanation\b/i);
    }
  });

  it('keeps a manner already said in good English', () => {
    for (const target of TARGETS)
      expect(optimize('explain tides in simple terms', target).prompt).toContain(
        'Explain tides in simple terms.',
      );
  });
});

describe('thin household and bike faults: the facts that decide the fix, not a reader', () => {
  it.each([
    ['creaky stairs', 'How do I fix creaky stairs?'],
    ['leaking kitchen tap', 'How do I fix a leaking kitchen tap?'],
    ['sliding door sticks', 'Sliding door sticks. How do I fix it?'],
    ['bike brakes squeal downhill', 'Bike brakes squeal downhill. How do I fix it?'],
    ['radiator drips at valve', 'Radiator drips at valve. How do I fix it?'],
  ])('%s asks what it is and what was tried', (prompt, line) => {
    for (const target of TARGETS) {
      const result = optimize(prompt, target);
      expect(result.prompt).toContain(line);
      expect(result.prompt).toMatch(/most likely causes/);
      const questions = result.questions.map((q) => q.question);
      expect(questions.some((q) => /made of|how old/.test(q))).toBe(true);
      expect(questions).toContain('What have you tried already?');
      const options = result.questions.flatMap((q) => q.options);
      for (const chip of READER_CHIPS) expect(options).not.toContain(chip);
      expect(questions.join(' ')).not.toMatch(/who is it for|\bcar\b/i);
    }
  });

  it('does not ask what it is when the user said so', () => {
    const asked = optimize('oak floorboards creak near the door', 'gpt').questions.map((q) => q.question);
    expect(asked.some((q) => /made of|how old/.test(q))).toBe(false);
    expect(asked).toContain('What have you tried already?');
  });

  it('asks no reader for a thin how-to job', () => {
    for (const prompt of ['make sourdough starter', 'grow chillies indoors']) {
      const options = optimize(prompt, 'claude').questions.flatMap((q) => q.options);
      for (const chip of READER_CHIPS) expect(options).not.toContain(chip);
    }
  });

  it('still asks a car for its make and model', () => {
    const asked = optimize('my car brakes squeal', 'gpt').questions.map((q) => q.question);
    expect(asked.join(' ')).toMatch(/make, model and year/);
  });
});

describe('obvious typos in thin prompts', () => {
  it.each([
    ['bike chain keeps droping off', 'dropping', 'droping'],
    ['gears skiping on my bycicle', 'bicycle', 'bycicle'],
    ['fridge stoped cooling overnight', 'stopped', 'stoped'],
    ['tommorrow packing list beach', 'tomorrow', 'tommorrow'],
  ])('%s is written with %s', (prompt, fixed, typo) => {
    for (const target of TARGETS) {
      // "Tomorrow" may start the sentence: the word matters, not its capital.
      const text = optimize(prompt, target).prompt.toLowerCase();
      expect(text).toContain(fixed);
      expect(text).not.toContain(typo);
    }
  });

  it('leaves a typo inside quotes as the user wrote it', () => {
    for (const target of TARGETS)
      expect(optimize('translate "skiping stones" to French', target).prompt).toContain('"skiping stones"');
  });
});
