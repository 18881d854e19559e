import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { type Config } from '../config';

const GOOGLE_ACCOUNTS = 'https://accounts.google.com';

/**
 * The one inline script the pages carry: apps/web/public/theme-init.js, which the web build
 * inlines into index.html so the saved theme applies before the first paint without a
 * render-blocking request. Allowed by its hash, never by 'unsafe-inline'; a test checks the
 * hash against the file.
 */
export const THEME_INIT_SCRIPT_HASH = "'sha256-bBxWo3CdXJq/sIVQ5VXICmcOyJpaCIzY4basuE/Mn10='";

/**
 * Strict CSP: our own scripts only (plus Google Identity Services, which renders the sign-in
 * button, and the hashed theme script), no framing, no plugins, no <base> tricks.
 */
function securityHeaders(config: Config): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_INIT_SCRIPT_HASH, `${GOOGLE_ACCOUNTS}/gsi/client`],
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
 * Helmet's headers do not depend on the request (no CSP nonces), so they are computed once by
 * running Helmet's middleware against a recording response. @fastify/helmet rebuilt the whole
 * Helmet middleware (directive parsing included) on every request: about a tenth of the CPU of
 * a cheap request (BENCHMARKS.md).
 */
export function staticSecurityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: Error | undefined;
  // Helmet's middleware is synchronous; it reports a bad option through `next`.
  helmet(securityHeaders(config))(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) failure = error instanceof Error ? error : new Error('Helmet rejected its options');
    },
  );
  if (failure) throw failure;
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/**
 * Helmet's headers and the Permissions-Policy on every answer. API answers carry accounts,
 * sessions and history: no browser or proxy cache may keep them unless a route chose a policy
 * itself (the public testimonial list does).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const headers = staticSecurityHeaders(app.config);
    // Callback-style hooks: an async hook costs a promise per request for nothing here.
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        void reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
