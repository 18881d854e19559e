import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
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

function createModel(llm: LlmConfig, choice: ProviderChoice): ModelV3 {
  const { modelId } = choice;
  switch (choice.provider) {
    case 'openai':
      // .chat(): the default export targets the Responses API, which compatible servers lack.
      return createOpenAI({ apiKey: llm.openai.apiKey, baseURL: llm.openai.baseUrl }).chat(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey: llm.anthropic.apiKey, baseURL: llm.anthropic.baseUrl })(modelId);
    case 'google':
      return createGoogleGenerativeAI({ apiKey: llm.google.apiKey })(modelId);
    case 'deepseek':
      return createDeepSeek({ apiKey: llm.deepseek.apiKey })(modelId);
    case 'mistral':
      return createMistral({ apiKey: llm.mistral.apiKey })(modelId);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        // Checked by planProviders: this provider is only planned when the URL is set.
        baseURL: llm.openaiCompatible.baseUrl ?? '',
        apiKey: llm.openaiCompatible.apiKey,
        // Usage figures in streamed replies too: daily token budgets count them.
        includeUsage: true,
      }).chatModel(modelId);
  }
}

function createTarget(llm: LlmConfig, assistant: AssistantKey, choice: ProviderChoice): LlmTarget {
  return {
    assistant,
    label: providerLabel(choice),
    model: createModel(llm, choice),
    systemRole: !(choice.provider === 'deepseek' || /deepseek-r1|reasoner/i.test(choice.modelId)),
    family: vendorFamily(choice),
  };
}

export function createProviderRegistry(llm: LlmConfig): ProviderRegistry {
  const plan = planProviders(llm);
  const targets = new Map<AssistantKey, LlmTarget>();
  for (const [assistant, choice] of Object.entries(plan) as [AssistantKey, ProviderChoice][]) {
    targets.set(assistant, createTarget(llm, assistant, choice));
  }
  const override = parseJudgeModel(llm.judgeModel);
  // The judge's `assistant` only picks its prompt layout; gpt's is the plain system + user one.
  const judgeOverride = override ? createTarget(llm, 'gpt', override) : undefined;
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
