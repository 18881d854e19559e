import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize, requirementLine } from '../index';
import { withPeriod } from '../render/lines';
import { endsSentence } from './punctuation';

describe('no stray full stop after a sentence that already ends', () => {
  it.each([
    '東京でおすすめのラーメン屋を教えてください。',
    '这个周末去哪里玩比较好？',
    '本当に？',
    '「はい」',
    'Done!',
    'Is it?',
  ])('%s', (text) => {
    expect(endsSentence(text)).toBe(true);
    expect(withPeriod(text)).toBe(text);
  });

  it('still ends an unfinished sentence', () => {
    expect(withPeriod('日本語で答えて')).toBe('日本語で答えて.');
    expect(withPeriod('Keep it short')).toBe('Keep it short.');
  });

  it('a free-text refinement in Japanese or Chinese keeps its own ending', () => {
    expect(requirementLine('丁寧な言葉で書いてください。')).toBe('丁寧な言葉で書いてください。');
    expect(requirementLine('为什么要这样写？')).toBe('为什么要这样写？');
    expect(requirementLine('use a warmer tone')).toBe('Use a warmer tone.');
  });

  it.each([
    '東京でおすすめのラーメン屋を教えてください。',
    '这个周末去哪里玩比较好？',
    'Translate this into English. 今日はいい天気ですね。',
  ])('no "。." or "？." in any prompt: %s', (rough) => {
    for (const target of ASSISTANT_KEYS) {
      expect(optimize(rough, target).prompt, target).not.toMatch(/[。？！」]\./u);
    }
  });
});
