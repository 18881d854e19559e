import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const entry = fileURLToPath(new URL('../src/cli/promptsmith/main.ts', import.meta.url));

interface TextBlock {
  type: string;
  text: string;
}

/**
 * `promptsmith mcp` in a real child process (from source, as cli.test.ts runs the CLI), driven
 * by the SDK's own stdio client the way a desktop assistant or an editor drives it.
 */
describe('MCP server over stdio (promptsmith mcp)', () => {
  let client: Client;
  let stderr = '';

  beforeAll(async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', entry, 'mcp'],
      cwd: root,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    client = new Client({ name: 'promptsmith-test', version: '1.0.0' });
    await client.connect(transport);
  }, 30_000);
  afterAll(async () => {
    await client.close();
  });

  it('introduces itself and lists the four tools', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'promptsmith', version: expect.any(String) });
    expect(client.getInstructions()).toContain('optimize_prompt');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'compare_prompt',
      'get_template',
      'list_templates',
      'optimize_prompt',
    ]);
  });

  it('optimizes a prompt for one assistant', async () => {
    const result = await client.callTool({
      name: 'optimize_prompt',
      arguments: { prompt: 'explain recursion to a beginner', model: 'gpt' },
    });
    expect(result.isError).toBeFalsy();
    const body = result.structuredContent as { model: string; engine: string; optimizedPrompt: string };
    expect(body).toMatchObject({ model: 'gpt', engine: 'builtin' });
    expect(body.optimizedPrompt).toContain('recursion');
    expect(JSON.parse((result.content as TextBlock[])[0]?.text ?? '')).toEqual(body);
  });

  it('compares across assistants', async () => {
    const result = await client.callTool({
      name: 'compare_prompt',
      arguments: { prompt: 'plan a team offsite', models: ['claude', 'mistral'] },
    });
    const { results } = result.structuredContent as { results: { model: string }[] };
    expect(results.map((r) => r.model)).toEqual(['claude', 'mistral']);
  });

  it('lists the templates and returns one', async () => {
    const list = await client.callTool({ name: 'list_templates', arguments: { use: 'writing' } });
    const { templates } = list.structuredContent as { templates: { id: number; use: string }[] };
    expect(templates.length).toBeGreaterThanOrEqual(5);
    expect(templates.every((tpl) => tpl.use === 'writing')).toBe(true);
    const first = templates[0];
    if (!first) throw new Error('no writing template');
    const one = await client.callTool({ name: 'get_template', arguments: { id: first.id } });
    expect((one.structuredContent as { id: number; content: string }).id).toBe(first.id);
  });

  it('reports bad input as a tool error naming the problem, and keeps serving', async () => {
    const bad = await client.callTool({
      name: 'compare_prompt',
      arguments: { prompt: 'poem', models: ['gpt', 'gpt'] },
    });
    expect(bad.isError).toBe(true);
    expect((bad.content as TextBlock[])[0]?.text).toContain('Each model may appear only once');
    const stray = await client.callTool({ name: 'list_templates', arguments: { colour: 'red' } });
    expect(stray.isError).toBe(true);
    expect((stray.content as TextBlock[])[0]?.text).toContain('colour');
    expect((await client.listTools()).tools).toHaveLength(4);
    // Nothing but the protocol went to stdout, and nothing alarming to stderr.
    expect(stderr).toBe('');
  });
});
