import { APICallError } from 'ai';
import { describe, expect, it } from 'vitest';
import { isRetryable, retryDelayMs } from './retry-policy';

const apiError = (statusCode: number | undefined, headers: Record<string, string> = {}) =>
  new APICallError({
    message: 'failed',
    url: 'http://x',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    isRetryable: statusCode === undefined,
  });

describe('retry policy', () => {
  it('retries 429 and 5xx, not other 4xx or non-HTTP errors', () => {
    expect(isRetryable(apiError(429))).toBe(true);
    expect(isRetryable(apiError(500))).toBe(true);
    expect(isRetryable(apiError(503))).toBe(true);
    expect(isRetryable(apiError(400))).toBe(false);
    expect(isRetryable(apiError(401))).toBe(false);
    expect(isRetryable(new Error('boom'))).toBe(false);
  });

  it('retries a request whose response never arrived', () => {
    expect(isRetryable(apiError(undefined))).toBe(true);
  });

  it('waits for a short Retry-After, else its own backoff', () => {
    expect(retryDelayMs(apiError(429, { 'retry-after': '2' }), 500)).toBe(2000);
    expect(retryDelayMs(apiError(429, { 'retry-after': '120' }), 500)).toBe(500);
    expect(retryDelayMs(apiError(500), 250)).toBe(250);
    expect(retryDelayMs(new Error('x'), 250)).toBe(250);
  });
});
