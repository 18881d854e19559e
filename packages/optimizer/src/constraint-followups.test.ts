import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * Follow-ups to constraint-shapes.test.ts, on new prompts: a date told in words is stated, the
 * user's own "don't rewrite it" is not repeated, a grammar check with nothing pasted gets a slot,
 * a one-paragraph comparison gets no multi-part lines, and a work contract is an employment
 * question. Every assertion reads what the user sees, for all six assistants.
 */

const asked = (rough: string, target = 'gpt' as (typeof ASSISTANT_KEYS)[number]): string =>
  optimize(rough, target)
    .questions.map((q) => q.question)
    .join(' | ');

describe('a date told in words counts as stated', () => {
  const STATED = [
    'Exam in two weeks, help me make a revision plan for organic chemistry',
    'my chem exam is next Friday, make me a revision timetable',
    'I sit my GCSE history exam in a couple of weeks, can you plan my revision?',
    'Examen de historia la semana que viene, hazme un plan de estudio',
    'Prüfung in zwei Wochen, mach mir einen Lernplan für Mathe',
    "J'ai un examen de physique dans trois jours, fais-moi un planning de révision",
    'Ho l’esame di chimica tra due settimane, fammi un piano di studio',
    'Tenho prova de biologia daqui a dez dias, monta um cronograma de estudos',
  ];
  for (const rough of STATED) {
    it(`"${rough.slice(0, 40)}…" never asks when the exam is`, () => {
      for (const target of ASSISTANT_KEYS)
        expect(asked(rough, target), target).not.toMatch(
          /when is the exam|cuándo es el examen|quand a lieu|wann ist die prüfung|quando è l|quando é a prova/i,
        );
    });
  }

  it('an interview or a named test is its own subject, and its date in words is stated', () => {
    for (const rough of [
      'the interview is next Friday, make me a study plan to prepare',
      'My driving theory test is in 3 days, give me a revision plan',
    ]) {
      const q = asked(rough);
      expect(q, rough).not.toMatch(/when is the exam|which exam or subject/i);
      expect(q, rough).toMatch(/how much time can you study/i);
    }
  });

  it('still asks when no date is given, in words or digits', () => {
    expect(asked('Make me a revision plan for my organic chemistry exam')).toMatch(/when is the exam/i);
  });
});

describe('the user\'s own "don\'t rewrite it" is not said twice', () => {
  const rough =
    "Could you go over my club newsletter intro? Don't rewrite it please, I only want to know what's unclear.\n\nThis season the committee agreed, after much back and forth, that the courts will now close at nine on weekdays, except for league nights which are different.";
  it("keeps the user's words and the feedback deliverable, without our repeat", () => {
    for (const target of ASSISTANT_KEYS) {
      const out = optimize(rough, target).prompt;
      expect(out, target).toMatch(/Don't rewrite it please/);
      expect(out, target).not.toMatch(/Do not rewrite or edit the text/);
      expect(out, target).toMatch(/quote the words it concerns/i);
      expect(out, target).not.toMatch(/revised text/i);
      expect(out, target).toContain('league nights');
    }
  });

  it('still says it when the user only asked for a critique', () => {
    const critique =
      'Just give me a critique of this opening line: "The rain had opinions about everything that autumn, and most of them were about me."';
    for (const target of ASSISTANT_KEYS)
      expect(optimize(critique, target).prompt, target).toMatch(/Do not rewrite or edit the text/);
  });
});

describe('a grammar check with nothing pasted gets a slot for the text', () => {
  const CASES = [
    "Only check the grammar please, it's a blog post for my bakery's website",
    "just check the spelling on my cover letter, don't change the wording",
  ];
  for (const rough of CASES) {
    it(`"${rough.slice(0, 40)}…" is a check of the user's text, not new writing`, () => {
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        expect(out, target).toMatch(/\[PASTE YOUR [A-Z ]+ HERE\]/);
        expect(out, target).not.toMatch(/PASTE YOUR BAKERY HERE/);
        expect(out, target).toMatch(/only grammar, spelling and punctuation/i);
        expect(out, target).toMatch(/Quote each mistake/);
      }
    });
  }
});

describe('a length or shape limit trims our multi-part comparison lines', () => {
  const TIGHT = [
    'Compare renting and buying a flat in Lisbon in one paragraph',
    'compare Notion and Obsidian for a student, keep it under 100 words',
    'Compara el coche eléctrico y el híbrido en un párrafo',
  ];
  for (const rough of TIGHT) {
    it(`"${rough.slice(0, 40)}…" asks for no list of criteria`, () => {
      for (const target of ASSISTANT_KEYS) {
        const out = optimize(rough, target).prompt;
        expect(out, target).not.toMatch(/four or five criteria|cuatro o cinco criterios/i);
        expect(out, target).not.toMatch(/comparison table|tabla comparativa/i);
      }
    });
  }

  it('"in one sentence" leaves no room for a closing verdict either', () => {
    const rough = 'In one sentence, compare Kindle and Kobo for someone who reads in the bath';
    for (const target of ASSISTANT_KEYS) {
      const out = optimize(rough, target).prompt;
      expect(out, target).toMatch(/In one sentence/);
      expect(out, target).not.toMatch(/four or five criteria|Finish with which option/i);
    }
  });

  it('without a limit the criteria line stays', () => {
    expect(optimize('Compare Notion and Obsidian for a student', 'gpt').prompt).toMatch(
      /four or five criteria/,
    );
  });
});

describe('a contract at work is an employment question', () => {
  const WORK = [
    "my contract says my employer can cut my hours whenever they want, is that allowed? I'm in Ireland",
    'The lease on my company flat ends with my notice period and my employer says I must move out that day. Can they do that? UK',
    'Mi contrato dice que mi empresa me puede cambiar el turno sin avisar, ¿es legal? Estoy en España',
  ];
  for (const rough of WORK) {
    it(`"${rough.slice(0, 40)}…" gets the employment adviser`, () => {
      for (const target of ['gpt', 'claude'] as const) {
        const out = optimize(rough, target).prompt;
        expect(out, target).toMatch(/employment adviser|asesor laboral/i);
        expect(out, target).not.toMatch(/experienced lawyer|abogad/i);
      }
      for (const target of ASSISTANT_KEYS)
        expect(optimize(rough, target).prompt, target).not.toMatch(/lawyer/i);
    });
  }

  it('a lease with a landlord stays with the lawyer', () => {
    const out = optimize(
      "My landlord wants to end my lease early, what are my rights? I'm in Texas",
      'gpt',
    ).prompt;
    expect(out).toMatch(/lawyer/i);
  });
});
