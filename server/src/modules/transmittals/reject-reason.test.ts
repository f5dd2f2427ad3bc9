import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { createDepartmentRow, createEmployeeRow } from '../../demo/transmittal-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';

/** Issue 19: a rejection says why; every back-office role sees how many transmittals await approval. */
describe('rejecting a transmittal with a reason, and the awaiting-approval count', () => {
  const t = useTestApp();
  const cookies = { encoder: '', other: '', transmittalAdmin: '', topupAdmin: '' };
  let otherId = 0;
  let department = 0;
  const employees: number[] = [];

  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09171900001', tags: ['TRANSMITTAL_ENCODER'] });
    otherId = (
      await createCustomer(t.db, {
        mobileNo: '09171900002',
        firstname: 'Olga',
        lastname: 'Reyes',
        tags: ['TRANSMITTAL_ENCODER'],
      })
    ).id;
    await createCustomer(t.db, { mobileNo: '09171900003', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09171900004', tags: ['TOPUP_ADMIN'] });
    cookies.encoder = (await loginAs(t.app, '09171900001', 'backoffice')).cookie;
    cookies.other = (await loginAs(t.app, '09171900002', 'backoffice')).cookie;
    cookies.transmittalAdmin = (await loginAs(t.app, '09171900003', 'backoffice')).cookie;
    cookies.topupAdmin = (await loginAs(t.app, '09171900004', 'backoffice')).cookie;
    department = (await createDepartmentRow(t.db, { departmentName: 'Reasons' })).id;
    for (let i = 0; i < 2; i += 1) {
      const wallet = await createCustomer(t.db);
      employees.push((await createEmployeeRow(t.db, { departmentId: department, customer: wallet })).id);
    }
  });

  async function saveTransmittal(): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Transmittals',
      headers: { cookie: cookies.encoder },
      payload: {
        transmittalDate: '2025-04-15',
        dateStart: '2025-04-01',
        dateEnd: '2025-04-15',
        departmentId: department,
        transmittalDetails: employees.map((employeeId) => ({ employeeId, amount: 100 })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id;
  }
  const reject = (payload: object, cookie = cookies.other) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Transmittals/RejectTransmittals',
      headers: { cookie },
      payload: payload as Record<string, unknown>,
    });
  const statusOf = async (id: number) =>
    (await t.db.query.transmittalHeaders.findFirst({ where: (h, { eq }) => eq(h.id, id) }))?.status;
  const pendingCount = async (cookie: string) =>
    t.app.inject({ url: '/api/Transmittals/Count?status=0', headers: { cookie } });

  it('refuses a rejection without a reason, with a blank one or a too long one, and changes nothing', async () => {
    const id = await saveTransmittal();
    for (const [item, message] of [
      [{ id }, 'Reason is required'],
      [{ id, reason: '   ' }, 'Reason is required'],
      [{ id, reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    ] as const) {
      const response = await reject([item]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.body).toContain(message);
    }
    // One item of the list without a reason refuses the whole list.
    const other = await saveTransmittal();
    expect((await reject([{ id, reason: 'Wrong period' }, { id: other }])).statusCode).toBe(400);
    expect(await statusOf(id)).toBe(0);
    expect(await statusOf(other)).toBe(0);
  });

  it('stores the trimmed reason, answers it on the list, and audits it', async () => {
    const id = await saveTransmittal();
    const response = await reject([{ id, reason: '  Wrong period: March, not April  ' }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[0]).toMatchObject({
      id,
      status: 2,
      rejectedByName: 'Olga Reyes',
      rejectionReason: 'Wrong period: March, not April',
    });
    const list = await t.app.inject({
      url: '/api/Transmittals/GetTransmittalByStatus?status=2&pageSize=20&page=1',
      headers: { cookie: cookies.transmittalAdmin },
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id, rejectionReason: 'Wrong period: March, not April' }),
    );
    const audit = await t.db.query.auditLog.findFirst({
      where: (log, { and, eq }) => and(eq(log.action, 'transmittal.reject'), eq(log.entityId, String(id))),
    });
    expect(audit).toMatchObject({
      actorId: otherId,
      after: { status: 2, rejectionReason: 'Wrong period: March, not April' },
    });
  });

  it('a 501-character reason never reaches the table, whose check allows 500', async () => {
    const id = await saveTransmittal();
    const response = await reject([{ id, reason: 'y'.repeat(500) }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()[0].rejectionReason).toHaveLength(500);
  });

  it('counts the transmittals awaiting approval for every back-office role, and not without a session', async () => {
    const before = (await pendingCount(cookies.encoder)).json();
    await saveTransmittal();
    const rejected = await saveTransmittal();
    await reject([{ id: rejected, reason: 'Duplicate' }]);
    for (const cookie of Object.values(cookies)) {
      const response = await pendingCount(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(before + 1);
    }
    expect((await t.app.inject({ url: '/api/Transmittals/Count?status=0' })).statusCode).toBe(401);
  });
});
