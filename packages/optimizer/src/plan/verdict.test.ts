import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { describe, expect, it } from 'vitest';
import { optimize } from '../index';

/**
 * "Is it a scam? Don't rewrite it": a judgement about the pasted text, not notes on its writing.
 * New prompts; every assertion reads the prompt the user sees, for all six assistants.
 */

const LISTING = `is this job offer real or a scam? do not rewrite it, only list what looks off

"Work from home as a parcel inspector! Earn $900 a week, no experience needed. Just buy the starter kit for $60 with gift cards and send us photos of your ID."`;

describe('a feedback-only request for a verdict', () => {
  it('asks for the verdict and its quoted evidence, with no editor and no fixes', () => {
    for (const target of ASSISTANT_KEYS) {
      const prompt = optimize(LISTING, target).prompt;
      expect(prompt, target).toMatch(/verdict/i);
      expect(prompt, target).not.toMatch(/editor|how to fix|short suggestion/i);
      expect(prompt, target).toContain('Just buy the starter kit for $60 with gift cards');
    }
  });

  it('in German with Sie, the verdict lines use Sie', () => {
    const rough = `Ist das Betrug? Bitte schreiben Sie den Text nicht um, sagen Sie mir nur, was verdächtig ist.

"Ihr Paket konnte nicht zugestellt werden. Zahlen Sie 1,99 € Zollgebühr über diesen Link, sonst wird es zurückgeschickt."`;
    const prompt = optimize(rough, 'gpt').prompt;
    expect(prompt).toMatch(/Geben Sie zuerst Ihr Urteil/);
    expect(prompt).not.toMatch(/Redakteur|Lektor/);
  });

  it("writing feedback without a judgement keeps the editor's notes", () => {
    const rough = `don't rewrite it, just tell me what's weak in this opening line of my novel

"The rain fell down wetly on the wet street as Marla walked."`;
    const prompt = optimize(rough, 'gpt').prompt;
    expect(prompt).not.toMatch(/verdict/i);
    expect(prompt).toMatch(/how to fix/i);
  });
});
