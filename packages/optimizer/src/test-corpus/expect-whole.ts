import { expect } from 'vitest';

/** Material appears once, whole, and no line of it appears outside that one block. */
export function expectWhole(prompt: string, material: string): void {
  const at = prompt.indexOf(material);
  expect(at, prompt).toBeGreaterThanOrEqual(0);
  const outside = prompt.slice(0, at) + prompt.slice(at + material.length);
  for (const line of material.split('\n')) {
    // Blank and tiny gutter lines ("   |") are too short to tell apart from other text.
    if (line.trim().length < 8) continue;
    expect(outside, `"${line}" leaked outside the block`).not.toContain(line.trim());
  }
}
