import {
  type Dialect,
  type LoopbackBehavior,
  type LoopbackLlmServer,
  startLoopbackLlmServer,
} from './loopback-llm-server';

/** OpenAI chat completions (POST /v1/chat/completions), plain JSON and SSE streaming. */
const openAiChat: Dialect = {
  path: '/v1/chat/completions',
  json: (reply, model) => ({
    id: 'chatcmpl-loopback',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  }),
  errorBody: (status) => ({
    error: {
      message: `loopback failure ${status}`,
      type: status === 429 ? 'rate_limit_error' : 'server_error',
      code: null,
    },
  }),
  streamStart: (model) => sse(chunkObject(model, { role: 'assistant', content: '' }, null)),
  streamChunk: (text, model) => sse(chunkObject(model, { content: text }, null)),
  streamEnd: (model) => sse(chunkObject(model, {}, 'stop')) + 'data: [DONE]\n\n',
  malformed: 'data: {"id":"chatcmpl-loopback","choices":[{"delta":{"content":\n\n',
};

function chunkObject(model: string, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: 'chatcmpl-loopback',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}

function sse(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}

export function startOpenAiCompatibleServer(
  behavior: Partial<LoopbackBehavior> = {},
): Promise<LoopbackLlmServer> {
  return startLoopbackLlmServer(openAiChat, behavior);
}
