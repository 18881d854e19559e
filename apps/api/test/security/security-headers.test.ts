import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, GOOD_PASSWORD, newUser, nextIp, sessionCookie, signup } from '../support/auth-helpers';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../support/test-app';

/** The directives of a CSP header, e.g. { 'script-src': ["'self'", ...] }. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectDocumentHeaders(res: LightMyRequestResponse, what: string): void {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const d = directives(csp);
  expect(csp, what).not.toBe('');
  // Scripts: never inline (no 'unsafe-inline', no 'unsafe-eval'), whether via script-src or default-src.
  const scripts = d['script-src'] ?? d['default-src'] ?? [];
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(scripts, what).not.toContain('*');
  expect(d['frame-ancestors'], what).toEqual(["'none'"]);
  expect(d['base-uri'], what).toEqual(["'none'"]);
  expect(d['object-src'], what).toEqual(["'none'"]);
  expect(res.headers['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toMatch(
    /^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/,
  );
}

/** Every HTML page and every API answer carries the headers; auth answers are never cached. */
describe('security headers', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    // A stand-in for the built SPA: the headers come from the server, not from the bundle.
    webDir = mkdtempSync(join(tmpdir(), 'promptsmith-web-'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    t = await createTestApp('pglite', { config: { webDistDir: webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it.each(['/', '/sign-in', '/playground', '/history', '/no/such/page'])(
    'HTML page %s has a strict CSP, HSTS, nosniff and a referrer policy',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expectDocumentHeaders(res, url);
    },
  );

  it('allows the inline theme script by the hash of apps/web/public/theme-init.js, nothing else inline', async () => {
    const script = readFileSync(new URL('../../../web/public/theme-init.js', import.meta.url));
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const scripts = directives(String(res.headers['content-security-policy']))['script-src'] ?? [];
    expect(scripts).toContain(hash);
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toEqual([hash]);
  });

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/auth/me'],
    ['GET', '/api/no-such-endpoint'],
    ['POST', '/api/transform'],
  ] as const)('API answer %s %s has the same headers', async (method, url) => {
    const res = await t.app.inject({ method, url, remoteAddress: nextIp() });
    expectDocumentHeaders(res, `${method} ${url}`);
  });

  it('answers every auth endpoint, success or error, with Cache-Control: no-store', async () => {
    const user = await newUser(t.app);
    const cases = [
      { url: '/api/auth/config' },
      { url: '/api/auth/me', token: user.token },
      { url: '/api/auth/me' },
      { url: '/api/auth/login', body: { emailOrMobile: user.email, password: GOOD_PASSWORD } },
      { url: '/api/auth/login', body: { emailOrMobile: user.email, password: 'wrong password!' } },
      { url: '/api/auth/signup', body: { name: 'A', email: 'not-an-email', password: GOOD_PASSWORD } },
      { url: '/api/auth/verify-email', body: { email: user.email } },
      { method: 'PUT' as const, url: '/api/auth/profile', token: user.token, body: { name: 'Renamed' } },
      { url: '/api/history', token: user.token },
      { url: '/api/auth/logout', token: user.token, body: {} },
    ];
    for (const c of cases) {
      const res = await call(t.app, { ...c, ip: nextIp() });
      expect(res.headers['cache-control'], `${c.url} -> ${res.statusCode}`).toBe('no-store');
    }
    const { res: created } = await signup(t.app);
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, path /, and clears it the same way', async () => {
    const user = await newUser(t.app);
    const cookie = sessionCookie(user.res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const raw = String(user.res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).toMatch(/SameSite=Lax/);
    const out = await call(t.app, { url: '/api/auth/logout', token: user.token, body: {} });
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(/ps_session=;/);
    expect(cleared).toMatch(/HttpOnly/);
    expect(cleared).toMatch(/SameSite=Lax/);
  });

  it('marks the cookie Secure and __Host- prefixed when the public URL is https', async () => {
    // Same database as the main app (a second PGlite boot costs seconds); the app does not own it.
    const secure = await buildApp(
      testConfig({ publicUrl: 'https://promptsmith.example', webDistDir: '/nonexistent' }),
      { database: t.app.database, mailer: t.mailbox },
    );
    try {
      const user = await newUser(secure);
      expect(sessionCookie(user.res)).toMatchObject({
        name: '__Host-ps_session',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      expect(sessionCookie(user.res)).not.toHaveProperty('domain');
      // The prefixed cookie is the credential there.
      const me = await secure.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: `__Host-ps_session=${user.cookie}` },
      });
      expect(me.statusCode).toBe(200);
      const page = await secure.inject({ method: 'GET', url: '/api/health' });
      expect(directives(String(page.headers['content-security-policy']))).toHaveProperty(
        'upgrade-insecure-requests',
      );
    } finally {
      await secure.close();
    }
  });
});
