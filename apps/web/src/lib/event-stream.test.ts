import { CompareResponse, StreamDelta, TransformRequest } from '@promptsmith/contract';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FakeEventStream, serve } from '@/testing/fake-api';
import { ApiError } from './api-client';
import { createEventParser, type ServerEvent, streamRequest } from './event-stream';

describe('createEventParser', () => {
  it('emits events split across arbitrary chunks and skips comments', () => {
    const events: ServerEvent[] = [];
    const parser = createEventParser((e) => events.push(e));
    const wire =
      ': stream open\n\nevent: delta\ndata: {"text":"He"}\n\nevent: delta\r\ndata: {"text":"llo"}\r\n\r\nevent: done\ndata: {}\n\n';
    for (let i = 0; i < wire.length; i += 3) parser.push(wire.slice(i, i + 3));
    parser.end();
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"He"}' },
      { event: 'delta', data: '{"text":"llo"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins multi-line data and defaults the event name', () => {
    const events: ServerEvent[] = [];
    const parser = createEventParser((e) => events.push(e));
    parser.push('data: one\ndata: two');
    parser.end();
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

const request = { prompt: 'cats', model: 'gpt' as const };
const schemas = { done: CompareResponse, delta: StreamDelta };

function serveStream(respond: (stream: FakeEventStream<typeof CompareResponse>) => Response | void) {
  const stream = new FakeEventStream(CompareResponse);
  serve('post', '/api/x', { request: TransformRequest }, () => respond(stream) ?? stream.response());
  return stream;
}

describe('streamRequest', () => {
  it('asks for an event stream, forwards deltas and resolves with the done payload', async () => {
    const served = serve('post', '/api/x', { request: TransformRequest }, () => {
      const stream = new FakeEventStream(CompareResponse);
      stream.delta({ model: 'gpt', text: 'Hel' });
      stream.delta({ model: 'gpt', text: 'lo' });
      stream.done({ results: [], durationMs: 3 });
      return stream.response();
    });
    const deltas: unknown[] = [];
    const done = await streamRequest('/api/x', { body: request, onDelta: (d) => deltas.push(d), schemas });
    expect(deltas).toEqual([
      { model: 'gpt', text: 'Hel' },
      { model: 'gpt', text: 'lo' },
    ]);
    expect(done).toEqual({ results: [], durationMs: 3 });
    expect(served.requests).toEqual([request]);
  });

  it('turns an error event into an ApiError with the server message and code', async () => {
    serveStream((stream) => {
      stream.error('SERVICE_UNAVAILABLE', 'Boom');
    });
    await expect(
      streamRequest('/api/x', { body: request, onDelta: () => {}, schemas }),
    ).rejects.toMatchObject({
      status: 500,
      message: 'Boom',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('rejects a JSON error reply before the stream with the server message', async () => {
    serveStream(() => HttpResponse.json({ message: 'Slow down', code: 'RATE_LIMITED' }, { status: 429 }));
    const error = await streamRequest('/api/x', { body: request, onDelta: () => {}, schemas }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Slow down', code: 'RATE_LIMITED' });
  });

  it('fails with status 0 and no message when the stream ends early', async () => {
    serveStream((stream) => {
      stream.delta({ model: 'gpt', text: 'x' });
      stream.close();
    });
    await expect(
      streamRequest('/api/x', { body: request, onDelta: () => {}, schemas }),
    ).rejects.toMatchObject({
      status: 0,
      message: '',
      code: 'SERVICE_UNAVAILABLE',
    });
  });

  it('accepts a plain JSON reply (a buffering proxy, an older server) as the final result', async () => {
    serve('post', '/api/x', { request: TransformRequest }, () =>
      HttpResponse.json({ results: [], durationMs: 7 }),
    );
    const deltas: unknown[] = [];
    const done = await streamRequest('/api/x', { body: request, onDelta: (d) => deltas.push(d), schemas });
    expect(done).toEqual({ results: [], durationMs: 7 });
    expect(deltas).toEqual([]);
  });

  it('rejects a done payload that does not match the contract', async () => {
    serve('post', '/api/x', { request: TransformRequest }, () => {
      const stream = new FakeEventStream(CompareResponse);
      stream.raw('done', { results: 'nope' });
      return stream.response();
    });
    await expect(
      streamRequest('/api/x', { body: request, onDelta: () => {}, schemas }),
    ).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });
});
