import { firstWords } from '../analysis/word-count';

/** The request's first words: what it is about, before any inline paste or aside. */
export function opening(request: string): string {
  return firstWords(request, 16);
}
