// Chain-of-thought requests in the languages we translate. Reasoning models (DeepSeek R1)
// must not get these, other profiles re-state them in their own way.
const COT_PHRASES: readonly RegExp[] = [
  /\b(?:let'?s |please )?(?:think|reason|work(?: it| this)? out|go|walk(?: me)? through (?:it|this))? ?step[- ]by[- ]step\b/gi,
  /\bchain[- ]of[- ]thoughts?\b/gi,
  /\bshow (?:your|all) (?:reasoning|work|working)\b/gi,
  /\b(?:piensa|razona|explica|ve)?\s?paso a paso\b/gi,
  /\b(?:réfléchis(?:sez)?|raisonne[sz]?)?\s?étape par étape\b/gi,
  /\b(?:denke?|überlege)?\s?schritt für schritt\b/gi,
  /\bpasso a passo\b/gi,
];

export function hasCotRequest(text: string): boolean {
  return COT_PHRASES.some((re) => {
    re.lastIndex = 0;
    return re.test(text);
  });
}

/** Removes chain-of-thought phrases and tidies the punctuation they leave behind. */
export function removeCotPhrases(text: string): string {
  let out = text;
  for (const re of COT_PHRASES) out = out.replace(re, ' ');
  return out
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/[\s,]+\b(and|y|et|und)\s*([.!?]|$)/gi, '$2')
    .replace(/^\s*\b(and|y|et|und)\b\s*/i, '')
    .replace(/,\s*([.!?])/g, '$1')
    .replace(/^[\s,;:]+|[\s,;]+$/g, '')
    .trim();
}
