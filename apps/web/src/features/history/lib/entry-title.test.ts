import { describe, expect, it } from 'vitest';
import { entryExcerpt, entryTitle } from './entry-title';

describe('entryTitle', () => {
  it('is the first words the user wrote', () => {
    expect(entryTitle('write a blog post about remote work for new managers')).toBe(
      'write a blog post about remote work for new managers',
    );
  });

  it('takes the first line with words, without markdown markers or fences', () => {
    expect(entryTitle('\n\n## Summarise this\nlong text')).toBe('Summarise this');
    expect(entryTitle('- fix my SQL\n- and explain it')).toBe('fix my SQL');
    expect(entryTitle('```\n---\n```\n> Why is my **build** slow?')).toBe('Why is my build slow?');
    expect(entryTitle('"translate this" please')).toBe('translate this" please');
  });

  it('cuts a long first line at a word, with an ellipsis', () => {
    const title = entryTitle(
      'Write a detailed, friendly onboarding email for engineers joining the platform team next month',
    );
    expect(title).toBe('Write a detailed, friendly onboarding email for engineers joining the…');
    expect(Array.from(title).length).toBeLessThanOrEqual(71);
  });

  it('cuts one very long word where it must', () => {
    expect(entryTitle('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('does not split a character made of two code units', () => {
    expect(entryTitle(`${'a'.repeat(9)}😀 more words`, 10)).toBe(`${'a'.repeat(9)}😀…`);
  });

  it('names an entry that has no words', () => {
    expect(entryTitle('   \n```\n```')).toBe('Untitled prompt');
  });
});

describe('entryExcerpt', () => {
  it('is the text after the title, on one line', () => {
    expect(entryExcerpt('Summarise the notes\n\nAudience: my team\nTone: brief')).toBe(
      'Audience: my team Tone: brief',
    );
  });

  it('is empty for a one-line prompt', () => {
    expect(entryExcerpt('write a haiku about autumn')).toBe('');
  });

  it('shows the whole text when the title had to be cut', () => {
    const long = 'word '.repeat(30).trim();
    expect(entryExcerpt(long, 20, 40)).toBe(`${'word '.repeat(8).trim()}…`);
  });
});
