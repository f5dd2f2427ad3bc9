import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../demo/factories.ts';
import { getWalletBalance } from '../ledger/service.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs, totpCode } from '../../../test/sessions.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { decideRoleRequest, listRoleRequests, tagUser } from '../../../test/role-requests.ts';
import { ROLE_REQUEST_MESSAGES as M } from '../../../../core/api/role-requests.ts';

/**
 * Issue 25: one insider must not pass for a second person. Each story is the security review's, told over
 * HTTP as Ana, a top-up admin working alone, would act. The four-eyes rule on journal entries (decision 0013)
 * holds only while two accounts are two people; these stories try to make a second account Ana controls.
 */
describe('one insider, two accounts', () => {
  const t = useTestApp({ journalApprovalThresholdPesos: 10_000 });
  let ana = '';
  let elenaId = 0;
  let marcoId = 0;

  const ELENA = '09170000005';
  const MARCO = '09171112222';

  beforeAll(async () => {
    await createCustomer(t.db, {
      mobileNo: '09170000001',
      firstname: 'Ana',
      lastname: 'Reyes',
      tags: ['TOPUP_ADMIN'],
    });
    elenaId = (
      await createCustomer(t.db, {
        mobileNo: ELENA,
        firstname: 'Elena',
        lastname: 'Bautista',
        tags: ['TOPUP_ADMIN'],
      })
    ).id;
    await createCustomer(t.db, {
      mobileNo: '09170000006',
      firstname: 'Carlos',
      lastname: 'Tan',
      tags: ['TOPUP_ADMIN'],
    });
    marcoId = (await createCustomer(t.db, { mobileNo: MARCO, firstname: 'Marco', lastname: 'Diaz' })).id;
    ana = (await loginAs(t.app, '09170000001', 'backoffice')).cookie;
  });

  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, 'content-type': 'application/json' }, payload });
  const temporaryPasswordFor = async (mobileNo: string) => {
    const given = await post('/api/Customers/TemporaryPassword', ana, { mobileNo });
    expect(given.statusCode, given.body).toBe(200);
    return given.json().temporaryPassword as string;
  };
  /** Ana, at the portal, signs in with the password she chose and "changes" it, as the owner would. */
  const takeOverPassword = async (mobileNo: string, temporary: string, chosen: string) => {
    const { cookie } = await loginAs(t.app, mobileNo, 'portal', temporary);
    const changed = await post('/api/Customers/Me/Password', cookie, {
      currentPassword: temporary,
      newPassword: chosen,
      confirmPassword: chosen,
    });
    expect(changed.statusCode, changed.body).toBe(200);
  };
  const backOfficeLogin = (mobileNo: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      payload: { username: mobileNo, password, scope: 'backoffice' },
    });
  const rolesOf = async (customerId: number) =>
    (await queryRows<{ tags: string[] }>(t.db, sql`select tags from customers where id = ${customerId}`))[0]
      ?.tags;

  it("a top-up admin cannot make a customer's account her second top-up admin identity", async () => {
    // Ana's ₱50,000 entry to a wallet she will control waits for a second top-up admin.
    const entry = await post('/api/JournalEntry', ana, {
      contactNumber: MARCO,
      topupRequestAmount: 50_000,
      purpose: 'Manual credit',
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toMatchObject({ status: 0 });

    // She gives the customer a temporary password (allowed: not staff), then asks for TOPUP_ADMIN at once.
    const temporary = await temporaryPasswordFor(MARCO);
    const whileAdminChosen = await tagUser(t.app, ana, { CustomerId: marcoId, Checked: true });
    expect(whileAdminChosen.statusCode).toBe(409);
    expect(whileAdminChosen.json().message).toBe(M.mustChooseOwnPassword);

    // She signs in as Marco and "chooses his own" password; asked again, she is refused: she knew it.
    await takeOverPassword(MARCO, temporary, 'marco-by-ana-1');
    const afterTakeOver = await tagUser(t.app, ana, { CustomerId: marcoId, Checked: true });
    expect(afterTakeOver.statusCode).toBe(403);
    expect(afterTakeOver.json().message).toBe(M.gaveTemporaryPassword);

    // No request waits, Marco has no role, the back office refuses him, and the entry was never approved.
    expect((await listRoleRequests(t.app, ana)).json()).toEqual([]);
    expect(await rolesOf(marcoId)).toEqual([]);
    expect((await backOfficeLogin(MARCO, 'marco-by-ana-1')).statusCode).toBe(403);
    expect(await getWalletBalance(t.db, marcoId)).toBe(0);
    const actions = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_log where entity = 'user' and entity_id = ${String(marcoId)} order by id`,
    );
    expect(actions.map((row) => row.action)).toEqual(['user.role-request.refused']);
  });

  it("a top-up admin cannot take over a colleague's account by removing and re-granting her role", async () => {
    const elenaBefore = (await loginAs(t.app, ELENA, 'backoffice')).cookie;
    // Ana removes Elena's roles (at once, as before), then gives the plain customer a temporary password.
    expect((await tagUser(t.app, ana, { CustomerId: elenaId })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie: elenaBefore } }))
        .statusCode,
    ).toBe(401);
    const temporary = await temporaryPasswordFor(ELENA);

    // The role back, while the password is Ana's: refused.
    const regrant = await tagUser(t.app, ana, { CustomerId: elenaId, Checked: true });
    expect(regrant.statusCode).toBe(409);
    expect(regrant.json().message).toBe(M.mustChooseOwnPassword);
    // Ana tries to "change Elena's password" herself: Elena's own factor was kept with her account, so the
    // change asks for its code (issue 25, proving the person again), which Ana does not have.
    const { cookie: asElenaAtPortal } = await loginAs(t.app, ELENA, 'portal', temporary);
    const changed = await post('/api/Customers/Me/Password', asElenaAtPortal, {
      currentPassword: temporary,
      newPassword: 'elena-by-ana-1',
      confirmPassword: 'elena-by-ana-1',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ code: 'second_factor_code_required' });
    // The password stays one an admin chose: nobody may ask for Elena's role, not even an honest colleague,
    // and the back office does not take the temporary password.
    expect((await tagUser(t.app, ana, { CustomerId: elenaId, Checked: true })).statusCode).toBe(409);
    const carlos = (await loginAs(t.app, '09170000006', 'backoffice')).cookie;
    const carlosAsks = await tagUser(t.app, carlos, { CustomerId: elenaId, Checked: true });
    expect(carlosAsks.statusCode).toBe(409);
    expect(carlosAsks.json().message).toBe(M.mustChooseOwnPassword);
    expect((await backOfficeLogin(ELENA, temporary)).statusCode).toBe(403);
    expect(await rolesOf(elenaId)).toEqual([]);

    // Elena herself, with her own factor's code, chooses her password; then Carlos asks and a fourth admin
    // approves, seeing what happened to the account.
    const elenaOwn = await post('/api/Customers/Me/Password', asElenaAtPortal, {
      currentPassword: temporary,
      newPassword: 'elena-own-pass-1',
      confirmPassword: 'elena-own-pass-1',
      code: totpCode(),
    });
    expect(elenaOwn.statusCode, elenaOwn.body).toBe(200);
    expect((await tagUser(t.app, carlos, { CustomerId: elenaId, Checked: true })).statusCode).toBe(200);
    const [request] = (await listRoleRequests(t.app, carlos)).json();
    expect(
      request.recentChanges.map(
        (c: { action: string; actorName: string }) => `${c.action} by ${c.actorName}`,
      ),
    ).toEqual(
      expect.arrayContaining([
        'user.role-request by Carlos Tan',
        'password.change by Elena Bautista',
        'password.temporary by Ana Reyes',
        'user.remove by Ana Reyes',
      ]),
    );
    // Ana may not be the checker.
    expect((await decideRoleRequest(t.app, ana, request.id, 'Approve')).statusCode).toBe(403);
    await createCustomer(t.db, { mobileNo: '09170000007', firstname: 'Dina', tags: ['TOPUP_ADMIN'] });
    const dina = (await loginAs(t.app, '09170000007', 'backoffice')).cookie;
    expect((await decideRoleRequest(t.app, dina, request.id, 'Approve')).statusCode).toBe(200);

    // Ana holds neither Elena's password nor her factor: the back office asks Elena's own code, and no
    // approval happens under Elena's name.
    const asElena = await backOfficeLogin(ELENA, temporary);
    expect(asElena.statusCode).toBe(400);
    const approvals = await queryRows<{ actor_name: string }>(
      t.db,
      sql`select actor_name from audit_log where action in ('journal-entry.approve', 'user.role-request.approve')`,
    );
    expect(approvals.map((row) => row.actor_name)).toEqual(['Dina Customer']);
  });
});
