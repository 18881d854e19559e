import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from './index';

/**
 * The six outputs differ where research/assistant-guides.md differs (new prompts, written for
 * this file): R1 without "think step by step", Claude's <thinking>/<answer> for maths, and one
 * visible change per small model on an already-excellent prompt, the user's text kept whole.
 */

const REFACTOR = `convert this to async/await and think step by step

\`\`\`js
function save(user, cb) {
  store.put(user.id, user, function (err) {
    if (err) return cb(err);
    audit.log('saved ' + user.id, cb);
  });
}
\`\`\``;

const RELEASE = `Role: You are a changelog editor for Tidepool, an open-source sailing-log app.

Task: Turn the commit subjects below into a short changelog for version 0.9.

Requirements:
- Group entries under Added, Fixed and Removed.
- Keep each entry under 15 words.
- Think step by step.

Output format: Markdown, one H3 per group, one bullet per entry.

Commits:
"""
add GPX export for trips
fix crash when a trip has no waypoints
remove legacy Dropbox sync
"""`;

const GLOSSARY = `Goal: Define 4 baking terms for a beginners' recipe booklet.

Constraints:
- One sentence per term, under 20 words.
- No brand names.

Examples:
Term: proofing
Definition: letting shaped dough rest so the yeast can make it rise.

Output format: "Term: definition" lines, in alphabetical order.`;

describe('DeepSeek R1 reasons on its own', () => {
  it('drops "think step by step" from a rough ask, keeping the rest of the ask and the code', () => {
    const { prompt, rationale } = optimize(REFACTOR, 'deepseek');
    expect(prompt).not.toMatch(/step by step/i);
    expect(prompt).toMatch(/Convert this to async\/await\./);
    expect(prompt).toContain("audit.log('saved ' + user.id, cb);");
    expect(rationale.some((r) => /think step by step/i.test(r.change))).toBe(true);
    // The other assistants keep what the user asked for.
    expect(optimize(REFACTOR, 'gpt').prompt).toMatch(/think step by step/i);
  });

  it('drops it from an excellent prompt, and the role field, keeping every other rule', () => {
    const out = optimize(RELEASE, 'deepseek').prompt;
    expect(out).not.toMatch(/step by step|^Role:|You are/im);
    expect(out).toContain(
      '- Group entries under Added, Fixed and Removed.\n- Keep each entry under 15 words.',
    );
    expect(out).toContain('remove legacy Dropbox sync');
  });
});

describe('Claude writes its thinking out for a worked problem', () => {
  const PROBLEM = 'a cyclist rides 18 km at 12 km/h and then 10 km at 20 km/h. what is her average speed?';
  it('asks for <thinking> then <answer> tags; R1 gets the boxed line instead', () => {
    expect(optimize(PROBLEM, 'claude').prompt).toMatch(/<thinking>[^\n]*<answer>/);
    const r1 = optimize(PROBLEM, 'deepseek').prompt;
    expect(r1).toContain('\\boxed{}');
    expect(r1).not.toMatch(/<thinking>/);
  });
});

describe('an excellent prompt gets a visible, different change per assistant', () => {
  const outputs = Object.fromEntries(ASSISTANT_KEYS.map((k) => [k, optimize(RELEASE, k).prompt]));

  it('no two assistants get the same text, and none gets the prompt back unchanged', () => {
    expect(new Set(Object.values(outputs)).size).toBe(ASSISTANT_KEYS.length);
    for (const key of ASSISTANT_KEYS) expect(outputs[key], key).not.toBe(RELEASE.trim());
  });

  it.each(['gemini', 'mistral', 'metaLlama'] as const)(
    '%s opens with the role as a sentence (no system role) and keeps every line of the user',
    (key) => {
      const out = outputs[key]!;
      expect(out.startsWith('You are a changelog editor for Tidepool')).toBe(true);
      expect(out).not.toMatch(/^Role:/m);
      for (const line of RELEASE.split('\n').slice(1)) expect(out).toContain(line);
    },
  );

  it('mistral states the format directly at the end; llama asks for no opening filler', () => {
    expect(outputs.mistral).toMatch(/Markdown, one H3 per group[\s\S]*Reply only in the output format above/);
    expect(outputs.metaLlama!.split('\n').at(-1)).toMatch(/no opening line such as "Sure!/);
    // Each line belongs to its own assistant's guide only.
    expect(outputs.gemini).not.toMatch(/Reply only in the output format|Sure!/);
    expect(outputs.gpt).not.toMatch(/Reply only in the output format|Sure!/);
  });

  it('claude tags the sections; gpt uses markdown headings', () => {
    expect(outputs.claude).toMatch(/^<requirements>$/m);
    expect(outputs.gpt).toMatch(/^# Requirements$/m);
  });

  it('gemma is told what the examples are for; prompts without examples get no such line', () => {
    const gemma = optimize(GLOSSARY, 'gemini').prompt;
    expect(gemma).toContain('Term: proofing\nDefinition: letting shaped dough rest');
    expect(gemma.split('\n').at(-1)).toMatch(/examples only to see the expected format/);
    expect(outputs.gemini).not.toMatch(/examples only/);
  });
});
