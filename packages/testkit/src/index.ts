/** Test and benchmark support shared by unit, integration, e2e and bench: one copy of each. */
export { freePort } from './free-port.mjs';
export { accumulatedText, createEventStreamParser, parseEventStream, type ParsedEvent } from './event-stream';
export {
  type Dialect,
  type LoopbackBehavior,
  type LoopbackLlmServer,
  type RecordedCall,
  startLoopbackLlmServer,
} from './loopback-llm-server';
export { startOpenAiCompatibleServer } from './openai-compatible-server';
export { startAnthropicServer } from './anthropic-server';
