import { describe, expect, it } from 'vitest';
import { stripThinkBlocks } from './postprocess';

describe('stripThinkBlocks', () => {
  it('removes a closed block and the whitespace around it', () => {
    expect(stripThinkBlocks('<think>\nplanning…\n</think>\n\nFinal prompt')).toBe('Final prompt');
  });
  it('removes several blocks and keeps the text between them', () => {
    expect(stripThinkBlocks('A <think>x</think> B\n<think>y</think>\nC')).toBe('A\n\nB\n\nC');
  });
  it('is case-insensitive', () => {
    expect(stripThinkBlocks('<THINK>a</THINK>one <Think>b</tHiNk>two')).toBe('one\n\ntwo');
  });
  it('drops an unclosed block to the end', () => {
    expect(stripThinkBlocks('Answer first.\n<think>never closed\nmore')).toBe('Answer first.');
    expect(stripThinkBlocks('<think>only reasoning')).toBe('');
  });
  it('drops reasoning before a stray closing tag (opening tag was in the template)', () => {
    expect(stripThinkBlocks('reasoning here\n</think>\n\nThe prompt')).toBe('The prompt');
  });
  it('handles attributes and an empty block', () => {
    expect(stripThinkBlocks('<think type="r1"></think>Result')).toBe('Result');
    expect(stripThinkBlocks('<think>\n\n</think>Result')).toBe('Result');
  });
  it('leaves text without blocks alone except for trimming', () => {
    expect(stripThinkBlocks('  Use <thinking> tags for reasoning.  ')).toBe(
      'Use <thinking> tags for reasoning.',
    );
    expect(stripThinkBlocks('')).toBe('');
  });
});
