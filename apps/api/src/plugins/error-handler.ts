import { type ErrorCode, type ErrorResponse } from '@promptsmith/contract';
import { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type Socket } from 'node:net';
import { AppError } from '../lib/app-error';

interface Mapped {
  status: number;
  body: ErrorResponse;
  headers?: Record<string, string>;
}

/** Fastify's own client-fault codes, mapped to our {message, code} contract. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Invalid Content-Length' },
};

/** Connection-level database failures: the service is briefly unavailable, not broken. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  // SQLSTATE class 08: connection exceptions.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && UNAVAILABLE_ERRNOS.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|terminating connection|timeout exceeded when trying to connect|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|is not queryable/i.test(
        e.message,
      )
    )
      return true;
    current = e.cause;
  }
  return false;
}

export function mapError(error: FastifyError | Error): Mapped {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code },
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const message = first?.message && first.message !== 'Invalid input' ? first.message : 'Invalid request';
    return { status: 400, body: { message, code: 'VALIDATION_FAILED' } };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  if (fastifyError.statusCode === 429) {
    return {
      status: 429,
      body: { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' },
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      },
      headers: { 'retry-after': '2' },
    };
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return {
      status,
      body: { message: error.message || 'Bad request', code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' },
    };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}

/**
 * Errors Fastify raises before routing (a URL that does not decode, e.g. `/api/history/%`)
 * skip the error handler; they go through Fastify's `frameworkErrors` option instead.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const mapped = mapError(error);
  const body =
    error.code === 'FST_ERR_BAD_URL'
      ? { message: 'The request URL is not valid', code: 'BAD_REQUEST' }
      : mapped.body;
  request.log.debug({ err: error }, 'framework error');
  void reply
    .status(mapped.status)
    .headers(mapped.headers ?? {})
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Every error a route throws leaves as `{message, code}`; 5xx never carry internals. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const mapped = mapError(error);
      if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.debug({ err: error }, 'client error');
      void reply
        .status(mapped.status)
        .headers(mapped.headers ?? {})
        .type('application/json; charset=utf-8')
        .send(mapped.body);
    });
  },
  { name: 'error-handler' },
);

const CLIENT_ERRORS: Record<string, { status: number; reason: string; body: ErrorResponse }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    body: { message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' },
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: { message: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' },
  },
};
const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  body: { message: 'The request is not valid HTTP', code: 'BAD_REQUEST' },
};

/**
 * Faults Node's HTTP parser finds before Fastify sees a request (slow headers, oversized
 * headers, garbage) are answered on the socket directly; they still get our {message, code}.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, body } = (error.code ? CLIENT_ERRORS[error.code] : undefined) ?? MALFORMED;
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
