/**
 * The text already ends a sentence, in any script: a full stop of ours after "。", "？" or "」"
 * would be a stray "." the user never typed ("東京のおすすめは？." reads as a typo).
 */
const SENTENCE_END = /[.!?…:)"'»”\]。．｡！？」』】）〕〉》]$/u;

export function endsSentence(text: string): boolean {
  return SENTENCE_END.test(text.trim());
}
