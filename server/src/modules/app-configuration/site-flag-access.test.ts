import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';

describe('PUT /api/AppConfiguration/isDisableWebsite', () => {
  const t = useTestApp();
  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09170000001', tags: ['TOPUP_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09170000002', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09171234567' });
  });

  const put = (body: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/AppConfiguration/isDisableWebsite',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
      payload: body,
    });

  it('needs a back-office session: 401 for anonymous and portal callers', async () => {
    expect((await put('true')).statusCode).toBe(401);
    const portal = await loginAs(t.app, '09171234567');
    expect((await put('true', portal.cookie)).statusCode).toBe(401);
  });

  it('is for top-up admins only: 403 for a transmittal admin', async () => {
    const { cookie } = await loginAs(t.app, '09170000002', 'backoffice');
    const response = await put('true', cookie);
    expect([response.statusCode, response.json().message]).toEqual([403, 'Unauthorized User']);
    expect((await t.app.inject({ url: '/api/AppConfiguration/isDisableWebsite' })).json()).toBe(false);
  });

  it('sets the flag for a top-up admin', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    expect((await put('true', cookie)).json()).toBe(true);
    expect((await t.app.inject({ url: '/api/AppConfiguration/isDisableWebsite' })).json()).toBe(true);
    expect((await put('"yes"', cookie)).statusCode).toBe(400);
    expect((await put('false', cookie)).json()).toBe(false);
  });

  it('replays the first answer for a retried Idempotency-Key and refuses the key for another body', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const key = { 'idempotency-key': 'flag-change-0001' };
    const first = await put('true', cookie, key);
    expect(first.statusCode).toBe(200);
    await put('false', cookie); // someone else turns it off meanwhile
    const retry = await put('true', cookie, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await t.app.inject({ url: '/api/AppConfiguration/isDisableWebsite' })).json()).toBe(false);
    const reused = await put('false', cookie, key);
    expect(reused.statusCode).toBe(409);
    expect((await put('true', cookie, { 'idempotency-key': 'bad key!' })).statusCode).toBe(400);
  });
});
