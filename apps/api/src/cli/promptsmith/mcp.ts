import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { loadMcpServer } from '../../modules/mcp';

/**
 * `promptsmith mcp`: the MCP tools over stdin/stdout for a desktop assistant or an editor that
 * starts this process. Stdout carries only the protocol; anything for people goes to stderr.
 * The process ends when the client closes stdin.
 */
export async function serveMcp(version: string): Promise<void> {
  if (process.stdin.isTTY) {
    process.stderr.write(
      'promptsmith: MCP server on stdio. Start it from an MCP client (see the README, "MCP server"); Ctrl-C to stop.\n',
    );
  }
  const { createMcpServer } = await loadMcpServer();
  await createMcpServer(version).connect(new StdioServerTransport());
}
