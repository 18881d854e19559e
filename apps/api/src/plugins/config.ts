import fp from 'fastify-plugin';
import { type Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The parsed configuration (src/config.ts is the only reader of the environment). */
    config: Config;
  }
}

/** Hands the configuration to every plugin and module as `app.config`. */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
