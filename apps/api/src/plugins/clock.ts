import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock: every expiry, quota and timestamp reads it, so tests can move time. */
    now: () => Date;
  }
}

export const clockPlugin = fp<{ now?: (() => Date) | undefined }>(
  async (app, options) => {
    app.decorate('now', options.now ?? (() => new Date()));
  },
  { name: 'clock' },
);
