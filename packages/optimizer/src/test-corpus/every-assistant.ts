import { ASSISTANT_KEYS } from '@promptsmith/contract';
import { expect } from 'vitest';
import { optimize } from '../index';

/** The prompt every assistant receives for one rough prompt, in `ASSISTANT_KEYS` order. */
export function prompts(rough: string): string[] {
  return ASSISTANT_KEYS.map((target) => optimize(rough, target).prompt);
}

/** No assistant's prompt matches `wrong` (each failure names the assistant). */
export function expectNone(rough: string, wrong: RegExp): void {
  for (const [i, prompt] of prompts(rough).entries()) expect(prompt, ASSISTANT_KEYS[i]).not.toMatch(wrong);
}

/** Every assistant's prompt matches `right`. */
export function expectAll(rough: string, right: RegExp): void {
  for (const [i, prompt] of prompts(rough).entries()) expect(prompt, ASSISTANT_KEYS[i]).toMatch(right);
}
