export interface ParsedEvent {
  event: string;
  data: unknown;
}

/**
 * An incremental text/event-stream parser: feed it chunks as they arrive (split anywhere, even
 * inside a line) and it returns the events each chunk completed. Comments (`: keep-alive`) are
 * skipped; `data` is JSON-parsed, as every stream of this project carries JSON.
 */
export function createEventStreamParser(): (chunk: string) => ParsedEvent[] {
  let buffered = '';
  return (chunk) => {
    buffered += chunk.replace(/\r\n/g, '\n');
    const events: ParsedEvent[] = [];
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
      end = buffered.indexOf('\n\n');
    }
    return events;
  };
}

/** Parses a complete text/event-stream body into its events. */
export function parseEventStream(body: string): ParsedEvent[] {
  // A body that ends without its blank line still ends its last event.
  return createEventStreamParser()(body.endsWith('\n\n') ? body : `${body}\n\n`);
}

/** Text a client would show for one model: deltas appended, `replace` starting over. */
export function accumulatedText(events: ParsedEvent[], model: string): string {
  let text = '';
  for (const { event, data } of events) {
    const delta = data as { model?: string; text?: string; replace?: boolean };
    if (event !== 'delta' || delta.model !== model) continue;
    text = delta.replace ? (delta.text ?? '') : text + (delta.text ?? '');
  }
  return text;
}
