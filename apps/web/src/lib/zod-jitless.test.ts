import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod parse without compiling code, so the CSP reports no eval', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { z } = await import('zod');
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    expect(schema.safeParse({ name: 'a' }).success).toBe(false);
    expect(z.config().jitless).toBe(true);
    expect(FunctionSpy).not.toHaveBeenCalled();
  });
});
