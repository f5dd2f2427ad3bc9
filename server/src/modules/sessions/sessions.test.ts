import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs, totpCode } from '../../../test/sessions.ts';

describe('sessions', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await createCustomer(t.db, {
      mobileNo: '09171234567',
      firstname: 'Juan',
      lastname: 'Dela Cruz',
      email: 'juan@example.com',
    });
    await createCustomer(t.db, {
      mobileNo: '09170000001',
      firstname: 'Ana',
      lastname: 'Reyes',
      tags: ['TOPUP_ADMIN'],
    });
    await createCustomer(t.db, {
      mobileNo: '09170000002',
      firstname: 'Ben',
      lastname: 'Cruz',
      tags: ['TRANSMITTAL_ADMIN', 'TOPUP_ADMIN'],
    });
    await createCustomer(t.db, { mobileNo: '09170000009', firstname: 'Lock', lastname: 'Test' });
  });

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/Customers/Login', payload: payload as object, headers });

  it('logs a customer in to the portal with an httpOnly, SameSite=Lax cookie', async () => {
    const response = await login({ username: '09171234567', password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      firstname: 'Juan',
      lastname: 'Dela Cruz',
      mobileNo: '09171234567',
      tags: '[]',
      email: 'juan@example.com',
      role: null,
    });
    const cookie = response.cookies.find((c) => c.name === 'portal_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('accepts the +63 form of the number and keys in any case', async () => {
    const response = await login({ USERNAME: '+639171234567', Password: 'demo1234' });
    expect(response.statusCode).toBe(200);
    expect(response.json().mobileNo).toBe('09171234567');
  });

  it('answers one message for a wrong password and for an unknown number', async () => {
    const wrongPassword = await login({ username: '09171234567', password: 'nope' });
    const unknownNumber = await login({ username: '09990000000', password: 'demo1234' });
    for (const response of [wrongPassword, unknownNumber]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid mobile number or password',
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('says which field is missing in the spec words', async () => {
    expect((await login({ password: 'x' })).json().message).toBe('Username is required');
    expect((await login({ username: '   ', password: 'x' })).json().message).toBe('Username is required');
    expect((await login({ username: '09171234567' })).json().message).toBe('Password is required');
    expect((await login({ username: '09171234567', password: '' })).json().message).toBe(
      'Password is required',
    );
  });

  it('answers a malformed JSON body with 400 and a readable message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "0917',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/JSON/);
    expect(response.body).not.toMatch(/at .+\.js:\d+/);
  });

  it('refuses a back-office login without a role tag, setting no cookie', async () => {
    const response = await login({ username: '09171234567', password: 'demo1234', scope: 'backoffice' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Unauthorized User');
    expect(response.cookies).toHaveLength(0);
  });

  it('gives a back-office session the first role of its tags', async () => {
    const response = await login({
      username: '09170000002',
      password: 'demo1234',
      scope: 'backoffice',
      code: totpCode(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      tags: '["TRANSMITTAL_ADMIN","TOPUP_ADMIN"]',
      role: 'TOPUP_ADMIN',
    });
    expect(response.cookies.map((c) => c.name)).toEqual(['bo_sid']);
  });

  it('answers Me for each scope, and 401 without a session', async () => {
    const portal = await loginAs(t.app, '09171234567');
    const me = await t.app.inject({ url: '/api/Customers/Me', headers: { cookie: portal.cookie } });
    expect(me.json()).toMatchObject({ mobileNo: '09171234567', role: null });
    const backOfficeMe = await t.app.inject({
      url: '/api/Customers/Me?scope=backoffice',
      headers: { cookie: portal.cookie },
    });
    expect(backOfficeMe.statusCode).toBe(401);
    expect(backOfficeMe.json().message).toBe('Unauthorized Access to Service');
    expect((await t.app.inject({ url: '/api/Customers/Me' })).statusCode).toBe(401);
  });

  it('gives a new session id at every login and ends the old one', async () => {
    const first = await loginAs(t.app, '09171234567');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      headers: { cookie: first.cookie },
      payload: { username: '09171234567', password: 'demo1234' },
    });
    const secondCookie = second.cookies.find((c) => c.name === 'portal_sid');
    expect(`portal_sid=${secondCookie?.value}`).not.toBe(first.cookie);
    expect(
      (await t.app.inject({ url: '/api/Customers/Me', headers: { cookie: first.cookie } })).statusCode,
    ).toBe(401);
  });

  it('ends the session at logout', async () => {
    const { cookie } = await loginAs(t.app, '09171234567');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Logout',
      headers: { cookie },
      payload: { scope: 'portal' },
    });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Customers/Me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends the portal session at a logout without a body', async () => {
    const { cookie } = await loginAs(t.app, '09171234567');
    const logout = await t.app.inject({ method: 'POST', url: '/api/Customers/Logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/Customers/Me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('expires a back-office session after 30 idle minutes, and slides while it is used', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    await t.db.execute(
      sql`update sessions set expires_at = now() + interval '1 minute' where scope = 'backoffice'`,
    );
    expect(
      (await t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie } })).statusCode,
    ).toBe(200);
    const [row] = (
      (await t.db.execute(
        sql`select extract(epoch from max(expires_at) - now())::int as left from sessions where scope = 'backoffice'`,
      )) as unknown as {
        rows: { left: number }[];
      }
    ).rows;
    expect(row?.left).toBeGreaterThan(29 * 60);
    await t.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where scope = 'backoffice'`,
    );
    expect(
      (await t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('slows down repeated failures for one number with 429 and Retry-After, the right password too', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ username: '09170000009', password: `wrong${i}` })).statusCode).toBe(400);
    }
    const locked = await login({ username: '09170000009', password: 'demo1234' });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another customer is not affected.
    expect((await login({ username: '09171234567', password: 'demo1234' })).statusCode).toBe(200);
    // When the window has passed, the owner gets in.
    await t.db.execute(
      sql`update rate_limits set window_start = now() - interval '16 minutes' where key like 'login:mobile:09170000009'`,
    );
    expect((await login({ username: '09170000009', password: 'demo1234' })).statusCode).toBe(200);
  });

  it('refuses a state-changing call with a session cookie from another site', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const crossSite = await t.app.inject({
      method: 'PUT',
      url: '/api/AppConfiguration/isDisableWebsite',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:80' },
      payload: 'true',
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'PUT',
      url: '/api/AppConfiguration/isDisableWebsite',
      headers: {
        cookie,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'content-type': 'application/json',
      },
      payload: 'false',
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
