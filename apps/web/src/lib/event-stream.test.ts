import { afterEach, describe, expect, it, vi } from 'vitest';
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

function streamingResponse(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('streamRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('forwards deltas and resolves with the done payload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamingResponse([
          'event: delta\ndata: {"model":"gpt","text":"Hel"}\n\n',
          'event: delta\ndata: {"model":"gpt","text":"lo"}\n\nevent: done\ndata: {"ok":true}\n\n',
        ]),
      ),
    );
    const deltas: unknown[] = [];
    const done = await streamRequest('/api/x', { body: {}, onDelta: (d) => deltas.push(d) });
    expect(deltas).toEqual([
      { model: 'gpt', text: 'Hel' },
      { model: 'gpt', text: 'lo' },
    ]);
    expect(done).toEqual({ ok: true });
  });

  it('turns an error event into an ApiError with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamingResponse(['event: error\ndata: {"message":"Boom","code":"X"}\n\n'])),
    );
    await expect(streamRequest('/api/x', { body: {}, onDelta: () => {} })).rejects.toMatchObject({
      message: 'Boom',
      code: 'X',
    });
  });

  it('rejects a JSON error reply before the stream with the server message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'Slow down', code: 'RATE_LIMITED' }, { status: 429 })),
    );
    const error = await streamRequest('/api/x', { body: {}, onDelta: () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, message: 'Slow down' });
  });

  it('fails without a message when the stream ends early', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamingResponse(['event: delta\ndata: {"text":"x"}\n\n'])),
    );
    await expect(streamRequest('/api/x', { body: {}, onDelta: () => {} })).rejects.toMatchObject({
      message: '',
      code: 'STREAM_INCOMPLETE',
    });
  });
});
