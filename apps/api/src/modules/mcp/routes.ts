import { ErrorResponse, MESSAGES } from '@promptsmith/contract';
import { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, tooManyRequests } from '../../lib/app-error';
import { type CurrentSession } from '../../plugins/sessions';
import { JsonRpcMessage } from './json-rpc';

const WINDOW_MS = 60_000;

/**
 * The MCP SDK takes longer to import than the rest of the server (~0.3–0.9 s on this host), and
 * most instances never get an MCP call: load it on the first one, once.
 */
const importMcp = () =>
  Promise.all([
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
    import('./mcp-server'),
  ]);
let mcpModules: ReturnType<typeof importMcp> | undefined;
function loadMcp() {
  mcpModules ??= importMcp();
  return mcpModules;
}
const tags = ['mcp'];
const security = [{ bearer: [] }];
const BEARER_REQUIRED =
  'Please sign in to continue: send your session token as Authorization: Bearer <token>.';

/**
 * MCP clients are programs holding a session token, never pages: a cookie alone does not
 * authenticate here, so a page cannot drive the tools with a visitor's cookie.
 */
function requireBearer(request: FastifyRequest): CurrentSession {
  if (request.session?.via !== 'bearer') {
    throw new AppError(401, 'UNAUTHORIZED', BEARER_REQUIRED, {
      'www-authenticate': 'Bearer realm="promptsmith"',
    });
  }
  return request.session;
}

/**
 * The SDK's transport errors are JSON-RPC errors; the API answers every client error as
 * `{message, code}`. A server fault stays a 500 (logged, generic message).
 */
async function transportError(response: Response): Promise<Error> {
  const text = await response.text();
  let message = 'Invalid MCP request';
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') message = body.error.message;
  } catch {
    // Not JSON: keep the generic message rather than echo the SDK's text.
  }
  const status = response.status;
  if (status >= 500) return new Error(`MCP transport answered ${status}: ${message}`);
  return new AppError(status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message);
}

const routes: FastifyPluginAsyncZod<{ version: string }> = async (app, { version }) => {
  app.post(
    '/api/mcp',
    {
      schema: {
        tags,
        security,
        summary: 'MCP server (Streamable HTTP, stateless, JSON replies)',
        description:
          'Model Context Protocol endpoint for signed-in API clients: tools optimize_prompt, ' +
          'compare_prompt, list_templates, get_template. Send a session token as a bearer token.',
        body: JsonRpcMessage,
        response: {
          200: z.unknown().describe('A JSON-RPC response'),
          202: z.undefined().describe('Accepted: a notification or a response needs no reply, and gets none'),
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { user, tokenHash } = requireBearer(request);
      const hit = await app.counters.hit(`mcp:user:${user.id}`, WINDOW_MS, 1);
      if (hit.count > app.config.rateLimit.userPerMinute) {
        throw tooManyRequests(MESSAGES.tooManyRequests, hit.resetInMs / 1000);
      }

      const [{ WebStandardStreamableHTTPServerTransport }, { createMcpServer }] = await loadMcp();
      // Stateless: a server and a transport per request, so any instance can answer any call.
      const server = createMcpServer(version);
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      try {
        await server.connect(transport);
        const headers = new Headers({
          'content-type': 'application/json',
          // Replies here are always JSON (never a stream), so a client that reads JSON is served
          // whatever else its Accept lists; the SDK insists on both types being named.
          accept: 'application/json, text/event-stream',
        });
        const protocolVersion = request.headers['mcp-protocol-version'];
        if (typeof protocolVersion === 'string') headers.set('mcp-protocol-version', protocolVersion);
        const response = await transport.handleRequest(
          new Request(new URL(request.url, 'http://promptsmith.invalid'), { method: 'POST', headers }),
          {
            parsedBody: request.body,
            authInfo: { token: tokenHash, clientId: user.id, scopes: [] },
          },
        );
        if (response.status >= 400) throw await transportError(response);
        if (response.status === 202) return reply.code(202).send(undefined);
        void reply.type('application/json');
        return await response.text();
      } finally {
        await transport.close();
        await server.close();
      }
    },
  );

  // Stateless and JSON-only: no server-initiated stream (GET) and no session to end (DELETE).
  // The MCP transport spec asks for 405 then; the SDK's client takes it as "no stream offered".
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/mcp',
      schema: { tags, security, summary: `${method} is not offered (405)`, response: { 405: ErrorResponse } },
      handler: async () => {
        throw new AppError(405, 'BAD_REQUEST', 'This MCP endpoint answers POST only', { allow: 'POST' });
      },
    });
  }
};

/** POST /api/mcp: the MCP server over Streamable HTTP, for signed-in API clients. */
export const mcpRoutes = fp(routes, {
  name: 'mcp',
  dependencies: ['config', 'counters', 'sessions'],
  encapsulate: true,
});
