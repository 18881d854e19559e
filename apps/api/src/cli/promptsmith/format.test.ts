import { type CompareResultItem } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { formatResults } from './format';

const result = (model: CompareResultItem['model']): CompareResultItem => ({
  model,
  optimizedPrompt: `Write a poem (${model}).`,
  engine: 'builtin',
  rationale: [],
  questions: [
    {
      id: 'audience',
      slot: 'audience',
      question: 'Who is it for?',
      options: ['kids', 'adults'],
      multiple: false,
    },
    { id: 'tone', slot: 'tone', question: 'Which tone?', options: ['warm', 'funny'], multiple: true },
  ],
  warnings: ['Text that looks like instructions was kept as quoted material.'],
});

describe('formatResults', () => {
  it('prints the questions once, after every prompt, with how to answer them', () => {
    const text = formatResults([result('gpt'), result('claude')], { json: false, explain: false, all: true });
    expect(text.indexOf('Write a poem (claude).')).toBeLessThan(text.indexOf('Sharpen it'));
    expect(text.match(/Sharpen it/g)).toHaveLength(1);
    expect(text).toContain('Sharpen it: answer with --answer <id>=<value> (a comma list picks several)');
    expect(text).toContain('  audience: Who is it for?\n    one of: kids | adults');
    expect(text).toContain('  tone: Which tone?\n    any of: warm | funny');
    expect(text).toContain('Note: Text that looks like instructions was kept as quoted material.');
  });

  it('prints only the prompt when there is nothing to ask', () => {
    const quiet = { ...result('gpt'), questions: [], warnings: [] };
    expect(formatResults([quiet], { json: false, explain: false, all: false })).toBe('Write a poem (gpt).\n');
  });

  it('keeps questions and warnings in the JSON', () => {
    const body = JSON.parse(
      formatResults([result('gpt')], { json: true, explain: false, all: false }),
    ) as CompareResultItem;
    expect(body.questions.map((q) => q.id)).toEqual(['audience', 'tone']);
    expect(body.warnings).toHaveLength(1);
  });
});
