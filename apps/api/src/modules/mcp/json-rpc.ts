import { z } from 'zod';

/**
 * The envelope of one JSON-RPC 2.0 message, checked before the MCP SDK sees it so malformed
 * bodies get the API's usual 400 `{message, code}`; the SDK then checks each method's params.
 * One message per POST: the current MCP protocol has no batches.
 */
export const JsonRpcMessage = z
  .object({
    jsonrpc: z.literal('2.0', { message: 'Send one JSON-RPC 2.0 message ("jsonrpc": "2.0")' }),
    id: z.union([z.string().max(200), z.number().int()]).optional(),
    method: z.string().min(1).max(200).optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    result: z.record(z.string(), z.unknown()).optional(),
    error: z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() }).optional(),
  })
  .refine(
    (m) =>
      m.method !== undefined || (m.id !== undefined && (m.result !== undefined || m.error !== undefined)),
    'A JSON-RPC message names a method, or answers an id with a result or an error',
  );
