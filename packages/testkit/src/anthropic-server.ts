import {
  type Dialect,
  type LoopbackBehavior,
  type LoopbackLlmServer,
  startLoopbackLlmServer,
} from './loopback-llm-server';

/** Anthropic messages API (POST /v1/messages), plain JSON and SSE streaming. */
const anthropicMessages: Dialect = {
  path: '/v1/messages',
  json: (reply, model) => ({
    id: 'msg_loopback',
    type: 'message',
    role: 'assistant',
    model,
    content: [{ type: 'text', text: reply }],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  }),
  errorBody: (status) => ({
    type: 'error',
    error: { type: status === 429 ? 'rate_limit_error' : 'api_error', message: `loopback failure ${status}` },
  }),
  streamStart: (model) =>
    event('message_start', {
      type: 'message_start',
      message: {
        id: 'msg_loopback',
        type: 'message',
        role: 'assistant',
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    }) +
    event('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    }),
  streamChunk: (text) =>
    event('content_block_delta', {
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text },
    }),
  streamEnd: () =>
    event('content_block_stop', { type: 'content_block_stop', index: 0 }) +
    event('message_delta', {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 10 },
    }) +
    event('message_stop', { type: 'message_stop' }),
  malformed: 'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":\n\n',
};

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function startAnthropicServer(behavior: Partial<LoopbackBehavior> = {}): Promise<LoopbackLlmServer> {
  return startLoopbackLlmServer(anthropicMessages, behavior);
}
