import type { Classification, Material } from './types';
import { CONFIDENT } from './types';

/** An error message in the request: the user is stuck, not asking for new code. */
const ERROR_TEXT =
  /\b(?:\w+Error\b|exception|traceback|stack ?trace|is not a function|cannot read propert|undefined is not|null pointer|segfault|segmentation fault|exit(?:ed)? with code|doesn'?t work|not working|throws?|crash(?:es|ing)?|erreur|fehler|errore|erro)\b/i;

/** A named programming error: a question about it is a debugging request. */
const ERROR_NAME =
  /\b(?:\w+(?:Error|Exception)\b|traceback|stack ?trace|is not a function|cannot read propert|undefined is not|segfault|exit(?:ed)? with code \d)/;

/** Two quantities and a question about an unknown amount: a word problem. */
const QUANTITY_QUESTION =
  /\b(?:how (?:many|much|long|far|fast|old)|what (?:time|is the (?:total|price|cost|speed|distance))|cu[aá]nt[oa]s?|combien|wie (?:viel|viele|lange|weit|alt)|quant[oaie]|quanto tempo)\b/i;

/**
 * Corrections no single detector can make alone, because they need the request and the
 * material together.
 */
export function refineClassification(
  classification: Classification,
  request: string,
  material: readonly Material[],
): Classification {
  const { kind, confidence } = classification;
  const stuck =
    (kind === 'code' && ERROR_TEXT.test(request)) || (kind === 'question' && ERROR_NAME.test(request));
  if (stuck && !/\b(?:write|create|build|generate)\b/i.test(request)) {
    return { ...classification, kind: 'debug', confidence: Math.max(confidence, CONFIDENT + 0.1) };
  }
  const numbers = request.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (
    kind === 'question' &&
    material.length === 0 &&
    numbers.length >= 2 &&
    QUANTITY_QUESTION.test(request)
  ) {
    return { ...classification, kind: 'math', confidence: Math.max(confidence, CONFIDENT + 0.1) };
  }
  return classification;
}
