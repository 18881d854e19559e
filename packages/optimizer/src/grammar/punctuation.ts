/**
 * The text already ends a sentence, in any script: a full stop of ours after "。", "？" or "」"
 * would be a stray "." the user never typed ("東京のおすすめは？." reads as a typo).
 */
// The marks of `/[.!?…:)"'»”\]。．｡！？」』】）〕〉》]$/u`, each one UTF-16 unit: the last unit is read
// directly, where the pattern, under its `u` flag, was tried at every offset of the text.
const SENTENCE_END = new Set('.!?…:)"\'»”]。．｡！？」』】）〕〉》');

export function endsSentence(text: string): boolean {
  const t = text.trim();
  return SENTENCE_END.has(t.charAt(t.length - 1));
}
