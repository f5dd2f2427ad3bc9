import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../db/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';

describe('GET /api/AuditLog', () => {
  const t = useTestApp();
  let adminId = 0;
  beforeAll(async () => {
    adminId = (
      await createCustomer(t.db, {
        mobileNo: '09170000001',
        firstname: 'Ana',
        lastname: 'Reyes',
        tags: ['TOPUP_ADMIN'],
      })
    ).id;
    await createCustomer(t.db, { mobileNo: '09170000003', tags: ['TRANSMITTAL_ENCODER'] });
  });

  it('lists logins and changes, newest first, with before and after', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    await t.app.inject({
      method: 'PUT',
      url: '/api/AppConfiguration/isDisableWebsite',
      headers: { cookie, 'content-type': 'application/json' },
      payload: 'true',
    });
    const page = (
      await t.app.inject({ url: '/api/AuditLog?pageSize=10&page=1', headers: { cookie } })
    ).json();
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      actorId: adminId,
      actorName: 'Ana Reyes',
      action: 'site-disabled.set',
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(page.items[1]).toMatchObject({ action: 'login', entity: 'session' });
    const filtered = (
      await t.app.inject({ url: '/api/AuditLog?pageSize=10&page=1&entity=session', headers: { cookie } })
    ).json();
    expect(filtered.items.map((item: { action: string }) => item.action)).toEqual(['login']);
  });

  it('is for top-up admins only', async () => {
    expect((await t.app.inject({ url: '/api/AuditLog' })).statusCode).toBe(401);
    const { cookie } = await loginAs(t.app, '09170000003', 'backoffice');
    expect((await t.app.inject({ url: '/api/AuditLog', headers: { cookie } })).statusCode).toBe(403);
  });
});
