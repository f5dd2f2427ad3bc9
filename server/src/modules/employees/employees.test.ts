import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { createDepartmentRow, createEmployeeRow } from '../../demo/transmittal-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';

describe('employees', () => {
  const t = useTestApp();
  let cookie = '';
  let sales = 0;
  let bakery = 0;
  let juan = { id: 0, mobileNo: '' };

  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09170000002', tags: ['TRANSMITTAL_ADMIN'] });
    juan = await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz' });
    cookie = (await loginAs(t.app, '09170000002', 'backoffice')).cookie;
    sales = (await createDepartmentRow(t.db, { departmentName: 'Sales' })).id;
    bakery = (await createDepartmentRow(t.db, { departmentName: 'Bakery' })).id;
  });

  const valid = () => ({
    firstName: 'Rosa',
    middleName: 'Lopez',
    lastName: 'Garcia',
    position: 'Cashier',
    departmentId: sales,
    ewalletAccountInfo: '09171234567',
    status: true,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('verifies an e-wallet account info against the customers', async () => {
    expect(await get('/api/Employees/Verify?EwalletAccountInfo=09171234567')).toBe(true);
    expect(await get('/api/Employees/Verify?ewalletAccountInfo=%2B639171234567')).toBe(true);
    expect(await get('/api/Employees/Verify?EwalletAccountInfo=09179999999')).toBe(false);
    expect(await get('/api/Employees/Verify?EwalletAccountInfo=not-a-number')).toBe(false);
  });

  it('creates an employee paid into the verified wallet', async () => {
    const response = await send('POST', '/api/Employees', {
      ...valid(),
      ewalletAccountInfo: '+639171234567',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Rosa',
      middleName: 'Lopez',
      lastName: 'Garcia',
      employeeName: 'Garcia, Rosa Lopez',
      position: 'Cashier',
      departmentId: sales,
      departmentName: 'Sales',
      ewalletAccountInfo: '09171234567',
      status: true,
    });
    const stored = await t.db.query.employees.findFirst({
      where: (e, { eq }) => eq(e.id, response.json().id),
    });
    expect(stored?.ewalletCustomerId).toBe(juan.id);
  });

  it('refuses an e-wallet that is no customer', async () => {
    const response = await send('POST', '/api/Employees', { ...valid(), ewalletAccountInfo: '09179999999' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ewallet account not found!');
  });

  it.each([
    ['firstName', 'First Name is Required'],
    ['lastName', 'Last Name is Required'],
    ['position', 'Position is Required'],
    ['departmentId', 'Department is Required'],
    ['ewalletAccountInfo', 'Ewallet Account Info is Required'],
    ['status', 'Status is Required'],
  ])('answers the spec text when %s is missing', async (field, message) => {
    const payload: Record<string, unknown> = valid();
    delete payload[field];
    const response = await send('POST', '/api/Employees', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('takes NOT SET (0) as no department, and refuses an unknown one', async () => {
    expect((await send('POST', '/api/Employees', { ...valid(), departmentId: 0 })).json().message).toBe(
      'Department is Required',
    );
    const unknown = await send('POST', '/api/Employees', { ...valid(), departmentId: 99999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Department not found');
  });

  it('searches by name (case-insensitive, either order), status and department, with matching counts', async () => {
    const customer = { id: juan.id, mobileNo: juan.mobileNo };
    // Active employees each have a wallet of their own; an inactive one may share Juan's with Rosa.
    await createEmployeeRow(t.db, { firstName: 'Pedro', lastName: 'Penduko', departmentId: bakery });
    await createEmployeeRow(t.db, {
      firstName: 'Maria',
      lastName: 'Makiling',
      departmentId: sales,
      customer,
      status: false,
    });
    await createEmployeeRow(t.db, { firstName: 'Ana', lastName: '100%_Real', departmentId: bakery });

    const search = async (query: string) => {
      const names = (await get(`/api/Employees/GetEmployeesBySearch?pageSize=10&page=1&${query}`)).map(
        (e: { employeeName: string }) => e.employeeName,
      );
      expect(await get(`/api/Employees/Count?${query}`)).toBe(names.length);
      return names;
    };
    expect(await search('searchName=0&status=all&departmentId=0')).toEqual([
      '100%_Real, Ana',
      'Garcia, Rosa Lopez',
      'Makiling, Maria',
      'Penduko, Pedro',
    ]);
    expect(await search('searchName=ROSA%20lopez%20G')).toEqual(['Garcia, Rosa Lopez']);
    expect(await search('searchName=garcia,%20rosa')).toEqual(['Garcia, Rosa Lopez']);
    expect(await search('searchName=%25_')).toEqual(['100%_Real, Ana']);
    expect(await search('status=false')).toEqual(['Makiling, Maria']);
    expect(await search('status=true&departmentId=' + bakery)).toEqual(['100%_Real, Ana', 'Penduko, Pedro']);
    expect(await search('searchName=a&status=active&departmentId=' + sales)).toEqual(['Garcia, Rosa Lopez']);

    const department = await get(`/api/Employees/GetEmployeesByDepartmentId?departmentId=${sales}`);
    expect(
      department.map((e: { employeeName: string; status: boolean }) => [e.employeeName, e.status]),
    ).toEqual([
      ['Garcia, Rosa Lopez', true],
      ['Makiling, Maria', false],
    ]);
  });

  it('updates an employee and records the change', async () => {
    const [rosa] = await get('/api/Employees/GetEmployeesBySearch?pageSize=10&page=1&searchName=rosa');
    const response = await send('PUT', '/api/Employees/Update', {
      ...valid(),
      id: rosa.id,
      middleName: '',
      position: 'Head Cashier',
      departmentId: bakery,
      status: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      employeeName: 'Garcia, Rosa',
      middleName: null,
      position: 'Head Cashier',
      departmentName: 'Bakery',
      status: false,
    });
    expect((await send('PUT', '/api/Employees/Update', { ...valid(), id: 99999 })).statusCode).toBe(404);
    const unverified = await send('PUT', '/api/Employees/Update', {
      ...valid(),
      id: rosa.id,
      ewalletAccountInfo: '09170000000',
    });
    expect(unverified.json().message).toBe('Ewallet account not found!');

    const audit = await t.db.query.auditLog.findMany({ where: (log, { eq }) => eq(log.entity, 'employee') });
    expect(audit.map((row) => row.action)).toEqual(['employee.create', 'employee.update']);
    expect(audit[1]).toMatchObject({ before: { position: 'Cashier' }, after: { position: 'Head Cashier' } });
  });
});
