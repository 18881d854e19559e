import { type AssistantKey } from '@promptsmith/contract';
import { type Config } from '../config';
import { type ModelV3 } from './model-call';
import {
  parseJudgeModel,
  planProviders,
  type ProviderChoice,
  providerLabel,
  vendorFamily,
} from './provider-plan';

/** One assistant's rewriting model, ready to call. */
export interface LlmTarget {
  assistant: AssistantKey;
  /** "openai:gpt-4.1-nano": shown to users as the engine that produced a result. */
  label: string;
  /** Called through its LanguageModel v3 methods (model-call.ts). */
  model: ModelV3;
  /**
   * DeepSeek R1's guide says to put every instruction in the user turn; Gemma has no system role
   * (the Google provider folds it into the user turn itself).
   */
  systemRole: boolean;
  /** "openai", "anthropic", "meta"...: see vendorFamily. */
  family: string;
}

export interface ProviderRegistry {
  /** The LLM that rewrites for this assistant, or undefined when the built-in engine must. */
  get(assistant: AssistantKey): LlmTarget | undefined;
  /**
   * The model that judges answers produced by these assistants: JUDGE_MODEL when set, else a
   * configured model of a vendor family none of them belongs to, else any configured model.
   */
  judgeFor(assistants: readonly AssistantKey[]): LlmTarget | undefined;
}

type LlmConfig = Config['llm'];

/**
 * Each vendor's SDK is loaded only when a key for it is configured: a default `npm start` (no
 * keys) never pays their import time (150–300 ms each on this host) before its first answer.
 */
async function loadModelFactory(
  llm: LlmConfig,
  provider: ProviderChoice['provider'],
): Promise<(modelId: string) => ModelV3> {
  switch (provider) {
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      const openai = createOpenAI({ apiKey: llm.openai.apiKey, baseURL: llm.openai.baseUrl });
      // .chat(): the default export targets the Responses API, which compatible servers lack.
      return (modelId) => openai.chat(modelId);
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      return createAnthropic({ apiKey: llm.anthropic.apiKey, baseURL: llm.anthropic.baseUrl });
    }
    case 'google': {
      const { createGoogleGenerativeAI } = await import('@ai-sdk/google');
      return createGoogleGenerativeAI({ apiKey: llm.google.apiKey });
    }
    case 'deepseek': {
      const { createDeepSeek } = await import('@ai-sdk/deepseek');
      return createDeepSeek({ apiKey: llm.deepseek.apiKey });
    }
    case 'mistral': {
      const { createMistral } = await import('@ai-sdk/mistral');
      return createMistral({ apiKey: llm.mistral.apiKey });
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const compatible = createOpenAICompatible({
        name: 'openai-compatible',
        // Checked by planProviders: this provider is only planned when the URL is set.
        baseURL: llm.openaiCompatible.baseUrl ?? '',
        apiKey: llm.openaiCompatible.apiKey,
        // Usage figures in streamed replies too: daily token budgets count them.
        includeUsage: true,
      });
      return (modelId) => compatible.chatModel(modelId);
    }
  }
}

type ModelFactories = Map<ProviderChoice['provider'], (modelId: string) => ModelV3>;

function createTarget(factories: ModelFactories, assistant: AssistantKey, choice: ProviderChoice): LlmTarget {
  const factory = factories.get(choice.provider);
  if (!factory) throw new Error(`No model factory loaded for ${choice.provider}`);
  return {
    assistant,
    label: providerLabel(choice),
    model: factory(choice.modelId),
    systemRole: !(choice.provider === 'deepseek' || /deepseek-r1|reasoner/i.test(choice.modelId)),
    family: vendorFamily(choice),
  };
}

export async function createProviderRegistry(llm: LlmConfig): Promise<ProviderRegistry> {
  const plan = Object.entries(planProviders(llm)) as [AssistantKey, ProviderChoice][];
  const override = parseJudgeModel(llm.judgeModel);
  const providers = new Set([
    ...plan.map(([, choice]) => choice.provider),
    ...(override ? [override.provider] : []),
  ]);
  const factories: ModelFactories = new Map(
    await Promise.all([...providers].map(async (p) => [p, await loadModelFactory(llm, p)] as const)),
  );
  const targets = new Map<AssistantKey, LlmTarget>();
  for (const [assistant, choice] of plan) targets.set(assistant, createTarget(factories, assistant, choice));
  // The judge's `assistant` only picks its prompt layout; gpt's is the plain system + user one.
  const judgeOverride = override ? createTarget(factories, 'gpt', override) : undefined;
  return {
    get: (assistant) => targets.get(assistant),
    judgeFor(assistants) {
      if (judgeOverride) return judgeOverride;
      const answering = new Set(
        assistants.map((a) => targets.get(a)?.family).filter((f): f is string => f !== undefined),
      );
      const all = [...targets.values()];
      return all.find((t) => !answering.has(t.family)) ?? all[0];
    },
  };
}
