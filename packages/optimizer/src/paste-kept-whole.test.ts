import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from './index';
import {
  EXERCISE_WITH_PARTS,
  type KeptCase,
  LOOK_ALIKES,
  OWN_ATTEMPT_THEN_ASK,
  RECORDS_WITH_SEPARATORS,
  REPLY_CHAIN,
  REPORT_UNDER_ASK,
  RULES_AT_BOTTOM,
  SAMPLE_AFTER_LEAD,
  SCHEMA_AFTER_LEAD,
  THEIR_ASK_STAYS,
  TRACE_WITH_HEADER,
} from './test-corpus/kept-whole-cases';

/**
 * Issue 11: pasted material stays whole, in its order, byte for byte, and is never filed as the
 * user's instructions; the user's own ask around it stays the task. Judges scored 1 where a
 * sample was recased ("so at 12:05" → "So at 12:05"), clippings lost their "==========", a
 * report's "Effort: 2 (Good)" became an instruction, pasted rules were spliced into the steps,
 * DDL lines became bullets, a trace's first lines became steps, an exercise's parts moved above
 * their text, a reply chain was split from its email, and the user's "show me what's missing"
 * was left inside their pasted proof. The prompts here are new, in several languages.
 */

const lines = (text: string) => text.split('\n').filter((l) => l.trim().length > 3);

/** What every case must show: the paste once and verbatim for all six, none of it in the ask. */
function expectWhole([rough, paste, ask]: KeptCase): void {
  const analysis = analyze(rough);
  expect(analysis.material.some((m) => m.content.includes(paste))).toBe(true);
  expect(analysis.request.toLowerCase()).toContain(ask.toLowerCase());
  for (const line of lines(paste)) expect(analysis.request).not.toContain(line.trim());
  for (const target of ASSISTANT_KEYS) {
    const out = optimize(rough, target).prompt;
    expect(out.split(paste).length - 1, target).toBe(1);
    // A lower-case pasted line is never recased elsewhere in the prompt ("So at 12:05").
    for (const line of lines(paste)) {
      const t = line.trim();
      const recased = t.charAt(0).toUpperCase() + t.slice(1);
      if (recased !== t) expect(out, target).not.toContain(recased);
    }
  }
}

const FAMILIES: readonly (readonly [string, readonly KeptCase[]])[] = [
  ['a sample after "sample:" stays byte for byte', SAMPLE_AFTER_LEAD],
  ['records keep their separators', RECORDS_WITH_SEPARATORS],
  ['a report under the ask is no instruction', REPORT_UNDER_ASK],
  ['rules pasted at the bottom are material', RULES_AT_BOTTOM],
  ['a schema after "schema:" is one block', SCHEMA_AFTER_LEAD],
  ['a trace keeps its first lines', TRACE_WITH_HEADER],
  ['an exercise keeps its parts under its text', EXERCISE_WITH_PARTS],
  ['a reply chain stays with its email', REPLY_CHAIN],
  ['the user’s own attempt, then their ask', OWN_ATTEMPT_THEN_ASK],
  ['someone else’s closing ask stays in their message', THEIR_ASK_STAYS],
];

for (const [family, cases] of FAMILIES) {
  describe(family, () => {
    for (const c of cases) {
      it(c[0].slice(0, 60).replace(/\n/gu, ' '), () => expectWhole(c), 30_000);
    }
  });
}

describe('what each family must also show', () => {
  it('pasted rules are one block of their own, not steps among the instructions', () => {
    for (const [rough, paste] of RULES_AT_BOTTOM) {
      const analysis = analyze(rough);
      expect(analysis.material.map((m) => m.content)).toContain(paste);
      // The label line ("Rules:") names the block; it is no step of the user's.
      expect(analysis.request).not.toMatch(/^(?:guidelines|règles|normas)\s?:\s*$/imu);
    }
  });

  it('a schema is code, and its caption leaves no dangling "schema:" step', () => {
    for (const [rough, paste] of SCHEMA_AFTER_LEAD) {
      const analysis = analyze(rough);
      expect(analysis.material.find((m) => m.content === paste)?.kind).toBe('code');
      for (const target of ASSISTANT_KEYS)
        expect(optimize(rough, target).prompt).not.toMatch(/^- (?:Schema|Tables):?\s*$/imu);
    }
  });

  it('an exercise is one block: its text first, then its parts', () => {
    for (const [rough, paste] of EXERCISE_WITH_PARTS) {
      expect(analyze(rough).material.map((m) => m.content)).toEqual([paste]);
    }
  });

  it('an email and the reply it quotes are one thread', () => {
    for (const [rough, paste] of REPLY_CHAIN) {
      expect(analyze(rough).material.map((m) => m.content)).toEqual([paste]);
    }
  });

  it('the user asking what is missing in their proof gets no "give a complete proof"', () => {
    for (const [rough] of OWN_ATTEMPT_THEN_ASK) {
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        expect(out, target).not.toMatch(/Give a complete proof|Donnez une démonstration complète/u);
      }
    }
  });

  it('someone else’s ask is not moved into the user’s request', () => {
    for (const [rough, paste] of THEIR_ASK_STAYS) {
      const analysis = analyze(rough);
      expect(analysis.material.map((m) => m.content)).toEqual([paste]);
    }
  });
});

describe('look-alikes: the user’s own lists stay the request', () => {
  for (const [rough, own] of LOOK_ALIKES) {
    it(rough.slice(0, 60).replace(/\n/gu, ' '), () => {
      const analysis = analyze(rough);
      expect(analysis.material).toEqual([]);
      expect(analysis.request).toContain(own);
    });
  }
});
