import { ASSISTANT_KEYS, type AssistantKey } from '@promptsmith/contract';
import { claude } from './claude';
import { deepseek } from './deepseek';
import { gemini } from './gemini';
import { gpt } from './gpt';
import { metaLlama } from './meta-llama';
import { mistral } from './mistral';
import type { AssistantProfile } from './types';

export type { AssistantProfile, ProfileRule, RenderOutput } from './types';

// A mapped type over the catalog's keys: adding a key to the contract without a profile
// here is a compile error.
const REGISTRY: { readonly [K in AssistantKey]: AssistantProfile & { key: K } } = {
  gpt: { ...gpt, key: 'gpt' },
  claude: { ...claude, key: 'claude' },
  gemini: { ...gemini, key: 'gemini' },
  deepseek: { ...deepseek, key: 'deepseek' },
  mistral: { ...mistral, key: 'mistral' },
  metaLlama: { ...metaLlama, key: 'metaLlama' },
};

export const PROFILES: Readonly<Record<AssistantKey, AssistantProfile>> = Object.freeze(
  Object.fromEntries(ASSISTANT_KEYS.map((key) => [key, Object.freeze(REGISTRY[key])])) as Record<
    AssistantKey,
    AssistantProfile
  >,
);
