import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { buildMetaPrompt, optimize, PROFILES } from './index';

describe('buildMetaPrompt', () => {
  it.each(ASSISTANT_KEYS.map((k) => [k]))(
    'gives %s its rules, the analysis and a return-only instruction',
    (key) => {
      const rough = 'Write a 300-word blog post about remote work for [COMPANY] employees';
      const { system, user } = buildMetaPrompt(rough, key);
      for (const rule of PROFILES[key].rules) expect(system).toContain(rule.text);
      expect(system).toMatch(/return only the optimized prompt/i);
      expect(system).toMatch(/byte for byte/);
      expect(user).toContain(rough);
      expect(user).toContain('[COMPANY]');
      expect(user).toContain('300-word');
      expect(user).toContain(optimize(rough, key).prompt);
      expect(user.trim().endsWith('Return only the prompt.')).toBe(true);
    },
  );
  it("asks for the prompt in the rough prompt's language", () => {
    expect(buildMetaPrompt('Écris un article sur le télétravail', 'claude').system).toContain('in French');
  });
});
