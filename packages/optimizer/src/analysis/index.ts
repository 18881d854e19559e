import { classify } from './classify';
import { cleanRequest } from './clean';
import { splitInjection } from './injection';
import { detectLanguage, wordLanguage } from './language';
import { splitMaterial } from './material';
import { readSlots } from './slots';
import { isAlreadyStructured } from './structured';
import type { Analysis, Answers } from './types';

/** The one analysis of a rough prompt: material, language, kind with confidence, slots. */
export function analyze(rough: string, answers: Answers = {}): Analysis {
  const { split, injection } = splitInjection(splitMaterial(rough));
  const language = detectLanguage(split.request.trim() === '' ? rough : split.request);
  const words = wordLanguage(language);
  const request = cleanRequest(split.request, words);
  const cleaned = { request, material: split.material };
  return {
    rough,
    language,
    request,
    material: split.material,
    classification: classify(cleaned, words),
    slots: readSlots(request, words),
    injection,
    alreadyStructured: isAlreadyStructured(request),
    answers,
  };
}
