import type { AssistantKey, CompareResponse, StreamDelta } from '@promptsmith/contract';
import { streamRequest } from '@/lib/event-stream';

/** POST /api/compare as a stream: deltas name their model; resolves with every result. */
export function compareAcross(
  request: { prompt: string; models: AssistantKey[] },
  options: { signal: AbortSignal; onDelta: (delta: StreamDelta) => void },
): Promise<CompareResponse> {
  return streamRequest<CompareResponse, StreamDelta>('/api/compare', { body: request, ...options });
}
