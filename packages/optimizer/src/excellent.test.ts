import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { analyze, optimize } from './index';
import { EXCELLENT, ROUGH_WITH_ONE_LABEL } from './test-corpus/excellent-corpus';

const TARGETS: readonly AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];

/** Lines that only name a section in the assistant's syntax: "# Task", "<task>", "</task>". */
const SYNTAX_LINE = /^(?:#{1,3} [^\n]+|<\/?[\w-]+>)$/;

/**
 * "Role: A patient tutor…" loses its label and becomes "You are a patient tutor…": a sentence,
 * never a fragment (issue 11). The user's words stay; only "You are" and the article are ours.
 */
const ROLE_SENTENCE = /^You are (?:an? )?/;
const asTyped = (line: string) => line.replace(ROLE_SENTENCE, '').replace(/\.$/, '');
const inPrompt = (prompt: string, line: string) =>
  prompt.includes(line) ||
  (ROLE_SENTENCE.test(line) && prompt.toLowerCase().includes(asTyped(line).toLowerCase()));

/** Lines only DeepSeek R1's rendering adds: its no-role and zero-shot rules (intended). */
const R1_ADDED = [
  /^(?:Answer as|Répond(?:s|ez) en tant qu|Antworte(?:n Sie)? als|Responde como|Rispondi come|Responda como)\S*\s?\S/,
  /^\S+ \((?:reference|référence|nur Referenz|referencia|riferimento|referência)[^)]*\):$/,
  /^"""$/,
];

/**
 * The one line each small model's guide asks for (Mistral M2, Llama L3, Gemma G5): intended, in
 * the prompt's language and register (English, French, German, Spanish, Italian, Portuguese).
 */
const SMALL_ADDED: Partial<Record<AssistantKey, RegExp>> = {
  mistral:
    /^(?:Reply only in the output format above|Répond(?:s|ez) uniquement dans le format|Antworte(?:n Sie)? nur im oben|Responde solo en el formato|Rispondi solo nel formato|Responda apenas no formato)[^\n]*\.$/,
  metaLlama:
    /^(?:Start with the answer itself|Commence(?:z)? directement par la réponse|Beginne(?:n Sie)? direkt mit der Antwort|Empieza directamente con la respuesta|Inizia direttamente con la risposta|Comece diretamente pela resposta)[^\n]*\.$/,
  gemini:
    /^(?:Use the examples only|Ser(?:s-toi|vez-vous) des exemples uniquement|Nutze(?:n Sie)? die Beispiele nur|Usa los ejemplos solo|Usa gli esempi solo|Use os exemplos apenas)[^\n]*\.$/,
};

/** Where each phrase sits in the output, or -1: the phrases must come in the user's order. */
function positions(output: string, phrases: readonly string[]): number[] {
  let from = 0;
  return phrases.map((phrase) => {
    // A role phrase ("A patient maths tutor") sits inside "You are a patient maths tutor".
    const lowered = `${phrase.charAt(0).toLowerCase()}${phrase.slice(1)}`.replace(
      /[.*+?^${}()|[\]\\]/g,
      '\\$&',
    );
    const role = new RegExp(`You are (?:an? )?${lowered}`).exec(output.slice(from));
    const at = Math.max(output.indexOf(phrase, from), role ? from + role.index : -1);
    if (at >= 0) from = at;
    return at;
  });
}

describe('already-excellent prompts', () => {
  it('are recognised, and rough prompts with one "Label:" line are not', () => {
    for (const c of EXCELLENT) expect(analyze(c.prompt).alreadyStructured, c.id).toBe(true);
    for (const rough of ROUGH_WITH_ONE_LABEL) expect(analyze(rough).alreadyStructured, rough).toBe(false);
  });

  it('still rewrite the rough prompts with one label', () => {
    for (const rough of ROUGH_WITH_ONE_LABEL) expect(optimize(rough, 'gpt').prompt).not.toBe(rough.trim());
  });

  for (const c of EXCELLENT) {
    describe(c.id, () => {
      for (const target of TARGETS) {
        it(`keeps every section in order, formats verbatim, nothing added (${target})`, () => {
          const result = optimize(c.prompt, target);
          const out = result.prompt;
          // R1 takes no system-style role: a short persona may go, nothing else may.
          const sections = target === 'deepseek' && c.role ? c.sections.slice(1) : c.sections;
          const at = positions(out, sections);
          sections.forEach((phrase, i) => expect(at[i], `${phrase} in\n${out}`).toBeGreaterThanOrEqual(0));
          for (const exact of c.verbatim) expect(out).toContain(exact);
          // Only syntax changes: every other line of the output is the user's own text.
          const added = out
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '' && !SYNTAX_LINE.test(l) && !inPrompt(c.prompt, l))
            // R1 only: a role with facts turns into context, and examples become quoted reference.
            .filter((l) => target !== 'deepseek' || !R1_ADDED.some((re) => re.test(l)))
            .filter((l) => !SMALL_ADDED[target]?.test(l));
          expect(added, out).toEqual([]);
          // Only the gap check's questions, about what the prompt leaves open (open-gaps.test.ts).
          expect(result.questions.filter((q) => !q.id.startsWith('open-'))).toEqual([]);
        });
      }

      it('changes the syntax to what each assistant reads best', () => {
        const claude = optimize(c.prompt, 'claude').prompt;
        const gpt = optimize(c.prompt, 'gpt').prompt;
        const deepseek = optimize(c.prompt, 'deepseek').prompt;
        expect(claude).toMatch(/^<[\w-]+>$/m);
        expect(gpt).toMatch(/^(?:#{1,3} \S|<[\w-]+>)/m);
        expect(deepseek).not.toMatch(/^\s*(?:(?:#{1,3}\s*|\*\*)?(?:role|rol|rôle|rolle)\b|<role>)/im);
        // The small models get the prompt as written, but for a "Role:" field turned into a
        // sentence (no system role) and at most one line their guide asks for, at the end.
        for (const small of ['gemini', 'mistral', 'metaLlama'] as const) {
          const out = optimize(c.prompt, small).prompt;
          const lines = out.split('\n');
          const kept = SMALL_ADDED[small]!.test(lines[lines.length - 1]!) ? lines.slice(0, -2) : lines;
          // "Role:"'s own line (or "# Role" with its line) becomes one sentence: one line fewer at most.
          const typed = c.prompt.trim().split('\n');
          expect(typed.length - kept.length, out).toBeGreaterThanOrEqual(0);
          expect(typed.length - kept.length, out).toBeLessThanOrEqual(1);
          for (const line of kept) expect(line === '' || inPrompt(c.prompt, line), line).toBe(true);
        }
      });
    });
  }

  it('names only real gaps: no "missing format" or "missing example" the prompt already has', () => {
    const gaps = (id: string) =>
      optimize(EXCELLENT.find((c) => c.id === id)!.prompt, 'gpt')
        .rationale.map((r) => r.change)
        .filter((change) => change.startsWith('Gap'));
    // "Ausgabeformat:" is a format, "Examples:" with "-> BILLING" pairs is an example.
    expect(gaps('de-meeting-summary').join(' ')).not.toMatch(/Ausgabeformat/);
    expect(gaps('ticket-classifier')).toEqual([]);
    // Numbered requirements say what a good answer does; the missing example is a real gap.
    expect(gaps('code-review-md')).toEqual([expect.stringMatching(/No example/)]);
  });

  it('keeps a role and a list of precise rules without labels as written', () => {
    const prompt = [
      'You are a senior Go reviewer.',
      'Review the function below for concurrency bugs.',
      '- Point out every data race with the line it happens on.',
      '- Suggest each fix as a unified diff.',
      '- Ignore naming and style.',
      '```go',
      'func (c *Cache) Get(k string) string { return c.m[k] }',
      '```',
    ].join('\n');
    expect(analyze(prompt).alreadyStructured).toBe(true);
    for (const target of TARGETS) {
      const out = optimize(prompt, target).prompt;
      expect(out, target).toContain(prompt.split('\n').slice(1).join('\n'));
    }
    // R1 takes no persona; every other assistant keeps it on top.
    expect(optimize(prompt, 'deepseek').prompt).not.toContain('You are');
    expect(optimize(prompt, 'claude').prompt.startsWith('You are a senior Go reviewer.')).toBe(true);
  });

  it('keeps a pasted markdown document whole inside the section it was pasted in', () => {
    const prompt = [
      'Task: Rewrite the README below for first-time contributors.',
      '',
      'Requirements:',
      '- Keep every command exactly as written.',
      '- Add a "Before you start" list.',
      '',
      'Output format: Markdown, under 400 words.',
      '',
      'README:',
      '# quickcsv',
      '## Install',
      'npm i quickcsv',
      '## Usage',
      'quickcsv parse data.csv',
    ].join('\n');
    const claude = optimize(prompt, 'claude').prompt;
    expect(claude).toContain(
      '<readme>\n# quickcsv\n## Install\nnpm i quickcsv\n## Usage\nquickcsv parse data.csv\n</readme>',
    );
    expect(claude).toContain('<task>\nRewrite the README below');
    const gpt = optimize(prompt, 'gpt').prompt;
    expect(gpt).toContain('# README\n# quickcsv\n## Install');
    expect(gpt).toContain('# Output format\nMarkdown, under 400 words.');
  });

  it('drops a "think step by step" line for DeepSeek R1, which reasons on its own', () => {
    const prompt = `${EXCELLENT[4]!.prompt}\n\nThink step by step.`;
    expect(optimize(prompt, 'deepseek').prompt).not.toMatch(/step by step/i);
    expect(optimize(prompt, 'gpt').prompt).toMatch(/Think step by step\./);
  });

  it('moves only a long pasted document above the instructions for Claude', () => {
    const doc = Array.from({ length: 200 }, (_, i) => `Clause ${i + 1}: the supplier shall deliver on time.`);
    const prompt = `Role: Contract analyst.\n\nTask: List every clause that sets a deadline.\n\nConstraints:\n- Quote each clause number.\n- No legal advice.\n\nOutput format: A bullet list.\n\nContract:\n"""\n${doc.join('\n')}\n"""`;
    const out = optimize(prompt, 'claude').prompt;
    expect(out.indexOf('Clause 200')).toBeLessThan(out.indexOf('List every clause'));
  });
});
