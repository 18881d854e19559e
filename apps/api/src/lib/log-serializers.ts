/**
 * The logger's `err` serializer. A failed database query (drizzle's DrizzleQueryError) carries
 * its bound parameters in its message, stack and `params`; those are user data: a mail being
 * queued holds a reset or confirmation code, a user row a password hash. Logs keep the query
 * and drop the values, here and in every `cause`.
 */
const MAX_DEPTH = 5;

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function isQueryError(error: Error): error is Error & { query: unknown; params: unknown } {
  return 'query' in error && 'params' in error;
}

export function serializeError(error: Error, depth = 0): SerializedError {
  const message = isQueryError(error)
    ? `Failed query: ${String(error.query)} (parameters not logged)`
    : error.message;
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'cause' || key in serialized) continue;
    serialized[key] = value instanceof Error ? serializeError(value, depth + 1) : value;
  }
  if (error.cause instanceof Error && depth < MAX_DEPTH)
    serialized.cause = serializeError(error.cause, depth + 1);
  else if (error.cause !== undefined) serialized.cause = error.cause;
  return serialized;
}
