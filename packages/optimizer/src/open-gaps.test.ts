import { describe, expect, it } from 'vitest';
import type { AssistantKey } from '@promptsmith/contract';
import { analyze, optimize, unknownAnswerIds } from './index';
import { OPEN_GAP_CASES, type OpenGapCase } from './test-corpus/open-gaps-corpus';

const TARGETS: readonly AssistantKey[] = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'];

const byId = (id: string): OpenGapCase => OPEN_GAP_CASES.find((c) => c.id === id)!;
const asked = (prompt: string, target: AssistantKey = 'gpt') =>
  optimize(prompt, target).questions.map((q) => q.id);
/** The prompt with one more rule, as the user would have written it under its constraints. */
const withRule = (prompt: string, after: string, rule: string) => prompt.replace(after, `${after}\n${rule}`);

describe('gap check for already-excellent prompts', () => {
  // The first analysis of a run loads every word list: slow on a busy machine, not a hang.
  it('reads every case as already excellent', { timeout: 30_000 }, () => {
    for (const c of OPEN_GAP_CASES) expect(analyze(c.prompt).alreadyStructured, c.id).toBe(true);
  });

  for (const c of OPEN_GAP_CASES) {
    it(`asks only about what is really open (${c.id})`, () => {
      for (const target of TARGETS) expect(asked(c.prompt, target), `${c.id} ${target}`).toEqual(c.open);
    });
  }

  it('asks in the prompt’s language, with chips and a way to leave it open', () => {
    const question = (id: string, slot: string) =>
      optimize(byId(id).prompt, 'gpt').questions.find((q) => q.id === slot)!;
    expect(question('fr-compare-done', 'open-unsure').question).toBe(
      'Que doit faire l’assistant si une information manque ou est incertaine\u00a0?',
    );
    expect(question('es-patients-unsure', 'open-unsure').question).toMatch(/^¿Qué debe hacer el asistente/);
    expect(question('de-website-reader', 'open-reader').question).toBe('Wer wird es lesen?');
    expect(question('pt-compare-layout', 'open-layout').options).toContain('Uma tabela');
    const done = question('fr-compare-done', 'open-done');
    expect(done.multiple).toBe(true);
    expect(done.options).toContain('Une recommandation claire');
    expect(done.options.at(-1)).toBe('Laisser à compléter');
  });

  it('accepts the answers to these questions', () => {
    for (const c of OPEN_GAP_CASES) {
      const answers = Object.fromEntries(c.open.map((id) => [id, 'x']));
      expect(unknownAnswerIds(c.prompt, answers), c.id).toEqual([]);
    }
  });

  it('asks nothing of a rough prompt on the same subject', () => {
    for (const rough of [
      'write a blog post about heat pumps in winter',
      'plan pour passer mon agence au télétravail',
      'extract rent and notice period from these leases into a table',
    ])
      expect(
        asked(rough).filter((id) => id.startsWith('open-')),
        rough,
      ).toEqual([]);
  });
});

describe('a gap stated in the prompt is never asked', () => {
  const cases: readonly [string, string, string, string][] = [
    [
      'fr-compare-done',
      '- Chaque option doit indiquer un responsable.',
      'Si une information te manque, dis-le au lieu de deviner.',
      'open-unsure',
    ],
    [
      'fr-compare-done',
      '- Chaque option doit indiquer un responsable.',
      "- Objectif : que l'équipe soit autonome fin octobre.",
      'open-done',
    ],
    [
      'en-posts-examples',
      '- Name one bake per post and when it is likely to sell out.',
      '- The examples only show the format.',
      'open-examples',
    ],
    [
      'en-posts-examples',
      '- Name one bake per post and when it is likely to sell out.',
      "- Don't copy the examples' wording.",
      'open-examples',
    ],
    [
      'en-contracts-table-empty',
      '- Keep the lease',
      '- Write "not stated" when a lease is silent on a point.',
      'open-empty',
    ],
    [
      'en-contracts-table-empty',
      '- Keep the lease',
      '- Leave a cell blank when the lease has no such clause.',
      'open-empty',
    ],
    [
      'es-patients-unsure',
      '- Frases cortas, sin tecnicismos.',
      '- Si no estás segura de algo, dilo.',
      'open-unsure',
    ],
    ['es-patients-unsure', '- Frases cortas, sin tecnicismos.', '- No inventes datos.', 'open-unsure'],
    ['en-blog-length-reader', '- No brand names.', '- Around 900 words.', 'open-length'],
    [
      'en-blog-length-reader',
      '- No brand names.',
      '- Readers: homeowners with no technical background.',
      'open-reader',
    ],
    [
      'en-blog-length-reader',
      '- No brand names.',
      '- Written for tenants who pay their own heating bills.',
      'open-reader',
    ],
    ['de-website-reader', '- Höchstens 180 Wörter.', '- Zielgruppe: Jugendliche ab 14.', 'open-reader'],
    [
      'de-website-reader',
      '- Höchstens 180 Wörter.',
      '- Der Text richtet sich an Eltern, deren Kinder mitfahren wollen.',
      'open-reader',
    ],
    ['pt-compare-layout', '- Conformidade com a LGPD.', '- Responda em uma tabela.', 'open-layout'],
    [
      'pt-compare-layout',
      '- Conformidade com a LGPD.',
      '- Se não souber algum preço, diga isso.',
      'open-unsure',
    ],
    [
      'en-bot-unsure',
      '- Point to the email',
      "- If you don't know an answer, say so and offer the office email.",
      'open-unsure',
    ],
  ];
  for (const [id, after, rule, slot] of cases) {
    it(`${id}: "${rule}" answers ${slot}`, () => {
      const prompt = withRule(byId(id).prompt, after, rule);
      expect(prompt).toContain(rule);
      expect(asked(prompt)).not.toContain(slot);
    });
  }
});

describe('answering a chip', () => {
  const blog = byId('en-blog-length-reader');
  const answers = { 'open-length': 'About 600 words', 'open-reader': 'General public' };

  it('adds the answer as a rule and keeps every word of the prompt', () => {
    for (const target of TARGETS) {
      const before = optimize(blog.prompt, target).prompt;
      const after = optimize(blog.prompt, target, { answers });
      for (const paragraph of before.split('\n\n')) expect(after.prompt, target).toContain(paragraph);
      expect(after.prompt, target).toContain('Length: about 600 words.');
      expect(after.prompt, target).toContain('Readers: general public.');
      expect(after.questions, target).toEqual([]);
    }
  });

  it('writes the answers in the assistant’s syntax, after the user’s sections', () => {
    const gpt = optimize(blog.prompt, 'gpt', { answers }).prompt;
    expect(gpt).toMatch(/# Details\n- Length: about 600 words\.\n- Readers: general public\.$/);
    const claude = optimize(blog.prompt, 'claude', { answers }).prompt;
    expect(claude).toMatch(/<details>\nLength: about 600 words\.\nReaders: general public\.\n<\/details>$/);
    expect(claude.indexOf('<details>')).toBeGreaterThan(claude.indexOf('ending with an FAQ'));
  });

  it('keeps the assistant’s closing line last', () => {
    const posts = byId('en-posts-examples');
    const answer = { 'open-examples': 'The format only, not their content' };
    const llama = optimize(posts.prompt, 'metaLlama', { answers: answer }).prompt;
    expect(llama).toMatch(
      /Details:\n- Follow the examples for: the format only, not their content\.\n\nStart with the answer itself/,
    );
    // Mistral's closing line, when the prompt states a format, stays after the answers too.
    const tickets = byId('en-contracts-table-empty');
    const mistral = optimize(tickets.prompt, 'mistral', {
      answers: { 'open-empty': 'Leave it empty' },
    }).prompt;
    expect(mistral).toMatch(
      /Details:\n- Missing values: leave it empty\.\n\nReply only in the output format above/,
    );
  });

  it('follows the prompt’s typography and grammar', () => {
    const fr = optimize(byId('fr-compare-done').prompt, 'mistral', {
      answers: {
        'open-unsure': 'Le signaler plutôt que deviner',
        'open-done': ['Une recommandation claire', 'Des prochaines étapes concrètes'],
      },
    }).prompt;
    expect(fr).toContain(
      'Précisions\u00a0:\n- Si une information manque ou est incertaine\u00a0: le signaler plutôt que deviner.\n- Un bon résultat apporte\u00a0: une recommandation claire, des prochaines étapes concrètes.',
    );
    // German nouns keep their capital.
    const de = optimize(byId('de-website-reader').prompt, 'gpt', { answers: { 'open-reader': 'Kunden' } });
    expect(de.prompt).toContain('- Leser: Kunden.');
    const empty = optimize(byId('en-contracts-table-empty').prompt, 'gpt', {
      answers: { 'open-empty': 'N/A' },
    });
    expect(empty.prompt).toContain('Details:\n- Missing values: N/A.');
  });
});
