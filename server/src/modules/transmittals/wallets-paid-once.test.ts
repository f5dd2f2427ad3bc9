import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { createDepartmentRow, createEmployeeRow } from '../../demo/transmittal-factories.ts';
import { transmittalDetails, transmittalHeaders } from '../../db/schema.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { queryRows, readLedgerState } from '../../../test/ledger-checks.ts';

// Decision 0013 on transmittals: nobody approves one that pays their own e-wallet, and one transmittal never
// pays an e-wallet twice (the database refuses the second line; lines saved before the rule are refused at
// approval).
describe('transmittals pay each e-wallet once, never the approver', () => {
  const t = useTestApp();
  const cookies = { carla: '', dario: '', eva: '' };
  let carlaId = 0;
  let dario = { id: 0, mobileNo: '' };
  let department = 0;
  let darioEmployee = 0;
  let colleague = { employee: 0, wallet: { id: 0, mobileNo: '' } };

  beforeAll(async () => {
    carlaId = (
      await createCustomer(t.db, {
        mobileNo: '09170000003',
        firstname: 'Carla',
        lastname: 'Santos',
        tags: ['TRANSMITTAL_ENCODER'],
      })
    ).id;
    dario = await createCustomer(t.db, {
      mobileNo: '09170000004',
      firstname: 'Dario',
      lastname: 'Lim',
      tags: ['TRANSMITTAL_ENCODER'],
    });
    await createCustomer(t.db, {
      mobileNo: '09170000006',
      firstname: 'Eva',
      lastname: 'Ramos',
      tags: ['TRANSMITTAL_ENCODER'],
    });
    cookies.carla = (await loginAs(t.app, '09170000003', 'backoffice')).cookie;
    cookies.dario = (await loginAs(t.app, '09170000004', 'backoffice')).cookie;
    cookies.eva = (await loginAs(t.app, '09170000006', 'backoffice')).cookie;
    department = (await createDepartmentRow(t.db, { departmentName: 'Warehouse' })).id;
    // Dario is an encoder and also a paid employee of the warehouse.
    darioEmployee = (
      await createEmployeeRow(t.db, {
        firstName: 'Dario',
        lastName: 'Lim',
        departmentId: department,
        customer: dario,
      })
    ).id;
    const wallet = await createCustomer(t.db);
    colleague = {
      employee: (
        await createEmployeeRow(t.db, { firstName: 'Rico', departmentId: department, customer: wallet })
      ).id,
      wallet,
    };
  });

  const save = async (lines: { employeeId: number; amount: number }[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Transmittals',
      headers: { cookie: cookies.carla },
      payload: {
        transmittalDate: '2025-05-15',
        dateStart: '2025-05-01',
        dateEnd: '2025-05-15',
        departmentId: department,
        transmittalDetails: lines,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id as number;
  };
  const approve = (id: number, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Transmittals/ApproveTransmittals',
      headers: { cookie },
      payload: [{ id }],
    });
  const postingsOf = async (headerId: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from postings p join transmittal_details d on d.id = p.cause_id
            where p.cause_type = 'transmittal_detail' and d.transmittal_header_id = ${headerId}`,
      )
    )[0]?.n;
  const statusOf = async (headerId: number) =>
    (
      await queryRows<{ status: number }>(
        t.db,
        sql`select status from transmittal_headers where id = ${headerId}`,
      )
    )[0]?.status;

  it('refuses an encoder approving a transmittal that pays her own e-wallet (403, audited); another encoder may', async () => {
    const id = await save([
      { employeeId: darioEmployee, amount: 5_000 },
      { employeeId: colleague.employee, amount: 1_000 },
    ]);
    const before = await getWalletBalance(t.db, dario.id);
    const own = await approve(id, cookies.dario);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(
      'You cannot approve a transmittal that pays your own e-wallet (Lim, Dario)',
    );
    expect(await postingsOf(id)).toBe(0);
    expect(await statusOf(id)).toBe(0);
    expect(await getWalletBalance(t.db, dario.id)).toBe(before);
    const audit = await t.db.query.auditLog.findFirst({
      where: (log, { and, eq }) =>
        and(eq(log.action, 'transmittal.approve.refused'), eq(log.entityId, String(id))),
    });
    expect(audit).toMatchObject({ actorId: dario.id, after: { employee: 'Lim, Dario' } });

    // A line of 0 pays nothing: Dario may approve a transmittal that lists him without paying him.
    const zero = await save([
      { employeeId: darioEmployee, amount: 0 },
      { employeeId: colleague.employee, amount: 300 },
    ]);
    expect((await approve(zero, cookies.dario)).statusCode).toBe(200);

    const checked = await approve(id, cookies.eva);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(await getWalletBalance(t.db, dario.id)).toBe(before + 5_000_00);
  });

  it('never lets one transmittal pay one e-wallet twice: the database refuses a second line on it', async () => {
    const id = await save([{ employeeId: colleague.employee, amount: 100 }]);
    const inactive = await createEmployeeRow(t.db, {
      firstName: 'Twin',
      departmentId: department,
      customer: colleague.wallet,
      status: false,
    });
    await expect(
      t.db.insert(transmittalDetails).values({
        transmittalHeaderId: id,
        employeeId: inactive.id,
        employeeName: 'Staff, Twin',
        position: 'Clerk',
        ewalletAccountInfo: colleague.wallet.mobileNo,
        ewalletCustomerId: colleague.wallet.id,
        amount: 100_00,
      }),
    ).rejects.toThrow();
  });

  it('refuses approving a transmittal saved before the rule that pays one e-wallet twice (409), crediting nothing', async () => {
    // As the finding saw it: two employees on one wallet, both on one transmittal, entered before 0013.
    const twin = await createEmployeeRow(t.db, {
      firstName: 'Newly',
      lastName: 'Added',
      departmentId: department,
      customer: colleague.wallet,
      status: false,
    });
    const [header] = await t.db
      .insert(transmittalHeaders)
      .values({
        transmittalDate: '2025-04-30',
        dateStart: '2025-04-16',
        dateEnd: '2025-04-30',
        departmentId: department,
        status: 0,
        total: 3_000_00,
        initiatedById: carlaId,
        initiatedByName: 'Carla Santos',
      })
      .returning({ id: transmittalHeaders.id });
    const id = header?.id ?? 0;
    await t.db.insert(transmittalDetails).values(
      [
        { employeeId: colleague.employee, employeeName: 'Staff, Rico' },
        { employeeId: twin.id, employeeName: 'Added, Newly' },
      ].map((line) => ({
        ...line,
        transmittalHeaderId: id,
        position: 'Clerk',
        ewalletAccountInfo: colleague.wallet.mobileNo,
        ewalletCustomerId: colleague.wallet.id,
        amount: 1_500_00,
        repeatsWalletBefore0013: true,
      })),
    );
    const before = await getWalletBalance(t.db, colleague.wallet.id);
    const refused = await approve(id, cookies.eva);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Transmittal ${id} cannot be approved. A transmittal pays each e-wallet once: Staff, Rico and Added, Newly are paid into the same e-wallet (${colleague.wallet.mobileNo}); reject it and enter it again`,
    );
    expect(await postingsOf(id)).toBe(0);
    expect(await statusOf(id)).toBe(0);
    expect(await getWalletBalance(t.db, colleague.wallet.id)).toBe(before);
    const rejected = await t.app.inject({
      method: 'POST',
      url: '/api/Transmittals/RejectTransmittals',
      headers: { cookie: cookies.eva },
      payload: [{ id, reason: 'Two lines pay one e-wallet' }],
    });
    expect(rejected.statusCode).toBe(200);
    const ledger = await readLedgerState(t.db);
    expect(ledger).toMatchObject({ totalOfEntries: 0, accountsOutOfBalance: 0, malformedPostings: 0 });
  });
});
