export { promptRoutes, type PromptRoutesOptions } from './routes';
// The event stream is shared with the evaluation module's streamed runs.
export { openEventStream, type EventStream } from './event-stream';
// Refine (the versions module) decides LLM access and words its notices the same way.
export { confirmEmailNotice, fallbackNotice, signInNotice } from './notices';
export type { LlmAccess } from './service';
export { enforcePromptRateLimit } from './rate-limit';
