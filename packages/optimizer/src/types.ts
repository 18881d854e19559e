/** One line of "What changed": what the optimizer did, and the vendor rule behind it. */
export interface RationaleItem {
  /** What the optimizer did. */
  change: string;
  /** The rule it follows, paraphrased. */
  rule: string;
  /** Source tag from research/assistant-guides.md, e.g. "OpenAI GPT-4.1 prompting guide [O1]". */
  source: string;
}
