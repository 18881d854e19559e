import { type LanguageModel } from 'ai';
import { createRequire } from 'node:module';
import { createThinkFilter } from './think-filter';

/**
 * The provider packages' models as the AI SDK's LanguageModel v3 specification describes them
 * (`ai` re-exports the union, not the member: `@ai-sdk/provider` is not our dependency).
 */
export type ModelV3 = Extract<LanguageModel, { specificationVersion: 'v3' }>;
type CallOptionsV3 = Parameters<ModelV3['doGenerate']>[0];
type UsageV3 = Awaited<ReturnType<ModelV3['doGenerate']>>['usage'];

/** One call as we make it: a system message (optional) and one user turn of plain text. */
export interface ModelCall {
  system?: string;
  prompt: string;
  maxOutputTokens: number;
  temperature?: number;
  abortSignal: AbortSignal;
}

/** The raw answer (think-blocks included) and the provider's token counts, when it sent them. */
export interface ModelAnswer {
  text: string;
  usage: { inputTokens?: number; outputTokens?: number; totalTokens?: number } | undefined;
}

/**
 * `generateText` sends `ai/<version>` as the user agent's suffix; providers see the same header.
 * Read once from the SDK's manifest rather than hard-coded, so an upgrade keeps it right.
 */
const USER_AGENT_HEADERS = {
  'user-agent': `ai/${(createRequire(import.meta.url)('ai/package.json') as { version: string }).version}`,
} as const;

/**
 * The model-level options `generateText`/`streamText` would derive from the same call. They are
 * built here because the SDK's own path re-validates our prompt with zod, resolves the model,
 * sets up telemetry and step bookkeeping before the request goes out, and builds step results
 * after it: about half of the server's overhead over a provider (BENCHMARKS.md, llm overhead).
 * The prompt shape is the one the SDK's convertToLanguageModelPrompt gives a string prompt.
 */
export function callOptions(call: ModelCall): CallOptionsV3 {
  return {
    prompt: [
      ...(call.system ? [{ role: 'system' as const, content: call.system }] : []),
      { role: 'user', content: [{ type: 'text', text: call.prompt }] },
    ],
    maxOutputTokens: call.maxOutputTokens,
    ...(call.temperature !== undefined ? { temperature: call.temperature } : {}),
    abortSignal: call.abortSignal,
    headers: USER_AGENT_HEADERS,
  };
}

/** As the SDK reports usage: a total only when at least one side was counted. */
export function usageOf(usage: UsageV3 | undefined): ModelAnswer['usage'] {
  if (!usage) return undefined;
  const inputTokens = usage.inputTokens.total;
  const outputTokens = usage.outputTokens.total;
  const totalTokens =
    inputTokens === undefined && outputTokens === undefined
      ? undefined
      : (inputTokens ?? 0) + (outputTokens ?? 0);
  return { inputTokens, outputTokens, totalTokens };
}

/** One non-streamed call: the text parts of the answer joined, as `generateText().text`. */
export async function generateOnce(model: ModelV3, call: ModelCall): Promise<ModelAnswer> {
  const result = await model.doGenerate(callOptions(call));
  let text = '';
  for (const part of result.content) if (part.type === 'text') text += part.text;
  return { text, usage: usageOf(result.usage) };
}

/**
 * One streamed call, passing visible text (think-blocks removed) to `emit`; the raw text and
 * usage at the end. A provider error, mid-stream or before it, is thrown, as is an abort.
 */
export async function streamOnce(
  model: ModelV3,
  call: ModelCall,
  emit: (text: string) => void,
): Promise<ModelAnswer> {
  const { stream } = await model.doStream(callOptions(call));
  const filter = createThinkFilter();
  let raw = '';
  let usage: UsageV3 | undefined;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value: part } = await reader.read();
      if (done) break;
      if (part.type === 'text-delta') {
        raw += part.delta;
        emit(filter.push(part.delta));
      } else if (part.type === 'finish') {
        usage = part.usage;
      } else if (part.type === 'error') {
        throw part.error;
      }
    }
  } finally {
    // Stops the upstream body when we leave early (an error part); a no-op once it has ended.
    reader.releaseLock();
    stream.cancel().catch(() => undefined);
  }
  // A stream cut short by the abort signal may end without an error: it is still no answer.
  if (call.abortSignal.aborted) throw new Error('LLM stream aborted');
  emit(filter.flush());
  return { text: raw, usage: usageOf(usage) };
}
