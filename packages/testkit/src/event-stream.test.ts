import { describe, expect, it } from 'vitest';
import { accumulatedText, createEventStreamParser, parseEventStream } from './event-stream';

describe('event-stream parser', () => {
  it('returns each event once its blank line arrives, whatever the chunking', () => {
    const parse = createEventStreamParser();
    expect(parse(': stream open\n\nevent: del')).toEqual([]);
    expect(parse('ta\ndata: {"model":"gpt","text":"Hi"}\n')).toEqual([]);
    expect(parse('\nevent: done\r\ndata: {"ok":true}\r\n\r\n')).toEqual([
      { event: 'delta', data: { model: 'gpt', text: 'Hi' } },
      { event: 'done', data: { ok: true } },
    ]);
  });

  it('parses a whole body and accumulates one model text, honouring replace', () => {
    const events = parseEventStream(
      'event: delta\ndata: {"model":"gpt","text":"a"}\n\n' +
        'event: delta\ndata: {"model":"gpt","text":"b","replace":true}\n\n' +
        'event: delta\ndata: {"model":"claude","text":"x"}\n\n' +
        'event: delta\ndata: {"model":"gpt","text":"c"}',
    );
    expect(events).toHaveLength(4);
    expect(accumulatedText(events, 'gpt')).toBe('bc');
  });
});
