import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { departments } from '../../db/schema.ts';
import { recordAudit } from './service.ts';

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

  it('records refused back-office logins of known accounts, and not those of unknown numbers', async () => {
    await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz' });
    const attempt = (username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Customers/Login',
        payload: { username, password, scope: 'backoffice' },
      });
    expect((await attempt('09170000001', 'wrong password')).statusCode).toBe(400);
    expect((await attempt('09171234567', 'demo1234')).statusCode).toBe(403);
    expect((await attempt('09990000000', 'demo1234')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Customers/Login',
          payload: { username: '09171234567', password: 'nope' },
        })
      ).statusCode,
    ).toBe(400);

    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const page = (
      await t.app.inject({ url: '/api/AuditLog?pageSize=20&page=1&entity=session', headers: { cookie } })
    ).json();
    const refused = page.items.filter((item: { action: string }) => item.action !== 'login');
    expect(refused).toEqual([
      expect.objectContaining({
        action: 'login.refused',
        actorName: 'Juan Dela Cruz',
        after: expect.objectContaining({ reason: 'no back-office role' }),
      }),
      expect.objectContaining({
        action: 'login.failed',
        actorId: adminId,
        after: expect.objectContaining({ reason: 'wrong password' }),
      }),
    ]);
  });

  it('is for top-up admins only', async () => {
    expect((await t.app.inject({ url: '/api/AuditLog' })).statusCode).toBe(401);
    const { cookie } = await loginAs(t.app, '09170000003', 'backoffice');
    expect((await t.app.inject({ url: '/api/AuditLog', headers: { cookie } })).statusCode).toBe(403);
  });

  it('names the users and departments a row points at, and keeps their ids', async () => {
    const [department] = await t.db
      .insert(departments)
      .values({ departmentName: 'Audit Finance', status: true })
      .returning({ id: departments.id });
    const actor = { id: adminId, name: 'Ana Reyes' };
    await recordAudit(t.db, {
      actor,
      action: 'transmittal.create',
      entity: 'transmittal',
      entityId: 77,
      after: {
        status: 0,
        departmentId: department?.id,
        total: 175.25,
        lines: [{ employeeId: 999999, amount: 1 }],
      },
    });
    await recordAudit(t.db, {
      actor,
      action: 'transmittal.reject',
      entity: 'transmittal',
      entityId: 77,
      before: { status: 0 },
      after: { status: 2, rejectedById: adminId, rejectedDate: new Date().toISOString() },
    });
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const page = (
      await t.app.inject({ url: '/api/AuditLog?pageSize=10&page=1&entity=transmittal', headers: { cookie } })
    ).json();
    expect(page.items).toEqual([
      expect.objectContaining({
        action: 'transmittal.reject',
        after: expect.objectContaining({ rejectedById: adminId }),
        names: { [`user:${adminId}`]: 'Ana Reyes' },
      }),
      expect.objectContaining({
        action: 'transmittal.create',
        after: expect.objectContaining({ departmentId: department?.id }),
        // An employee that is gone is not named: the screen shows its id.
        names: { [`department:${department?.id}`]: 'Audit Finance' },
      }),
    ]);
  });

  it('refuses, under test, to write an action or a field that has no label', async () => {
    await expect(
      recordAudit(t.db, { actor: { id: adminId, name: 'Ana Reyes' }, action: 'thing.do', entity: 'x' }),
    ).rejects.toThrow('Audit action thing.do has no label');
    await expect(
      recordAudit(t.db, {
        actor: { id: adminId, name: 'Ana Reyes' },
        action: 'login',
        entity: 'session',
        after: { secretCodeName: 1 },
      }),
    ).rejects.toThrow('field secretCodeName has no label');
  });
});
