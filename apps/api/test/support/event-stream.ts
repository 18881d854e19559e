export interface ParsedEvent {
  event: string;
  data: unknown;
}

/** Parses a complete text/event-stream body into its events (comments skipped). */
export function parseEventStream(body: string): ParsedEvent[] {
  const events: ParsedEvent[] = [];
  for (const block of body.split(/\n\n/)) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) as unknown });
  }
  return events;
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
