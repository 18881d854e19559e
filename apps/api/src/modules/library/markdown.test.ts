import { describe, expect, it } from 'vitest';
import { exportMarkdown } from './markdown';

describe('exportMarkdown', () => {
  it('writes history, versions and templates; pasted fences cannot close its own', () => {
    const md = exportMarkdown({
      format: 'promptsmith-export',
      version: 1,
      exportedAt: '2030-01-01T00:00:00.000Z',
      history: [
        {
          kind: 'transform',
          prompt: 'fix this:\n```js\nx()\n```',
          models: ['claude'],
          results: [
            { model: 'claude', optimizedPrompt: 'Fix it.', engine: 'builtin', rationale: [], mark: true },
          ],
          createdAt: '2030-01-01T00:00:00.000Z',
          versions: [
            {
              number: 2,
              model: 'claude',
              optimizedPrompt: 'Fix it. Be brief.',
              engine: 'builtin',
              chips: ['shorter'],
              instruction: 'no *jargon*',
              restoredFrom: null,
              createdAt: '2030-01-01T00:01:00.000Z',
            },
          ],
        },
      ],
      templates: [
        {
          title: 'Notes # 1',
          description: '',
          use: 'writing',
          agents: ['gpt'],
          tags: ['work'],
          content: 'Write [X].',
          createdAt: '2030-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(md).toContain('### 2030-01-01T00:00:00.000Z — transform for Claude');
    expect(md).toContain('````text\nfix this:\n```js\nx()\n```\n````');
    expect(md).toContain('#### Claude (built-in engine) — marked Best Response');
    expect(md).toContain('##### Version 2 (Shorter, “no \\*jargon\\*”)');
    expect(md).toContain('### Notes \\# 1');
    expect(md).toContain('Tags: work');
    expect(md.endsWith('```\n')).toBe(true);
  });
});
