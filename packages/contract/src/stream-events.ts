/**
 * The event names of every streamed reply (transform, compare, run). A zod-free module, like
 * error-codes.ts, so the web app's stream client can read them without bundling zod.
 */
export const STREAM_EVENTS = { delta: 'delta', done: 'done', error: 'error' } as const;
export type StreamEventName = (typeof STREAM_EVENTS)[keyof typeof STREAM_EVENTS];
