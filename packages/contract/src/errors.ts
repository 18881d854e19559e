import { z } from 'zod';

/** Every error a client sees has this shape, whatever the status (codes: error-codes.ts). */
export const ErrorResponse = z.object({ message: z.string(), code: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
