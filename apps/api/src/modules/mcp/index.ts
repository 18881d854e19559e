export { JsonRpcMessage } from './json-rpc';
export { mcpRoutes } from './routes';
/** The MCP server on demand: its SDK is the slowest import of the API (see routes.ts). */
export const loadMcpServer = () => import('./mcp-server');
