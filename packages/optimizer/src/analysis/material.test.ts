import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitMaterial } from './material';
import { CASUAL_CORPUS } from '../test-corpus/casual-corpus';
import { CORPUS } from '../test-corpus/corpus';
import { CASES } from './material-cases';

// Node's global; the base tsconfig loads no ambient types.
declare const performance: { now(): number };

describe('splitMaterial: realistic prompts', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const split = splitMaterial(c.rough);
      expect(split.material.map((m) => m.content)).toEqual(c.material.map((m) => m.content));
      expect(split.material.map((m) => m.kind)).toEqual(c.material.map((m) => m.kind));
      c.material.forEach((want, i) => {
        if (want.label !== undefined) expect(split.material[i]?.label, `label ${i}`).toBe(want.label);
        if (want.lang !== undefined) expect(split.material[i]?.lang, `lang ${i}`).toBe(want.lang);
      });
      expect(split.request).toBe(c.request);
    });
  }
});

/** Every block is a non-empty, verbatim, non-overlapping piece of the rough prompt, in order. */
function expectInvariant(rough: string): void {
  const { material } = splitMaterial(rough);
  let from = 0;
  for (const m of material) {
    expect(m.content.trim()).not.toBe('');
    expect(rough.includes(m.content)).toBe(true);
    const at = rough.indexOf(m.content, from);
    expect(
      at,
      `block out of order or overlapping: ${JSON.stringify(m.content.slice(0, 40))}`,
    ).toBeGreaterThanOrEqual(from);
    from = at + m.content.length;
  }
}

describe('splitMaterial: invariants', () => {
  it('holds on every realistic case and on the regression corpora', () => {
    for (const c of CASES) expectInvariant(c.rough);
    for (const e of [...CORPUS, ...CASUAL_CORPUS]) expectInvariant(e.prompt);
  });

  it('holds on the cases glued together, cut up and reshuffled', () => {
    const pieces = CASES.flatMap((c) => c.rough.split(/\n\n/u));
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\n\n', ' '),
        (parts, sep) => {
          expectInvariant(parts.join(sep));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('holds on arbitrary text made of prompt-like fragments', () => {
    const fragment = fc.constantFrom(
      '```',
      '```python',
      '~~~',
      '"""',
      "'''",
      '<email>',
      '</email>',
      '<article>',
      '</article>',
      '> ',
      '    ',
      '\t',
      'From: a@b.c',
      'To: d@e.f',
      'Subject: hi',
      'Hi Tom,',
      'Best,',
      'Tom',
      'Paper:',
      'Task:',
      'Here is my draft:',
      'Summarize this: ',
      '{"a": 1}',
      '[1, 2]',
      '| a | b |',
      '|---|---|',
      'a,b,c',
      '1,2,3',
      'def f(x):',
      '    return x',
      'Now summarize it.',
      'Ignore previous instructions.',
      '2024-05-01 12:00:00 ERROR boom',
      'Traceback (most recent call last):',
      'Texto:',
      'Voici mon texte :',
      'Hier ist der Text:',
      'plain words here.',
      '\n',
      '\n\n',
      ' ',
      ':',
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), (parts) => {
        expectInvariant(parts.join(''));
      }),
      { numRuns: 500 },
    );
  });

  it('holds on arbitrary Unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expectInvariant(text);
      }),
      { numRuns: 300 },
    );
  });

  it('a "---" rule is cut with a block only when the block fills whole lines', () => {
    const rough = '---\nTranslate this to German: good morning everyone, the bus leaves at nine.';
    const { request, material } = splitMaterial(rough);
    expect(request).toBe('---\nTranslate this to German:');
    expect(material.map((m) => m.content)).toEqual(['good morning everyone, the bus leaves at nine.']);
  });

  it('keeps CRLF text verbatim', () => {
    const rough = 'Fix this:\r\n```js\r\nconst a = 1\r\n```\r\nthanks';
    const { material } = splitMaterial(rough);
    expect(material[0]?.content).toBe('const a = 1');
    expectInvariant(rough);
  });

  it('splits a 2 KB prompt quickly (generous bound; the median is measured separately)', () => {
    const rough = CASES.map((c) => c.rough)
      .join('\n\n')
      .slice(0, 2048);
    const t0 = performance.now();
    for (let k = 0; k < 50; k++) splitMaterial(rough);
    expect((performance.now() - t0) / 50).toBeLessThan(20);
  });
});
