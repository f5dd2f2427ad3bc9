import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_PASSWORD } from '../../src/demo/factories.ts';
import { useTestApp, type TestContext } from '../test-app.ts';

/**
 * Behind HTTPS the session cookie is Secure (a browser never sends it over plain HTTP) and every answer
 * carries HSTS; over plain HTTP neither, so that a local trial still works.
 */
function login(t: TestContext, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/Customers/Login',
    headers,
    payload: { username: '09171234567', password: DEMO_PASSWORD, scope: 'portal' },
  });
}

function useAppWithCustomer(overrides: Parameters<typeof useTestApp>[0]): TestContext {
  const t = useTestApp(overrides);
  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09171234567' });
  });
  return t;
}

describe('with an https PUBLIC_URL', () => {
  const t = useAppWithCustomer({ publicUrl: 'https://topup.example.ph' });

  it('sets a Secure, httpOnly, SameSite=Lax session cookie, and clears it the same way', async () => {
    const response = await login(t);
    expect(response.statusCode).toBe(200);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: 'portal_sid', secure: true, httpOnly: true, sameSite: 'Lax' });
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Logout',
      headers: { cookie: `portal_sid=${cookie?.value}` },
      payload: { scope: 'portal' },
    });
    expect(logout.cookies[0]).toMatchObject({ name: 'portal_sid', value: '', secure: true });
  });

  it('sends Strict-Transport-Security on API answers and pages', async () => {
    for (const url of ['/api/TopupRequests/Amounts', '/healthz']) {
      const response = await t.app.inject({ url });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    }
  });
});

describe('behind a trusted proxy that terminated TLS', () => {
  const t = useAppWithCustomer({ publicUrl: 'http://internal:8080', trustProxy: 1 });

  it('sets a Secure cookie when the proxy says the request came over HTTPS', async () => {
    expect((await login(t, { 'x-forwarded-proto': 'https' })).cookies[0]?.secure).toBe(true);
    expect((await login(t, { 'x-forwarded-proto': 'http' })).cookies[0]?.secure).toBeFalsy();
  });
});

describe('over plain HTTP', () => {
  const t = useAppWithCustomer({ publicUrl: 'http://localhost:8080', trustProxy: false });

  it('sets no Secure flag and no HSTS, and ignores X-Forwarded-Proto from an untrusted client', async () => {
    const response = await login(t, { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies[0]?.secure).toBeFalsy();
    expect(response.cookies[0]?.httpOnly).toBe(true);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
