import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { createDepartmentRow, createEmployeeRow } from '../../demo/transmittal-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';

describe('saving and listing transmittals', () => {
  const t = useTestApp();
  let cookie = '';
  let encoderId = 0;
  let department = 0;
  let otherDepartment = 0;
  const staff: { id: number }[] = [];
  let inactive = 0;
  let elsewhere = 0;

  beforeAll(async () => {
    encoderId = (
      await createCustomer(t.db, {
        mobileNo: '09170000003',
        firstname: 'Carla',
        lastname: 'Santos',
        tags: ['TRANSMITTAL_ENCODER'],
      })
    ).id;
    cookie = (await loginAs(t.app, '09170000003', 'backoffice')).cookie;
    department = (await createDepartmentRow(t.db, { departmentName: 'Grocery' })).id;
    otherDepartment = (await createDepartmentRow(t.db, { departmentName: 'Hardware' })).id;
    staff.push(
      await createEmployeeRow(t.db, {
        firstName: 'Bea',
        lastName: 'Alonzo',
        position: 'Bagger',
        departmentId: department,
      }),
    );
    staff.push(
      await createEmployeeRow(t.db, { firstName: 'Coco', lastName: 'Martin', departmentId: department }),
    );
    inactive = (await createEmployeeRow(t.db, { lastName: 'Gone', departmentId: department, status: false }))
      .id;
    elsewhere = (await createEmployeeRow(t.db, { departmentId: otherDepartment })).id;
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    transmittalDate: '2025-03-15',
    dateStart: '2025-03-01',
    dateEnd: '2025-03-15',
    remarks: 'First half of March',
    departmentId: department,
    initiatedById: encoderId,
    initiatedByName: 'Carla Santos',
    transmittalDetails: staff.map((employee, index) => ({
      employeeId: employee.id,
      amount: index === 0 ? 1500.5 : '0.00',
    })),
    ...overrides,
  });
  const save = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/Transmittals', headers: { cookie }, payload });
  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("Create New loads the department's active employees with 0.00", async () => {
    const lines = await get(`/api/Transmittals/CreateNewTransmittal?departmentId=${department}`);
    expect(lines).toEqual([
      {
        employeeId: staff[0]?.id,
        employeeName: 'Alonzo, Bea',
        position: 'Bagger',
        ewalletAccountInfo: expect.any(String),
        amount: 0,
      },
      {
        employeeId: staff[1]?.id,
        employeeName: 'Martin, Coco',
        position: 'Clerk',
        ewalletAccountInfo: expect.any(String),
        amount: 0,
      },
    ]);
  });

  it('saves a Pending transmittal with the signed-in user as initiator', async () => {
    const response = await save(body());
    expect(response.statusCode, response.body).toBe(200);
    const header = response.json();
    expect(header).toMatchObject({
      departmentName: 'Grocery',
      status: 0,
      statusName: 'Pending',
      transmittalDate: '2025-03-15',
      dateStart: '2025-03-01',
      dateEnd: '2025-03-15',
      remarks: 'First half of March',
      total: 1500.5,
      numberOfEmployees: 2,
      initiatedById: encoderId,
      initiatedByName: 'Carla Santos',
      approvedDate: null,
      rejectedDate: null,
      approveByName: null,
    });
    expect(await get('/api/Transmittals/Count?status=0')).toBe(1);
    expect(await get('/api/Transmittals/Count?status=1')).toBe(0);
    const listed = await get('/api/Transmittals/GetTransmittalByStatus?status=0&pageSize=10&page=1');
    expect(listed).toEqual([header]);
    expect(
      await get(`/api/Transmittals/GetTransmittalDetailsByHeaderId?transmittalHeaderId=${header.id}`),
    ).toEqual([
      {
        employeeId: staff[0]?.id,
        employeeName: 'Alonzo, Bea',
        position: 'Bagger',
        ewalletAccountInfo: expect.any(String),
        amount: 1500.5,
      },
      {
        employeeId: staff[1]?.id,
        employeeName: 'Martin, Coco',
        position: 'Clerk',
        ewalletAccountInfo: expect.any(String),
        amount: 0,
      },
    ]);
    const audit = await t.db.query.auditLog.findFirst({
      where: (log, { eq }) => eq(log.action, 'transmittal.create'),
    });
    expect(audit).toMatchObject({
      actorId: encoderId,
      entityId: String(header.id),
      after: { total: 1500.5 },
    });
  });

  it.each([
    [{ transmittalDetails: [] }, 'No entries found please create new transmittal!'],
    [{ dateStart: '2025-03-16' }, 'Date From must not be after Date To'],
    [{ transmittalDate: '15/03/2025' }, 'Transmittal Date must be a date (YYYY-MM-DD)'],
    [{ departmentId: 0 }, 'Department is Required'],
    [{ initiatedById: 424242 }, 'The acting user does not match the signed-in user'],
  ])('refuses %j', async (overrides, message) => {
    const response = await save(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses amounts with more than 2 decimals, negative, too large, or none above zero', async () => {
    const withAmount = (amount: unknown) =>
      body({ transmittalDetails: [{ employeeId: staff[0]?.id, amount }] });
    expect((await save(withAmount(10.123))).json().message).toBe(
      'Amount must be a number with at most 2 decimals',
    );
    expect((await save(withAmount('-5'))).json().message).toBe('Amount must be ₱0.00 or more');
    expect((await save(withAmount(1_000_000.01))).json().message).toBe(
      'Amount must not exceed ₱1,000,000.00',
    );
    expect((await save(withAmount(0))).json().message).toBe('Enter an amount for at least one employee');
    expect((await save(withAmount('1,000'))).statusCode).toBe(400);
  });

  it('refuses employees who are inactive, of another department, or listed twice', async () => {
    for (const employeeId of [inactive, elsewhere]) {
      const response = await save(body({ transmittalDetails: [{ employeeId, amount: 100 }] }));
      expect(response.json().message).toBe(
        'An employee of the transmittal is not an active employee of its department',
      );
    }
    const twice = [
      { employeeId: staff[0]?.id, amount: 1 },
      { employeeId: staff[0]?.id, amount: 2 },
    ];
    expect((await save(body({ transmittalDetails: twice }))).json().message).toBe(
      'An employee appears more than once in the transmittal',
    );
    expect(await get('/api/Transmittals/Count?status=0')).toBe(1);
  });

  it('answers 404 for the details of an unknown transmittal', async () => {
    const response = await t.app.inject({
      url: '/api/Transmittals/GetTransmittalDetailsByHeaderId?transmittalHeaderId=9999',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
