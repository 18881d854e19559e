import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
import { type Config } from '../config';

const GOOGLE_ACCOUNTS = 'https://accounts.google.com';

/**
 * Strict CSP: our own scripts only (plus Google Identity Services, which renders the sign-in
 * button), no framing, no plugins, no <base> tricks.
 */
function securityHeaders(config: Config): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_ACCOUNTS}/gsi/client`],
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_ACCOUNTS}/gsi/style`],
        imgSrc: ["'self'", 'data:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", `${GOOGLE_ACCOUNTS}/gsi/`],
        frameSrc: [`${GOOGLE_ACCOUNTS}/gsi/`],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // GIS's popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Powerful browser features this app never uses are switched off for it and anything it
 * embeds, so injected script cannot reach a camera, microphone or location. (Clipboard and
 * Google's sign-in keep their defaults.)
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * Helmet's headers and the Permissions-Policy on every answer. API answers carry accounts,
 * sessions and history: no browser or proxy cache may keep them unless a route chose a policy
 * itself (the public testimonial list does).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, securityHeaders(app.config));
    app.addHook('onRequest', async (_request, reply) => {
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        void reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
