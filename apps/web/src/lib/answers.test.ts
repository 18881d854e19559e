import type { Question } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { answersFrom, toggleChip } from './answers';

const single: Question = {
  id: 'audience',
  slot: 'audience',
  question: 'For whom?',
  options: ['kids', 'adults'],
  multiple: false,
};
const multi: Question = {
  id: 'tone',
  slot: 'tone',
  question: 'Tone?',
  options: ['warm', 'funny'],
  multiple: true,
};

describe('answersFrom', () => {
  it('leaves out unanswered questions and blank text', () => {
    expect(answersFrom([single, multi], { audience: { chips: [], text: '  ' } })).toEqual({});
  });

  it('lets typed text win over a chip for a single choice', () => {
    expect(answersFrom([single], { audience: { chips: ['kids'], text: ' my niece ' } })).toEqual({
      audience: 'my niece',
    });
    expect(answersFrom([single], { audience: { chips: ['kids'], text: '' } })).toEqual({ audience: 'kids' });
  });

  it('adds typed text to the chips of a multiple choice', () => {
    expect(answersFrom([multi], { tone: { chips: ['warm', 'funny'], text: 'a bit wistful' } })).toEqual({
      tone: ['warm', 'funny', 'a bit wistful'],
    });
  });
});

describe('toggleChip', () => {
  it('keeps one chip for a single choice and any number for a multiple choice', () => {
    expect(toggleChip(single, ['kids'], 'adults')).toEqual(['adults']);
    expect(toggleChip(single, ['kids'], 'kids')).toEqual([]);
    expect(toggleChip(multi, ['warm'], 'funny')).toEqual(['warm', 'funny']);
    expect(toggleChip(multi, ['warm', 'funny'], 'warm')).toEqual(['funny']);
  });
});
