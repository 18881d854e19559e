import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';

/**
 * The user's own structure survives (issue 11; new prompts written for this file): capital
 * headings send their text to the matching section, the lines a request ending in ":" leads
 * stay its requirements, no task ends on a colon, and a "Role:" value is never a fragment.
 */
const every = (rough: string) => ASSISTANT_KEYS.map((key) => [key, optimize(rough, key).prompt] as const);

/** Each line appears once, after the one before it. */
function inOrder(out: string, lines: readonly string[]): boolean {
  let at = -1;
  for (const line of lines) {
    const next = out.indexOf(line, at + 1);
    if (next <= at || out.indexOf(line, next + 1) >= 0) return false;
    at = next;
  }
  return true;
}

const tag = (out: string, name: string) =>
  new RegExp(`<${name}>\\n([\\s\\S]*?)\\n</${name}>`).exec(out)?.[1] ?? '';

describe('capital headings the user wrote', () => {
  const cases = [
    {
      rough: `CONTEXT:
I coach an under-10 football team and three parents complained about playing time.

GOAL:
Write a message to all parents explaining how we rotate players.

IMPORTANT:
Every child plays at least half of each match.

NOTE: Keep the names of the parents who complained out of it.`,
      context: 'I coach an under-10 football team',
      task: 'Write a message to all parents explaining how we rotate players.',
      rules: ['IMPORTANT: Every child plays at least half of each match.', 'NOTE: Keep the names'],
    },
    {
      rough: `CONTEXTO: llevo un bar pequeño en Valencia y el sábado cerramos por obras.
OBJETIVO: escribe un aviso para Instagram que lo explique.
IMPORTANTE: di que el domingo abrimos a la hora de siempre.
NOTA: nada de emojis.`,
      context: 'Llevo un bar pequeño en Valencia',
      task: 'Escribe un aviso para Instagram que lo explique.',
      rules: ['IMPORTANTE: di que el domingo abrimos', 'NOTA: nada de emojis.'],
    },
    {
      rough: `HINTERGRUND: Unsere Kita schließt im August drei Wochen.
ZIEL: Schreib einen Elternbrief mit den genauen Daten.
WICHTIG: Die Notbetreuung muss bis zum 30. Juni angemeldet werden.`,
      context: 'Unsere Kita schließt im August drei Wochen.',
      task: 'Schreib einen Elternbrief mit den genauen Daten.',
      rules: ['WICHTIG: Die Notbetreuung muss bis zum 30. Juni angemeldet werden.'],
    },
  ];

  it.each(cases)('land in the matching section, in order, once ($task)', (c) => {
    for (const [key, out] of every(c.rough)) {
      // No heading left stranded as a line or a step of its own.
      expect(out, key).not.toMatch(
        /(?:^|\n)(?:- |\d\. )?(?:CONTEXT|CONTEXTO|GOAL|OBJETIVO|ZIEL|HINTERGRUND|IMPORTANT|WICHTIG):?\s*\n/,
      );
      expect(out, key).not.toMatch(/\b(?:GOAL|OBJETIVO|ZIEL|CONTEXT|CONTEXTO|HINTERGRUND)\s*:/);
      expect(
        inOrder(out, [c.task, ...c.rules]) || inOrder(out, [c.context, c.task, ...c.rules]),
        `${key}: ${out}`,
      ).toBe(true);
      expect(out.split(c.context).length, key).toBe(2);
    }
    const claude = optimize(c.rough, 'claude').prompt;
    expect(tag(claude, 'context')).toContain(c.context);
    for (const rule of c.rules) expect(tag(claude, 'context')).not.toContain(rule);
    expect(tag(claude, 'instructions')).toContain(c.task);
    for (const rule of c.rules) expect(tag(claude, 'instructions')).toContain(rule);
  });

  it('keeps the French space before the colon of an emphasis label', () => {
    const out = optimize(
      'CONTEXTE : je suis aide-soignante et je reprends mes études.\nOBJECTIF : rédige une lettre de motivation pour un IFSI.\nIMPORTANT : une page au maximum.',
      'gpt',
    ).prompt;
    expect(out).toContain('IMPORTANT : une page au maximum.');
    expect(out).not.toMatch(/OBJECTIF/);
  });
});

describe('requirements under a request that ends in ":"', () => {
  it('are the requirements, not pasted items, and the task ends in a full stop', () => {
    const rough = `Write a bash script that archives last month's log files:
1) skip files that are still open
2) use gzip, not zip
3) keep the originals until the archive is verified
4) only touch files in /var/log/myapp`;
    const rules = [
      'Skip files that are still open',
      'Use gzip, not zip',
      'Keep the originals until the archive is verified',
      'Only touch files in /var/log/myapp',
    ];
    expect(optimize(rough, 'gpt').analysis.material).toEqual([]);
    for (const [key, out] of every(rough)) {
      expect(out, key).toContain("Write a bash script that archives last month's log files.");
      expect(out, key).not.toMatch(/log files:/);
      expect(inOrder(out, rules), `${key}: ${out}`).toBe(true);
    }
  });

  it('stay together, in order, before the code they are about', () => {
    const rough = `turn this into async/await:
use fs/promises
we target Node 20, so no callbacks anywhere
keep the exported names

\`\`\`js
const fs = require('fs');
exports.load = (p, cb) => fs.readFile(p, 'utf8', cb);
\`\`\``;
    const [code] = optimize(rough, 'gpt').analysis.material;
    expect(code?.content).not.toContain('use fs/promises');
    for (const [key, out] of every(rough)) {
      expect(out, key).not.toMatch(/async\/await:/);
      expect(
        inOrder(out, [
          'Use fs/promises',
          'We target Node 20, so no callbacks anywhere',
          'Keep the exported names',
        ]),
        `${key}: ${out}`,
      ).toBe(true);
    }
    expect(tag(optimize(rough, 'claude').prompt, 'context')).not.toContain('Node 20');
  });

  it('still reads a pasted list of data as material', () => {
    const rough = 'Sort these alphabetically:\nmango\nbanana\nkiwi\napple';
    expect(optimize(rough, 'gpt').analysis.material.map((m) => m.content)).toEqual([
      'mango\nbanana\nkiwi\napple',
    ]);
  });
});

describe('a "Role:" label', () => {
  it('becomes a sentence, never a fragment on the first line', () => {
    const rough = `Role: payroll specialist at a mid-sized construction firm.
Task: Write a short FAQ for new hires about when and how they get paid.
Requirements:
- Weekly pay on Fridays
- Overtime shows on the next payslip
- Under 200 words`;
    expect(optimize(rough, 'claude').prompt).toMatch(
      /^You are a payroll specialist at a mid-sized construction firm\./,
    );
    for (const [key, out] of every(rough)) {
      // Only under a heading that still names it ("# Role") may the noun phrase stand alone.
      const lines = out.split('\n');
      lines.forEach((line, i) => {
        if (/^payroll specialist at/i.test(line)) expect(lines[i - 1], `${key}: ${out}`).toBe('# Role');
      });
    }
  });

  it('stays a sentence for DeepSeek when its facts are kept', () => {
    const rough = `Role: volunteer coordinator who has run the food bank's Saturday shifts for six years.
Task: Write a welcome note for first-time volunteers.
Requirements:
- Mention the 8:30 start
- Under 120 words`;
    const out = optimize(rough, 'deepseek').prompt;
    expect(out).toContain("volunteer coordinator who has run the food bank's Saturday shifts for six years");
    expect(out).not.toMatch(/^volunteer coordinator/im);
  });

  it('reads as "Eres…" in Spanish and as the role of a rough request', () => {
    const es = optimize(
      'Rol: nutricionista deportiva\nTarea: haz un menú de tres días para una corredora de maratón.\nFormato: tabla.',
      'claude',
    ).prompt;
    expect(es).toMatch(/^Eres nutricionista deportiva\./);
    const rough = optimize(
      'Role: bookkeeper for a family-run garden centre\nexplain what accruals are with one example',
      'claude',
    ).prompt;
    expect(rough).toMatch(/^You are a bookkeeper for a family-run garden centre\./);
    expect(rough).not.toMatch(/Role:/);
  });
});
