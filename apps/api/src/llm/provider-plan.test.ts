import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { planProviders, providerLabel } from './provider-plan';

const base = testConfig().llm;
const withLlm = (overrides: Partial<typeof base>) => ({ ...base, ...overrides });

describe('provider plan', () => {
  it('uses no LLM at all without keys', () => {
    expect(planProviders(base)).toEqual({});
  });

  it('maps each vendor key to its assistant and default model', () => {
    const plan = planProviders(
      withLlm({
        openai: { apiKey: 'k', baseUrl: undefined },
        anthropic: { apiKey: 'k', baseUrl: undefined },
        google: { apiKey: 'k' },
        deepseek: { apiKey: 'k' },
        mistral: { apiKey: 'k' },
      }),
    );
    expect(Object.fromEntries(Object.entries(plan).map(([k, v]) => [k, providerLabel(v)]))).toEqual({
      gpt: 'openai:gpt-4.1-nano',
      claude: 'anthropic:claude-3-haiku-20240307',
      gemini: 'google:gemma-3n-e2b-it',
      deepseek: 'deepseek:deepseek-reasoner',
      mistral: 'mistral:open-mistral-7b',
    });
  });

  it('serves metaLlama and every assistant without a vendor key from an OpenAI-compatible endpoint', () => {
    const plan = planProviders(
      withLlm({
        openai: { apiKey: 'k', baseUrl: undefined },
        openaiCompatible: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, assistants: undefined },
        models: { metallama: 'llama3.2-vision', claude: 'qwen2.5:7b' },
      }),
    );
    expect(plan.gpt).toEqual({ provider: 'openai', modelId: 'gpt-4.1-nano' });
    expect(plan.metaLlama).toEqual({ provider: 'openai-compatible', modelId: 'llama3.2-vision' });
    expect(plan.claude).toEqual({ provider: 'openai-compatible', modelId: 'qwen2.5:7b' });
    expect(plan.mistral).toEqual({ provider: 'openai-compatible', modelId: 'open-mistral-7b' });
  });

  it('honours OPENAI_COMPATIBLE_ASSISTANTS as a list or "all"', () => {
    const compatible = (assistants: string) => ({ baseUrl: 'http://x/v1', apiKey: 'k', assistants });
    const listed = planProviders(
      withLlm({
        openai: { apiKey: 'k', baseUrl: undefined },
        openaiCompatible: compatible('metaLlama, deepseek, nope'),
      }),
    );
    expect(Object.keys(listed).sort()).toEqual(['deepseek', 'gpt', 'metaLlama']);
    expect(listed.gpt?.provider).toBe('openai');
    const all = planProviders(
      withLlm({ openai: { apiKey: 'k', baseUrl: undefined }, openaiCompatible: compatible('all') }),
    );
    expect(Object.values(all).every((c) => c.provider === 'openai-compatible')).toBe(true);
    expect(Object.keys(all)).toHaveLength(6);
  });

  it('lets MODEL_<KEY> override a vendor model', () => {
    const plan = planProviders(
      withLlm({ openai: { apiKey: 'k', baseUrl: undefined }, models: { gpt: 'gpt-4.1-mini' } }),
    );
    expect(plan.gpt).toEqual({ provider: 'openai', modelId: 'gpt-4.1-mini' });
  });
});
