/**
 * The assistant catalog: the one list of target assistants. Adding an assistant means one
 * entry here plus one profile in packages/optimizer/src/assistants/.
 */
export const ASSISTANT_KEYS = ['gpt', 'claude', 'gemini', 'deepseek', 'mistral', 'metaLlama'] as const;

export type AssistantKey = (typeof ASSISTANT_KEYS)[number];

export interface AssistantInfo {
  key: AssistantKey;
  /** Product name shown to people. */
  name: string;
  /** The model the spec names for this assistant. */
  modelLabel: string;
  /** Brand-ish colour for chips, borders and icons; dark enough for white text (WCAG AA, 4.5:1). */
  color: string;
  /** Short monogram drawn in the assistant's icon. */
  monogram: string;
  vendor: string;
}

export const ASSISTANTS: Readonly<Record<AssistantKey, AssistantInfo>> = {
  gpt: {
    key: 'gpt',
    name: 'ChatGPT',
    modelLabel: 'GPT-4.1-nano',
    color: '#0c8265',
    monogram: 'G',
    vendor: 'OpenAI',
  },
  claude: {
    key: 'claude',
    name: 'Claude',
    modelLabel: 'Claude 3 Haiku',
    color: '#a95c43',
    monogram: 'C',
    vendor: 'Anthropic',
  },
  gemini: {
    key: 'gemini',
    name: 'Gemini',
    modelLabel: 'Gemma 2B',
    color: '#376fcc',
    monogram: 'Ge',
    vendor: 'Google',
  },
  deepseek: {
    key: 'deepseek',
    name: 'DeepSeek',
    modelLabel: 'DeepSeek R1',
    color: '#4864ee',
    monogram: 'D',
    vendor: 'DeepSeek',
  },
  mistral: {
    key: 'mistral',
    name: 'Mistral',
    modelLabel: 'Mistral 7B',
    color: '#cc430c',
    monogram: 'M',
    vendor: 'Mistral AI',
  },
  metaLlama: {
    key: 'metaLlama',
    name: 'Meta Llama',
    modelLabel: 'Llama Vision Free',
    color: '#0866ff',
    monogram: 'L',
    vendor: 'Meta',
  },
};

export const ASSISTANT_LIST: readonly AssistantInfo[] = ASSISTANT_KEYS.map((key) => ASSISTANTS[key]);

export function isAssistantKey(value: unknown): value is AssistantKey {
  return typeof value === 'string' && (ASSISTANT_KEYS as readonly string[]).includes(value);
}
