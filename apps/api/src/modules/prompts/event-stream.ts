import { type StreamEventName } from '@promptsmith/contract';
import { type FastifyReply } from 'fastify';

const HEARTBEAT_MS = 15_000;

export type StreamEvent = StreamEventName;

export interface EventStream {
  send(event: StreamEvent, data: unknown): void;
  end(): void;
}

/**
 * Takes the response over from Fastify and opens a server-sent-events stream. Headers and a
 * comment line go out at once, so the client sees the first byte before any LLM answers; each
 * event is written straight to the socket (no buffering, Nagle off).
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  // Security headers set by hooks (helmet) live on the reply until now.
  const inherited = Object.fromEntries(
    Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined),
  ) as Record<string, string | number | string[]>;
  res.writeHead(200, {
    ...inherited,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Reverse proxies (nginx) would otherwise buffer the whole stream.
    'x-accel-buffering': 'no',
  });
  // Optional call: injected (in-process) requests have a socket stand-in without it.
  const socket = res.socket as { setNoDelay?: (noDelay: boolean) => void } | null;
  socket?.setNoDelay?.(true);
  res.write(': stream open\n\n');
  const open = () => !res.writableEnded && !res.destroyed;
  // Proxies drop connections that stay silent; a comment line keeps a slow LLM call alive.
  const heartbeat = setInterval(() => {
    if (open()) res.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  res.on('close', () => clearInterval(heartbeat));
  return {
    send(event, data) {
      // JSON.stringify escapes newlines, so one data line per event is always enough.
      if (open()) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      clearInterval(heartbeat);
      if (open()) res.end();
    },
  };
}
