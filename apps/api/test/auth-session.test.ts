import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './support/databases';
import { signIn } from './support/sign-in';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(databaseKinds())('GET /api/auth/session on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a visitor with 200 and a null user, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toEqual({ user: null });
  });

  it('answers the signed-in user, and null again once the session is gone', async () => {
    const user = await signIn(t.app, 'Session Probe');
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: user.headers });
    expect(signedIn.json()).toMatchObject({ user: { id: user.id, name: 'Session Probe' } });

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect(logout.statusCode).toBeLessThan(300);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: user.headers });
    expect(after.json()).toEqual({ user: null });
  });
});
