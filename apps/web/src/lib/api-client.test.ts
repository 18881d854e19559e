import { MessageResponse } from '@promptsmith/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiError, serve } from '@/testing/fake-api';
import { api, ApiError, errorMessage, UNAUTHORIZED_EVENT } from './api-client';

const failure = (path: string) => api(path).catch((e: unknown) => e);

describe('api', () => {
  it('sends JSON with the session cookie policy and returns the reply', async () => {
    const served = serve(
      'post',
      '/api/echo',
      { request: MessageResponse, response: MessageResponse },
      (body) => ({
        message: `got ${body.message}`,
      }),
    );
    await expect(api('/api/echo', { method: 'POST', body: { message: 'hi' } })).resolves.toEqual({
      message: 'got hi',
    });
    expect(served.requests).toEqual([{ message: 'hi' }]);
  });

  it("carries the server's message, code and Retry-After", async () => {
    serve('get', '/api/limited', {}, () =>
      HttpResponse.json(
        { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' },
        { status: 429, headers: { 'retry-after': '7' } },
      ),
    );
    expect(await failure('/api/limited')).toEqual(
      new ApiError(429, 'Too many requests. Please wait a moment and try again.', 'RATE_LIMITED', 7),
    );
  });

  it('answers a reply without our JSON body with a code for its status and no message', async () => {
    serve('get', '/api/proxy', {}, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await failure('/api/proxy');
    expect(error).toMatchObject({ status: 502, code: 'SERVICE_UNAVAILABLE', message: '' });
    expect(errorMessage(error, 'Failed to load')).toBe('Failed to load');
  });

  it('keeps to the contract’s error codes even when a reply names another', async () => {
    serve('get', '/api/odd', {}, () =>
      HttpResponse.json({ message: 'Odd', code: 'MADE_UP' }, { status: 418 }),
    );
    expect(await failure('/api/odd')).toMatchObject({ status: 418, code: 'BAD_REQUEST', message: 'Odd' });
  });

  it('reports an unreachable server as status 0 with a readable message', async () => {
    serve('get', '/api/down', {}, () => HttpResponse.error());
    const error = await failure('/api/down');
    expect(error).toMatchObject({ status: 0, code: 'SERVICE_UNAVAILABLE' });
    expect(errorMessage(error, 'fallback')).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
  });

  it('tells the session about a 401', async () => {
    serve('get', '/api/private', {}, () => apiError(401, 'UNAUTHORIZED', 'Please sign in to continue.'));
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await failure('/api/private');
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('passes an abort through untouched', async () => {
    serve('get', '/api/slow', {}, () => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = api('/api/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ name: 'AbortError' });
  });
});
