import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { createEmployeeRow } from '../../demo/transmittal-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';

describe('departments', () => {
  const t = useTestApp();
  let cookie = '';
  let adminCookie = '';

  beforeAll(async () => {
    await createCustomer(t.db, {
      mobileNo: '09170000003',
      firstname: 'Carla',
      lastname: 'Santos',
      tags: ['TRANSMITTAL_ENCODER'],
    });
    await createCustomer(t.db, { mobileNo: '09170000002', tags: ['TRANSMITTAL_ADMIN'] });
    cookie = (await loginAs(t.app, '09170000003', 'backoffice')).cookie;
    adminCookie = (await loginAs(t.app, '09170000002', 'backoffice')).cookie;
  });

  const create = (payload: unknown, as = cookie) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Departments',
      headers: { cookie: as },
      payload: payload as object,
    });
  const update = (payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/Departments/Update',
      headers: { cookie },
      payload: payload as object,
    });
  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('creates departments, lists them by name with paging, counts them and lists the active ones', async () => {
    for (const [name, status] of [
      ['Warehouse', true],
      ['accounting', true],
      ['Bakery', false],
    ] as const) {
      const response = await create({ departmentName: `  ${name} `, status });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ departmentName: name, status, numberOfEmployees: 0 });
    }
    // Any back-office role manages departments.
    expect((await create({ DepartmentName: 'Produce', Status: true }, adminCookie)).statusCode).toBe(200);

    expect(await get('/api/Departments/Count')).toBe(4);
    const all = await get('/api/Departments/All?pageSize=10&page=1');
    expect(all.map((d: { departmentName: string }) => d.departmentName)).toEqual([
      'accounting',
      'Bakery',
      'Produce',
      'Warehouse',
    ]);
    const active = await get('/api/Departments/Active');
    expect(active.map((d: { departmentName: string }) => d.departmentName)).toEqual([
      'accounting',
      'Produce',
      'Warehouse',
    ]);
    expect(await get('/api/Departments/All?pageSize=10&page=2')).toEqual([]);
  });

  it('refuses a name already in use, whatever its case, with 409', async () => {
    const response = await create({ departmentName: 'WAREHOUSE', status: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A department with this name already exists');
  });

  it("answers the spec's texts for missing fields", async () => {
    expect((await create({ status: true })).json().message).toBe('Department Name is Required');
    expect((await create({ departmentName: '   ', status: true })).json().message).toBe(
      'Department Name is Required',
    );
    const noStatus = await create({ departmentName: 'Meat' });
    expect(noStatus.statusCode).toBe(400);
    expect(noStatus.json().message).toBe('Status is Required');
    // PostgreSQL text cannot hold NUL: refused as bad input, not a failure of ours.
    const nul = await create({ departmentName: 'Me\u0000at', status: true });
    expect(nul.statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/Employees/Count?searchName=a%00b', headers: { cookie } })).statusCode,
    ).toBe(400);
    expect((await get('/api/Departments/All?pageSize=10&page=1')).length).toBe(4);
  });

  it('updates name and status, counts employees, and records every change in the audit log', async () => {
    const [warehouse] = (await get('/api/Departments/All?pageSize=20&page=1')).filter(
      (d: { departmentName: string }) => d.departmentName === 'Warehouse',
    );
    await createEmployeeRow(t.db, { departmentId: warehouse.id });
    await createEmployeeRow(t.db, { departmentId: warehouse.id, status: false });

    const response = await update({ id: warehouse.id, departmentName: 'Warehouse North', status: false });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: warehouse.id,
      departmentName: 'Warehouse North',
      status: false,
      numberOfEmployees: 2,
    });
    // Renaming to another department's name is refused; keeping one's own name (in another case) is not.
    expect((await update({ id: warehouse.id, departmentName: 'Bakery', status: true })).statusCode).toBe(409);
    expect(
      (await update({ id: warehouse.id, departmentName: 'WAREHOUSE NORTH', status: false })).statusCode,
    ).toBe(200);
    expect((await update({ id: 999999, departmentName: 'Ghost', status: true })).statusCode).toBe(404);
    const listed = await get('/api/Departments/All?pageSize=10&page=1');
    expect(
      listed.map((d: { departmentName: string; numberOfEmployees: number }) => [
        d.departmentName,
        d.numberOfEmployees,
      ]),
    ).toEqual([
      ['accounting', 0],
      ['Bakery', 0],
      ['Produce', 0],
      ['WAREHOUSE NORTH', 2],
    ]);

    const rows = await t.db.query.auditLog.findMany({ where: (log, { eq }) => eq(log.entity, 'department') });
    expect(rows.filter((row) => row.action === 'department.create')).toHaveLength(4);
    const updates = rows.filter((row) => row.action === 'department.update');
    expect(updates).toHaveLength(2);
    expect(updates[0]).toMatchObject({
      actorName: 'Carla Santos',
      entityId: String(warehouse.id),
      before: { departmentName: 'Warehouse', status: true },
      after: { departmentName: 'Warehouse North', status: false },
    });
  });

  it('is closed to callers without a back-office session', async () => {
    expect((await t.app.inject({ url: '/api/Departments/Count' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Departments',
          payload: { departmentName: 'X', status: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});
