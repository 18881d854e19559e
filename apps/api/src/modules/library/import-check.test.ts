import { describe, expect, it } from 'vitest';
import { checkImport } from './import-check';

const RESULT = { model: 'gpt', optimizedPrompt: 'P.', engine: 'builtin', rationale: [], mark: null };
const ENTRY = {
  kind: 'transform',
  prompt: 'p',
  models: ['gpt'],
  results: [RESULT],
  createdAt: '2030-01-01T00:00:00.000Z',
};
const VERSION = {
  number: 2,
  model: 'gpt',
  optimizedPrompt: 'P2.',
  engine: 'builtin',
  chips: [],
  instruction: 'x',
  restoredFrom: null,
  createdAt: '2030-01-01T00:00:00.000Z',
};

describe('checkImport', () => {
  it('accepts good entries and fills defaults', () => {
    const out = checkImport({ history: [ENTRY], templates: [{ title: 'T', use: 'coding', content: 'C' }] });
    expect(out.errors).toEqual([]);
    expect(out.history[0]?.versions).toEqual([]);
    expect(out.templates[0]).toMatchObject({ agents: [], tags: [], description: '' });
  });

  it('names each bad entry by section, position and reason', () => {
    const out = checkImport({
      history: [
        ENTRY,
        { ...ENTRY, results: [RESULT, RESULT] },
        { ...ENTRY, versions: [VERSION, VERSION] },
        { ...ENTRY, versions: [{ ...VERSION, model: 'claude' }] },
        { ...ENTRY, versions: [{ ...VERSION, restoredFrom: 5 }] },
        { ...ENTRY, versions: [{ ...VERSION, number: 1 }] },
        { ...ENTRY, extra: true },
        null,
      ],
      templates: [{ title: '', use: 'coding', content: 'C' }],
    });
    expect(out.history).toHaveLength(1);
    expect(out.errors.map((e) => [e.section, e.index, e.message])).toEqual([
      ['history', 1, 'results: one result per assistant'],
      ['history', 2, 'versions: gpt has version 2 twice'],
      ['history', 3, 'versions: claude has no result in this entry'],
      ['history', 4, 'versions: version 2 cannot restore a later version'],
      ['history', 5, 'versions.0.number: Version 1 is the result itself; refinements start at 2'],
      ['history', 6, expect.stringContaining('extra')],
      ['history', 7, expect.any(String)],
      ['templates', 0, 'title: A template needs a title'],
    ]);
  });
});
