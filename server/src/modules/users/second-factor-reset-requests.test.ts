import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, DEMO_PASSWORD } from '../../demo/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { enrol, loginAs, totpCode } from '../../../test/sessions.ts';
import { queryRows } from '../../../test/ledger-checks.ts';
import { decideRoleRequest, listRoleRequests } from '../../../test/role-requests.ts';
import { ROLE_REQUEST_MESSAGES as M } from '../../../../core/api/role-requests.ts';
import { TWO_FACTOR_MESSAGES } from '../../../../core/two-factor.ts';

/**
 * Issue 25, decision 0031: a second-factor reset is four-eyed. Told as the insider would act: Ana, a top-up
 * admin, has shoulder-surfed her colleague Elena's password. Before, she reset Elena's factor alone, signed in
 * as Elena with the password and enrolled her own authenticator (a first enrolment after a reset needs only
 * the password): one person passed for two.
 */
describe('a second-factor reset asked by one top-up admin and approved by another', () => {
  const t = useTestApp();
  let ana = '';
  let elena = '';
  let carlos = '';
  let anaId = 0;
  let elenaId = 0;
  let carlosId = 0;

  const ELENA = '09176660002';

  beforeAll(async () => {
    const admin = (mobileNo: string, firstname: string, lastname: string) =>
      createCustomer(t.db, { mobileNo, firstname, lastname, tags: ['TOPUP_ADMIN'] });
    anaId = (await admin('09176660001', 'Ana', 'Reyes')).id;
    elenaId = (await admin(ELENA, 'Elena', 'Bautista')).id;
    carlosId = (await admin('09176660003', 'Carlos', 'Tan')).id;
    ana = (await loginAs(t.app, '09176660001', 'backoffice')).cookie;
    elena = (await loginAs(t.app, ELENA, 'backoffice')).cookie;
    carlos = (await loginAs(t.app, '09176660003', 'backoffice')).cookie;
  });

  const askReset = (cookie: string, customerId: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/Customers/Users/${customerId}/ResetSecondFactor`,
      headers: { cookie },
    });
  /** The insider at the sign-in form with the stolen password only (no code: she has no factor of Elena's). */
  const passwordOnlyLogin = (mobileNo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      payload: { username: mobileNo, password: DEMO_PASSWORD, scope: 'backoffice' },
    });
  const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const factorsOf = async (customerId: number) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from second_factors where customer_id = ${customerId} and confirmed_at is not null`,
      )
    )[0]?.n;
  const signedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie } })).statusCode;
  const staff = (mobileNo: string, firstname: string) =>
    createCustomer(t.db, { mobileNo, firstname, lastname: 'Staff', tags: ['TRANSMITTAL_ENCODER'] });

  it("Ana, holding Elena's stolen password, cannot reset Elena's factor alone and enrol her own", async () => {
    // Ana "resets" Elena's factor: only a request is opened; Elena's factor and session stay.
    const asked = await askReset(ana, elenaId);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({
      kind: 'second-factor-reset',
      status: 0,
      customerId: elenaId,
      requestedById: anaId,
      roles: ['TOPUP_ADMIN'],
    });
    const requestId = asked.json().id as number;
    expect(await factorsOf(elenaId)).toBe(1);
    expect(await signedIn(elena)).toBe(200);

    // At the sign-in form with the stolen password: asked for Elena's code, and no enrolment is offered.
    const attempt = await passwordOnlyLogin(ELENA);
    expect(attempt.statusCode).toBe(200);
    expect(attempt.json()).toMatchObject({ secondFactor: 'code' });
    const ownAuthenticator = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/SecondFactor/Enrolment',
      headers: { cookie: cookieOf(attempt) },
    });
    expect(ownAuthenticator.statusCode).toBe(409);

    // She cannot approve her own request, and Elena cannot decide on a reset of her own factor.
    const byAna = await decideRoleRequest(t.app, ana, requestId, 'Approve');
    expect(byAna.statusCode).toBe(403);
    expect(byAna.json().message).toBe(M.ownRequest);
    const byElena = await decideRoleRequest(t.app, elena, requestId, 'Approve');
    expect(byElena.statusCode).toBe(403);
    expect(byElena.json().message).toBe(M.ownAccount);
    expect(await factorsOf(elenaId)).toBe(1);

    // Carlos, the second pair of eyes, sees the request with the account's history, Ana's attempt included.
    const [shown] = (await listRoleRequests(t.app, carlos)).json();
    expect(shown).toMatchObject({ id: requestId, kind: 'second-factor-reset', requestedByName: 'Ana Reyes' });
    expect(
      shown.recentChanges.map((c: { action: string; actorName: string }) => `${c.action} by ${c.actorName}`),
    ).toEqual([
      'second-factor.reset-request.approve.refused by Elena Bautista',
      'second-factor.reset-request.approve.refused by Ana Reyes',
      'second-factor.reset-request by Ana Reyes',
    ]);

    // Only his approval resets it (here he is fooled): then, and only then, the password enrols a factor.
    const approved = await decideRoleRequest(t.app, carlos, requestId, 'Approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 1, kind: 'second-factor-reset' });
    expect(await factorsOf(elenaId)).toBe(0);
    expect(await signedIn(elena)).toBe(401);
    const afterApproval = await passwordOnlyLogin(ELENA);
    expect(afterApproval.json()).toMatchObject({ secondFactor: 'enrol' });
    expect((await enrol(t.app, cookieOf(afterApproval))).recoveryCodes).toHaveLength(10);

    // The audit log names both: the reset by its approver, with its maker.
    const audit = await queryRows<{ action: string; actor_name: string; after: { requestedById?: number } }>(
      t.db,
      sql`select action, actor_name, after from audit_log where entity = 'user' and entity_id = ${String(elenaId)}
          and action in ('second-factor.reset', 'second-factor.reset-request.approve') order by id`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'second-factor.reset',
        actor_name: 'Carlos Tan',
        after: expect.objectContaining({ requestedById: anaId }),
      }),
      expect.objectContaining({
        action: 'second-factor.reset-request.approve',
        actor_name: 'Carlos Tan',
        after: expect.objectContaining({ requestedById: anaId }),
      }),
    ]);
  });

  it('resets once when many approvals arrive at the same moment', async () => {
    const dina = await createCustomer(t.db, {
      mobileNo: '09176660004',
      firstname: 'Dina',
      tags: ['TOPUP_ADMIN'],
    });
    const dinaCookie = (await loginAs(t.app, '09176660004', 'backoffice')).cookie;
    const gil = await staff('09176660010', 'Gil');
    const gilCookie = (await loginAs(t.app, '09176660010', 'backoffice')).cookie;
    const asked = await askReset(ana, gil.id);
    expect(asked.statusCode, asked.body).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        decideRoleRequest(t.app, i % 2 ? carlos : dinaCookie, asked.json().id, 'Approve'),
      ),
    );
    expect(burst.map((response) => response.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const resets = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'second-factor.reset' and entity_id = ${String(gil.id)}`,
    );
    expect(resets[0]?.n).toBe(1);
    expect(await factorsOf(gil.id)).toBe(0);
    expect(await signedIn(gilCookie)).toBe(401);
    expect(dina.id).toBeGreaterThan(0);
  });

  it('opens one request per account, even when two admins ask at the same moment', async () => {
    const hana = await staff('09176660011', 'Hana');
    const asked = await Promise.all([askReset(ana, hana.id), askReset(carlos, hana.id)]);
    expect(asked.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(asked.find((response) => response.statusCode === 409)?.json().message).toBe(M.resetAlreadyPending);
    const [open] = asked.filter((response) => response.statusCode === 200);
    const maker = open?.json().requestedById === anaId ? carlos : ana;
    expect((await decideRoleRequest(t.app, maker, open?.json().id, 'Reject', 'Phone found')).statusCode).toBe(
      200,
    );
    expect(await factorsOf(hana.id)).toBe(1);
  });

  it('lets only its maker withdraw a reset request, and another admin reject it; neither resets', async () => {
    const ivan = await staff('09176660012', 'Ivan');
    const ivanCookie = (await loginAs(t.app, '09176660012', 'backoffice')).cookie;
    const first = (await askReset(ana, ivan.id)).json().id as number;
    const byOther = await decideRoleRequest(t.app, carlos, first, 'Withdraw');
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe(M.othersWithdrawal);
    expect((await decideRoleRequest(t.app, ana, first, 'Reject')).statusCode).toBe(403);
    expect((await decideRoleRequest(t.app, ana, first, 'Withdraw')).json()).toMatchObject({ status: 3 });
    expect((await decideRoleRequest(t.app, carlos, first, 'Approve')).statusCode).toBe(409);

    const second = (await askReset(ana, ivan.id)).json().id as number;
    expect((await decideRoleRequest(t.app, carlos, second, 'Reject', 'Ask Ivan first')).json()).toMatchObject(
      {
        status: 2,
      },
    );
    expect((await decideRoleRequest(t.app, carlos, second, 'Approve')).statusCode).toBe(409);
    expect(await factorsOf(ivan.id)).toBe(1);
    expect(await signedIn(ivanCookie)).toBe(200);
    expect((await listRoleRequests(t.app, carlos)).json()).toEqual([]);
  });

  it('refuses the approval when the account changed after the request (its password, its roles)', async () => {
    const jo = await staff('09176660013', 'Jo');
    const joCookie = (await loginAs(t.app, '09176660013', 'backoffice')).cookie;
    const asked = (await askReset(ana, jo.id)).json().id as number;
    // Jo changes her own password meanwhile: whoever asked may have seen the old one, not this one.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Me/BackOfficePassword',
      headers: { cookie: joCookie, 'content-type': 'application/json' },
      payload: {
        currentPassword: DEMO_PASSWORD,
        code: totpCode(),
        newPassword: 'jo-own-pass-1',
        confirmPassword: 'jo-own-pass-1',
      },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const refused = await decideRoleRequest(t.app, carlos, asked, 'Approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.accountChanged);
    expect(await factorsOf(jo.id)).toBe(1);
    expect((await decideRoleRequest(t.app, carlos, asked, 'Reject')).statusCode).toBe(200);

    // Roles: Ana asks, then removes Jo's role (at once); the reset of the old account is refused.
    const again = (await askReset(ana, jo.id)).json().id as number;
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/TagUser',
      headers: { cookie: carlos, 'content-type': 'application/json' },
      payload: { CustomerId: jo.id },
    });
    expect(removed.statusCode).toBe(200);
    expect((await decideRoleRequest(t.app, carlos, again, 'Approve')).statusCode).toBe(409);
    expect(await factorsOf(jo.id)).toBe(1);
  });

  it('refuses a reset request for oneself, for a non-staff account, and from a non-admin', async () => {
    const own = await askReset(ana, anaId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(TWO_FACTOR_MESSAGES.cannotResetOwn);
    const customer = await createCustomer(t.db, { mobileNo: '09176660020' });
    expect((await askReset(ana, customer.id)).statusCode).toBe(404);
    await staff('09176660021', 'Kai');
    const kai = (await loginAs(t.app, '09176660021', 'backoffice')).cookie;
    expect((await askReset(kai, carlosId)).statusCode).toBe(403);
    expect(await factorsOf(carlosId)).toBe(1);
  });
});
