export { createMcpServer } from './mcp-server';
export { mcpRoutes } from './routes';
