import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from '../../../test/back-office-callers.ts';
import { decideRoleRequest, listRoleRequests, tagUser } from '../../../test/role-requests.ts';
import { ROLE_REQUEST_MESSAGES as M } from '../../../../core/api/role-requests.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';

/**
 * Four eyes on privilege (decision 0031), as top-up admins work and as an insider would try to get around it:
 * a grant is a request; another admin than its maker and than the account approves it, once; nothing
 * changes before; an account whose sign-in changed meanwhile, or that signs in with an admin's password, is
 * not granted.
 */
describe('role requests', () => {
  const t = useTestApp();
  let callers: Callers;
  let tess = '';
  let elena = '';
  let third = '';
  let tessId = 0;
  let elenaId = 0;

  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
    tess = callers.topupAdmin;
    elenaId = (
      await createCustomer(t.db, {
        mobileNo: '09175550005',
        firstname: 'Elena',
        lastname: 'Bautista',
        tags: ['TOPUP_ADMIN'],
      })
    ).id;
    await createCustomer(t.db, { mobileNo: '09175550006', firstname: 'Third', tags: ['TOPUP_ADMIN'] });
    elena = (await loginAs(t.app, '09175550005', 'backoffice')).cookie;
    third = (await loginAs(t.app, '09175550006', 'backoffice')).cookie;
    tessId = (
      await t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie: tess } })
    ).json().id;
  });

  const rolesOf = async (customerId: number) =>
    (await queryRows<{ tags: string[] }>(t.db, sql`select tags from customers where id = ${customerId}`))[0]
      ?.tags;
  const actionsOn = async (customerId: number) =>
    (
      await queryRows<{ action: string; actor_name: string }>(
        t.db,
        sql`select action, actor_name from audit_log where entity = 'user' and entity_id = ${String(customerId)} order by id`,
      )
    ).map((row) => `${row.action} by ${row.actor_name}`);
  const ask = async (cookie: string, body: Record<string, unknown>) => {
    const response = await tagUser(t.app, cookie, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().roleRequest.id as number;
  };
  const giveTemporaryPassword = async (cookie: string, mobileNo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Customers/TemporaryPassword',
      headers: { cookie },
      payload: { mobileNo },
    });
  const changeOwnPassword = async (mobileNo: string, current: string, next: string) => {
    const { cookie } = await loginAs(t.app, mobileNo, 'portal', current);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Me/Password',
      headers: { cookie },
      payload: { currentPassword: current, newPassword: next, confirmPassword: next },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  };

  it('is for top-up admins only', async () => {
    const someone = await createCustomer(t.db, { mobileNo: '09171230000' });
    const id = await ask(tess, { CustomerId: someone.id, IsTransmittalEncoder: true });
    await expectTopupAdminOnly(t.app, callers, { url: '/api/Customers/RoleRequests' });
    for (const decision of ['Approve', 'Reject', 'Withdraw']) {
      await expectTopupAdminOnly(t.app, callers, {
        method: 'POST',
        url: `/api/customers/roleREQUESTS/${id}/${decision.toLowerCase()}`,
        headers: { 'content-type': 'application/json' },
        payload: {},
      });
    }
    expect(await rolesOf(someone.id)).toEqual([]);
    expect((await decideRoleRequest(t.app, tess, id, 'Withdraw')).statusCode).toBe(200);
  });

  it('changes nothing until another admin approves; the maker can neither approve nor reject it, only withdraw', async () => {
    const juan = await createCustomer(t.db, { mobileNo: '09171230001', firstname: 'Juan', lastname: 'Cruz' });
    const id = await ask(tess, { CustomerId: juan.id, Checked: true });
    expect(await rolesOf(juan.id)).toEqual([]);
    const backOffice = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      payload: { username: juan.mobileNo, password: 'demo1234', scope: 'backoffice' },
    });
    expect(backOffice.statusCode).toBe(403);

    const ownApproval = await decideRoleRequest(t.app, tess, id, 'Approve');
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json().message).toBe(M.ownRequest);
    expect((await decideRoleRequest(t.app, tess, id, 'Reject')).json().message).toBe(M.ownRequest);
    const othersWithdrawal = await decideRoleRequest(t.app, elena, id, 'Withdraw');
    expect(othersWithdrawal.statusCode).toBe(403);
    expect(othersWithdrawal.json().message).toBe(M.othersWithdrawal);
    expect(await rolesOf(juan.id)).toEqual([]);

    const withdrawn = await decideRoleRequest(t.app, tess, id, 'Withdraw', 'Asked for the wrong person');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      status: 3,
      roles: ['TOPUP_ADMIN'],
      requestedByName: 'Tess Customer',
    });
    expect((await decideRoleRequest(t.app, elena, id, 'Approve')).statusCode).toBe(409);
    expect(await rolesOf(juan.id)).toEqual([]);
    expect(await actionsOn(juan.id)).toEqual([
      'user.role-request by Tess Customer',
      'user.role-request.approve.refused by Tess Customer',
      'user.role-request.reject.refused by Tess Customer',
      'user.role-request.withdraw.refused by Elena Bautista',
      'user.role-request.withdraw by Tess Customer',
    ]);
  });

  it('names both the maker and the checker in the audit log; a rejection changes nothing', async () => {
    const rosa = await createCustomer(t.db, { mobileNo: '09171230002', firstname: 'Rosa', lastname: 'Lim' });
    const rejected = await ask(tess, { CustomerId: rosa.id, IsTransmittalAdmin: true });
    const answer = await decideRoleRequest(t.app, elena, rejected, 'Reject', 'Not on the staff list');
    expect(answer.json()).toMatchObject({ status: 2 });
    expect(await rolesOf(rosa.id)).toEqual([]);
    const approved = await ask(tess, { CustomerId: rosa.id, IsTransmittalAdmin: true });
    expect((await decideRoleRequest(t.app, elena, approved, 'Approve')).statusCode).toBe(200);
    expect(await rolesOf(rosa.id)).toEqual(['TRANSMITTAL_ADMIN']);
    const audit = (
      await t.app.inject({ url: `/api/AuditLog?entity=user&pageSize=10`, headers: { cookie: tess } })
    ).json();
    expect(audit.items[0]).toMatchObject({
      action: 'user.role-request.approve',
      actorName: 'Elena Bautista',
      entityId: String(rosa.id),
      after: { tags: ['TRANSMITTAL_ADMIN'], requestedById: tessId, roleRequestId: approved },
      names: { [`user:${tessId}`]: 'Tess Customer' },
    });
  });

  it('never lets the account approve its own request, even when it is a top-up admin asking for more', async () => {
    const id = await ask(tess, {
      CustomerId: elenaId,
      Checked: true,
      IsTransmittalEncoder: true,
      ChangeRole: true,
    });
    const own = await decideRoleRequest(t.app, elena, id, 'Approve');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(M.ownAccount);
    expect(await rolesOf(elenaId)).toEqual(['TOPUP_ADMIN']);
    expect((await decideRoleRequest(t.app, third, id, 'Reject')).statusCode).toBe(200);
  });

  it('approves once when many approvals arrive at the same moment', async () => {
    const paolo = await createCustomer(t.db, { mobileNo: '09171230003', firstname: 'Paolo' });
    const id = await ask(tess, { CustomerId: paolo.id, IsTransmittalEncoder: true });
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => decideRoleRequest(t.app, i % 2 ? elena : third, id, 'Approve')),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const approvals = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'user.role-request.approve' and entity_id = ${String(paolo.id)}`,
    );
    expect(approvals[0]?.n).toBe(1);
    expect(await rolesOf(paolo.id)).toEqual(['TRANSMITTAL_ENCODER']);
  });

  it('opens one request per account, even when two admins ask at the same moment', async () => {
    const lea = await createCustomer(t.db, { mobileNo: '09171230004', firstname: 'Lea' });
    const asked = await Promise.all([
      tagUser(t.app, tess, { CustomerId: lea.id, IsTransmittalEncoder: true }),
      tagUser(t.app, elena, { CustomerId: lea.id, Checked: true }),
    ]);
    expect(asked.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(asked.find((response) => response.statusCode === 409)?.json().message).toBe(M.alreadyPending);
  });

  it('refuses a temporary password for a role holder and for an account a role is asked for', async () => {
    const staff = await giveTemporaryPassword(tess, '09175550004');
    expect(staff.statusCode).toBe(403);
    expect(staff.json().message).toBe(TWO_FACTOR_MESSAGES.staffPasswordNotReset);
    const pending = await giveTemporaryPassword(elena, '09171230004');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toBe(TWO_FACTOR_MESSAGES.pendingRolePasswordNotReset);
    // Lea's own password still works: nothing was set.
    await loginAs(t.app, '09171230004');
  });

  it('refuses a role for an account that signs in with a password an admin chose', async () => {
    const mila = await createCustomer(t.db, { mobileNo: '09171230005', firstname: 'Mila' });
    expect((await giveTemporaryPassword(tess, mila.mobileNo)).statusCode).toBe(200);
    const refused = await tagUser(t.app, elena, { CustomerId: mila.id, IsTransmittalEncoder: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.mustChooseOwnPassword);
    expect(
      (await listRoleRequests(t.app, tess)).json().map((r: { customerId: number }) => r.customerId),
    ).not.toContain(mila.id);
  });

  it('shows the approver what changed on the account lately, and refuses an account changed after the request', async () => {
    const noel = await createCustomer(t.db, { mobileNo: '09171230006', firstname: 'Noel', lastname: 'Go' });
    const given = await giveTemporaryPassword(tess, noel.mobileNo);
    const temporary = given.json().temporaryPassword as string;
    await changeOwnPassword(noel.mobileNo, temporary, 'noel-own-pass-1');
    const id = await ask(elena, { CustomerId: noel.id, IsTransmittalEncoder: true });
    const listed = (await listRoleRequests(t.app, third)).json().find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({
      fullName: 'Noel Go',
      rolesBefore: [],
      roles: ['TRANSMITTAL_ENCODER'],
      requestedByName: 'Elena Bautista',
    });
    expect(
      listed.recentChanges.map((c: { action: string; actorName: string }) => `${c.action} by ${c.actorName}`),
    ).toEqual([
      'user.role-request by Elena Bautista',
      'password.change by Noel Go',
      'password.temporary by Tess Customer',
    ]);
    // Tess knew Noel's password a moment ago: she may not be the checker either.
    const tessApproves = await decideRoleRequest(t.app, tess, id, 'Approve');
    expect(tessApproves.statusCode).toBe(403);
    expect(tessApproves.json().message).toBe(M.gaveTemporaryPassword);
    // Noel changes his password after the request: the account is not as it was asked for.
    await changeOwnPassword(noel.mobileNo, 'noel-own-pass-1', 'noel-own-pass-2');
    const changed = await decideRoleRequest(t.app, third, id, 'Approve');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(M.accountChanged);
    expect(await rolesOf(noel.id)).toEqual([]);
    expect((await decideRoleRequest(t.app, third, id, 'Reject')).statusCode).toBe(200);
    const again = await ask(elena, { CustomerId: noel.id, IsTransmittalEncoder: true });
    expect((await decideRoleRequest(t.app, third, again, 'Approve')).statusCode).toBe(200);
  });

  it("refuses to reset a user's second factor while a wider role is asked for them", async () => {
    const carla = await createCustomer(t.db, { mobileNo: '09171230007', tags: ['TRANSMITTAL_ENCODER'] });
    const id = await ask(tess, { CustomerId: carla.id, Checked: true, ChangeRole: true });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/Customers/Users/${carla.id}/ResetSecondFactor`,
      headers: { cookie: elena },
    });
    expect(reset.statusCode).toBe(409);
    expect(reset.json().message).toBe(TWO_FACTOR_MESSAGES.pendingRoleFactorNotReset);
    const factors = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from second_factors where customer_id = ${carla.id}`,
    );
    expect(factors[0]?.n).toBe(1);
    expect((await decideRoleRequest(t.app, elena, id, 'Reject')).statusCode).toBe(200);
  });
});
