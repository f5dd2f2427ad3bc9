import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { createDepartmentRow, createEmployeeRow } from '../../demo/transmittal-factories.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { queryRows, readLedgerState } from '../../../test/ledger-checks.ts';

describe('approving and rejecting transmittals', () => {
  const t = useTestApp();
  const cookies = { carla: '', dario: '', ben: '', ana: '' };
  let darioId = 0;
  let department = 0;
  const wallets: { id: number; mobileNo: string }[] = [];
  const employees: number[] = [];

  beforeAll(async () => {
    await createCustomer(t.db, {
      mobileNo: '09170000003',
      firstname: 'Carla',
      lastname: 'Santos',
      tags: ['TRANSMITTAL_ENCODER'],
    });
    darioId = (
      await createCustomer(t.db, {
        mobileNo: '09170000004',
        firstname: 'Dario',
        lastname: 'Lim',
        tags: ['TRANSMITTAL_ENCODER'],
      })
    ).id;
    await createCustomer(t.db, { mobileNo: '09170000002', tags: ['TRANSMITTAL_ADMIN'] });
    await createCustomer(t.db, { mobileNo: '09170000001', tags: ['TOPUP_ADMIN'] });
    cookies.carla = (await loginAs(t.app, '09170000003', 'backoffice')).cookie;
    cookies.dario = (await loginAs(t.app, '09170000004', 'backoffice')).cookie;
    cookies.ben = (await loginAs(t.app, '09170000002', 'backoffice')).cookie;
    cookies.ana = (await loginAs(t.app, '09170000001', 'backoffice')).cookie;
    department = (await createDepartmentRow(t.db, { departmentName: 'Grocery' })).id;
    for (let i = 0; i < 3; i += 1) {
      const wallet = await createCustomer(t.db);
      wallets.push(wallet);
      employees.push((await createEmployeeRow(t.db, { departmentId: department, customer: wallet })).id);
    }
  });

  /** Carla saves a transmittal paying each employee the amount at the same position. */
  async function saveTransmittal(amounts: number[]): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Transmittals',
      headers: { cookie: cookies.carla },
      payload: {
        transmittalDate: '2025-03-15',
        dateStart: '2025-03-01',
        dateEnd: '2025-03-15',
        departmentId: department,
        transmittalDetails: amounts.map((amount, index) => ({ employeeId: employees[index], amount })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().id;
  }
  const decide = (kind: 'Approve' | 'Reject', ids: number[], cookie: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Transmittals/${kind}Transmittals`,
      headers: { cookie },
      // A rejection needs a reason (reject-reason.test.ts has the rule itself).
      payload: ids.map((id) => ({ id, ...(kind === 'Reject' ? { reason: 'Wrong period' } : {}), ...extra })),
    });
  const balances = () => Promise.all(wallets.map((wallet) => getWalletBalance(t.db, wallet.id)));
  const postingsOf = async (headerId: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from postings p join transmittal_details d on d.id = p.cause_id
            where p.cause_type = 'transmittal_detail' and d.transmittal_header_id = ${headerId}`,
      )
    )[0]?.n;
  const expectLedgerBalanced = async () => {
    const state = await readLedgerState(t.db);
    expect(state).toMatchObject({ totalOfEntries: 0, accountsOutOfBalance: 0, malformedPostings: 0 });
  };

  it("credits each employee's wallet with its amount when another encoder approves, skipping zero amounts", async () => {
    const id = await saveTransmittal([1500.5, 0, 250]);
    const before = await balances();
    const response = await decide('Approve', [id], cookies.dario, {
      approvedBy: darioId,
      approveByName: 'Dario Lim',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id,
        status: 1,
        statusName: 'Approved',
        approveByName: 'Dario Lim',
        total: 1750.5,
      }),
    ]);
    expect(response.json()[0].approvedDate).toEqual(expect.any(String));
    const after = await balances();
    expect(after.map((balance, index) => balance - (before[index] ?? 0))).toEqual([1500_50, 0, 250_00]);
    expect(await postingsOf(id)).toBe(2);
    await expectLedgerBalanced();
    const [transmittals] = await queryRows<{ balance: string }>(
      t.db,
      sql`select balance::text from accounts where name = 'transmittals'`,
    );
    expect(Number(transmittals?.balance)).toBe(-1750_50);
    const audit = await t.db.query.auditLog.findFirst({
      where: (log, { eq }) => eq(log.action, 'transmittal.approve'),
    });
    expect(audit).toMatchObject({
      actorId: darioId,
      entityId: String(id),
      after: { status: 1, creditedEmployees: 2 },
    });
    expect(
      (
        await t.app.inject({ url: '/api/Transmittals/Count?status=1', headers: { cookie: cookies.dario } })
      ).json(),
    ).toBe(1);
  });

  it('refuses the creator (403) and leaves the transmittal pending', async () => {
    const id = await saveTransmittal([100, 100, 100]);
    const response = await decide('Approve', [id], cookies.carla);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot approve a transmittal that you created');
    expect(await postingsOf(id)).toBe(0);
    const [header] = await t.db.query.transmittalHeaders.findMany({ where: (h, { eq }) => eq(h.id, id) });
    expect(header?.status).toBe(0);
  });

  it('refuses transmittal admins and top-up admins (403), and an acting user who is not the signed-in one (400)', async () => {
    const id = await saveTransmittal([100, 100, 100]);
    for (const cookie of [cookies.ben, cookies.ana]) {
      expect((await decide('Approve', [id], cookie)).statusCode).toBe(403);
      expect((await decide('Reject', [id], cookie)).statusCode).toBe(403);
    }
    const impostor = await decide('Approve', [id], cookies.dario, { approvedBy: darioId + 1000 });
    expect(impostor.statusCode).toBe(400);
    expect(impostor.json().message).toBe('The acting user does not match the signed-in user');
    expect(await postingsOf(id)).toBe(0);
  });

  it('treats approved and rejected as final (409), and a list as all or none', async () => {
    const approved = await saveTransmittal([10, 20, 30]);
    expect((await decide('Approve', [approved], cookies.dario)).statusCode).toBe(200);
    const rejected = await saveTransmittal([10, 20, 30]);
    // The creator may withdraw their own transmittal by rejecting it.
    const reject = await decide('Reject', [rejected], cookies.carla);
    expect(reject.statusCode).toBe(200);
    expect(reject.json()[0]).toMatchObject({
      status: 2,
      statusName: 'Rejected',
      rejectedByName: 'Carla Santos',
    });

    const before = await balances();
    for (const [kind, id] of [
      ['Approve', approved],
      ['Reject', approved],
      ['Approve', rejected],
      ['Reject', rejected],
    ] as const) {
      const response = await decide(kind, [id], cookies.dario);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'The transmittal is no longer pending: it has already been approved or rejected',
      );
    }
    const pending = await saveTransmittal([1, 2, 3]);
    expect((await decide('Approve', [pending, approved], cookies.dario)).statusCode).toBe(409);
    expect(await postingsOf(pending)).toBe(0);
    expect((await decide('Approve', [pending, 987654], cookies.dario)).statusCode).toBe(404);
    expect(await balances()).toEqual(before);
    expect((await decide('Approve', [pending], cookies.dario)).statusCode).toBe(200);
    await expectLedgerBalanced();
  });

  it('approves once and credits once when 20 requests approve the same transmittal at the same moment', async () => {
    const id = await saveTransmittal([700, 300.25, 0.01]);
    const before = await balances();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => decide('Approve', [id], cookies.dario)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    const after = await balances();
    expect(after.map((balance, index) => balance - (before[index] ?? 0))).toEqual([700_00, 300_25, 1]);
    expect(await postingsOf(id)).toBe(3);
    const audits = await t.db.query.auditLog.findMany({
      where: (log, { and, eq }) => and(eq(log.action, 'transmittal.approve'), eq(log.entityId, String(id))),
    });
    expect(audits).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('moves a transmittal once when approvals and rejections race', async () => {
    const id = await saveTransmittal([5, 5, 5]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => decide(index % 2 ? 'Reject' : 'Approve', [id], cookies.dario)),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const [header] = await t.db.query.transmittalHeaders.findMany({ where: (h, { eq }) => eq(h.id, id) });
    expect(await postingsOf(id)).toBe(header?.status === 1 ? 3 : 0);
    await expectLedgerBalanced();
  });
});
