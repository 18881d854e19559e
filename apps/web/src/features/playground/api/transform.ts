import type { AssistantKey, StreamDelta, TransformResponse } from '@promptsmith/contract';
import { streamRequest } from '@/lib/event-stream';

/** POST /api/transform as a stream: `onDelta` sees text as it arrives; resolves with the final result. */
export function transformPrompt(
  request: { prompt: string; model: AssistantKey },
  options: { signal: AbortSignal; onDelta: (delta: StreamDelta) => void },
): Promise<TransformResponse> {
  return streamRequest<TransformResponse, StreamDelta>('/api/transform', { body: request, ...options });
}
