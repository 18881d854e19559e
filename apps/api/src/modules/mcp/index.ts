export { JsonRpcMessage } from './json-rpc';
export { createMcpServer } from './mcp-server';
export { mcpRoutes } from './routes';
