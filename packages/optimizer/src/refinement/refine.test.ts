import { ASSISTANT_KEYS, REFINE_CHIPS, type RefineChip } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';
import { EXAMPLE_PLACEHOLDER } from './chip-lines';
import { refine } from './refine';

const BLOG = 'write a blog post about remote work for managers';
const CODE = 'fix this python code, it crashes: ```python\nprint(x)\n# TODO\nprint(y)\n```';
const count = (text: string, part: string) => text.split(part).length - 1;

describe('refine', () => {
  it('adds a bullet under GPT’s Instructions section', () => {
    const before = optimize(BLOG, 'gpt').prompt;
    const { prompt, applied } = refine(before, 'gpt', ['more-formal']);
    expect(applied).toEqual(['more-formal']);
    expect(prompt).toContain(
      '# Instructions\n- Open with a hook, use clear subheadings, and end with a takeaway.\n- Use a formal, professional tone.',
    );
  });

  it('puts a JSON request under GPT’s Output format when there is one', () => {
    const { prompt } = refine(optimize(CODE, 'gpt').prompt, 'gpt', ['json']);
    expect(prompt).toMatch(
      /# Output format\n.+\nAnswer only with valid JSON, with no text before or after it\.\n/,
    );
  });

  it('adds the next numbered step inside Claude’s instructions, and asks for thinking tags', () => {
    const { prompt } = refine(optimize(BLOG, 'claude').prompt, 'claude', ['step-by-step']);
    expect(prompt).toContain(
      '1. Open with a hook, use clear subheadings, and end with a takeaway.\n2. Think it through step by step inside <thinking> tags, then give the final answer inside <answer> tags.\n</instructions>',
    );
  });

  it('writes a plain sentence before pasted material for the plain assistants', () => {
    const before = optimize(CODE, 'gemini').prompt;
    const { prompt } = refine(before, 'gemini', ['shorter']);
    const line = prompt.indexOf('Keep the answer short');
    expect(line).toBeGreaterThan(0);
    expect(line).toBeLessThan(prompt.indexOf('```python'));
    // The material is untouched, byte for byte, comment included.
    expect(prompt).toContain('```python\nprint(x)\n# TODO\nprint(y)\n```');
  });

  it('uses DeepSeek’s own step-by-step wording', () => {
    expect(refine(optimize(BLOG, 'deepseek').prompt, 'deepseek', ['step-by-step']).prompt).toContain(
      'Please reason step by step',
    );
  });

  it('adds an example slot the user fills, never an invented example', () => {
    for (const target of ASSISTANT_KEYS) {
      const { prompt } = refine(optimize(BLOG, target).prompt, target, ['add-example']);
      expect(count(prompt, EXAMPLE_PLACEHOLDER), target).toBe(1);
    }
    expect(refine(optimize(BLOG, 'claude').prompt, 'claude', ['add-example']).prompt).toContain(
      `<example>\n${EXAMPLE_PLACEHOLDER}\n</example>`,
    );
  });

  it('is idempotent per chip and never duplicates a line, on every assistant and prompt', () => {
    for (const rough of [BLOG, CODE, 'what is the capital of france']) {
      for (const target of ASSISTANT_KEYS) {
        const once = refine(optimize(rough, target).prompt, target, [
          ...REFINE_CHIPS.filter((c) => c !== 'more-detailed'),
        ]);
        const twice = refine(once.prompt, target, [...REFINE_CHIPS.filter((c) => c !== 'more-detailed')]);
        expect(twice.prompt, `${target}: ${rough}`).toBe(once.prompt);
        expect(twice.applied).toEqual([]);
        const lines = once.prompt
          .split('\n')
          .filter((l) => /step by step|valid JSON|formal, professional/.test(l));
        expect(new Set(lines).size).toBe(lines.length);
      }
    }
  });

  it('gives the same prompt whatever order the chips come in', () => {
    const base = optimize(BLOG, 'gpt').prompt;
    const chips: RefineChip[] = ['json', 'add-example', 'shorter', 'step-by-step'];
    expect(refine(base, 'gpt', chips).prompt).toBe(refine(base, 'gpt', [...chips].reverse()).prompt);
  });

  it('replaces Shorter with More detailed in place instead of keeping both', () => {
    const base = optimize(BLOG, 'claude').prompt;
    const short = refine(base, 'claude', ['shorter']).prompt;
    const detailed = refine(short, 'claude', ['more-detailed']).prompt;
    expect(detailed).not.toContain('Keep the answer short');
    expect(detailed).toContain('2. Be thorough: cover each point in depth, with specifics.');
    expect(detailed.split('\n')).toHaveLength(short.split('\n').length);
  });

  it('adds later lines above an example slot added earlier', () => {
    const withExample = refine(optimize(BLOG, 'gemini').prompt, 'gemini', ['add-example']).prompt;
    const { prompt } = refine(withExample, 'gemini', ['json']);
    expect(prompt.indexOf('valid JSON')).toBeLessThan(prompt.indexOf(EXAMPLE_PLACEHOLDER));
    const gpt = refine(refine(optimize(BLOG, 'gpt').prompt, 'gpt', ['add-example']).prompt, 'gpt', ['json']);
    expect(gpt.prompt.indexOf('- Answer only with valid JSON')).toBeLessThan(gpt.prompt.indexOf('# Example'));
  });

  it('adds the free text as one requirement line in the layout’s style, once', () => {
    const base = optimize(BLOG, 'metaLlama').prompt;
    const once = refine(base, 'metaLlama', [], { instruction: '  mention   the costs ' });
    expect(once.prompt).toContain('- Mention the costs.');
    expect(once.rationale[0]?.change).toBe('Added your requirement: Mention the costs.');
    expect(refine(once.prompt, 'metaLlama', [], { instruction: 'mention the costs' }).prompt).toBe(
      once.prompt,
    );
  });

  it('creates GPT’s Instructions section after the Task when the prompt has none', () => {
    const prompt = '# Role\nYou are a poet.\n\n# Task\nWrite a haiku.';
    expect(refine(prompt, 'gpt', ['shorter']).prompt).toBe(
      '# Role\nYou are a poet.\n\n# Task\nWrite a haiku.\n\n# Instructions\n- Keep the answer short: only what the task needs, with no preamble or recap.',
    );
  });

  it('explains each applied chip with a rule and a source', () => {
    const { rationale } = refine(optimize(BLOG, 'gpt').prompt, 'gpt', ['json', 'shorter']);
    expect(rationale).toHaveLength(2);
    for (const item of rationale) {
      expect(item.change).not.toBe('');
      expect(item.source).toMatch(/\[O\d\]$/);
    }
  });

  it('never takes a "# Instructions" line inside pasted code for the section', () => {
    const prompt = '# Task\nReview this.\n\n# Input\n```python\n# Instructions\nprint(1)\n```';
    expect(refine(prompt, 'gpt', ['shorter']).prompt).toBe(
      '# Task\nReview this.\n\n# Instructions\n- Keep the answer short: only what the task needs, with no preamble or recap.\n\n# Input\n```python\n# Instructions\nprint(1)\n```',
    );
  });
});
