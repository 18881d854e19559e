import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { clockPlugin } from './clock';
import { configPlugin } from './config';
import { sessionsPlugin } from './sessions';

// Each plugin names what it needs; Fastify refuses to load it before those, so the order in
// app.ts is checked at start-up instead of remembered.
describe('plugin dependencies', () => {
  it('refuses a plugin registered before one it depends on', async () => {
    const app = Fastify({ logger: false });
    await app.register(configPlugin, { config: testConfig() });
    await app.register(clockPlugin);
    await expect(app.register(sessionsPlugin)).rejects.toThrow(
      "The dependency 'database' of plugin 'sessions' is not registered",
    );
  });
});
