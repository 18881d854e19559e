import { ASSISTANT_KEYS, type AssistantKey, isAssistantKey } from '@promptsmith/contract';
import { type Config } from '../config';

export type ProviderKind = 'openai' | 'anthropic' | 'google' | 'deepseek' | 'mistral' | 'openai-compatible';

/** Which provider and model rewrites for one assistant. Pure data, decided from config alone. */
export interface ProviderChoice {
  provider: ProviderKind;
  modelId: string;
}

export type ProviderPlan = Partial<Record<AssistantKey, ProviderChoice>>;

/** Each assistant's own vendor and the model the spec names (or the nearest one served). */
const NATIVE: Record<AssistantKey, { provider: ProviderKind; modelId: string }> = {
  gpt: { provider: 'openai', modelId: 'gpt-4.1-nano' },
  claude: { provider: 'anthropic', modelId: 'claude-3-haiku-20240307' },
  // Gemma 2 2B is no longer served by the Gemini API; Gemma 3n E2B is its ~2B-parameter successor.
  gemini: { provider: 'google', modelId: 'gemma-3n-e2b-it' },
  deepseek: { provider: 'deepseek', modelId: 'deepseek-reasoner' },
  mistral: { provider: 'mistral', modelId: 'open-mistral-7b' },
  metaLlama: { provider: 'openai-compatible', modelId: 'meta-llama/Llama-Vision-Free' },
};

type LlmConfig = Config['llm'];

function hasNativeKey(llm: LlmConfig, provider: ProviderKind): boolean {
  switch (provider) {
    case 'openai':
      return Boolean(llm.openai.apiKey);
    case 'anthropic':
      return Boolean(llm.anthropic.apiKey);
    case 'google':
      return Boolean(llm.google.apiKey);
    case 'deepseek':
      return Boolean(llm.deepseek.apiKey);
    case 'mistral':
      return Boolean(llm.mistral.apiKey);
    case 'openai-compatible':
      return false;
  }
}

/**
 * The assistants an OpenAI-compatible endpoint serves:
 * - OPENAI_COMPATIBLE_ASSISTANTS=all: every assistant, even those with a vendor key;
 * - a comma-separated list of keys: exactly those;
 * - unset: metaLlama plus every assistant whose vendor has no key, so one Ollama or OpenRouter
 *   URL makes all six LLM-backed.
 */
export function compatibleAssistants(llm: LlmConfig): Set<AssistantKey> {
  if (!llm.openaiCompatible.baseUrl) return new Set();
  const listed = llm.openaiCompatible.assistants?.trim();
  if (listed?.toLowerCase() === 'all') return new Set(ASSISTANT_KEYS);
  if (listed) {
    const keys = listed.split(',').map((k) => k.trim());
    return new Set(keys.filter(isAssistantKey));
  }
  return new Set(
    ASSISTANT_KEYS.filter((key) => key === 'metaLlama' || !hasNativeKey(llm, NATIVE[key].provider)),
  );
}

/** MODEL_<KEY> overrides, e.g. MODEL_GPT or MODEL_METALLAMA (config lower-cases the key). */
function modelOverride(llm: LlmConfig, key: AssistantKey): string | undefined {
  return llm.models[key.toLowerCase()];
}

export function planProviders(llm: LlmConfig): ProviderPlan {
  const viaCompatible = compatibleAssistants(llm);
  const plan: ProviderPlan = {};
  for (const key of ASSISTANT_KEYS) {
    const native = NATIVE[key];
    const modelId = modelOverride(llm, key) ?? native.modelId;
    if (viaCompatible.has(key)) plan[key] = { provider: 'openai-compatible', modelId };
    else if (hasNativeKey(llm, native.provider)) plan[key] = { provider: native.provider, modelId };
  }
  return plan;
}

export function providerLabel(choice: ProviderChoice): string {
  return `${choice.provider}:${choice.modelId}`;
}

const PROVIDER_KINDS: readonly ProviderKind[] = [
  'openai',
  'anthropic',
  'google',
  'deepseek',
  'mistral',
  'openai-compatible',
];

/**
 * The vendor family behind a model, so a judge is not asked to grade its own kin (self-preference
 * bias). A compatible endpoint serves anyone's models: its family is read from the model name.
 */
export function vendorFamily(choice: ProviderChoice): string {
  if (choice.provider !== 'openai-compatible') return choice.provider;
  const id = choice.modelId.toLowerCase();
  const known: [RegExp, string][] = [
    [/gpt|o\d|openai/, 'openai'],
    [/claude/, 'anthropic'],
    [/gemini|gemma/, 'google'],
    [/deepseek/, 'deepseek'],
    [/mistral|mixtral/, 'mistral'],
    [/llama/, 'meta'],
    [/qwen/, 'qwen'],
  ];
  return known.find(([pattern]) => pattern.test(id))?.[1] ?? id;
}

/** JUDGE_MODEL: "<provider>:<model>" (config checked the shape; an unknown provider is ignored). */
export function parseJudgeModel(value: string | undefined): ProviderChoice | undefined {
  if (!value) return undefined;
  const colon = value.indexOf(':');
  const provider = value.slice(0, colon) as ProviderKind;
  if (!PROVIDER_KINDS.includes(provider)) return undefined;
  return { provider, modelId: value.slice(colon + 1) };
}
