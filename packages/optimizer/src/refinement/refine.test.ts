import { ASSISTANT_KEYS, REFINE_CHIPS, type RefineChip } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { de } from '../i18n/scaffold/de';
import { en } from '../i18n/scaffold/en';
import { es } from '../i18n/scaffold/es';
import { fr } from '../i18n/scaffold/fr';
import { frTu } from '../i18n/scaffold/fr-tu';
import { it as italian } from '../i18n/scaffold/it';
import { pt } from '../i18n/scaffold/pt';
import type { RefineLines } from '../i18n/scaffold/types';
import { optimize } from '../index';
import { ALL_REFINE_LINES, EXAMPLE_PLACEHOLDER } from './chip-lines';
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

/** One request per language the engine writes in (French twice: "vous" and "tu"). */
const LANGUAGES: ReadonlyArray<{ name: string; rough: string; lines: RefineLines; chipLine: string }> = [
  {
    name: 'Spanish',
    rough: 'escribe una entrada de blog sobre el teletrabajo para gerentes',
    lines: es.refine,
    chipLine: 'Responde de forma breve: solo lo que la tarea necesita, sin preámbulos ni resúmenes.',
  },
  {
    name: 'French (vous)',
    rough: 'rédigez un article de blog sur le télétravail pour les managers',
    lines: fr.refine,
    chipLine:
      'Répondez brièvement\u00a0: seulement ce que la tâche demande, sans préambule ni récapitulatif.',
  },
  {
    name: 'French (tu)',
    rough: 'écris un article de blog sur le télétravail pour les managers stp',
    lines: frTu.refine,
    chipLine: 'Réponds brièvement\u00a0: seulement ce que la tâche demande, sans préambule ni récapitulatif.',
  },
  {
    name: 'German',
    rough: 'schreibe einen Blogbeitrag über Homeoffice für Führungskräfte',
    lines: de.refine,
    chipLine: 'Antworte kurz: nur was die Aufgabe braucht, ohne Einleitung und ohne Zusammenfassung.',
  },
  {
    name: 'Italian',
    rough: 'scrivi un articolo per il blog sul lavoro da remoto per i manager',
    lines: italian.refine,
    chipLine: 'Rispondi in modo breve: solo ciò che serve al compito, senza premesse né riepiloghi.',
  },
  {
    name: 'Portuguese',
    rough: 'escreva um post de blog sobre trabalho remoto para gestores',
    lines: pt.refine,
    chipLine: 'Responda de forma breve: apenas o que a tarefa pede, sem introdução nem recapitulação.',
  },
];

/** The sentences a chip writes (the heading and the user's slot aside). */
const SENTENCES = [
  'shorter',
  'moreDetailed',
  'moreFormal',
  'json',
  'stepByStep',
  'stepByStepClaude',
  'stepByStepDeepseek',
  'exampleLead',
] as const satisfies ReadonlyArray<keyof RefineLines>;

/** Every sentence a chip writes in English: none may appear in a prompt in another language. */
const ENGLISH = SENTENCES.map((key) => en.refine[key]);

describe('refine in the prompt’s language', () => {
  it('gives every language its own lines, so a prompt’s chips are recognised whatever its language', () => {
    const all = ALL_REFINE_LINES.flatMap((lines) => SENTENCES.map((key) => lines[key]));
    // fr-tu shares only the heading and the user's slot with fr.
    expect(new Set(all).size).toBe(all.length);
  });

  for (const { name, rough, lines, chipLine } of LANGUAGES) {
    describe(name, () => {
      it('writes each chip’s line in the prompt’s language, on every assistant', () => {
        for (const target of ASSISTANT_KEYS) {
          const before = optimize(rough, target).prompt;
          const { prompt, applied } = refine(before, target, [
            ...REFINE_CHIPS.filter((c) => c !== 'more-detailed'),
          ]);
          expect(applied, target).toEqual(REFINE_CHIPS.filter((c) => c !== 'more-detailed'));
          expect(prompt, target).toContain(chipLine);
          expect(prompt, target).toContain(lines.moreFormal);
          expect(prompt, target).toContain(lines.json);
          expect(prompt, target).toContain(lines.exampleLead);
          expect(count(prompt, lines.examplePlaceholder), target).toBe(1);
          const step =
            target === 'claude'
              ? lines.stepByStepClaude
              : target === 'deepseek'
                ? lines.stepByStepDeepseek
                : lines.stepByStep;
          expect(prompt, target).toContain(step);
          for (const english of ENGLISH) expect(prompt, `${target}: ${english}`).not.toContain(english);
        }
      });

      it('is idempotent and replaces Shorter with More detailed in place', () => {
        for (const target of ASSISTANT_KEYS) {
          const base = optimize(rough, target).prompt;
          const short = refine(base, target, ['shorter', 'add-example']);
          const again = refine(short.prompt, target, ['shorter', 'add-example']);
          expect(again.prompt, target).toBe(short.prompt);
          expect(again.applied).toEqual([]);
          const detailed = refine(short.prompt, target, ['more-detailed']).prompt;
          expect(detailed, target).toContain(lines.moreDetailed);
          expect(detailed, target).not.toContain(chipLine);
          expect(detailed.split('\n'), target).toHaveLength(short.prompt.split('\n').length);
        }
      });

      it('names the example section in the language for GPT’s Markdown layout', () => {
        const { prompt } = refine(optimize(rough, 'gpt').prompt, 'gpt', ['add-example', 'json']);
        expect(prompt).toContain(
          `# ${lines.exampleHeading}\n${lines.exampleLead}\n${lines.examplePlaceholder}`,
        );
        // Later lines go above the example section, with the other instructions.
        expect(prompt.indexOf(lines.json)).toBeLessThan(prompt.indexOf(`# ${lines.exampleHeading}`));
      });
    });
  }

  it('reads the language from the instructions, not from pasted code', () => {
    const prompt =
      'Corrige este código de Python, falla al ejecutarse.\n\n```python\n# the function that reads the file and returns the lines\nprint(x)\n```';
    const { prompt: refined } = refine(prompt, 'gemini', ['shorter']);
    expect(refined).toContain(es.refine.shorter);
    expect(refined.indexOf(es.refine.shorter)).toBeLessThan(refined.indexOf('```python'));
  });

  it('keeps English prompts in English', () => {
    const { prompt } = refine(optimize(BLOG, 'gemini').prompt, 'gemini', ['shorter', 'add-example']);
    expect(prompt).toContain(en.refine.shorter);
    expect(prompt).toContain(EXAMPLE_PLACEHOLDER);
  });
});
