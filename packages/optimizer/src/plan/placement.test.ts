import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { analyze, optimize } from '../index';
import { scaffoldFor } from '../i18n/scaffold';
import { buildPlan } from './plan';

/**
 * Where the user's own sentences land, on new prompts: a fact about the situation is context,
 * a wish about the result is an instruction, and no sentence is reshaped on the way.
 */
const planOf = (rough: string) => {
  const analysis = analyze(rough);
  return buildPlan(analysis, scaffoldFor(analysis.language, analysis.request));
};

/** Each prompt, one fact that must be context and one rule that must be an instruction. */
const CASES: { rough: string; fact: string; rule: string }[] = [
  {
    rough:
      'I run the volunteer program at our local food bank. Done it 4 years, AGM is in June. We have 40 volunteers. Budget is $2k. Write a short thank-you speech I can give at the AGM. Keep it under 200 words and use a friendly tone.',
    fact: 'Done it 4 years, AGM is in June.',
    rule: 'Keep it under 200 words and use a friendly tone.',
  },
  {
    rough:
      'Ich leite seit drei Jahren einen Chor mit 25 Mitgliedern. Das Konzert ist am 12. Dezember. Schreib mir eine Einladung für die Lokalzeitung. Bitte sachlich und nicht zu lang.',
    fact: 'Das Konzert ist am 12. Dezember.',
    rule: 'Bitte sachlich und nicht zu lang.',
  },
  {
    rough:
      'Ich organisiere den Flohmarkt in unserer Schule. Seit 4 Jahren, Markt ist im Mai. Wir haben 30 Stände. Schreib einen Aufruf für Helfer. Bitte freundlich und kurz.',
    fact: 'Seit 4 Jahren, Markt ist im Mai.',
    rule: 'Bitte freundlich und kurz.',
  },
  {
    rough:
      "Je gère le club de lecture du quartier. Depuis 3 ans, la réunion est en juin. Écris un message aux membres. S'il te plaît, chaleureux et court.",
    fact: 'Depuis 3 ans, la réunion est en juin.',
    rule: "S'il te plaît, chaleureux et court.",
  },
  {
    rough:
      'Organizo la carrera solidaria del barrio. Tres años ya, la carrera es en octubre. Escribe un correo a los patrocinadores. Por favor, cercano y breve.',
    fact: 'Tres años ya, la carrera es en octubre.',
    rule: 'Por favor, cercano y breve.',
  },
  {
    rough:
      'Gestisco il gruppo di volontari della parrocchia. Da 5 anni, la festa è a luglio. Scrivi un avviso per la bacheca. Per favore, caldo e breve.',
    fact: 'Da 5 anni, la festa è a luglio.',
    rule: 'Per favore, caldo e breve.',
  },
  {
    rough:
      'Coordeno a horta comunitária. Há 2 anos, a feira é em setembro. Escreve um convite para os vizinhos. Por favor, simples e curto.',
    fact: 'Coordeno a horta comunitária.',
    rule: 'Por favor, simples e curto.',
  },
];

describe('facts are context, wishes about the result are instructions', () => {
  for (const { rough, fact, rule } of CASES) {
    it(`${fact} / ${rule}`, () => {
      const plan = planOf(rough);
      expect(plan.context).toContain(fact);
      expect(plan.requirements).not.toContain(fact);
      expect(plan.requirements).toContain(rule);
      expect(plan.context).not.toContain(rule);
      for (const key of ASSISTANT_KEYS) {
        const { prompt } = optimize(rough, key);
        // Verbatim, once: under its heading, as a line of its own.
        expect(prompt.split(fact).length - 1, key).toBe(1);
        expect(prompt, key).not.toMatch(/^\s*\d+\.\s+Done it 4 years/m);
      }
    });
  }

  it('puts the fact under the context heading and the rule under the instructions for gpt and claude', () => {
    const { rough, fact, rule } = CASES[0]!;
    const gpt = optimize(rough, 'gpt').prompt;
    const context = gpt.slice(gpt.indexOf('# Context'), gpt.indexOf('# Task'));
    expect(context).toContain(fact);
    expect(gpt.slice(gpt.indexOf('# Instructions'))).toContain(rule);
    const claude = optimize(rough, 'claude').prompt;
    expect(/<context>([\s\S]*?)<\/context>/.exec(claude)?.[1]).toContain(fact);
    expect(/<context>([\s\S]*?)<\/context>/.exec(claude)?.[1]).not.toContain(rule);
  });
});

describe("the user's punctuation stays", () => {
  const RELATIVE = [
    {
      rough: 'Plan the seating for the product workshop. Which is only in Room A, so 30 seats max.',
      kept: 'Which is only in Room A, so 30 seats max.',
    },
    {
      rough: 'Draft the invite for our team lunch. Where nobody can bring dogs.',
      kept: 'Where nobody can bring dogs.',
    },
    {
      rough: "Write a note to the team about Friday's offsite, which is only for the design team",
      kept: 'which is only for the design team',
    },
  ];
  for (const { rough, kept } of RELATIVE) {
    it(`never makes a question of "${kept}"`, () => {
      for (const key of ASSISTANT_KEYS) {
        const { prompt } = optimize(rough, key);
        expect(prompt, key).toContain(kept.replace(/\.$/, ''));
        expect(prompt, key).not.toContain(`${kept.replace(/\.$/, '')}?`);
      }
    });
  }

  it('still asks a real question told with a full stop', () => {
    const plan = planOf('Write the agenda for our retreat. And where should we hold the workshop.');
    expect(plan.task).toContain('Where should we hold the workshop?');
  });

  it('keeps a line that ends in a name apart from the next sentence', () => {
    const rough =
      'Can you draft a reminder email to all attendees about the workshop, which is only in Room A\nMention that parking is limited.';
    const plan = planOf(rough);
    expect(plan.task).not.toContain('Mention');
    expect(plan.requirements).toContain('Mention that parking is limited.');
  });
});
