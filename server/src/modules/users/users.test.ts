import { beforeAll, describe, expect, it } from 'vitest';
import { arrayContains } from 'drizzle-orm';
import { createCustomer } from '../../demo/factories.ts';
import { customers } from '../../db/schema.ts';
import { findCustomerByMobile } from '../customers/service.ts';
import { changeUserRoles } from './change-user-roles.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { loginAs } from '../../../test/sessions.ts';
import { decideRoleRequest } from '../../../test/role-requests.ts';
import { createCallers, expectTopupAdminOnly, type Callers } from '../../../test/back-office-callers.ts';

const NO_ROLE = { topupAdmin: false, transmittalAdmin: false, transmittalEncoder: false };

describe('back-office users', () => {
  const t = useTestApp();
  let callers: Callers;
  let juanId = 0;
  let tessId = 0;
  let elena = '';

  beforeAll(async () => {
    callers = await createCallers(t.app, t.db);
    await createCustomer(t.db, {
      mobileNo: '09175550009',
      firstname: 'Elena',
      lastname: 'Bautista',
      tags: ['TOPUP_ADMIN'],
    });
    elena = (await loginAs(t.app, '09175550009', 'backoffice')).cookie;
    juanId = (
      await createCustomer(t.db, {
        mobileNo: '09171234567',
        firstname: 'Juan',
        lastname: 'Dela Cruz',
        tags: ['VIP'],
      })
    ).id;
    const me = await t.app.inject({
      url: '/api/Customers/Me?scope=backoffice',
      headers: { cookie: callers.topupAdmin },
    });
    tessId = me.json().id;
  });

  const tag = (cookie: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/Customers/TagUser',
      headers: { cookie, 'content-type': 'application/json' },
      payload: body,
    });
  const users = async () =>
    (await t.app.inject({ url: '/api/Customers/Users', headers: { cookie: callers.topupAdmin } })).json();

  it('lists the customers with a role, with the role that wins', async () => {
    const list = await users();
    expect(list).toHaveLength(4);
    expect(list.map((u: { mobileNo: string }) => u.mobileNo).sort()).toEqual([
      '09175550002',
      '09175550003',
      '09175550004',
      '09175550009',
    ]);
    expect(list.find((u: { mobileNo: string }) => u.mobileNo === '09175550002')).toMatchObject({
      id: tessId,
      fullName: 'Tess Customer',
      tags: '["TOPUP_ADMIN"]',
      role: 'TOPUP_ADMIN',
    });
  });

  it('adds a user once a second admin approves; they then log in with that role; other tags stay', async () => {
    const response = await tag(callers.topupAdmin, {
      CustomerId: juanId,
      Checked: false,
      IsTransmittalAdmin: true,
      IsTransmittalEncoder: false,
      InitiatedBy: { id: tessId, name: 'Tess Customer' },
    });
    expect(response.statusCode).toBe(200);
    // Asked, not given: Juan is as he was until Elena approves (decision 0031).
    expect(response.json()).toMatchObject({
      id: juanId,
      fullName: 'Juan Dela Cruz',
      tags: '["VIP"]',
      role: null,
      roleRequest: { roles: ['TRANSMITTAL_ADMIN'] },
    });
    expect((await users()).map((u: { id: number }) => u.id)).not.toContain(juanId);
    const approved = await decideRoleRequest(t.app, elena, response.json().roleRequest.id, 'Approve');
    expect(approved.statusCode).toBe(200);
    expect((await users()).find((u: { id: number }) => u.id === juanId)).toMatchObject({
      tags: '["VIP","TRANSMITTAL_ADMIN"]',
      role: 'TRANSMITTAL_ADMIN',
    });
    const { cookie } = await loginAs(t.app, '09171234567', 'backoffice');
    const me = await t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie } });
    expect(me.json().role).toBe('TRANSMITTAL_ADMIN');
  });

  it('removes a user: every role goes, their back-office sessions end at once, the audit log says so', async () => {
    const { cookie } = await loginAs(t.app, '09171234567', 'backoffice');
    const portal = await loginAs(t.app, '09171234567');
    const response = await tag(callers.topupAdmin, { customerid: juanId, checked: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tags: '["VIP"]', role: null });
    expect((await users()).map((u: { id: number }) => u.id)).not.toContain(juanId);
    const me = await t.app.inject({ url: '/api/Customers/Me?scope=backoffice', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    // Their own customer session is not a back-office session; it stays.
    const portalMe = await t.app.inject({ url: '/api/Customers/Me', headers: { cookie: portal.cookie } });
    expect(portalMe.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Customers/Login',
      payload: { username: '09171234567', password: 'demo1234', scope: 'backoffice' },
    });
    expect(login.statusCode).toBe(403);
    const audit = (
      await t.app.inject({ url: '/api/AuditLog?entity=user', headers: { cookie: callers.topupAdmin } })
    ).json();
    expect(audit.items.map((item: { action: string }) => item.action)).toEqual([
      'user.remove',
      'user.role-request.approve',
      'user.role-request',
    ]);
    expect(audit.items[0]).toMatchObject({
      actorId: tessId,
      entityId: String(juanId),
      before: { tags: ['VIP', 'TRANSMITTAL_ADMIN'] },
      after: { tags: ['VIP'] },
    });
  });

  it("refuses to change an existing user's role unasked, naming it; ChangeRole changes it and the audit log says so", async () => {
    const maria = await createCustomer(t.db, {
      mobileNo: '09171234568',
      firstname: 'Maria',
      lastname: 'Santos',
      tags: ['VIP', 'TRANSMITTAL_ENCODER'],
    });
    const refused = await tag(callers.topupAdmin, { CustomerId: maria.id, Checked: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Maria Santos is already Transmittal Encoder',
      currentRole: 'TRANSMITTAL_ENCODER',
    });
    // The same role again is refused alike: adding never answers "added" for someone already there.
    const again = await tag(callers.topupAdmin, { CustomerId: maria.id, IsTransmittalEncoder: true });
    expect(again.statusCode).toBe(409);
    const unchanged = (await users()).find((u: { id: number }) => u.id === maria.id);
    expect(unchanged).toMatchObject({ role: 'TRANSMITTAL_ENCODER', tags: '["VIP","TRANSMITTAL_ENCODER"]' });

    const changed = await tag(callers.topupAdmin, { CustomerId: maria.id, Checked: true, changeRole: true });
    expect(changed.statusCode).toBe(200);
    // A wider role is a request: still an encoder until another admin approves.
    expect(changed.json()).toMatchObject({
      role: 'TRANSMITTAL_ENCODER',
      roleRequest: { roles: ['TOPUP_ADMIN'] },
    });
    expect((await decideRoleRequest(t.app, elena, changed.json().roleRequest.id, 'Approve')).statusCode).toBe(
      200,
    );
    const audit = (
      await t.app.inject({ url: '/api/AuditLog?entity=user', headers: { cookie: callers.topupAdmin } })
    ).json();
    expect(audit.items[0]).toMatchObject({
      action: 'user.role-request.approve',
      actorName: 'Elena Bautista',
      entityId: String(maria.id),
      before: { tags: ['VIP', 'TRANSMITTAL_ENCODER'] },
      after: { tags: ['VIP', 'TOPUP_ADMIN'], requestedById: tessId },
    });
    expect(audit.items[1]).toMatchObject({ action: 'user.role-request', actorId: tessId });

    // Asked to change to the role they have: nothing to change, nothing recorded.
    const same = await tag(callers.topupAdmin, { CustomerId: maria.id, Checked: true, ChangeRole: true });
    expect(same.statusCode).toBe(200);
    const after = (
      await t.app.inject({ url: '/api/AuditLog?entity=user', headers: { cookie: callers.topupAdmin } })
    ).json();
    expect(after.total).toBe(audit.total);
    // Removing stays one call, as the spec's client sends it.
    expect((await tag(callers.topupAdmin, { CustomerId: maria.id, Checked: false })).statusCode).toBe(200);
  });

  it('refuses to change your own role', async () => {
    const response = await tag(callers.topupAdmin, { CustomerId: tessId, Checked: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot change or remove your own role');
    expect((await users()).map((u: { id: number }) => u.id)).toContain(tessId);
  });

  it('refuses a body that names another acting user, and an unknown customer', async () => {
    await createCustomer(t.db, { mobileNo: '09170000001', tags: ['TOPUP_ADMIN'] });
    const other = await createCustomer(t.db, { mobileNo: '09170000010' });
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const mismatch = await tag(cookie, {
      CustomerId: other.id,
      Checked: true,
      InitiatedBy: { id: other.id, name: 'Someone Else' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('The acting user in the request is not the signed-in user');
    const unknown = await tag(cookie, { CustomerId: 999999, Checked: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Customer not found');
    expect((await tag(cookie, {})).json().message).toBe('CustomerId is required');
  });

  it('is for top-up admins only', async () => {
    const { cookie } = await loginAs(t.app, '09170000001', 'backoffice');
    const victim = await createCustomer(t.db, { mobileNo: '09170000011' });
    await expectTopupAdminOnly(t.app, callers, { url: '/api/Customers/Users' });
    await expectTopupAdminOnly(t.app, callers, {
      method: 'POST',
      url: '/api/Customers/TagUser',
      headers: { 'content-type': 'application/json' },
      payload: { CustomerId: victim.id, Checked: true },
    });
    const list = (await t.app.inject({ url: '/api/Customers/Users', headers: { cookie } })).json();
    expect(list.map((u: { id: number }) => u.id)).not.toContain(victim.id);
  });

  it('keeps one Topup Admin when the last two remove each other at the same moment', async () => {
    const { cookie: anaCookie } = await loginAs(t.app, '09170000001', 'backoffice');
    expect((await tag(anaCookie, { CustomerId: tessId, Checked: false })).statusCode).toBe(200);
    const elenaRow = await findCustomerByMobile(t.db, '09175550009');
    expect((await tag(anaCookie, { CustomerId: elenaRow?.id, Checked: false })).statusCode).toBe(200);
    const ana = await findCustomerByMobile(t.db, '09170000001');
    const ben = await createCustomer(t.db, { mobileNo: '09170000012', tags: ['TOPUP_ADMIN'] });
    if (!ana) throw new Error('no Ana');
    // Past the access check both are admins; the service alone must keep one of them.
    const removeEachOther = [
      changeUserRoles(t.db, { customerId: ben.id, flags: NO_ROLE }, { id: ana.id, name: 'Ana' }),
      changeUserRoles(t.db, { customerId: ana.id, flags: NO_ROLE }, { id: ben.id, name: 'Ben' }),
    ];
    const outcomes = await Promise.allSettled(removeEachOther);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const admins = await t.db
      .select()
      .from(customers)
      .where(arrayContains(customers.tags, ['TOPUP_ADMIN']));
    expect(admins).toHaveLength(1);
  });
});
