import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../src/plugins/sessions';
import { databaseKinds } from './support/databases';
import { signIn, type SignedInUser } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

interface TextBlock {
  type: string;
  text: string;
}

describe.each(databaseKinds())('MCP server over Streamable HTTP on %s', (kind) => {
  let t: TestApp;
  let user: SignedInUser;
  let endpoint: URL;
  const clients: Client[] = [];

  /** The SDK's own client, authenticated like any API client: the session token as a bearer. */
  async function connect(headers: Record<string, string> = user.headers): Promise<Client> {
    const client = new Client({ name: 'promptsmith-test', version: '1.0.0' });
    clients.push(client);
    await client.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers } }));
    return client;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { config: { rateLimit: { anonymousPerMinute: 30, userPerMinute: 40 } } });
    user = await signIn(t.app, 'Mcp User');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    endpoint = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/mcp`);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the four tools, each with its input and output schema', async () => {
    const client = await connect();
    expect(client.getServerVersion()?.name).toBe('promptsmith');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'compare_prompt',
      'get_template',
      'list_templates',
      'optimize_prompt',
    ]);
    const optimize = tools.find((tool) => tool.name === 'optimize_prompt');
    expect(optimize?.inputSchema.required).toEqual(['prompt', 'model']);
    expect(optimize?.outputSchema?.properties).toHaveProperty('optimizedPrompt');
    expect(optimize?.annotations?.readOnlyHint).toBe(true);
  });

  it('optimizes a prompt for one assistant with the built-in engine, and takes answers', async () => {
    const client = await connect();
    const result = await client.callTool({
      name: 'optimize_prompt',
      arguments: { prompt: 'write a blog post about remote work', model: 'claude' },
    });
    expect(result.isError).toBeFalsy();
    const body = result.structuredContent as {
      model: string;
      engine: string;
      optimizedPrompt: string;
      rationale: { rule: string; source: string }[];
      questions: { id: string }[];
      warnings: string[];
    };
    expect(body.model).toBe('claude');
    expect(body.engine).toBe('builtin');
    // Claude's profile lays the prompt out in XML tags.
    expect(body.optimizedPrompt).toMatch(/<\w+>/);
    expect(body.optimizedPrompt).toContain('remote work');
    expect(body.rationale.length).toBeGreaterThan(0);
    expect(body.warnings).toEqual([]);
    // The same result as text, for clients that only read text.
    expect(JSON.parse((result.content as TextBlock[])[0]?.text ?? '')).toEqual(body);

    const asked = await client.callTool({
      name: 'optimize_prompt',
      arguments: { prompt: 'write a blog post', model: 'gpt' },
    });
    expect((asked.structuredContent as typeof body).questions.map((q) => q.id)).toContain('audience');
    const answered = await client.callTool({
      name: 'optimize_prompt',
      arguments: { prompt: 'write a blog post', model: 'gpt', answers: { audience: 'my niece, age 7' } },
    });
    const sharpened = answered.structuredContent as typeof body;
    expect(sharpened.optimizedPrompt).toContain('my niece, age 7');
    expect(sharpened.questions.map((q) => q.id)).not.toContain('audience');
  });

  it('compares one prompt across several assistants, one render each', async () => {
    const client = await connect();
    const result = await client.callTool({
      name: 'compare_prompt',
      arguments: {
        prompt: 'summarize this quarterly report for executives',
        models: ['gpt', 'deepseek', 'gemini'],
      },
    });
    const { results } = result.structuredContent as { results: { model: string; optimizedPrompt: string }[] };
    expect(results.map((r) => r.model)).toEqual(['gpt', 'deepseek', 'gemini']);
    expect(new Set(results.map((r) => r.optimizedPrompt)).size).toBe(3);
  });

  it('lists the 40 templates, filters them, and returns one with its placeholders', async () => {
    const client = await connect();
    const all = await client.callTool({ name: 'list_templates', arguments: {} });
    const { templates } = all.structuredContent as {
      templates: { id: number; title: string; use: string }[];
    };
    expect(templates).toHaveLength(40);
    expect(templates[0]).not.toHaveProperty('content');

    const coding = await client.callTool({
      name: 'list_templates',
      arguments: { use: 'coding', assistant: 'claude' },
    });
    const filtered = (coding.structuredContent as { templates: { use: string; agents: string[] }[] })
      .templates;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(40);
    expect(filtered.every((tpl) => tpl.use === 'coding' && tpl.agents.includes('claude'))).toBe(true);

    const one = await client.callTool({ name: 'get_template', arguments: { id: 1 } });
    const template = one.structuredContent as { title: string; content: string; placeholders: string[] };
    expect(template.title).toBe('Code Explainer');
    expect(template.content).toContain('[PASTE CODE HERE]');
    expect(template.placeholders).toContain('PASTE CODE HERE');
  });

  it('answers bad input with a tool error that says what is wrong', async () => {
    const client = await connect();
    const blank = await client.callTool({
      name: 'optimize_prompt',
      arguments: { prompt: '   ', model: 'gpt' },
    });
    expect(blank.isError).toBe(true);
    expect((blank.content as TextBlock[])[0]?.text).toContain('Please enter a prompt to optimize');

    const unknownModel = await client.callTool({
      name: 'optimize_prompt',
      arguments: { prompt: 'poem', model: 'bard' },
    });
    expect(unknownModel.isError).toBe(true);
    expect((unknownModel.content as TextBlock[])[0]?.text).toContain(
      'Unknown model. Valid models: gpt, claude',
    );

    const unknownAnswer = await client.callTool({
      name: 'optimize_prompt',
      arguments: { prompt: 'poem', model: 'gpt', answers: { mood: 'sad' } },
    });
    expect((unknownAnswer.content as TextBlock[])[0]?.text).toMatch(/^Unknown question id: mood\./);

    const noTemplate = await client.callTool({ name: 'get_template', arguments: { id: 41 } });
    expect(noTemplate.isError).toBe(true);
    expect((noTemplate.content as TextBlock[])[0]?.text).toContain('Template ids run from 1 to 40');
  });

  it('refuses a caller without a session token: 401 with a JSON message', async () => {
    // The SDK's client surfaces the status and our message.
    await expect(connect({})).rejects.toMatchObject({
      code: 401,
      message: expect.stringContaining('Please sign in to continue'),
    });
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await res.json()).toEqual({
      message: 'Please sign in to continue: send your session token as Authorization: Bearer <token>.',
      code: 'UNAUTHORIZED',
    });
    const forged = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-session' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(forged.status).toBe(401);
    // A browser's session cookie is not enough: MCP clients are programs with a token.
    const withCookie = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `${sessionCookieName(t.app.config.publicUrl)}=${user.token}`,
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(withCookie.status).toBe(401);
  });

  it('answers a body that is not JSON-RPC with 400 {message, code}, and GET with 405', async () => {
    const post = (body: unknown) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...user.headers },
        body: JSON.stringify(body),
      });
    const notRpc = await post({ prompt: 'poem' });
    expect(notRpc.status).toBe(400);
    expect(await notRpc.json()).toEqual({
      message: expect.stringContaining('JSON-RPC'),
      code: 'VALIDATION_FAILED',
    });
    const oldProtocol = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'mcp-protocol-version': '1999-01-01', ...user.headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(oldProtocol.status).toBe(400);
    expect(await oldProtocol.json()).toEqual({
      message: expect.stringContaining('Unsupported protocol version'),
      code: 'BAD_REQUEST',
    });
    // A notification needs no answer.
    const notification = await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    expect(notification.status).toBe(202);
    expect(await notification.text()).toBe('');
    const get = await fetch(endpoint, { headers: user.headers });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('limits each user to RATE_LIMIT_USER_PER_MINUTE calls a minute (429)', async () => {
    const busy = await signIn(t.app, 'Busy User');
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/mcp',
        headers: busy.headers,
        payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      });
    for (let i = 0; i < 40; i += 1) expect((await list()).statusCode).toBe(200);
    const over = await list();
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toEqual(expect.any(String));
    expect(over.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
      code: 'RATE_LIMITED',
    });
  });
});
