import { type Question } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { resolveAnswers } from './answers';

const QUESTIONS: Question[] = [
  { id: 'audience', slot: 'audience', question: 'Who is it for?', options: ['kids'], multiple: false },
  { id: 'tone', slot: 'tone', question: 'Which tone?', options: ['warm', 'funny'], multiple: true },
];

describe('resolveAnswers', () => {
  it('splits a comma list only for a multiple-choice question', () => {
    expect(resolveAnswers({ audience: ['my niece, age 7'], tone: ['warm, funny'] }, QUESTIONS)).toEqual({
      ok: true,
      answers: { audience: 'my niece, age 7', tone: ['warm', 'funny'] },
    });
  });

  it('collects a repeated multiple-choice id and drops empty items', () => {
    expect(resolveAnswers({ tone: ['warm,', ' funny '] }, QUESTIONS)).toEqual({
      ok: true,
      answers: { tone: ['warm', 'funny'] },
    });
  });

  it('names unknown ids and the ones the prompt asks', () => {
    expect(resolveAnswers({ mood: ['sad'] }, QUESTIONS)).toEqual({
      ok: false,
      message: 'Unknown question id: mood. This prompt asks: audience, tone.',
    });
    expect(resolveAnswers({ mood: ['sad'], length: ['short'] }, [])).toEqual({
      ok: false,
      message: 'Unknown question ids: mood, length.',
    });
  });

  it('applies the API bounds', () => {
    expect(resolveAnswers({ audience: ['x'.repeat(301)] }, QUESTIONS)).toEqual({
      ok: false,
      message: 'An answer may be at most 300 characters',
    });
  });
});
