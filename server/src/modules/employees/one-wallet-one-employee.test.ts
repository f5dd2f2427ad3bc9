import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { createDepartmentRow, createEmployeeRow } from '../../demo/transmittal-factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { queryRows } from '../../../test/ledger-checks.ts';

// Decision 0013: Verify Account shows whose wallet it is, and one e-wallet belongs to at most one active
// employee, so that a transmittal can neither pay one person twice nor pay a wallet under another's name.
describe('one e-wallet, one active employee', () => {
  const t = useTestApp();
  let cookie = '';
  let stores = 0;
  let warehouse = 0;
  let juan = { id: 0, mobileNo: '' };
  let carla = { id: 0, mobileNo: '' };

  beforeAll(async () => {
    await createCustomer(t.db, { mobileNo: '09170000002', tags: ['TRANSMITTAL_ADMIN'] });
    juan = await createCustomer(t.db, { mobileNo: '09171234567', firstname: 'Juan', lastname: 'Dela Cruz' });
    // A staff member's wallet, as in the finding: a new employee of another name must not be paid into it.
    carla = await createCustomer(t.db, {
      mobileNo: '09170000003',
      firstname: 'Carla',
      lastname: 'Santos',
      tags: ['TRANSMITTAL_ENCODER'],
    });
    cookie = (await loginAs(t.app, '09170000002', 'backoffice')).cookie;
    stores = (await createDepartmentRow(t.db, { departmentName: 'Store Operations' })).id;
    warehouse = (await createDepartmentRow(t.db, { departmentName: 'Warehouse' })).id;
    await createEmployeeRow(t.db, {
      firstName: 'Juan',
      middleName: 'Reyes',
      lastName: 'Dela Cruz',
      position: 'Cashier',
      departmentId: stores,
      customer: juan,
    });
  });

  const employee = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Rosa',
    lastName: 'Mendoza',
    position: 'Bagger',
    departmentId: warehouse,
    ewalletAccountInfo: juan.mobileNo,
    status: true,
    ...overrides,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const get = (url: string) => t.app.inject({ url, headers: { cookie } });
  const employeeCount = async () =>
    (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from employees`))[0]?.n ?? 0;
  const JUAN_HOLDS = 'This e-wallet already belongs to Dela Cruz, Juan Reyes (Store Operations)';

  it("Verify Account shows the owner's masked name and who already holds the wallet; Verify still answers a boolean", async () => {
    const held = await get(`/api/Employees/VerifyAccount?EwalletAccountInfo=${juan.mobileNo}`);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json()).toEqual({
      verified: true,
      maskedName: 'Juan D. C.',
      heldBy: {
        employeeId: expect.any(Number),
        employeeName: 'Dela Cruz, Juan Reyes',
        departmentName: 'Store Operations',
      },
      message: JUAN_HOLDS,
    });
    // The employee being edited keeps their own wallet.
    const own = await get(
      `/api/Employees/VerifyAccount?ewalletAccountInfo=%2B639171234567&employeeId=${held.json().heldBy.employeeId}`,
    );
    expect(own.json()).toEqual({ verified: true, maskedName: 'Juan D. C.', heldBy: null, message: null });

    // A staff member's wallet: whose it is shows before anyone saves, never the whole name.
    const staff = (await get(`/api/Employees/VerifyAccount?EwalletAccountInfo=${carla.mobileNo}`)).json();
    expect(staff).toEqual({ verified: true, maskedName: 'Carla S.', heldBy: null, message: null });
    expect(JSON.stringify(staff)).not.toContain('Santos');

    expect((await get('/api/Employees/VerifyAccount?EwalletAccountInfo=09179999999')).json()).toEqual({
      verified: false,
      maskedName: null,
      heldBy: null,
      message: null,
    });
    const blank = await get('/api/Employees/VerifyAccount?EwalletAccountInfo=');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Ewallet Account Info is Required');
    // The spec's route, for the original client, answers as before.
    expect((await get(`/api/Employees/Verify?EwalletAccountInfo=${juan.mobileNo}`)).json()).toBe(true);
    expect((await get('/api/Employees/Verify?EwalletAccountInfo=09179999999')).json()).toBe(false);
    expect(
      (await t.app.inject({ url: '/api/Employees/VerifyAccount?EwalletAccountInfo=1' })).statusCode,
    ).toBe(401);
  });

  it('refuses a second active employee on a held wallet with a message naming the holder, and saves nothing', async () => {
    const before = await employeeCount();
    for (const info of [juan.mobileNo, '+639171234567']) {
      const refused = await send('POST', '/api/Employees', employee({ ewalletAccountInfo: info }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(JUAN_HOLDS);
    }
    expect(await employeeCount()).toBe(before);

    // An inactive employee may keep the same wallet (a former employee's record stays as it was).
    const inactive = await send('POST', '/api/Employees', employee({ status: false }));
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect(await employeeCount()).toBe(before + 1);
  });

  it('refuses re-activating an employee, or moving an active one, onto a held wallet; the holder made inactive frees it', async () => {
    const rosa = await createEmployeeRow(t.db, {
      firstName: 'Rosa',
      lastName: 'Reactivated',
      departmentId: warehouse,
      customer: juan,
      status: false,
    });
    const reactivate = await send('PUT', '/api/Employees/Update', {
      ...employee({ lastName: 'Reactivated' }),
      id: rosa.id,
    });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().message).toBe(JUAN_HOLDS);

    const pia = await createEmployeeRow(t.db, {
      firstName: 'Pia',
      lastName: 'Mover',
      departmentId: warehouse,
    });
    const move = await send('PUT', '/api/Employees/Update', {
      ...employee({ firstName: 'Pia', lastName: 'Mover' }),
      id: pia.id,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(JUAN_HOLDS);
    const stored = await queryRows<{ status: boolean; ewallet_customer_id: number }>(
      t.db,
      sql`select status, ewallet_customer_id from employees where id in (${rosa.id}, ${pia.id}) order by id`,
    );
    expect(stored.map((row) => row.status)).toEqual([false, true]);
    expect(stored[1]?.ewallet_customer_id).not.toBe(juan.id);

    // Juan leaves the store: his record goes inactive, and the wallet may be given to Rosa.
    const [juanEmployee] = (
      await get('/api/Employees/GetEmployeesBySearch?searchName=Juan&status=active')
    ).json();
    const left = await send('PUT', '/api/Employees/Update', {
      firstName: 'Juan',
      middleName: 'Reyes',
      lastName: 'Dela Cruz',
      position: 'Cashier',
      departmentId: stores,
      ewalletAccountInfo: juan.mobileNo,
      status: false,
      id: juanEmployee.id,
    });
    expect(left.statusCode, left.body).toBe(200);
    const given = await send('PUT', '/api/Employees/Update', {
      ...employee({ lastName: 'Reactivated' }),
      id: rosa.id,
    });
    expect(given.statusCode, given.body).toBe(200);
    // And back: Juan cannot be made active again while Rosa holds it.
    const back = await send('PUT', '/api/Employees/Update', {
      firstName: 'Juan',
      middleName: 'Reyes',
      lastName: 'Dela Cruz',
      position: 'Cashier',
      departmentId: stores,
      ewalletAccountInfo: juan.mobileNo,
      status: true,
      id: juanEmployee.id,
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('This e-wallet already belongs to Reactivated, Rosa (Warehouse)');
  });

  it('lets one of two simultaneous creates on one free wallet through and answers the other 409 naming the first', async () => {
    const wallet = await createCustomer(t.db, { firstname: 'Twin', lastname: 'Wallet' });
    const answers = await Promise.all(
      ['First', 'Second'].map((firstName) =>
        send(
          'POST',
          '/api/Employees',
          employee({ firstName, lastName: 'Race', ewalletAccountInfo: wallet.mobileNo }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      `This e-wallet already belongs to ${saved.employeeName} (Warehouse)`,
    );
    const holders = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from employees where ewallet_customer_id = ${wallet.id} and status`,
    );
    expect(holders[0]?.n).toBe(1);
  });

  it('is enforced by the database too: a second active employee on one wallet cannot be inserted', async () => {
    await expect(
      createEmployeeRow(t.db, { firstName: 'Direct', departmentId: warehouse, customer: carla }).then(() =>
        createEmployeeRow(t.db, { firstName: 'Insert', departmentId: stores, customer: carla }),
      ),
    ).rejects.toThrow();
    const holders = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from employees where ewallet_customer_id = ${carla.id} and status`,
    );
    expect(holders[0]?.n).toBe(1);
  });
});
