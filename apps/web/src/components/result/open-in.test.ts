import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { CHAT_APPS, chatAppsFor, MAX_PREFILL_URL, openPlan } from './open-in';

describe('openPlan', () => {
  it('puts the prompt in the URL for ChatGPT, exactly (newlines, &, #, unicode)', () => {
    const prompt = '# Role\nYou & me #1 — café';
    const plan = openPlan(CHAT_APPS.gpt, prompt);
    expect(plan.copy).toBe(false);
    expect(new URL(plan.href).origin).toBe('https://chatgpt.com');
    expect(new URL(plan.href).searchParams.get('q')).toBe(prompt);
  });

  it('puts it in the URL for Claude and copies it as well', () => {
    const plan = openPlan(CHAT_APPS.claude, 'Hi');
    expect(plan).toEqual({ href: 'https://claude.ai/new?q=Hi', copy: true });
  });

  it('copies and opens the chat for vendors that take no prompt in the URL', () => {
    for (const key of ['gemini', 'deepseek', 'mistral', 'metaLlama'] as const)
      expect(openPlan(CHAT_APPS[key], 'Hi')).toEqual({ href: CHAT_APPS[key].home, copy: true });
  });

  it('copies instead when the URL would be too long', () => {
    const long = 'word '.repeat(MAX_PREFILL_URL / 4);
    expect(openPlan(CHAT_APPS.gpt, long)).toEqual({ href: 'https://chatgpt.com/', copy: true });
    expect(openPlan(CHAT_APPS.gpt, 'word '.repeat(100)).href.length).toBeLessThanOrEqual(MAX_PREFILL_URL);
  });

  it('every chat address is https', () => {
    for (const key of ASSISTANT_KEYS) expect(new URL(CHAT_APPS[key].home).protocol).toBe('https:');
  });
});

describe('chatAppsFor', () => {
  it("offers ChatGPT, Claude and Gemini, the result's own first", () => {
    expect(chatAppsFor('gpt').map((a) => a.name)).toEqual(['ChatGPT', 'Claude', 'Gemini']);
    expect(chatAppsFor('gemini').map((a) => a.name)).toEqual(['Gemini', 'ChatGPT', 'Claude']);
    expect(chatAppsFor('mistral').map((a) => a.name)).toEqual(['Le Chat', 'ChatGPT', 'Claude', 'Gemini']);
  });
});
