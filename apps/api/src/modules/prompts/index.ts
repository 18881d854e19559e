export { promptRoutes, type PromptRoutesOptions } from './routes';
// The event stream is shared with the evaluation module's streamed runs.
export { openEventStream, type EventStream } from './event-stream';
