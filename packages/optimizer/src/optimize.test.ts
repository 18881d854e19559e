import { ASSISTANT_KEYS, type AssistantKey } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { MATH_LINE } from './assistants/deepseek';
import { analyze, optimize, PROFILES } from './index';
import { CASUAL_CORPUS } from './test-corpus/casual-corpus';
import { CORPUS, type CorpusEntry } from './test-corpus/corpus';
import { lineSimilarity } from './test-corpus/similarity';

const COT = /step[- ]by[- ]step|paso a paso|étape par étape|schritt für schritt/i;
const INSTRUCTIONS_HEADING: Readonly<Record<string, string>> = {
  en: '# Instructions',
  es: '# Instrucciones',
  fr: '# Instructions',
  de: '# Anweisungen',
};
const MISTRAL_OPENER: Readonly<Record<string, string>> = {
  en: 'You are a',
  es: 'Eres ',
  fr: 'Tu es ',
  de: 'Du bist ',
};
const EXAMPLES_HEADING = /^(?:#+\s*)?(?:examples?|ejemplos?|exemples?|beispiele?)\s*:?\s*$/im;

/** Numbers and quoted phrases the user wrote: they must reach every target. */
function mustSurvive(entry: CorpusEntry, key: AssistantKey): string[] {
  const intent = analyze(entry.prompt);
  const userText = entry.prompt;
  let skip = '';
  if (key === 'deepseek') skip += intent.examples.join('\n');
  if (key === 'mistral' && intent.ratingScale) skip += intent.ratingScale;
  const numbers = (userText.match(/\d+/g) ?? []).filter((n) => !skip.includes(n));
  const quoted = (userText.match(/"[^"\n]+"/g) ?? [])
    .map((q) => q.slice(1, -1))
    .filter((q) => !skip.includes(q));
  return [...new Set([...numbers, ...quoted])];
}

const results = new Map<string, ReturnType<typeof optimize>>();
function run(entry: CorpusEntry, key: AssistantKey) {
  const id = `${entry.id}/${key}`;
  let r = results.get(id);
  if (!r) {
    r = optimize(entry.prompt, key);
    results.set(id, r);
  }
  return r;
}

describe('corpus', () => {
  it('has at least 60 prompts, covering every kind of input the issue lists', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    const tags = new Set(CORPUS.flatMap((e) => e.tags ?? []));
    for (const t of ['math', 'image', 'code', 'data', 'structured', 'cot', 'examples', 'long'])
      expect(tags).toContain(t);
    for (const lang of ['es', 'fr', 'de']) expect(CORPUS.some((e) => e.lang === lang)).toBe(true);
  });
});

describe.each([...CORPUS, ...CASUAL_CORPUS].map((e) => [e.id, e] as const))('%s', (_id, entry) => {
  it('detects the language', () => {
    expect(analyze(entry.prompt).language).toBe(entry.lang);
  });

  it.each(ASSISTANT_KEYS.map((k) => [k]))('keeps every requirement for %s', (key) => {
    const { prompt, intent } = run(entry, key);
    for (const s of mustSurvive(entry, key)) expect(prompt, `"${s}" lost`).toContain(s);
    for (const k of entry.keep ?? []) expect(prompt.toLowerCase(), `"${k}" lost`).toContain(k.toLowerCase());
    for (const b of intent.blocks) expect(prompt).toContain(b.content);
    for (const p of intent.placeholders) expect(prompt).toContain(p);
    for (const m of intent.missingInputs) expect(prompt, `${m} missing`).toContain(m);
    expect(prompt).not.toMatch(/<\/?think>/i);
  });

  it("follows each profile's rules", () => {
    const intent = analyze(entry.prompt);
    const lang = ['en', 'es', 'fr', 'de'].includes(intent.language) ? intent.language : 'en';
    const out = Object.fromEntries(ASSISTANT_KEYS.map((k) => [k, run(entry, k).prompt])) as Record<
      AssistantKey,
      string
    >;

    expect(out.gpt).toContain(INSTRUCTIONS_HEADING[lang]);
    if (intent.needsReasoning) expect(out.gpt.trim().split('\n').at(-1)).toMatch(COT);

    for (const tag of ['<role>', '<context>', '<task>', '<instructions>', '<output_format>'])
      expect(out.claude).toContain(tag);
    if (intent.needsReasoning) expect(out.claude).toMatch(/<thinking>[\s\S]*<answer>/);

    expect(out.gemini).not.toMatch(/^\s*(#+\s*)?system\b|<start_of_turn>system/im);
    expect(out.gemini.length).toBeLessThan(out.gpt.length);
    expect(out.gemini).toMatch(/^## /m);

    expect(out.deepseek).not.toMatch(EXAMPLES_HEADING);
    expect(out.deepseek.replace(MATH_LINE, '')).not.toMatch(COT);
    if (intent.isMath) expect(out.deepseek.trim().endsWith(MATH_LINE)).toBe(true);
    if (intent.role === null) expect(out.deepseek).not.toMatch(/^(You are|Eres|Tu es|Du bist)/);
    for (const ex of intent.examples) expect(out.deepseek).not.toContain(ex);

    expect(out.mistral.startsWith(MISTRAL_OPENER[lang] ?? 'You are a')).toBe(true);
    expect(out.mistral).toMatch(/^### /m);

    expect(out.metaLlama).toMatch(/^1\. /m);
    expect(out.metaLlama).toMatch(/^(Rules|Reglas|Règles|Regeln):$/m);
    if (intent.hasImage) expect(out.metaLlama.startsWith('[IMAGE]\n')).toBe(true);
  });

  it('gives six visibly different prompts', () => {
    const prompts = ASSISTANT_KEYS.map((k) => run(entry, k).prompt);
    expect(new Set(prompts).size).toBe(ASSISTANT_KEYS.length);
    for (let i = 0; i < prompts.length; i++) {
      for (let j = i + 1; j < prompts.length; j++)
        expect(lineSimilarity(prompts[i]!, prompts[j]!)).toBeLessThan(0.8);
    }
  });

  it.each(ASSISTANT_KEYS.map((k) => [k]))('is stable when re-optimized for %s', (key) => {
    const first = run(entry, key).prompt;
    const second = optimize(first, key).prompt;
    expect(lineSimilarity(first, second)).toBeGreaterThanOrEqual(0.9);
    expect(optimize(second, key).prompt).toBe(second);
  });

  it('explains every change with a sourced vendor rule', () => {
    for (const key of ASSISTANT_KEYS) {
      const { rationale } = run(entry, key);
      expect(rationale.length).toBeGreaterThan(2);
      for (const r of rationale) {
        expect(r.change).not.toBe('');
        expect(r.rule).not.toBe('');
        expect(r.source).toMatch(/\[[A-Z]\d+\]/);
      }
    }
  });
});

describe('profiles registry', () => {
  it('has one profile per catalog key, each with sourced rules', () => {
    expect(Object.keys(PROFILES).sort()).toEqual([...ASSISTANT_KEYS].sort());
    for (const key of ASSISTANT_KEYS) {
      expect(PROFILES[key].key).toBe(key);
      expect(PROFILES[key].rules.length).toBeGreaterThan(3);
      for (const rule of PROFILES[key].rules) expect(rule.source).toMatch(/\[[A-Z]\d+\]/);
    }
  });
});
